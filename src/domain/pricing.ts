import { err, ok, type Result } from 'neverthrow';
import {
  BANQUET_ADULT_PRICE,
  BANQUET_CHILD_PRICE,
  COOKOUT_EVENTS,
  MAX_COUNT_PER_ORDER,
  SPONSORED_STUDENT_PRICE,
  type DonationType,
} from './catalog';
import { duesAmount, membershipPrice, UPGRADE_PRICE, type MembershipPlan } from './membership';
import { addCents, CURRENCY, MAX_PAYMENT_CENTS, multiplyCents, type Cents } from './money';
import type { OrderAnswers, TicketCounts } from './ticketed-events';

/**
 * What a person is paying for from the catalogue (spec section 9): priced here. The spec's four
 * ticket items are what their pages send; the server turns them into the {@link EventTicketOrder}
 * of their event (`spec-events.ts`) and prices that from the event's data.
 * Counts are whole numbers from 0 to {@link MAX_COUNT_PER_ORDER}.
 */
export type CatalogueOrder =
  | { readonly item: 'membership'; readonly membership: MembershipPlan }
  | { readonly item: 'donation'; readonly amount: Cents; readonly donationType: DonationType }
  | { readonly item: 'banquet-2022'; readonly adults: number; readonly children: number }
  | { readonly item: 'cookout-2022'; readonly tickets: number }
  | { readonly item: 'cookout-2024'; readonly tickets: number }
  | { readonly item: 'sponsor-cookout-2024'; readonly students: number; readonly studentNames: string }
  /** `year`: the dues year an officer recorded an offline payment for; absent online (the year the payment covers). */
  | { readonly item: 'dues'; readonly membership: string; readonly year?: number }
  | { readonly item: 'upgrade' };

/** Tickets of a ticketed event (issue 17), priced by the server from the event's data (`event-pricing.ts`). */
export interface EventTicketOrder {
  readonly item: 'event-tickets';
  /** The event's slug. */
  readonly event: string;
  /** How many of each ticket type, by type id. */
  readonly counts: TicketCounts;
  /** The holder names and answers the types ask for (`validation/ticket-answers.ts`). */
  readonly answers: OrderAnswers;
  /** For a sponsorship, the names of those sponsored as the buyer typed them (may be empty); '' otherwise. */
  readonly sponsoredNames: string;
  /** What one ticket of each type cost this buyer, set by the server when it priced the order (the attendee list shows it). */
  readonly prices?: Readonly<Record<string, Cents>>;
  /** Whether its tickets are a sponsorship (a gift: the ledger files it so), set by the server when it priced the order. */
  readonly sponsorship?: boolean;
  /** The waiting party whose offered seats this order buys (set by the server from the offer's link). */
  readonly waitingPartyId?: string;
}

/** What a person is paying for. The server prices this; an amount sent by a browser is never used. */
export type Order = CatalogueOrder | EventTicketOrder;

export interface PricedOrder {
  readonly order: CatalogueOrder;
  readonly amount: Cents;
  readonly currency: typeof CURRENCY;
  /** The payment description exactly as spec section 7 words it. */
  readonly description: string;
}

export type PricingError =
  | { readonly type: 'InvalidCount'; readonly field: string; readonly message: string }
  | { readonly type: 'NothingToPay'; readonly message: string }
  | { readonly type: 'AmountTooLarge'; readonly message: string };

interface Line {
  readonly field: string;
  readonly count: number;
  readonly unitPrice: Cents;
}

/** The priced lines of an order: one per counted thing, or a single line for a fixed price. */
function linesOf(order: CatalogueOrder): readonly Line[] {
  switch (order.item) {
    case 'membership':
      return [{ field: 'membership', count: 1, unitPrice: membershipPrice(order.membership) }];
    case 'donation':
      return [{ field: 'amount', count: 1, unitPrice: order.amount }];
    case 'banquet-2022':
      return [
        { field: 'adults', count: order.adults, unitPrice: BANQUET_ADULT_PRICE },
        { field: 'children', count: order.children, unitPrice: BANQUET_CHILD_PRICE },
      ];
    case 'cookout-2022':
    case 'cookout-2024':
      return [{ field: 'tickets', count: order.tickets, unitPrice: COOKOUT_EVENTS[order.item].unitPrice }];
    case 'sponsor-cookout-2024':
      return [{ field: 'students', count: order.students, unitPrice: SPONSORED_STUDENT_PRICE }];
    case 'dues':
      return [{ field: 'membership', count: 1, unitPrice: duesAmount(order.membership) }];
    case 'upgrade':
      return [{ field: 'upgrade', count: 1, unitPrice: UPGRADE_PRICE }];
  }
}

/** The payment description of spec section 7. */
export function describeOrder(order: CatalogueOrder): string {
  switch (order.item) {
    case 'membership':
      return order.membership;
    case 'donation':
      return order.donationType;
    case 'banquet-2022':
      return `Spring Banquet 2022 Tickets - Adults: ${order.adults}, Children: ${order.children}`;
    case 'cookout-2022':
    case 'cookout-2024':
      return `Cookout ${COOKOUT_EVENTS[order.item].year} Tickets: ${order.tickets}`;
    case 'sponsor-cookout-2024':
      return `Cookout 2024 Sponsored Student Tickets: ${order.students}`;
    case 'dues':
      return 'Member Dues';
    case 'upgrade':
      return 'Membership Upgrade';
  }
}

export const COUNT_MESSAGE = `Please enter a whole number from 0 to ${MAX_COUNT_PER_ORDER}.`;

/** An order for something the chapter does not sell. */
export const NOT_FOR_SALE = 'This item is not for sale.';

export function isValidCount(count: number): boolean {
  return Number.isSafeInteger(count) && count >= 0 && count <= MAX_COUNT_PER_ORDER;
}

/**
 * The running total of an order as its page shows it, or an error for a count out of range.
 * A zero total is a valid total here; {@link priceOrder} refuses to charge it.
 */
export function orderTotal(order: CatalogueOrder): Result<Cents, PricingError> {
  const lines = linesOf(order);
  const bad = lines.find((line) => !isValidCount(line.count));
  if (bad) return err({ type: 'InvalidCount', field: bad.field, message: COUNT_MESSAGE });
  return ok(addCents(...lines.map((line) => multiplyCents(line.unitPrice, line.count))));
}

/** Checkout opens only when there is something to pay for (spec sections 4 and 5). */
export function canProceedToCheckout(total: Cents): boolean {
  return total > 0;
}

/**
 * Prices an order for payment: the amount in cents, the currency and the description.
 *
 * @example priceOrder({ item: 'banquet-2022', adults: 2, children: 1 })
 * // ok({ amount: 9600, currency: 'usd', description: 'Spring Banquet 2022 Tickets - Adults: 2, Children: 1', ... })
 */
export function priceOrder(order: CatalogueOrder): Result<PricedOrder, PricingError> {
  return orderTotal(order).andThen((amount) => {
    if (!canProceedToCheckout(amount)) {
      return err<PricedOrder, PricingError>({ type: 'NothingToPay', message: 'There is nothing to pay for yet.' });
    }
    if (amount > MAX_PAYMENT_CENTS) {
      return err<PricedOrder, PricingError>({
        type: 'AmountTooLarge',
        message: 'This order is larger than a single card payment can be.',
      });
    }
    return ok<PricedOrder, PricingError>({ order, amount, currency: CURRENCY, description: describeOrder(order) });
  });
}
