import { err, ok, type Result } from 'neverthrow';
import type Stripe from 'stripe';
import type { Cents } from '../../domain/money';
import {
  PROCESSOR_MESSAGES,
  type IntentStatus,
  type PaymentEvent,
  type PaymentIntent,
  type ProcessorError,
  type Refund,
} from '../../application/ports/payment-processor.port';

/** Stripe's objects in the product's words: nothing typed by the SDK leaves this folder. */

/** Stripe's status, with a declined attempt (back to `requires_payment_method` with an error) read as failed. */
function statusOf(intent: Stripe.PaymentIntent): IntentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'requires_action':
      return 'requires-action';
    case 'canceled':
      return 'canceled';
    default:
      return intent.last_payment_error ? 'failed' : 'awaiting-card';
  }
}

/**
 * The decline code when the issuer gave one (`insufficient_funds`), else Stripe's error code
 * (`expired_card`); and the declined card's fingerprint, from the payment method Stripe puts in
 * the error (`last_payment_error.payment_method.card.fingerprint`, in webhooks too), when it has one.
 */
function lastErrorOf(intent: Stripe.PaymentIntent): PaymentIntent['lastError'] {
  const error = intent.last_payment_error;
  if (!error) return null;
  const fingerprint = error.payment_method?.card?.fingerprint;
  return {
    code: error.decline_code ?? error.code ?? 'card_declined',
    message: error.message ?? PROCESSOR_MESSAGES.cardDeclined,
    ...(typeof fingerprint === 'string' && fingerprint !== '' ? { cardFingerprint: fingerprint } : {}),
  };
}

/** A Stripe PaymentIntent as the port's intent. */
export function fromStripeIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount as Cents,
    currency: intent.currency,
    status: statusOf(intent),
    metadata: { ...intent.metadata },
    lastError: lastErrorOf(intent),
  };
}

const KINDS: Readonly<Record<string, PaymentEvent['kind']>> = {
  'payment_intent.succeeded': 'payment-succeeded',
  'payment_intent.payment_failed': 'payment-failed',
};

/** A verified Stripe event as the port's event: the two payment outcomes carry their intent, anything else is 'other'. */
export function fromStripeEvent(event: Stripe.Event): Result<PaymentEvent, ProcessorError> {
  if (typeof event.id !== 'string' || typeof event.created !== 'number') {
    return err({ type: 'InvalidRequest', message: PROCESSOR_MESSAGES.eventWithoutId });
  }
  const kind = KINDS[event.type] ?? 'other';
  if (kind === 'other') return ok({ id: event.id, kind, intent: null, created: event.created });
  const object = event.data.object as Partial<Stripe.PaymentIntent> | undefined;
  if (object?.object !== 'payment_intent' || typeof object.id !== 'string' || !Number.isSafeInteger(object.amount)) {
    return err({ type: 'InvalidRequest', message: PROCESSOR_MESSAGES.eventWithoutIntent });
  }
  return ok({ id: event.id, kind, intent: fromStripeIntent(object as Stripe.PaymentIntent), created: event.created });
}

/** A Stripe refund in the port's words: 'succeeded', 'failed' (or 'canceled'), otherwise still pending. */
export function fromStripeRefund(refund: Stripe.Refund): Refund {
  const intent = refund.payment_intent;
  const status =
    refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return {
    id: refund.id,
    intentId: typeof intent === 'string' ? intent : (intent?.id ?? ''),
    amount: refund.amount as Cents,
    status,
  };
}
