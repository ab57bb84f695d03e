import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type {
  LedgerFile,
  LedgerGateway,
  LedgerGatewayError,
  LedgerQuery,
  OfflinePaymentForm,
  RefundForm,
} from '../../application/ports/ledger-gateway.port';
import { CATEGORY_GROUPS, PAYMENT_METHODS } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { RetryingFetch } from './fetch-with-retry';
import { csvClient, jsonClient, type CsvClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const cents = z
  .number()
  .int()
  .transform((value) => value as Cents);
const status = z.enum(['pending', 'paid', 'fulfilled', 'failed', 'flagged', 'refunded']);
const category = z.object({ group: z.enum(CATEGORY_GROUPS), detail: z.string() });
const entry = z.object({
  id: z.string(),
  day: z.string(),
  category,
  description: z.string(),
  payer: z.object({ name: z.string(), email: z.string() }),
  memberId: z.string().nullable(),
  amount: cents,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  status,
  recordedBy: z.string().nullable(),
});
const refund = z.object({
  id: z.string(),
  orderId: z.string(),
  amount: cents,
  reason: z.string(),
  refundedBy: z.string(),
  refundedAt: z.string(),
  undo: z.boolean(),
});
const ledgerPage = z.object({
  entries: z.array(entry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: z.array(z.object({ category, count: z.number(), received: cents, refunded: cents })),
  today: z.string(),
});
const orderView = z.object({
  entry,
  events: z.array(
    z.object({
      kind: z.enum(['created', 'recorded', 'payment-opened', 'webhook', 'paid', 'failed', 'flagged', 'fulfilled', 'refunded']),
      at: z.string().nullable(),
      detail: z.string(),
    }),
  ),
  note: z.string().nullable(),
  refunds: z.array(refund),
  refundable: z.boolean(),
  left: cents,
});
const refundMade = z.object({
  refund,
  entry,
  left: cents,
  effect: z.enum(['tickets-released', 'dues-reverted', 'left-for-secretary', 'nothing-to-undo', 'not-asked']),
  mailed: z.boolean(),
});
const choices = z.object({
  today: z.string(),
  duesYears: z.array(z.number()),
  memberships: z.array(z.string()),
  donationTypes: z.array(z.string()),
  events: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      ticketTypes: z.array(z.object({ id: z.string(), name: z.string(), price: cents, memberPrice: cents.nullable() })),
    }),
  ),
});
const payers = z.object({
  payers: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), membership: z.string(), duesPayYear: z.string().nullable() }),
  ),
});
const recorded = z.object({
  outcome: z.enum(['fulfilled', 'already-fulfilled', 'flagged']),
  receipt: z.enum(['sent', 'not-sent', 'none']),
  entry,
});

/** The server's refusal in the port's words: 400 Invalid (with its fields), 401/403 Unauthorized, 404 NotFound, else Unavailable. */
function errorOf(failure: HttpFailure): LedgerGatewayError {
  const { status, message, fields } = readRefusal(failure);
  if (status === 400 || status === 409) return { type: 'Invalid', message, fields: fields ?? {} };
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  if (status === 404) return { type: 'NotFound', message };
  return { type: 'Unavailable', message };
}

/** The query's given fields as a query string ('' when none). */
export function ledgerSearch(query: LedgerQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (typeof value === 'string' && value !== '') params.set(name, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The ledger and offline payments over the server's /officers API (officer-ledger.routes.ts), as
 * the signed-in officer (the session cookie; in the aws wiring, the ID token `headers` adds). A
 * payment is never sent again in the background: its idempotency key makes a retry by the officer safe.
 */
export class HttpLedgerGateway implements LedgerGateway {
  readonly #send: JsonClient;
  readonly #download: CsvClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
    this.#download = csvClient(options);
  }

  ledger(query: LedgerQuery) {
    return this.#send({ method: 'GET', path: `/officers/ledger${ledgerSearch(query)}`, answer: ledgerPage, safeToRetry: true }).mapErr(
      errorOf,
    );
  }

  ledgerCsv(query: LedgerQuery): ResultAsync<LedgerFile, LedgerGatewayError> {
    return this.#download(`/officers/ledger/export.csv${ledgerSearch(query)}`, 'ledger.csv').mapErr(errorOf);
  }

  order(orderId: string) {
    return this.#send({
      method: 'GET',
      path: `/officers/ledger/${encodeURIComponent(orderId)}`,
      answer: orderView,
      safeToRetry: true,
    }).mapErr(errorOf);
  }

  paymentChoices() {
    return this.#send({ method: 'GET', path: '/officers/payments/choices', answer: choices, safeToRetry: true }).mapErr(errorOf);
  }

  findPayers(text: string) {
    return this.#send({ method: 'GET', path: `/officers/payments/payers?q=${encodeURIComponent(text)}`, answer: payers, safeToRetry: true })
      .map((found) => found.payers)
      .mapErr(errorOf);
  }

  recordPayment(form: OfflinePaymentForm) {
    return this.#send({ method: 'POST', path: '/officers/payments', body: form, answer: recorded }).mapErr(errorOf);
  }

  /** Never retried in the background: the form's idempotency key makes the officer's own retry refund once. */
  refund(orderId: string, form: RefundForm) {
    return this.#send({
      method: 'POST',
      path: `/officers/ledger/${encodeURIComponent(orderId)}/refunds`,
      body: form,
      answer: refundMade,
    }).mapErr(errorOf);
  }
}
