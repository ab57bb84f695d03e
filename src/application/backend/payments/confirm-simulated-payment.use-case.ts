import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Card } from '../../../domain/card';
import { isoNow } from '../../ports/clock.port';
import type { BillingDetails, PaymentReceipt } from '../../ports/payment-gateway.port';
import type { CardSimulator, PaymentIntent } from '../../ports/payment-processor.port';
import type { RateLimiter } from '../../ports/rate-limiter.port';
import type { FulfilOrderDeps } from './fulfil-order.use-case';
import { findSession, type OrderSession, type OrderSessionDeps } from './order-session';
import {
  invalidOrder,
  unavailable,
  type CardDeclined,
  type InvalidOrder,
  type OrderNotFound,
  type RateLimited,
  type Unavailable,
} from './payments.errors';
import { settleIntent, type Settlement } from './settle-payment';

export interface ConfirmSimulatedPaymentDeps extends FulfilOrderDeps, OrderSessionDeps {
  readonly simulator: CardSimulator;
  readonly rateLimiter: RateLimiter;
}

export interface ConfirmSimulatedPaymentInput {
  readonly orderId: string;
  readonly clientSecret: string;
  readonly card: Card;
  readonly billing: BillingDetails;
  /** Who is trying (the client's address on the server): failed attempts are counted per key. */
  readonly clientKey: string;
}

export type ConfirmSimulatedPaymentError = OrderNotFound | InvalidOrder | CardDeclined | RateLimited | Unavailable;

function rateLimited(retryAfterSeconds: number): RateLimited {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    type: 'RateLimited',
    message: `Too many declined payments. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  };
}

function checkRate(deps: ConfirmSimulatedPaymentDeps, key: string): ResultAsync<void, RateLimited | Unavailable> {
  return deps.rateLimiter
    .check(key)
    .mapErr(unavailable)
    .andThen((decision) => (decision.allowed ? okAsync(undefined) : errAsync(rateLimited(decision.retryAfterSeconds))));
}

/** What the payer reads after a successful charge: the order is done, on its way, or needs a person. */
function receiptFor(session: OrderSession, settled: Settlement): PaymentReceipt {
  const fulfilment = settled === 'fulfilled' || settled === 'already-fulfilled' ? 'fulfilled' : settled === 'flagged' ? 'failed' : 'pending';
  return { orderId: session.order.id, amount: session.order.amount, fulfilment };
}

/** The card was charged: fulfil now. If that cannot finish, the webhook or reconciliation will; the payer is not told the charge failed. */
function paid(deps: ConfirmSimulatedPaymentDeps, session: OrderSession, intent: PaymentIntent): ResultAsync<PaymentReceipt, never> {
  return settleIntent(deps, session.order, intent, isoNow(deps.clock))
    .orElse(() => okAsync<Settlement, never>('awaiting-payment'))
    .map((settled) => receiptFor(session, settled));
}

/** A declined card: counted against the client, the order marked failed, the processor's words returned. */
function declined(deps: ConfirmSimulatedPaymentDeps, session: OrderSession, intent: PaymentIntent, key: string) {
  const decline: CardDeclined = {
    type: 'CardDeclined',
    code: intent.lastError?.code ?? 'card_declined',
    message: intent.lastError?.message ?? 'Your card was declined.',
  };
  return deps.rateLimiter
    .recordFailure(key)
    .mapErr(unavailable)
    .andThen(() => settleIntent(deps, session.order, intent, isoNow(deps.clock)).mapErr(unavailable))
    .andThen(() => errAsync<PaymentReceipt, ConfirmSimulatedPaymentError>(decline));
}

function charge(deps: ConfirmSimulatedPaymentDeps, session: OrderSession, input: ConfirmSimulatedPaymentInput) {
  if (session.intent.status === 'succeeded') return paid(deps, session, session.intent);
  return deps.simulator
    .confirm(session.intent.id, input.card, input.billing)
    .mapErr((e): ConfirmSimulatedPaymentError => (e.type === 'InvalidRequest' ? invalidOrder(e.message) : unavailable(e)))
    .andThen((intent) => (intent.status === 'succeeded' ? paid(deps, session, intent) : declined(deps, session, intent, input.clientKey)));
}

/**
 * Charges a card with the built-in simulator (no processor keys configured), for the holder of
 * the payment's client secret: after 5 failed attempts in 10 minutes a client must wait; a
 * declined card answers the processor's message; a charged card fulfils the order at once (exactly
 * once, whatever else races) and answers a receipt. Confirming a paid order again charges nothing.
 */
export function confirmSimulatedPayment(
  deps: ConfirmSimulatedPaymentDeps,
  input: ConfirmSimulatedPaymentInput,
): ResultAsync<PaymentReceipt, ConfirmSimulatedPaymentError> {
  return checkRate(deps, input.clientKey)
    .andThen(() => findSession(deps, input.orderId, input.clientSecret))
    .orElse((e) =>
      e.type === 'OrderNotFound'
        ? deps.rateLimiter.recordFailure(input.clientKey).mapErr(unavailable).andThen(() => errAsync(e))
        : errAsync(e),
    )
    .andThen((session) => charge(deps, session, input));
}
