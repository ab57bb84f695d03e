import type { ProcessorError } from '../../application/ports/payment-processor.port';

const UNAVAILABLE: ProcessorError = {
  type: 'Unavailable',
  message: 'The payment processor cannot be reached right now. Please try again shortly.',
};

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

function text(error: unknown, name: string): string {
  const value = field(error, name);
  return typeof value === 'string' ? value : '';
}

/**
 * Whatever the Stripe SDK threw, as the port's error. Read by shape (the SDK's `type` is the error
 * class's name), so no SDK class crosses the port:
 * - a key reused with other parameters -> IdempotencyConflict;
 * - an unknown object (404, `resource_missing`) -> NotFound;
 * - parameters Stripe refused, or a card error -> InvalidRequest with Stripe's words;
 * - a bad webhook signature -> InvalidSignature;
 * - anything else (network, Stripe's own errors, rate limits, a wrong API key) -> Unavailable, with
 *   words for the payer rather than Stripe's (which may name our configuration).
 */
export function toProcessorError(error: unknown): ProcessorError {
  const message = text(error, 'message');
  switch (text(error, 'type')) {
    case 'StripeIdempotencyError':
      return { type: 'IdempotencyConflict', message };
    case 'StripeSignatureVerificationError':
      return { type: 'InvalidSignature', message };
    case 'StripeInvalidRequestError':
      return field(error, 'statusCode') === 404 || text(error, 'code') === 'resource_missing'
        ? { type: 'NotFound', message }
        : { type: 'InvalidRequest', message };
    case 'StripeCardError':
      return { type: 'InvalidRequest', message };
    default:
      return UNAVAILABLE;
  }
}
