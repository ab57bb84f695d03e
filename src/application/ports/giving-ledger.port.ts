import type { ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money';
import type { LedgerError, OrderRecord } from './order-ledger.port';
import type { TreasuryPeriod } from './treasury-figures.port';

/** A paid order that may hold a gift, with the cents the chapter kept of it after refunds. */
export interface KeptOrder {
  readonly record: OrderRecord;
  /** The amount less what the officers' refunds gave back; 0 for an order refunded whole. */
  readonly kept: Cents;
}

/**
 * The giving statements' read side of the ledger (issue 20): the orders the chapter was paid for
 * (paid, fulfilled, flagged, and refunded since) that may hold a gift (donations, sponsorships,
 * tickets; never dues or a membership), each with what was kept after refunds. Kept by each order
 * ledger over its own orders; `giving-ledger-check.ts` says in code what each answer holds.
 */
export interface GivingLedger {
  /**
   * Such orders paid within the period (an offline payment by its day received, an online one by
   * the instant it was paid), in one read however many donors there are.
   */
  paidOrdersWithin(period: TreasuryPeriod): ResultAsync<readonly KeptOrder[], LedgerError>;
  /** Such orders whose contact e-mail is `email` (compared normalised: case and spaces aside), of every year. */
  paidOrdersOf(email: string): ResultAsync<readonly KeptOrder[], LedgerError>;
}
