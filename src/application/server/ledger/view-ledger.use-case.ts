import { err, errAsync, ok, ResultAsync, type Result } from 'neverthrow';
import { authorizeActor, type AccessError, type Actor } from '../../../domain/access';
import { isCategoryGroup, isPaymentMethod } from '../../../domain/ledger';
import type { Cents } from '../../../domain/money';
import type { Clock } from '../../ports/clock.port';
import type { LedgerFilter, LedgerView } from '../../ports/ledger-view.port';
import type { OrderLedger, OrderStatus } from '../../ports/order-ledger.port';
import type { OrderRefunds } from '../../ports/order-refunds.port';
import { leftToRefund } from '../../../domain/refunds';
import { invalidInput, type InvalidInput } from '../content/content.errors';
import { fromLedger, type NotPaid, type OrderNotFound, type Unavailable } from '../payments/payments.errors';
import { dayIn, fromDay, throughDay } from './ledger-days';
import type { LedgerEntryView, LedgerOrderView, LedgerPageView, LedgerQuery } from '../../ports/ledger-gateway.port';
import { ledgerEntryView, paymentEvents } from './ledger-views';

export interface LedgerDeps {
  readonly ledger: OrderLedger & LedgerView & OrderRefunds;
  readonly clock: Clock;
  readonly config: { readonly timeZone: string };
}

/** Rows on one page of the ledger. */
const LEDGER_PAGE_SIZE = 50;
/** The most rows one CSV export holds. */
const LEDGER_EXPORT_LIMIT = 100_000;

/** What the ledger's reads answer instead: a bad filter (a message per field), a refusal, an unknown order, an outage. */
export type LedgerViewError = InvalidInput | AccessError | OrderNotFound | NotPaid | Unavailable;

const STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'fulfilled', 'failed', 'flagged', 'refunded'];

export const LEDGER_QUERY_MESSAGES = {
  from: 'Please enter the first day as a date such as 2026-06-01.',
  to: 'Please enter the last day as a date such as 2026-06-30.',
  order: 'The last day cannot be before the first.',
  category: 'Please choose a category from the list.',
  method: 'Please choose a method from the list.',
  status: 'Please choose a status from the list.',
  page: 'The page must be a whole number from 1.',
} as const;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
function isDay(text: string): boolean {
  const at = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(at) && new Date(at).toISOString().startsWith(text);
}

function categoryOf(text: string): LedgerFilter['category'] | undefined {
  const [group = '', ...rest] = text.split(':');
  if (!isCategoryGroup(group)) return undefined;
  const detail = rest.join(':');
  return { group, detail: rest.length === 0 ? null : detail };
}

/** The query read into a filter and a page, or every field's refusal at once. */
function readLedgerQuery(
  query: LedgerQuery,
  timeZone: string,
): Result<{ readonly filter: LedgerFilter; readonly page: number }, InvalidInput> {
  const fields: Record<string, string> = {};
  const text = (value: string | undefined) => value?.trim() ?? '';
  const from = text(query.from);
  const to = text(query.to);
  if (from !== '' && !isDay(from)) fields.from = LEDGER_QUERY_MESSAGES.from;
  if (to !== '' && !isDay(to)) fields.to = LEDGER_QUERY_MESSAGES.to;
  if (fields.from === undefined && fields.to === undefined && from !== '' && to !== '' && to < from)
    fields.to = LEDGER_QUERY_MESSAGES.order;
  const category = text(query.category) === '' ? null : categoryOf(text(query.category));
  if (category === undefined) fields.category = LEDGER_QUERY_MESSAGES.category;
  const method = text(query.method);
  if (method !== '' && !isPaymentMethod(method)) fields.method = LEDGER_QUERY_MESSAGES.method;
  const status = text(query.status);
  if (status !== '' && !(STATUSES as readonly string[]).includes(status)) fields.status = LEDGER_QUERY_MESSAGES.status;
  const pageText = text(query.page) === '' ? '1' : text(query.page);
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 0;
  if (page < 1) fields.page = LEDGER_QUERY_MESSAGES.page;
  if (Object.keys(fields).length > 0 || category === undefined) return err(invalidInput({ type: 'InvalidForm', fields }));
  return ok({
    filter: {
      from: from === '' ? null : fromDay(from, timeZone),
      to: to === '' ? null : throughDay(to, timeZone),
      category,
      method: method === '' ? null : (method as LedgerFilter['method']),
      status: status === '' ? null : (status as OrderStatus),
    },
    page,
  });
}

/** A page of the ledger under a filter, with the filter's totals by category (viewLedger). */
export function viewLedger(deps: LedgerDeps, actor: Actor, query: LedgerQuery): ResultAsync<LedgerPageView, LedgerViewError> {
  const allowed = authorizeActor(actor, 'viewLedger');
  if (allowed.isErr()) return errAsync(allowed.error);
  const read = readLedgerQuery(query, deps.config.timeZone);
  if (read.isErr()) return errAsync(read.error);
  const { filter, page } = read.value;
  return ResultAsync.combine([
    deps.ledger.ledgerPage(filter, { offset: (page - 1) * LEDGER_PAGE_SIZE, limit: LEDGER_PAGE_SIZE }),
    deps.ledger.ledgerTotals(filter),
  ] as const)
    .mapErr(fromLedger)
    .map(([found, totals]) => ({
      entries: found.orders.map((order) => ledgerEntryView(order, deps.config.timeZone)),
      total: found.total,
      page,
      pageSize: LEDGER_PAGE_SIZE,
      totals,
      today: dayIn(deps.clock.now(), deps.config.timeZone),
    }));
}

/** Every row a filter holds, for the CSV (exportLedger). */
export function exportLedger(deps: LedgerDeps, actor: Actor, query: LedgerQuery): ResultAsync<readonly LedgerEntryView[], LedgerViewError> {
  const allowed = authorizeActor(actor, 'exportLedger');
  if (allowed.isErr()) return errAsync(allowed.error);
  const read = readLedgerQuery({ ...query, page: '1' }, deps.config.timeZone);
  if (read.isErr()) return errAsync(read.error);
  return deps.ledger
    .ledgerPage(read.value.filter, { offset: 0, limit: LEDGER_EXPORT_LIMIT })
    .mapErr(fromLedger)
    .map((found) => found.orders.map((order) => ledgerEntryView(order, deps.config.timeZone)));
}

/** One order with its payment events, its refunds and what is left to refund (viewLedger). */
export function viewLedgerOrder(deps: LedgerDeps, actor: Actor, orderId: string): ResultAsync<LedgerOrderView, LedgerViewError> {
  const allowed = authorizeActor(actor, 'viewLedger');
  if (allowed.isErr()) return errAsync(allowed.error);
  return ResultAsync.combine([deps.ledger.get(orderId), deps.ledger.paymentEventsOf(orderId), deps.ledger.refundsOf(orderId)] as const)
    .mapErr(fromLedger)
    .map(([order, webhooks, refunds]) => ({
      entry: ledgerEntryView(order, deps.config.timeZone),
      events: paymentEvents(order, webhooks),
      note: order.note,
      refunds,
      refundable: order.paymentId !== null && !order.offline && ['paid', 'fulfilled', 'flagged'].includes(order.status),
      left: order.status === 'refunded' ? (0 as Cents) : leftToRefund(order.amount, refunds),
    }));
}
