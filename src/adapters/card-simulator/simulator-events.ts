import { err, ok, type Result } from 'neverthrow';
import type { Cents } from '../../domain/money';
import {
  PROCESSOR_MESSAGES,
  type IntentStatus,
  type PaymentEvent,
  type PaymentIntent,
} from '../../application/ports/payment-processor.port';

/**
 * Webhook events in Stripe's shape (`payment_intent.succeeded`, `payment_intent.payment_failed`),
 * written by the simulator and read back by its `verifyWebhook`, so the same handler serves the
 * simulator and Stripe alike.
 */
export type SimulatedEventType = 'payment_intent.succeeded' | 'payment_intent.payment_failed';

/** A declined attempt as Stripe words it: error code, decline code, message, and the card's fingerprint. */
export interface StripeError {
  readonly code: string;
  readonly declineCode: string;
  readonly message: string;
  readonly cardFingerprint?: string;
}

/** The payment method Stripe puts in a decline: only the card's fingerprint is of use here. */
function paymentMethodOf(error: StripeError) {
  return error.cardFingerprint === undefined
    ? {}
    : { payment_method: { object: 'payment_method', type: 'card', card: { fingerprint: error.cardFingerprint } } };
}

const TO_STRIPE: Readonly<Record<IntentStatus, string>> = {
  'awaiting-card': 'requires_payment_method',
  'requires-action': 'requires_action',
  processing: 'processing',
  succeeded: 'succeeded',
  failed: 'requires_payment_method',
  canceled: 'canceled',
};

/** The JSON body of one event about an intent, exactly as it is signed and delivered. */
export function eventBody(id: string, type: SimulatedEventType, created: number, intent: PaymentIntent, error: StripeError | null): string {
  const object = {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    status: TO_STRIPE[intent.status],
    client_secret: intent.clientSecret,
    metadata: intent.metadata,
    last_payment_error: error && { code: error.code, decline_code: error.declineCode, message: error.message, ...paymentMethodOf(error) },
  };
  return JSON.stringify({ id, object: 'event', type, created, livemode: false, data: { object } });
}

type Json = Readonly<Record<string, unknown>>;

const record = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function statusOf(stripeStatus: unknown, lastError: Json | null): IntentStatus {
  switch (stripeStatus) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'requires_action':
      return 'requires-action';
    case 'canceled':
      return 'canceled';
    default:
      return lastError ? 'failed' : 'awaiting-card';
  }
}

function stringRecord(value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(record(value) ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function intentOf(object: Json): PaymentIntent | null {
  const id = text(object['id']);
  const amount = object['amount'];
  if (id === null || typeof amount !== 'number' || !Number.isSafeInteger(amount)) return null;
  const lastError = record(object['last_payment_error']);
  const code = text(lastError?.['decline_code']) ?? text(lastError?.['code']) ?? 'card_declined';
  const fingerprint = text(record(record(lastError?.['payment_method'])?.['card'])?.['fingerprint']);
  return {
    id,
    clientSecret: text(object['client_secret']) ?? '',
    amount: amount as Cents,
    currency: text(object['currency']) ?? '',
    status: statusOf(object['status'], lastError),
    metadata: stringRecord(object['metadata']),
    lastError: lastError
      ? { code, message: text(lastError['message']) ?? '', ...(fingerprint ? { cardFingerprint: fingerprint } : {}) }
      : null,
  };
}

const KINDS: Readonly<Record<string, PaymentEvent['kind']>> = {
  'payment_intent.succeeded': 'payment-succeeded',
  'payment_intent.payment_failed': 'payment-failed',
};

/** Reads a (verified) event body; other event types come back as kind 'other' with no intent. */
export function readEvent(rawBody: string): Result<PaymentEvent, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return err(PROCESSOR_MESSAGES.eventNotJson);
  }
  const event = record(parsed);
  const id = text(event?.['id']);
  const created = event?.['created'];
  if (!event || id === null || typeof created !== 'number') return err(PROCESSOR_MESSAGES.eventWithoutId);
  const kind = KINDS[text(event['type']) ?? ''] ?? 'other';
  if (kind === 'other') return ok({ id, kind, intent: null, created });
  const intent = intentOf(record(record(event['data'])?.['object']) ?? {});
  return intent ? ok({ id, kind, intent, created }) : err(PROCESSOR_MESSAGES.eventWithoutIntent);
}
