import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Card } from '../../../domain/card';
import { isoNow } from '../../ports/clock.port';
import type { BillingDetails, PaymentReceipt } from '../../ports/payment-gateway.port';
import { PROCESSOR_MESSAGES, type CardSimulator, type PaymentIntent } from '../../ports/payment-processor.port';
import { admitCard, admitClient, admitOrder, countClientFailure, countDecline, type DeclineLimiters } from './card-testing';
import type { FulfilOrderDeps } from './fulfil-order.use-case';
import { receiptEmailOf } from './get-order-status.use-case';
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

export interface ConfirmSimulatedPaymentDeps extends FulfilOrderDeps, OrderSessionDeps, DeclineLimiters {
  readonly simulator: CardSimulator;
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

/** What the payer reads after a successful charge: the order is done, on its way, or needs a person. */
function receiptFor(session: OrderSession, settled: Settlement): PaymentReceipt {
  const fulfilment =
    settled === 'fulfilled' || settled === 'already-fulfilled' ? 'fulfilled' : settled === 'flagged' ? 'failed' : 'pending';
  const { order } = session;
  return { orderId: order.id, amount: order.amount, description: order.description, receiptEmail: receiptEmailOf(order), fulfilment };
}

/** The card was charged: fulfil now. If that cannot finish, the webhook or reconciliation will; the payer is not told the charge failed. */
function paid(deps: ConfirmSimulatedPaymentDeps, session: OrderSession, intent: PaymentIntent): ResultAsync<PaymentReceipt, never> {
  return settleIntent(deps, session.order, intent, isoNow(deps.clock))
    .orElse(() => okAsync<Settlement, never>('awaiting-payment'))
    .map((settled) => receiptFor(session, settled));
}

/** A declined card: counted against the client, the order and the card, the order marked failed, the processor's words returned. */
function declined(
  deps: ConfirmSimulatedPaymentDeps,
  session: OrderSession,
  intent: PaymentIntent,
  input: ConfirmSimulatedPaymentInput,
  cardFingerprint: string,
) {
  const decline: CardDeclined = {
    type: 'CardDeclined',
    code: intent.lastError?.code ?? 'card_declined',
    message: intent.lastError?.message ?? PROCESSOR_MESSAGES.cardDeclined,
  };
  return countDecline(deps, { clientKey: input.clientKey, orderId: session.order.id, cardFingerprint })
    .andThen(() => settleIntent(deps, session.order, intent, isoNow(deps.clock)).mapErr(unavailable))
    .andThen(() => errAsync<PaymentReceipt, ConfirmSimulatedPaymentError>(decline));
}

function charge(deps: ConfirmSimulatedPaymentDeps, session: OrderSession, input: ConfirmSimulatedPaymentInput) {
  if (session.intent.status === 'succeeded') return paid(deps, session, session.intent);
  // The card is known by its fingerprint before anything is charged: a card over its limit is never tried.
  const cardFingerprint = deps.simulator.fingerprint(input.card);
  return admitOrder(deps, session.order.id)
    .andThen(() => admitCard(deps, cardFingerprint))
    .mapErr((e): ConfirmSimulatedPaymentError => e)
    .andThen(() =>
      deps.simulator
        .confirm(session.intent.id, input.card, input.billing)
        .mapErr((e) => (e.type === 'InvalidRequest' ? invalidOrder(e.message) : unavailable(e))),
    )
    .andThen((intent) =>
      intent.status === 'succeeded' ? paid(deps, session, intent) : declined(deps, session, intent, input, cardFingerprint),
    );
}

/**
 * Charges a card with the built-in simulator (no processor keys configured), for the holder of
 * the payment's client secret. Before anything is charged, the card-testing limits (card-testing.ts)
 * are asked: a client with 5 failed attempts in 10 minutes (declines or wrong secrets) waits; an
 * order declined 5 times cannot be confirmed again (a new checkout is needed); a card declined 5
 * times in 10 minutes waits. Each refusal is RateLimited with the wait; a counter that cannot
 * answer lets the payment through. A declined card counts against client, order and card and
 * answers the processor's message; a charged card fulfils the order at once (exactly once,
 * whatever else races) and answers a receipt. Confirming a paid order again charges nothing.
 */
export function confirmSimulatedPayment(
  deps: ConfirmSimulatedPaymentDeps,
  input: ConfirmSimulatedPaymentInput,
): ResultAsync<PaymentReceipt, ConfirmSimulatedPaymentError> {
  return admitClient(deps, input.clientKey)
    .mapErr((e): ConfirmSimulatedPaymentError => e)
    .andThen(() => findSession(deps, input.orderId, input.clientSecret))
    .orElse((e) => (e.type === 'OrderNotFound' ? countClientFailure(deps, input.clientKey).andThen(() => errAsync(e)) : errAsync(e)))
    .andThen((session) => charge(deps, session, input));
}
