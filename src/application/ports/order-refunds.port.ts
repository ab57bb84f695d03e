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
}

/**
 * The officers' refunds of an order (issue 18), kept by each order ledger over its own orders.
 * Recording one writes, in one transaction, the refund (once per processor refund id), the order's
 * status 'refunded' when its refunds now cover its amount (a part refund leaves the status as it
 * was), and the audit entry; a refund already recorded changes nothing and answers `fresh: false`.
 */
export interface OrderRefunds {
  recordRefund(refund: RecordedRefund, note: string, audit: AuditEntry): ResultAsync<RefundRecorded, LedgerError>;
  /** An order's refunds, oldest first. */
  refundsOf(orderId: string): ResultAsync<readonly RecordedRefund[], LedgerError>;
}
