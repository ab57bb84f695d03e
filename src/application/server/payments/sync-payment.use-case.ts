import type { ResultAsync } from 'neverthrow';
import { isoNow } from '../../ports/clock.port';
import type { FulfilOrderDeps } from './fulfil-order.use-case';
import { viewOf, type OrderStatusView } from './get-order-status.use-case';
import { findSession, type OrderSessionDeps } from './order-session';
import { fromLedger, type NotPaid, type OrderNotFound, type Unavailable } from './payments.errors';
import { settleIntent } from './settle-payment';

/** The ledger, the processor and what fulfilment needs. */
export type SyncPaymentDeps = FulfilOrderDeps & OrderSessionDeps;

/** An unknown order or wrong secret, a step out of order, or an outage (the browser may ask again). */
export type SyncPaymentError = OrderNotFound | NotPaid | Unavailable;

/**
 * Server-side confirmation (POST /payment/:orderId/sync): after the browser confirmed the card with
 * the processor, the server re-reads the intent from the processor (never trusting the browser's
 * word) and settles the order now, so fulfilment does not wait for the webhook. Only the holder of
 * the payment's client secret may ask. Safe to repeat and to race the webhook: fulfilment happens
 * exactly once. Answers the order as it then stands.
 */
export function syncPayment(
  deps: SyncPaymentDeps,
  input: { readonly orderId: string; readonly clientSecret: string },
): ResultAsync<OrderStatusView, SyncPaymentError> {
  return findSession(deps, input.orderId, input.clientSecret)
    .andThen(({ order, intent }) => settleIntent(deps, order, intent, isoNow(deps.clock)))
    .andThen(() => deps.ledger.get(input.orderId).mapErr(fromLedger))
    .map(viewOf);
}
