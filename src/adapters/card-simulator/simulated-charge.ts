import type { Clock } from '../../application/ports/clock.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { IntentStatus, PaymentIntent } from '../../application/ports/payment-processor.port';
import { eventBody, type SimulatedEventType, type StripeError } from './simulator-events';
import { testCardOutcome } from './test-cards';
import { signatureHeader, type HmacSha256 } from './webhook-signature';

/** One signed event the simulator would POST to the webhook endpoint. */
export interface SimulatedDelivery {
  readonly eventId: string;
  readonly type: SimulatedEventType;
  readonly intentId: string;
  readonly rawBody: string;
  readonly signatureHeader: string;
}

/** What an attempt to charge an intent did: the intent after it, and Stripe's error for a decline. */
export interface Charge {
  readonly intent: PaymentIntent;
  readonly error: StripeError | null;
}

/** The statuses from which Stripe lets an intent be confirmed (a declined one may be tried again). */
export const CONFIRMABLE: ReadonlySet<IntentStatus> = new Set(['awaiting-card', 'requires-action', 'failed']);

/** Letters and digits only, as Stripe's ids are (`pi_...`, `evt_...`). */
export const compact = (value: string): string => value.replace(/[^A-Za-z0-9]/g, '');

/**
 * Charges an intent with a card number as Stripe's test cards say (any other Luhn-valid number
 * succeeds); a decline carries the card's fingerprint, as Stripe's do.
 */
export function chargeCard(intent: PaymentIntent, cardNumber: string, cardFingerprint: string): Charge {
  const outcome = testCardOutcome(cardNumber);
  if (outcome.kind === 'succeeds') return { intent: { ...intent, status: 'succeeded', lastError: null }, error: null };
  const error: StripeError = { code: outcome.errorCode, declineCode: outcome.reason, message: outcome.message, cardFingerprint };
  return { intent: { ...intent, status: 'failed', lastError: { code: outcome.reason, message: outcome.message, cardFingerprint } }, error };
}

/** What a simulated event is stamped and signed with. */
export interface SigningOptions {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly webhookSecret: string;
  readonly hmac: HmacSha256;
  /** Keys the card fingerprints; by default the webhook secret (random per server start, so fingerprints last as long as the process). */
  readonly fingerprintKey?: string;
}

/**
 * A card's fingerprint as the simulator gives it: 16 hex characters of an HMAC-SHA256 of the
 * number's digits under a secret key, so neither the number nor its digits can be read from it.
 */
export function cardFingerprintOf(hmac: HmacSha256, key: string, cardNumber: string): string {
  return hmac(key, `card-fingerprint\n${cardNumber.replace(/\D/g, '')}`).slice(0, 16);
}

/** The event about a charge, in Stripe's shape, signed now as Stripe signs its deliveries. */
export function signedDelivery(options: SigningOptions, charge: Charge): SimulatedDelivery {
  const type: SimulatedEventType = charge.error ? 'payment_intent.payment_failed' : 'payment_intent.succeeded';
  const eventId = `evt_${compact(options.ids.newId())}`;
  const created = Math.floor(options.clock.now() / 1000);
  const rawBody = eventBody(eventId, type, created, charge.intent, charge.error);
  const header = signatureHeader(options.hmac, options.webhookSecret, rawBody, created);
  return { eventId, type, intentId: charge.intent.id, rawBody, signatureHeader: header };
}
