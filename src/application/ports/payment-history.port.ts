import type { ResultAsync } from 'neverthrow';
import type { LedgerError, OrderRecord } from './order-ledger.port';

/** Who paid: their e-mail address (compared without case) and, when they have a member record, its ID. */
export interface Payer {
  readonly email: string;
  readonly memberId: string | null;
}

/**
 * A person's payments, for their Member Area (issue 20): the orders paid by their e-mail address or
 * for their member record that were ever paid (paid, fulfilled, flagged or refunded after payment),
 * newest payment first (then by id).
 */
export interface PaymentHistory {
  paymentsOf(payer: Payer): ResultAsync<readonly OrderRecord[], LedgerError>;
}
