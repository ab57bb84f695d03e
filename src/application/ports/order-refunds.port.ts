import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { RecordedRefund } from '../../domain/refunds';
import type { LedgerError, OrderRecord } from './order-ledger.port';

/** What recording a refund came to: the order as it is now, all its refunds (oldest first), and whether this call recorded it. */
export interface RefundRecorded {
  readonly order: OrderRecord;
  readonly refunds: readonly RecordedRefund[];
  /** false when a refund with this processor id was already recorded (a repeated submit): nothing was written. */
  readonly fresh: boolean;
  /**
   * Whether this call set the member's dues year back (`DuesReversal`) in the refund's transaction:
   * false when the member's year was no longer the refunded one, or when the ledger's store does not
   * hold the member records (the aws wiring: they are AppSync's), which the caller then changes itself.
   */
  readonly duesReverted: boolean;
}

/** A refunded dues payment's effect undone: the member's dues year set back from `year` to the year before, if it is still `year`. */
export interface DuesReversal {
  readonly memberId: string;
  readonly year: number;
}

/**
 * The officers' refunds of an order (issue 18), kept by each order ledger over its own orders.
 * Recording one writes, in one transaction, the refund (once per processor refund id), the order's
 * status 'refunded' when its refunds now cover its amount (a part refund leaves the status as it
 * was), the audit entry, and the dues reversal when one is given (where the ledger's store holds
 * the member records); a refund already recorded changes nothing and answers `fresh: false`.
 */
export interface OrderRefunds {
  recordRefund(refund: RecordedRefund, note: string, audit: AuditEntry, reversal?: DuesReversal): ResultAsync<RefundRecorded, LedgerError>;
  /** An order's refunds, oldest first. */
  refundsOf(orderId: string): ResultAsync<readonly RecordedRefund[], LedgerError>;
}
