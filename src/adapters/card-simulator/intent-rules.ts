import { MAX_PAYMENT_CENTS } from '../../domain/money';
import type { NewIntent, ProcessorError } from '../../application/ports/payment-processor.port';

/** Stripe's rules for opening payment intents, shared by every simulated processor. */

/** What Stripe refuses when an intent is opened: amounts outside $0.50 to $999,999.99, a malformed currency, a missing key. */
export function checkNewIntent(request: NewIntent): ProcessorError | null {
  if (!Number.isSafeInteger(request.amount) || request.amount < 50) {
    return { type: 'InvalidRequest', message: 'Amount must be at least $0.50 usd.' };
  }
  if (request.amount > MAX_PAYMENT_CENTS) return { type: 'InvalidRequest', message: 'Amount must be no more than $999,999.99.' };
  if (!/^[a-z]{3}$/.test(request.currency)) return { type: 'InvalidRequest', message: `Invalid currency: ${request.currency}.` };
  if (request.idempotencyKey === '' || request.idempotencyKey.length > 255) {
    return { type: 'InvalidRequest', message: 'An idempotency key of 1 to 255 characters is required.' };
  }
  return null;
}

/** The parameters Stripe compares when a key is used again. */
export function fingerprintOf(request: NewIntent): string {
  const metadata = Object.entries(request.metadata).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([request.amount, request.currency, request.description, request.receiptEmail, metadata]);
}

/** Stripe's answer to a key reused with other parameters. */
export function idempotencyConflict(key: string): ProcessorError {
  return {
    type: 'IdempotencyConflict',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  };
}
