import type { ResultAsync } from 'neverthrow';
import type { CategoryGroup, LedgerCategory, PaymentMethod } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { LedgerError, OrderRecord, OrderStatus, RememberedPaymentEvent } from './order-ledger.port';

/**
 * A day bound of the ledger's date filter: the chapter's calendar day (what an offline payment's
 * date received is compared with) and the instant that day starts at in the chapter's time zone
 * (what an online payment's paid instant, or its created instant when unpaid, is compared with).
 */
export interface LedgerDay {
  /** YYYY-MM-DD. */
  readonly day: string;
  /** ISO 8601 instant (UTC) of the start of that day in the chapter's time zone. */
  readonly startsAt: string;
}

/** Which orders the ledger shows: each field null for 'any'. Dates are inclusive, in the chapter's time zone. */
export interface LedgerFilter {
  readonly from: LedgerDay | null;
  /** The last day shown; `startsAt` is the start of the day AFTER it (the end, exclusive). */
  readonly to: LedgerDay | null;
  /** A group ('donation'), or one category of it (detail: 'Chapter Donation'). */
  readonly category: { readonly group: CategoryGroup; readonly detail: string | null } | null;
  readonly method: PaymentMethod | null;
  readonly status: OrderStatus | null;
}

export const ANY_LEDGER_ENTRY: LedgerFilter = { from: null, to: null, category: null, method: null, status: null };

/** The orders of one category under a filter: how many, the money held (paid, fulfilled, flagged) and the money given back (refunded). */
export interface CategoryTotal {
  readonly category: LedgerCategory;
  readonly count: number;
  readonly received: Cents;
  readonly refunded: Cents;
}

export interface LedgerPage {
  /** Newest first (by the instant recorded, then id). */
  readonly orders: readonly OrderRecord[];
  /** How many orders the filter holds in all. */
  readonly total: number;
}

/**
 * The ledger's read side (issue 18): the orders a filter holds, a page at a time, and their totals
 * by category. Implemented by each order ledger over its own orders.
 */
export interface LedgerView {
  ledgerPage(filter: LedgerFilter, page: { readonly offset: number; readonly limit: number }): ResultAsync<LedgerPage, LedgerError>;
  /** One total per category the filter holds, in the order of CATEGORY_GROUPS, then by detail. */
  ledgerTotals(filter: LedgerFilter): ResultAsync<readonly CategoryTotal[], LedgerError>;
  /** The processor's events remembered about an order (its webhooks), oldest first. */
  paymentEventsOf(orderId: string): ResultAsync<readonly RememberedPaymentEvent[], LedgerError>;
}
