import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { OrderLedger, OrderRecord } from '../../ports/order-ledger.port';
import type { PaymentIntent, PaymentProcessor } from '../../ports/payment-processor.port';
import { ORDER_NOT_FOUND, unavailable, type OrderNotFound, type Unavailable } from './payments.errors';
import { sameSecret } from '../../../domain/secrets';

export interface OrderSessionDeps {
  readonly ledger: OrderLedger;
  readonly processor: PaymentProcessor;
}

/** An order and its payment, as read by whoever holds the payment's client secret. */
export interface OrderSession {
  readonly order: OrderRecord;
  readonly intent: PaymentIntent;
}

/**
 * The order and intent of a payment session, only for the holder of its client secret: an unknown
 * order and a wrong secret answer alike, so neither reveals that an order exists.
 */
export function findSession(
  deps: OrderSessionDeps,
  orderId: string,
  clientSecret: string,
): ResultAsync<OrderSession, OrderNotFound | Unavailable> {
  return deps.ledger
    .get(orderId)
    .mapErr((e): OrderNotFound | Unavailable => (e.type === 'NotFound' ? ORDER_NOT_FOUND : unavailable(e)))
    .andThen((order) => {
      if (order.paymentId === null) return errAsync(ORDER_NOT_FOUND);
      return deps.processor
        .retrieveIntent(order.paymentId)
        .mapErr((e) => (e.type === 'NotFound' ? ORDER_NOT_FOUND : unavailable(e)))
        .andThen((intent) => (sameSecret(intent.clientSecret, clientSecret) ? okAsync({ order, intent }) : errAsync(ORDER_NOT_FOUND)));
    });
}
