import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { AccessError } from '../../../domain/access';
import type { DuplicateMemberError } from '../../../domain/members';
import type { Cents } from '../../../domain/money';
import {
  priceOrder,
  type CatalogueOrder,
  type EventTicketOrder,
  type Order,
  type PricedOrder,
  type PricingError,
} from '../../../domain/pricing';
import { HOLD_MILLISECONDS } from '../../../domain/seat-holds';
import type { TicketCounts } from '../../../domain/ticketed-events';
import { qualifiesForMemberPrice } from '../events/member-pricing';
import { priceEventOrder, seatsRefusal } from './event-checkout';
import type { WaitingListDeps } from '../events/ticketing-deps';
import { OFFER_GONE } from '../events/ticketing.errors';
import { offerForCheckout } from '../events/waiting-list-offer.use-case';
import { isoNow } from '../../ports/clock.port';
import type { NewOrder, OrderLedger, OrderRecord } from '../../ports/order-ledger.port';
import type { PaymentSession } from '../../ports/payment-gateway.port';
import type { PaymentIntent, PaymentProcessor } from '../../ports/payment-processor.port';
import { AMOUNT_MISMATCH, invalidOrder, unavailable, type InvalidOrder, type Unavailable } from './payments.errors';
import { resolveCheckout, type CheckoutInput, type ResolveDeps, type ResolvedCheckout } from './resolve-checkout';

export interface CreatePaymentDeps extends Omit<ResolveDeps, 'config'>, WaitingListDeps {
  readonly ledger: OrderLedger;
  readonly processor: PaymentProcessor;
}

export interface CreatePaymentInput extends CheckoutInput {
  /** The spec's `amount`, if the browser sent one: checked against the server's price, never charged. */
  readonly clientAmount?: number | string;
  /** The browser's key for this checkout: a repeated submit gets the same order and payment. */
  readonly idempotencyKey: string;
  /** A waiting-list offer's token (its link): the order buys the seats held for that party, under the offer's id. */
  readonly offerToken?: string;
}

export type CreatePaymentError = InvalidOrder | DuplicateMemberError | AccessError | Unavailable;

function pricingError(error: PricingError): InvalidOrder {
  return error.type === 'InvalidCount' ? invalidOrder(error.message, { [error.field]: error.message }) : invalidOrder(error.message);
}

/** The client's amount, when it sent one, must be the server's price. */
function checkClientAmount<T extends { readonly amount: number }>(
  priced: T,
  clientAmount: number | string | undefined,
): Result<T, InvalidOrder> {
  const sent = clientAmount === undefined ? priced.amount : Number(String(clientAmount).trim());
  return sent === priced.amount ? ok(priced) : err(invalidOrder(AMOUNT_MISMATCH, { amount: AMOUNT_MISMATCH }));
}

