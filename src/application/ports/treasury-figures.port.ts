import type { ResultAsync } from 'neverthrow';
import type { MoneyFigure } from '../../domain/treasury-report';
import type { LedgerDay } from './ledger-view.port';
import type { LedgerError } from './order-ledger.port';

/** The money of one category taken or given back one way: how many payments (or refunds) and their cents. */
export type TreasuryFigure = MoneyFigure;

/** A period's money as the ledger holds it, before the report sums it. */
export interface TreasuryFigures {
  /**
   * Payments made in the period (the order paid then, or an offline payment received that day),
   * of orders the chapter was paid for: paid, fulfilled, flagged, and refunded since.
   */
  readonly income: readonly TreasuryFigure[];
  /**
   * Refunds made in the period, by the category and method of the order refunded: each officer's
   * refund at its instant; an order refunded without one (the event chair's cancellation) for the
   * rest of its amount at the instant it was marked refunded.
   */
  readonly refunds: readonly TreasuryFigure[];
}

/** A report's days: the first, and the last (its `startsAt` is when the day after starts, the end exclusive). */
export interface TreasuryPeriod {
  readonly from: LedgerDay;
  readonly to: LedgerDay;
}

/**
 * The treasury report's read side (issue 18, item 7): a period's income and refunds grouped by
 * category and method, in one pass over the ledger. Kept by each order ledger over its own orders.
 */
export interface TreasuryLedger {
  treasuryFigures(period: TreasuryPeriod): ResultAsync<TreasuryFigures, LedgerError>;
}
