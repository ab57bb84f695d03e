import { errAsync, okAsync, Result, ResultAsync } from 'neverthrow';
import type Stripe from 'stripe';
import type { Clock } from '../../application/ports/clock.port';
import { noSuchIntent, PROCESSOR_MESSAGES } from '../../application/ports/payment-processor.port';
import type {
  NewIntent,
  PaymentEvent,
  PaymentIntent,
  PaymentProcessor,
  ProcessorError,
  Refund,
  RefundRequest,
} from '../../application/ports/payment-processor.port';
import { toProcessorError } from './stripe-errors';
import { fromStripeEvent, fromStripeIntent, fromStripeRefund } from './stripe-intents';

/** What the Stripe processor is built from. */
export interface StripePaymentProcessorOptions {
  /**
   * A configured client: `new Stripe(secretKey)` in production; in tests
   * `new Stripe('sk_test_...', { host: '127.0.0.1', port, protocol: 'http' })` pointed at a fake.
   */
  readonly stripe: Stripe;
  /** The endpoint's signing secret (`whsec_...`). */
  readonly webhookSecret: string;
  /** The time webhooks are checked against (their signature is at most 300 s old). */
  readonly clock: Clock;
}

/** Stripe's default, and SECURITY.md's: a webhook signed longer ago than this is refused. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The card processor on Stripe's PaymentIntents API: one intent per idempotency key (Stripe keeps
 * keys for 24 h and refuses a key reused with other parameters), the order in its metadata, card
 * payments only (the browser confirms with Stripe.js `confirmCardPayment`); webhooks verified with
 * `stripe.webhooks.constructEvent` over the raw body. Stripe's types and errors stay in here.
 */
export class StripePaymentProcessor implements PaymentProcessor {
  readonly #options: StripePaymentProcessorOptions;

  constructor(options: StripePaymentProcessorOptions) {
    this.#options = options;
  }

  createIntent(intent: NewIntent): ResultAsync<PaymentIntent, ProcessorError> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: intent.amount,
      currency: intent.currency,
      description: intent.description,
      metadata: { ...intent.metadata },
      allowed_payment_method_types: ['card'],
      ...(intent.receiptEmail === null ? {} : { receipt_email: intent.receiptEmail }),
    };
    const created = this.#options.stripe.paymentIntents.create(params, { idempotencyKey: intent.idempotencyKey });
    return ResultAsync.fromPromise(created, toProcessorError).map(fromStripeIntent);
  }

  retrieveIntent(id: string): ResultAsync<PaymentIntent, ProcessorError> {
    // Stripe reads an id with a path separator as another URL; such an id is not one of ours anyway.
    if (!/^pi_[A-Za-z0-9]+$/.test(id)) return errAsync(noSuchIntent(id));
    return ResultAsync.fromPromise(this.#options.stripe.paymentIntents.retrieve(id), toProcessorError).map(fromStripeIntent);
  }

  /**
   * `POST /v1/refunds` on the intent (Stripe refunds its charge), Stripe's reason always
   * 'requested_by_customer' and ours in the refund's metadata (at most 500 characters, Stripe's limit).
   */
  refund(intentId: string, request: RefundRequest): ResultAsync<Refund, ProcessorError> {
    if (!/^pi_[A-Za-z0-9]+$/.test(intentId)) return errAsync(noSuchIntent(intentId));
    const params: Stripe.RefundCreateParams = {
      payment_intent: intentId,
      reason: 'requested_by_customer',
      metadata: { reason: request.reason.slice(0, 500) },
      ...(request.amount === undefined ? {} : { amount: request.amount }),
    };
    const created = this.#options.stripe.refunds.create(params, { idempotencyKey: request.idempotencyKey });
    return ResultAsync.fromPromise(created, toProcessorError).map(fromStripeRefund);
  }

  verifyWebhook(rawBody: string, signatureHeader: string): ResultAsync<PaymentEvent, ProcessorError> {
    const { stripe, webhookSecret, clock } = this.#options;
    const construct = Result.fromThrowable(
      () => stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, clock.now()),
      (error): ProcessorError =>
        error instanceof SyntaxError ? { type: 'InvalidRequest', message: PROCESSOR_MESSAGES.eventNotJson } : signatureError(error),
    );
    return construct()
      .andThen(fromStripeEvent)
      .asyncAndThen((event) => okAsync(event));
  }
}

/** Every refusal of the signature check is InvalidSignature, whatever the SDK called it. */
function signatureError(error: unknown): ProcessorError {
  const mapped = toProcessorError(error);
  return mapped.type === 'InvalidSignature'
    ? mapped
    : { type: 'InvalidSignature', message: 'The webhook signature could not be verified.' };
}
