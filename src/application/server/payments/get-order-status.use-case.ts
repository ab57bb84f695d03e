import type { ResultAsync } from 'neverthrow';
import type { Cents } from '../../../domain/money';
import type { OrderRecord, OrderStatus } from '../../ports/order-ledger.port';
import type { PaymentReceipt } from '../../ports/payment-gateway.port';
import { findSession, type OrderSessionDeps } from './order-session';
import type { OrderNotFound, Unavailable } from './payments.errors';

export type GetOrderStatusDeps = OrderSessionDeps;

export interface OrderStatusView {
  readonly orderId: string;
  readonly status: OrderStatus;
  readonly amount: Cents;
  readonly description: string;
  /** Where the receipt goes when the order is fulfilled (null without an e-mail). */
  readonly receiptEmail: string | null;
  /** What the page tells the payer: done, still on its way, or not possible. */
  readonly fulfilment: PaymentReceipt['fulfilment'];
}

/** How an order's status reads to the payer. */
export function fulfilmentOf(status: OrderStatus): PaymentReceipt['fulfilment'] {
  switch (status) {
    case 'fulfilled':
      return 'fulfilled';
    case 'failed':
    case 'flagged':
      return 'failed';
    case 'refunded':
      // The payment was given back (no seat was left, or the order was cancelled): the order is not done.
      return 'failed';
    case 'pending':
    case 'paid':
      return 'pending';
  }
}

/** Where an order's receipt is e-mailed (fulfil-order.use-case.ts sends it), or null when it has no e-mail. */
export function receiptEmailOf(order: OrderRecord): string | null {
  const email = order.contact.email.trim();
  return email === '' ? null : email;
}

/** An order as the payer may see it. */
export function viewOf(order: OrderRecord): OrderStatusView {
  return {
    orderId: order.id,
    status: order.status,
    amount: order.amount,
    description: order.description,
    receiptEmail: receiptEmailOf(order),
    fulfilment: fulfilmentOf(order.status),
  };
}

/**
 * An order's status for the browser to poll after paying, readable only with the payment's
 * client secret (an unknown order and a wrong secret answer alike: OrderNotFound).
 */
export function getOrderStatus(
  deps: GetOrderStatusDeps,
  input: { readonly orderId: string; readonly clientSecret: string },
): ResultAsync<OrderStatusView, OrderNotFound | Unavailable> {
  return findSession(deps, input.orderId, input.clientSecret).map(({ order }) => viewOf(order));
}
