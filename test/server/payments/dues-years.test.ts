import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { appWorld } from '../../support/app-world';
import { send } from './payment-requests';

/** The app with its clock at `now` and DUES_CUTOFF as given. */
function appOn(now: string, duesCutoff: { month: number; day: number } | null) {
  const plain = appWorld();
  return appWorld({ clock: new ManualClock(now), config: { ...plain.deps.config, duesCutoff } }).app;
}

describe('GET /payment/dues-years', () => {
  it('tells anyone, uncached, which dues years a membership and dues paid today cover', async () => {
    // Midnight on October 1 in New York, the chapter's zone (TIME_ZONE's default).
    const answer = await send(appOn('2026-10-01T04:00:00.000Z', { month: 10, day: 1 }), 'GET', '/payment/dues-years');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ annualMembership: 2027, dues: 2026 });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers this year for both without a cut-off (the original rule)', async () => {
    expect((await send(appOn('2026-12-31T23:59:59.000Z', null), 'GET', '/payment/dues-years')).body).toEqual({
      annualMembership: 2026,
      dues: 2026,
    });
  });

  it("reads the day in the chapter's zone: 7:30 pm in New York on December 31 is still that year, and before the cut-off day", async () => {
    expect((await send(appOn('2027-01-01T00:30:00.000Z', null), 'GET', '/payment/dues-years')).body).toEqual({
      annualMembership: 2026,
      dues: 2026,
    });
    expect((await send(appOn('2026-10-01T03:59:00.000Z', { month: 10, day: 1 }), 'GET', '/payment/dues-years')).body).toEqual({
      annualMembership: 2026,
      dues: 2026,
    });
  });

  it('answers 404 to any other method on the path', async () => {
    expect((await send(appOn('2026-06-15T12:00:00.000Z', null), 'POST', '/payment/dues-years', {})).status).toBe(404);
  });
});
