import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Card } from '../../domain/card';
import type { Clock } from '../../application/ports/clock.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { BillingDetails } from '../../application/ports/payment-gateway.port';
import { noSuchIntent } from '../../application/ports/payment-processor.port';
import type {
  CardSimulator,
  NewIntent,
  PaymentEvent,
  PaymentIntent,
  PaymentProcessor,
  ProcessorError,
  Refund,
  RefundRequest,
} from '../../application/ports/payment-processor.port';
import { refundAmount, refundFingerprint } from '../card-simulator/refund-rules';
import { checkNewIntent, fingerprintOf, idempotencyConflict } from '../card-simulator/intent-rules';
import {
  cardFingerprintOf,
  chargeCard,
  compact,
  CONFIRMABLE,
  signedDelivery,
  type Charge,
  type SimulatedDelivery,
} from '../card-simulator/simulated-charge';
import { readEvent } from '../card-simulator/simulator-events';
import { checkSignature, type HmacSha256 } from '../card-simulator/webhook-signature';

export interface InMemoryPaymentProcessorOptions {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The webhook signing secret (`whsec_...`) shared with the webhook handler. */
  readonly webhookSecret: string;
  readonly hmac: HmacSha256;
}

/** One signed event the processor would POST to the webhook endpoint. */
export type WebhookDelivery = SimulatedDelivery;

interface KeyUse {
  readonly fingerprint: string;
  readonly intentId: string;
  readonly at: number;
}

/** Stripe keeps idempotency keys for 24 hours. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The card processor and its card simulator in memory, behaving as Stripe does: idempotency keys
 * (same key and parameters give the same intent; other parameters, a conflict), client secrets,
 * Stripe's test cards (a decline marks the intent failed and may be retried with another card) and
 * signed webhook events for every confirmation, verified with Stripe's scheme and tolerance.
 */
export class InMemoryPaymentProcessor implements PaymentProcessor, CardSimulator {
  readonly #options: InMemoryPaymentProcessorOptions;
  readonly #intents = new Map<string, PaymentIntent>();
  readonly #keys = new Map<string, KeyUse>();
  readonly #deliveries: WebhookDelivery[] = [];
  readonly #refunds = new Map<string, { readonly refund: Refund; readonly fingerprint: string }>();
  readonly #fingerprintKey: string;

  constructor(options: InMemoryPaymentProcessorOptions) {
    this.#options = options;
    // The webhook secret is random per server; the fingerprints' messages can never be a webhook's (`<timestamp>.<body>`).
    this.#fingerprintKey = options.webhookSecret;
  }

  fingerprint(card: Card): string {
    return cardFingerprintOf(this.#options.hmac, this.#fingerprintKey, card.number);
  }

  createIntent(request: NewIntent): ResultAsync<PaymentIntent, ProcessorError> {
    const invalid = checkNewIntent(request);
    if (invalid) return errAsync(invalid);
    const fingerprint = fingerprintOf(request);
    const used = this.#keyUse(request.idempotencyKey);
    if (used) {
      const earlier = this.#intents.get(used.intentId);
      return used.fingerprint === fingerprint && earlier ? okAsync(earlier) : errAsync(idempotencyConflict(request.idempotencyKey));
    }
    const id = `pi_${compact(this.#options.ids.newId())}`;
    const intent: PaymentIntent = {
      id,
      clientSecret: `${id}_secret_${compact(this.#options.ids.secret())}`,
      amount: request.amount,
      currency: request.currency,
      status: 'awaiting-card',
      metadata: { ...request.metadata },
      lastError: null,
    };
    this.#intents.set(id, intent);
    this.#keys.set(request.idempotencyKey, { fingerprint, intentId: id, at: this.#options.clock.now() });
    return okAsync(intent);
  }

  retrieveIntent(id: string): ResultAsync<PaymentIntent, ProcessorError> {
    const intent = this.#intents.get(id);
    return intent ? okAsync(intent) : errAsync(noSuchIntent(id));
  }

  verifyWebhook(rawBody: string, signature: string): ResultAsync<PaymentEvent, ProcessorError> {
    const { hmac, webhookSecret, clock } = this.#options;
    const checked = checkSignature(hmac, webhookSecret, rawBody, signature, Math.floor(clock.now() / 1000))
      .mapErr((message): ProcessorError => ({ type: 'InvalidSignature', message }))
      .andThen(() => readEvent(rawBody).mapErr((message): ProcessorError => ({ type: 'InvalidRequest', message })));
    return checked.asyncAndThen((event) => okAsync(event));
  }

  confirm(intentId: string, card: Card, _billing: BillingDetails): ResultAsync<PaymentIntent, ProcessorError> {
    const intent = this.#intents.get(intentId);
    if (!intent) return errAsync(noSuchIntent(intentId));
    if (!CONFIRMABLE.has(intent.status)) {
      return errAsync({
        type: 'InvalidRequest',
        message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      });
    }
    return okAsync(this.#settle(chargeCard(intent, card.number, this.fingerprint(card))));
  }

  refund(intentId: string, request: RefundRequest): ResultAsync<Refund, ProcessorError> {
    const intent = this.#intents.get(intentId);
    if (!intent) return errAsync(noSuchIntent(intentId));
    const fingerprint = refundFingerprint(intentId, request);
    const earlier = this.#refunds.get(request.idempotencyKey);
    if (earlier) {
      return earlier.fingerprint === fingerprint ? okAsync(earlier.refund) : errAsync(idempotencyConflict(request.idempotencyKey));
    }
    const refundedBefore = [...this.#refunds.values()]
      .filter(({ refund }) => refund.intentId === intentId)
      .reduce((sum, { refund }) => sum + refund.amount, 0);
    return refundAmount(intent, refundedBefore, request).asyncAndThen((amount) => {
      const refund: Refund = { id: `re_${compact(this.#options.ids.newId())}`, intentId, amount, status: 'succeeded' };
      this.#refunds.set(request.idempotencyKey, { refund, fingerprint });
      return okAsync(refund);
    });
  }

  /** The signed events this processor would deliver to the webhook endpoint, oldest first. */
  deliveries(): readonly WebhookDelivery[] {
    return [...this.#deliveries];
  }

  #settle(charge: Charge): PaymentIntent {
    this.#intents.set(charge.intent.id, charge.intent);
    this.#deliveries.push(signedDelivery(this.#options, charge));
    return charge.intent;
  }

  #keyUse(key: string): KeyUse | undefined {
    const used = this.#keys.get(key);
    if (used && this.#options.clock.now() - used.at >= KEY_LIFETIME_MS) this.#keys.delete(key);
    return this.#keys.get(key);
  }
}
