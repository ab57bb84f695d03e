import { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { HttpDuesCalendar } from '../../../src/adapters/http/http-dues-calendar';
import type { RetryingFetch } from '../../../src/adapters/http/fetch-with-retry';
import { jsonClient } from '../../../src/adapters/http/json-client';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { duesCalendarContract } from '../../contracts/dues-calendar.contract';
import { appWorld } from '../../support/app-world';

/** A RetryingFetch answering with `respond` (no retries, no network). */
const answering =
  (respond: (url: string, init?: RequestInit) => Response | Promise<Response>): RetryingFetch =>
  (url, init) =>
    ResultAsync.fromSafePromise(Promise.resolve(respond(url, init)));

/** The browser adapter over the real app (GET /payment/dues-years), its clock and DUES_CUTOFF set. */
duesCalendarContract('over HTTP (the browser adapter against the app)', async (now, duesCutoff) => {
  const world = appWorld();
  const { app } = appWorld({ clock: new ManualClock(now), config: { ...world.deps.config, duesCutoff } });
  return new HttpDuesCalendar(jsonClient({ baseUrl: 'http://localhost:8787', fetch: answering((url, init) => app.request(url, init)) }));
});

describe('HttpDuesCalendar', () => {
  it('answers Unavailable, never throws, when the server cannot be reached or answers something else', async () => {
    const down = new HttpDuesCalendar(jsonClient({ fetch: answering(() => new Response(null, { status: 503 })) }));
    expect((await down.coveredYears())._unsafeUnwrapErr().type).toBe('Unavailable');
    const odd = new HttpDuesCalendar(jsonClient({ fetch: answering(() => Response.json({ annualMembership: 'next year', dues: 2026 })) }));
    expect((await odd.coveredYears())._unsafeUnwrapErr().type).toBe('Unavailable');
  });
});