/** The server's price of a catalogue order; a client amount that differs from it refuses the order. */
function price(order: CatalogueOrder, clientAmount: number | string | undefined): Result<PricedOrder, InvalidOrder> {
  return priceOrder(order)
    .mapErr(pricingError)
    .andThen((priced) => checkClientAmount(priced, clientAmount));
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
      metadata: {
        orderId: order.id,
        item: order.order.item,
        ...(order.order.item === 'event-tickets' ? { event: order.order.event } : {}),
      },
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

/** The order the ledger records, before any charge. */
function newOrder(
  deps: CreatePaymentDeps,
  id: string,
  resolved: ResolvedCheckout,
  priced: { readonly order: Order; readonly amount: Cents; readonly currency: string; readonly description: string },
  key: string,
): NewOrder {
  return {
    id,
    order: priced.order,
    amount: priced.amount,
    currency: priced.currency,
    description: priced.description,
    contact: resolved.contact,
    application: resolved.application,
    memberId: resolved.memberId,
    idempotencyKey: key,
    createdAt: isoNow(deps.clock),
  };
}

/** Holds an order's seats for {@link HOLD_MILLISECONDS} (again, for a repeated request: the hold is renewed). */
function holdSeats(deps: CreatePaymentDeps, slug: string, orderId: string, seats: TicketCounts): ResultAsync<void, CreatePaymentError> {
  const now = deps.clock.now();
  return deps.ticketing.events
    .hold(slug, { id: orderId, seats, expiresAt: now + HOLD_MILLISECONDS }, now)
    .map(() => undefined)
    .mapErr((e): CreatePaymentError => (e.type === 'NotEnoughSeats' ? seatsRefusal(e) : unavailable(e)));
}

/**
 * Tickets of an event (issue 17): priced from the stored event (the member price when the
 * server finds the buyer's dues paid) and recorded, then its seats held under the order's id for
 * {@link HOLD_MILLISECONDS} before any intent is opened. A buyer who finds no seat is refused
 * before anything is charged, and the order is marked failed with the reason. A repeated request
 * (the same key) holds the same order's seats again, renewing the hold.
 */
function eventTickets(
  deps: CreatePaymentDeps,
  input: CreatePaymentInput,
  resolved: ResolvedCheckout,
  order: EventTicketOrder,
  key: string,
): ResultAsync<OrderRecord, CreatePaymentError> {
  return qualifiesForMemberPrice(deps, input.actor)
    .mapErr((e): CreatePaymentError => unavailable(e))
    .andThen((member) => priceEventOrder(deps, order, member))
    .andThen((priced) => checkClientAmount(priced, input.clientAmount))
    .andThen((priced) =>
      claimedOffer(deps, input, order).map((offer) =>
        offer === null
          ? { id: deps.ids.newId(), priced }
          : { id: offer.offerId, priced: { ...priced, order: { ...priced.order, waitingPartyId: offer.partyId } } },
      ),
    )
    .andThen(({ id, priced }) =>
      record(deps, newOrder(deps, id, resolved, priced, key)).andThen((recorded) =>
        holdSeats(deps, order.event, recorded.id, priced.seats)
          .map(() => recorded)
          .orElse((e) =>
            e.type === 'InvalidOrder' && recorded.status === 'pending' && recorded.paymentId === null
              ? deps.ledger
                  .markFailed(recorded.id, e.message)
                  .mapErr((failure): CreatePaymentError => unavailable(failure))
                  .andThen(() => errAsync(e))
              : errAsync(e),
          ),
      ),
    );
}

/**
 * The waiting-list offer an order claims, read from its token: the order is recorded under the
 * offer's id, so its hold (placed when the offer was made) becomes the order's. An expired or
 * used offer, or one for another event, is refused.
 */
function claimedOffer(
  deps: CreatePaymentDeps,
  input: CreatePaymentInput,
  order: EventTicketOrder,
): ResultAsync<{ readonly offerId: string; readonly partyId: string } | null, CreatePaymentError> {
  if (input.offerToken === undefined) return okAsync(null);
  return offerForCheckout(deps, input.offerToken, deps.clock.now())
    .mapErr((e): CreatePaymentError => (e.type === 'Unavailable' ? unavailable(e) : invalidOrder(OFFER_GONE.message)))
    .andThen((offer) => (offer.eventSlug === order.event ? okAsync(offer) : errAsync(invalidOrder(OFFER_GONE.message))));
}

/** A catalogue order (membership, donation, dues, upgrade): priced here, recorded under a new id. */
function catalogue(
  deps: CreatePaymentDeps,
  input: Pick<CreatePaymentInput, 'clientAmount'>,
  resolved: ResolvedCheckout,
  order: CatalogueOrder,
  key: string,
): ResultAsync<OrderRecord, CreatePaymentError> {
  const priced = price(order, input.clientAmount);
  if (priced.isErr()) return errAsync(priced.error);
  return record(deps, newOrder(deps, deps.ids.newId(), resolved, priced.value, key));
}

/**
 * Opens a payment for an order the server prices (POST /payment): checks who may buy it, prices it
 * (a differing client amount is refused), holds an event's seats, records it in the ledger before
 * any charge, then opens one intent for it with the order in its metadata. A repeated idempotency
 * key gives the same session: a double submit makes one order and one intent.
 */
export function createPayment(deps: CreatePaymentDeps, input: CreatePaymentInput): ResultAsync<PaymentSession, CreatePaymentError> {
  const key = input.idempotencyKey.trim();
  if (key === '' || key.length > 255) return errAsync(invalidOrder('A payment needs an idempotency key of 1 to 255 characters.'));
  return resolveCheckout(deps, input)
    .andThen((resolved) =>
      resolved.order.item === 'event-tickets'
        ? eventTickets(deps, input, resolved, resolved.order, key)
        : catalogue(deps, input, resolved, resolved.order, key),
    )
    .andThen((order) => sessionOf(deps, order));
}

/** The order's one intent, as the session the browser pays with. */
function sessionOf(deps: CreatePaymentDeps, order: OrderRecord): ResultAsync<PaymentSession, CreatePaymentError> {
  return openIntent(deps, order).map((intent) => ({
    orderId: order.id,
    clientSecret: intent.clientSecret,
    amount: order.amount,
    description: order.description,
  }));
}

/**
 * Opens a payment for a catalogue order the caller has already resolved to a member (a dues
 * reminder's signed link names the member and the year, so nobody signs in): priced here,
 * recorded, one intent, exactly as {@link createPayment} does; a repeated key gives the same session.
 */
export function createPaymentFor(
  deps: CreatePaymentDeps,
  resolved: ResolvedCheckout & { readonly order: CatalogueOrder },
  idempotencyKey: string,
): ResultAsync<PaymentSession, CreatePaymentError> {
  const key = idempotencyKey.trim();
  if (key === '' || key.length > 255) return errAsync(invalidOrder('A payment needs an idempotency key of 1 to 255 characters.'));
  return catalogue(deps, {}, resolved, resolved.order, key).andThen((order) => sessionOf(deps, order));
}
