import { z } from 'zod';
import type { OfficerSummaryError, OfficerSummaryGateway } from '../../application/ports/officer-summary-gateway.port';
import { CATEGORY_GROUPS } from '../../domain/ledger';
import type { LocalDateTime } from '../../domain/local-date-time';
import type { Cents } from '../../domain/money';
import type { RetryingFetch } from './fetch-with-retry';
import { jsonClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const cents = z
  .number()
  .int()
  .transform((value) => value as Cents);
const count = z.number().int().nonnegative();
const members = z.object({
  year: z.number(),
  counts: z.object({ paid: count, unpaid: count, 'lifetime-paid': count, 'lifetime-unpaid': count, lapsed: count }),
  dues: z.object({ paid: count, of: count, percent: z.number() }),
  byMonth: z.array(z.object({ month: z.string(), count })).nullable(),
});
const income = z.object({
  year: z.number(),
  totals: z.array(
    z.object({ category: z.object({ group: z.enum(CATEGORY_GROUPS), detail: z.string() }), count, received: cents, refunded: cents }),
  ),
  byMonth: z.array(z.object({ month: z.string(), received: cents })).nullable(),
});
const event = z.object({
  slug: z.string(),
  name: z.string(),
  status: z.enum(['draft', 'published', 'salesClosed', 'cancelled']),
  start: z.string().transform((text) => text as LocalDateTime),
  sold: count,
  capacity: count.nullable(),
});
const summary = z.object({ today: z.string(), members: members.nullable(), income: income.nullable(), events: z.array(event).nullable() });

/** The server's refusal in the port's words: 401/403 Unauthorized, anything else Unavailable. */
function errorOf(failure: HttpFailure): OfficerSummaryError {
  const { status, message } = readRefusal(failure);
  return status === 401 || status === 403 ? { type: 'Unauthorized', message } : { type: 'Unavailable', message };
}

/** The console home's summary over `GET /officers/summary`, as the signed-in officer (the session cookie; in the aws wiring, the ID token `headers` adds). */
export class HttpOfficerSummaryGateway implements OfficerSummaryGateway {
  readonly #send: JsonClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
  }

  summary() {
    return this.#send({ method: 'GET', path: '/officers/summary', answer: summary }).mapErr(errorOf);
  }
}
