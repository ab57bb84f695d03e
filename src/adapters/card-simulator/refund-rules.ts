import { err, ok, type Result } from 'neverthrow';
import type { Cents } from '../../domain/money';
import {
  alreadyRefunded,
  notRefundable,
  refundTooLarge,
  type PaymentIntent,
  type ProcessorError,
  type RefundRequest,
} from '../../application/ports/payment-processor.port';

/** Stripe's rules for refunds, shared by every simulated processor. */

/**
 * The cents a refund gives back, or Stripe's refusal: only a succeeded intent is refunded, never
 * beyond what was captured less what was refunded before, and an amount must be a positive integer.
 */
export function refundAmount(intent: PaymentIntent, refundedBefore: number, request: RefundRequest): Result<Cents, ProcessorError> {
  if (request.idempotencyKey === '' || request.idempotencyKey.length > 255) {
    return err({ type: 'InvalidRequest', message: 'An idempotency key of 1 to 255 characters is required.' });
  }
  if (request.amount !== undefined && (!Number.isSafeInteger(request.amount) || request.amount < 1)) {
    return err({ type: 'InvalidRequest', message: 'Invalid positive integer' });
  }
  if (intent.status !== 'succeeded') return err(notRefundable(intent.id));
  const left = (intent.amount - refundedBefore) as Cents;
  if (left <= 0) return err(alreadyRefunded(intent.id));
  const amount = request.amount ?? left;
  return amount > left ? err(refundTooLarge(amount, left)) : ok(amount);
}

/** The parameters Stripe compares when a refund's key is used again. */
export function refundFingerprint(intentId: string, request: RefundRequest): string {
  return JSON.stringify([intentId, request.amount ?? null, request.reason]);
}
