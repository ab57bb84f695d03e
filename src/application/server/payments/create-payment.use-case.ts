import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { AccessError } from '../../../domain/access';
import type { DuplicateMemberError } from '../../../domain/members';
import { NOT_FOR_SALE, priceOrder, type PricedOrder, type PricingError } from '../../../domain/pricing';
import { isoNow } from '../../ports/clock.port';
import type { NewOrder, OrderLedger, OrderRecord } from '../../ports/order-ledger.port';
import type { PaymentSession } from '../../ports/payment-gateway.port';
import type { PaymentIntent, PaymentProcessor } from '../../ports/payment-processor.port';
import { AMOUNT_MISMATCH, invalidOrder, unavailable, type InvalidOrder, type Unavailable } from './payments.errors';
import { resolveCheckout, type CheckoutInput, type ResolveDeps, type ResolvedCheckout } from './resolve-checkout';

export interface CreatePaymentDeps extends ResolveDeps {
  readonly ledger: OrderLedger;
  readonly processor: PaymentProcessor;
}

export interface CreatePaymentInput extends CheckoutInput {
  /** The spec's `amount`, if the browser sent one: checked against the server's price, never charged. */
  readonly clientAmount?: number | string;
  /** The browser's key for this checkout: a repeated submit gets the same order and payment. */
  readonly idempotencyKey: string;
}

export type CreatePaymentError = InvalidOrder | DuplicateMemberError | AccessError | Unavailable;

function pricingError(error: PricingError): InvalidOrder {
  return error.type === 'InvalidCount' ? invalidOrder(error.message, { [error.field]: error.message }) : invalidOrder(error.message);
}

/** The server's price; a client amount that differs from it refuses the order. */
function price(resolved: ResolvedCheckout, clientAmount: number | string | undefined): Result<PricedOrder, InvalidOrder> {
  if (resolved.order.item === 'event-tickets') return err(invalidOrder(NOT_FOR_SALE));
  return priceOrder(resolved.order)
    .mapErr(pricingError)
    .andThen((priced) => {
      const sent = clientAmount === undefined ? priced.amount : Number(String(clientAmount).trim());
      return sent === priced.amount ? ok(priced) : err(invalidOrder(AMOUNT_MISMATCH, { amount: AMOUNT_MISMATCH }));
    });
}

/** Whether an order recorded under the same key is this same request (a double submit). */
function sameRequest(existing: OrderRecord, order: NewOrder): boolean {
  return (
    JSON.stringify(existing.order) === JSON.stringify(order.order) &&
    existing.amount === order.amount &&
    existing.contact.email.trim().toLowerCase() === order.contact.email.trim().toLowerCase()
  );
}

/** Records the order before any charge; a repeated key answers the order it recorded the first time. */
function record(deps: CreatePaymentDeps, order: NewOrder): ResultAsync<OrderRecord, CreatePaymentError> {
  return deps.ledger.record(order).orElse((e) => {
    if (e.type !== 'DuplicateKey') return errAsync(unavailable(e));
    return sameRequest(e.existing, order)
      ? okAsync(e.existing)
      : errAsync(invalidOrder('This payment was already started with different details.'));
  });
}

/** One intent per order: keyed on the order, so a repeat (or a retry after a crash) gets the same one. */
function openIntent(deps: CreatePaymentDeps, order: OrderRecord): ResultAsync<PaymentIntent, CreatePaymentError> {
  const processorError = (e: { type: string; message: string }) => (e.type === 'InvalidRequest' ? invalidOrder(e.message) : unavailable(e));
  if (order.paymentId !== null) return deps.processor.retrieveIntent(order.paymentId).mapErr(processorError);
  return deps.processor
    .createIntent({
      amount: order.amount,
      currency: order.currency,
      description: order.description,
      metadata: { orderId: order.id, item: order.order.item },
      // Our own receipt is e-mailed on fulfilment; the processor need not send another.
      receiptEmail: null,
      idempotencyKey: `order-${order.id}`,
    })
    .mapErr(processorError)
    .andThen((intent) =>
      deps.ledger
        .attachPayment(order.id, intent.id)
        .mapErr(unavailable)
        .map(() => intent),
    );
}

/**
 * Opens a payment for an order the server prices (POST /payment): checks who may buy it, prices it
 * with the domain (a differing client amount is refused), records it in the ledger before any
 * charge, then opens one intent for it with the order in its metadata. A repeated idempotency key
 * gives the same session: a double submit makes one order and one intent.
 */
export function createPayment(deps: CreatePaymentDeps, input: CreatePaymentInput): ResultAsync<PaymentSession, CreatePaymentError> {
  const key = input.idempotencyKey.trim();
  if (key === '' || key.length > 255) return errAsync(invalidOrder('A payment needs an idempotency key of 1 to 255 characters.'));
  return resolveCheckout(deps, input)
    .andThen((resolved) => price(resolved, input.clientAmount).map((priced) => ({ resolved, priced })))
    .andThen(({ resolved, priced }) =>
      record(deps, {
        id: deps.ids.newId(),
        order: priced.order,
        amount: priced.amount,
        currency: priced.currency,
        description: priced.description,
        contact: resolved.contact,
        application: resolved.application,
        memberId: resolved.memberId,
        idempotencyKey: key,
        createdAt: isoNow(deps.clock),
      }),
    )
    .andThen((order) =>
      openIntent(deps, order).map((intent) => ({
        orderId: order.id,
        clientSecret: intent.clientSecret,
        amount: order.amount,
        description: order.description,
      })),
    );
}
