import type { ResultAsync } from 'neverthrow';
import type { Card } from '../../domain/card';
import type { Cents } from '../../domain/money';
import type { BillingDetails } from './payment-gateway.port';

export type IntentStatus = 'awaiting-card' | 'requires-action' | 'processing' | 'succeeded' | 'failed' | 'canceled';

/** A payment at the processor, in the product's words. */
export interface PaymentIntent {
  readonly id: string;
  readonly clientSecret: string;
  readonly amount: Cents;
  readonly currency: string;
  readonly status: IntentStatus;
  /** Our order id and anything else we attached, read back to check a webhook's claims. */
  readonly metadata: Readonly<Record<string, string>>;
  /**
   * Why the last attempt failed: a decline code and a message a payer may read, and the declined
   * card's fingerprint when the processor gives one (the same card always has the same one; the
   * card-testing defence counts declines by it).
   */
  readonly lastError: { readonly code: string; readonly message: string; readonly cardFingerprint?: string } | null;
}

export interface NewIntent {
  readonly amount: Cents;
  readonly currency: string;
  readonly description: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly receiptEmail: string | null;
  /** The same key always gives the same intent (the processor keeps keys for at least 24 h). */
  readonly idempotencyKey: string;
}

/** A verified notification from the processor. */
export interface PaymentEvent {
  readonly id: string;
  readonly kind: 'payment-succeeded' | 'payment-failed' | 'other';
  readonly intent: PaymentIntent | null;
  /** When the processor created the event, in seconds since the epoch. */
  readonly created: number;
}

export type ProcessorError =
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'InvalidSignature'; readonly message: string }
  | { readonly type: 'InvalidRequest'; readonly message: string }
  | { readonly type: 'IdempotencyConflict'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/**
 * Stripe's own words, which every processor (Stripe, the card simulator) and the browser's card
 * element answer with, so every wiring says the same.
 */
export const PROCESSOR_MESSAGES = {
  cardDeclined: 'Your card was declined.',
  incorrectNumber: 'Your card number is incorrect.',
  authenticationRequired: 'Your card was declined. This transaction requires authentication.',
  eventNotJson: 'The event is not JSON.',
  eventWithoutId: 'The event has no id or creation time.',
  eventWithoutIntent: 'The event does not describe a payment intent.',
} as const;

/** An intent id the processor does not know, in Stripe's words. */
export function noSuchIntent(id: string): ProcessorError {
  return { type: 'NotFound', message: `No such payment_intent: '${id}'` };
}

/** Money given back on a paid intent (Stripe's Refund), in the product's words. */
export interface Refund {
  readonly id: string;
  readonly intentId: string;
  readonly amount: Cents;
  /** Card refunds succeed at once (the card sees the credit 5 to 10 business days later); a few stay pending a while. */
  readonly status: 'succeeded' | 'pending' | 'failed';
}

/** What to refund: all that is left of the intent (no amount) or part of it, once per key. */
export interface RefundRequest {
  /** Cents to give back; default: everything captured and not yet refunded. */
  readonly amount?: Cents;
  /** The same key always gives the same refund (a retried cancellation refunds once). */
  readonly idempotencyKey: string;
  /** Why, in our words (kept with the refund; Stripe's own reason is always 'requested_by_customer'). */
  readonly reason: string;
}

/** A refund the processor refuses, in Stripe's words: the intent was never paid. */
export function notRefundable(intentId: string): ProcessorError {
  return { type: 'InvalidRequest', message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.` };
}

/** Stripe's words for an intent whose charge is already refunded in full. */
export function alreadyRefunded(intentId: string): ProcessorError {
  return { type: 'InvalidRequest', message: `Charge ch_${intentId.replace(/^pi_/, '')} has already been refunded.` };
}

/** Stripe's words for a refund above what is left: 'Refund amount ($60.00) is greater than unrefunded amount on charge ($50.00)'. */
export function refundTooLarge(asked: Cents, left: Cents): ProcessorError {
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  return {
    type: 'InvalidRequest',
    message: `Refund amount (${dollars(asked)}) is greater than unrefunded amount on charge (${dollars(left)})`,
  };
}

/**
 * The card processor as the server sees it: open an intent for a server-priced order, read it
 * back, verify a webhook, refund a paid one. Vendor errors and types never cross this port.
 */
export interface PaymentProcessor {
  createIntent(intent: NewIntent): ResultAsync<PaymentIntent, ProcessorError>;
  retrieveIntent(id: string): ResultAsync<PaymentIntent, ProcessorError>;
  /** Checks the signature over the raw body (300 s tolerance) and reads the event. */
  verifyWebhook(rawBody: string, signatureHeader: string): ResultAsync<PaymentEvent, ProcessorError>;
  /**
   * Gives money back on a succeeded intent: all that is left, or `amount`. Refused (InvalidRequest,
   * Stripe's words) for an intent not paid, one already refunded in full, or an amount above what
   * is left; a key used again with the same request answers the same refund, with another
   * request IdempotencyConflict.
   */
  refund(intentId: string, request: RefundRequest): ResultAsync<Refund, ProcessorError>;
}

/**
 * The built-in card simulator's confirmation, used when no processor keys are configured: it
 * charges a card from the simulator's form, honouring the processor's published test cards.
 */
export interface CardSimulator {
  confirm(intentId: string, card: Card, billing: BillingDetails): ResultAsync<PaymentIntent, ProcessorError>;
  /**
   * The card's fingerprint, as the processor would give it, before anything is charged: a keyed
   * digest of the number (never the number, nor any of its digits); one number always has the same
   * one for the life of the simulator, spaces and dashes aside, and two numbers never share one.
   */
  fingerprint(card: Card): string;
}
