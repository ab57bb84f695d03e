import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { isoNow } from '../../ports/clock.port';
import type { OrderRecord } from '../../ports/order-ledger.port';
import type { PaymentEvent, PaymentIntent, PaymentProcessor, ProcessorError } from '../../ports/payment-processor.port';
import type { FulfilOrderDeps } from './fulfil-order.use-case';
import {
  unavailable,
  type InvalidEvent,
  type InvalidSignature,
  type NotPaid,
  type OrderNotFound,
  type Unavailable,
} from './payments.errors';
import { settleIntent, type Settlement } from './settle-payment';

export interface HandlePaymentWebhookDeps extends FulfilOrderDeps {
  readonly processor: PaymentProcessor;
}

export interface HandlePaymentWebhookInput {
  /** The request body exactly as received: the signature covers these bytes. */
  readonly rawBody: string;
  /** The `Stripe-Signature` header. */
  readonly signatureHeader: string;
}

/** What became of an event: a repeat (settled before), not about a payment, about a payment we do not know, or settled now. */
export interface WebhookOutcome {
  readonly eventId: string;
  readonly outcome: 'duplicate' | 'ignored' | 'unknown-payment' | Settlement;
  /** The order the event was about, when it was one of ours. */
  readonly orderId?: string;
  /** For a declined attempt: the card's fingerprint, when the processor gave one (the card-testing defence counts by it). */
  readonly cardFingerprint?: string;
}

export type HandlePaymentWebhookError = InvalidSignature | InvalidEvent | OrderNotFound | NotPaid | Unavailable;

function verifyError(e: ProcessorError): HandlePaymentWebhookError {
  if (e.type === 'InvalidSignature') return { type: 'InvalidSignature', message: e.message };
  return e.type === 'InvalidRequest' ? { type: 'InvalidEvent', message: e.message } : unavailable(e);
}

/** The order an intent pays for: by its payment id, or by the order id in its metadata when the payment was never attached (a crash). */
function orderFor(deps: HandlePaymentWebhookDeps, intent: PaymentIntent): ResultAsync<OrderRecord | null, Unavailable> {
  const orderId = intent.metadata['orderId'];
  return deps.ledger
    .findByPaymentId(intent.id)
    .andThen((order) => {
      if (order || orderId === undefined) return okAsync(order);
      return deps.ledger
        .get(orderId)
        .andThen((byId) => (byId.paymentId === null ? deps.ledger.attachPayment(byId.id, intent.id) : okAsync(null)))
        .orElse((e) => (e.type === 'NotFound' ? okAsync(null) : errAsync(e)));
    })
    .mapErr(unavailable);
}

function settle(
  deps: HandlePaymentWebhookDeps,
  event: PaymentEvent,
  intent: PaymentIntent,
): ResultAsync<WebhookOutcome, HandlePaymentWebhookError> {
  // The event's kind is the processor's word on this attempt, whatever else the snapshot says.
  const status = event.kind === 'payment-succeeded' ? 'succeeded' : 'failed';
  const paidAt = new Date(event.created * 1000).toISOString();
  const fingerprint = status === 'failed' ? intent.lastError?.cardFingerprint : undefined;
  const card = fingerprint === undefined ? {} : { cardFingerprint: fingerprint };
  return orderFor(deps, intent).andThen((order) =>
    order === null
      ? okAsync<WebhookOutcome, HandlePaymentWebhookError>({ eventId: event.id, outcome: 'unknown-payment' })
      : settleIntent(deps, order, { ...intent, status }, paidAt).map((outcome): WebhookOutcome => ({
          eventId: event.id,
          outcome,
          orderId: order.id,
          ...card,
        })),
  );
}

/**
 * Remembers an event only after it was settled: a failure midway (an outage) leaves it unremembered,
 * so the processor's redelivery does the work again (settling is idempotent). A repeat that changed
 * nothing reads 'duplicate'; the caller that fulfilled keeps 'fulfilled' whoever remembered first.
 */
function remember(
  deps: HandlePaymentWebhookDeps,
  settled: WebhookOutcome,
  event: PaymentEvent,
): ResultAsync<WebhookOutcome, HandlePaymentWebhookError> {
  const about =
    settled.orderId === undefined
      ? undefined
      : { orderId: settled.orderId, kind: event.kind, outcome: settled.outcome, receivedAt: isoNow(deps.clock) };
  return deps.ledger
    .rememberEvent(settled.eventId, about)
    .mapErr(unavailable)
    .map((seen): WebhookOutcome => (seen === 'seen' && settled.outcome !== 'fulfilled' ? { ...settled, outcome: 'duplicate' } : settled));
}

/**
 * The processor's notification (POST /stripe/webhook): verified (signature over the raw body, 300 s
 * tolerance), matched to its order (a payment whose amount, currency or order id differ is flagged,
 * never fulfilled), settled, and only then remembered by its event id: a success fulfils the order
 * exactly once (the ledger decides who fulfils, however many deliveries race); a failure marks a
 * pending order failed and leaves a paid one paid. A redelivered event settles to what it already
 * did and answers 'duplicate'; one that failed midway is done again in full.
 */
export function handlePaymentWebhook(
  deps: HandlePaymentWebhookDeps,
  input: HandlePaymentWebhookInput,
): ResultAsync<WebhookOutcome, HandlePaymentWebhookError> {
  return deps.processor
    .verifyWebhook(input.rawBody, input.signatureHeader)
    .mapErr(verifyError)
    .andThen((event) => {
      const intent = event.intent;
      if (event.kind === 'other' || intent === null)
        return okAsync<WebhookOutcome, HandlePaymentWebhookError>({ eventId: event.id, outcome: 'ignored' });
      return settle(deps, event, intent).andThen((settled) => remember(deps, settled, event));
    });
}
