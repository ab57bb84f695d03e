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

/**
 * The card processor as the server sees it: open an intent for a server-priced order, read it
 * back, verify a webhook. Vendor errors and types never cross this port.
 */
export interface PaymentProcessor {
  createIntent(intent: NewIntent): ResultAsync<PaymentIntent, ProcessorError>;
  retrieveIntent(id: string): ResultAsync<PaymentIntent, ProcessorError>;
  /** Checks the signature over the raw body (300 s tolerance) and reads the event. */
  verifyWebhook(rawBody: string, signatureHeader: string): ResultAsync<PaymentEvent, ProcessorError>;
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
