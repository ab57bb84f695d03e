import { err, ok, type Result } from 'neverthrow';
import { MAX_COUNT_PER_ORDER } from './catalog';
import type { LocalDateTime } from './local-date-time';
import { addCents, CURRENCY, MAX_PAYMENT_CENTS, multiplyCents, type Cents } from './money';
import { COUNT_MESSAGE } from './pricing';
import { seatsFit, type NotEnoughSeats } from './seat-holds';
import { salesState, salesStateWords, SOLD_OUT_MESSAGE, type SeatsTaken } from './ticket-sales';
import { countOf, totalCount, unitPriceFor, type TicketCounts, type TicketedEvent, type TicketType } from './ticketed-events';

/** One priced line of a ticket order: a type, how many, at which price. */
interface TicketLine {
  readonly typeId: string;
  readonly name: string;
  readonly count: number;
  readonly unitPrice: Cents;
  /** The buyer pays the member price on this line. */
  readonly memberPriced: boolean;
  readonly amount: Cents;
  readonly kind: TicketType['kind'];
}

/**
 * An order for an event's tickets, priced by the server from the event's data. A total of zero
 * (free tickets only) is a valid order that needs no payment.
 */
export interface PricedTicketOrder {
  readonly eventSlug: string;
  /** Every type with a count above zero, in the event's order. */
  readonly lines: readonly TicketLine[];
  readonly amount: Cents;
  readonly currency: typeof CURRENCY;
  /** '<event> Tickets - <type>: n, <type>: n', or the event's own template. */
  readonly description: string;
  /** The order holds a sponsorship, so the buyer names those sponsored. */
  readonly sponsorship: boolean;
}

export type TicketOrderError =
  | { readonly type: 'UnknownTicketType'; readonly field: string; readonly message: string }
  | { readonly type: 'InvalidCount'; readonly field: string; readonly message: string }
  | { readonly type: 'NothingChosen'; readonly message: string }
  | { readonly type: 'AmountTooLarge'; readonly message: string }
  | { readonly type: 'SalesNotOpen'; readonly message: string }
  | { readonly type: 'NotEnoughSeats'; readonly field: string | null; readonly remaining: number; readonly message: string };

export const NOTHING_CHOSEN_MESSAGE = 'Please choose at least one ticket.';
export const UNKNOWN_TICKET_TYPE_MESSAGE = 'This ticket type is not sold for this event.';
export const AMOUNT_TOO_LARGE_MESSAGE = 'This order is larger than a single card payment can be.';

/** The most of a type one order may hold: its own maximum, never above {@link MAX_COUNT_PER_ORDER}. */
function maxPerOrder(type: TicketType): number {
  return Math.min(type.perOrderMax, MAX_COUNT_PER_ORDER);
}

/** The message for a count out of range: the catalogue's when the maximum is the general one. */
export function countMessage(type: TicketType): string {
  const max = maxPerOrder(type);
  return max === MAX_COUNT_PER_ORDER ? COUNT_MESSAGE : `Please enter a whole number from 0 to ${max}.`;
}

/**
 * The payment description: the event's template with each `{<type id>}` replaced by that type's
 * count, or '<event> Tickets - <type>: n, ...' naming the types with a count above zero.
 *
 * @example describeTicketOrder(banquet, { adults: 2, children: 1 }) // 'Spring Banquet 2026 Tickets - Adults: 2, Children: 1'
 */
export function describeTicketOrder(event: TicketedEvent, counts: TicketCounts): string {
  if (event.descriptionTemplate !== null) {
    return event.descriptionTemplate.replace(/\{([^{}]+)\}/g, (_whole, id: string) => String(countOf(counts, id)));
  }
  const chosen = event.ticketTypes.filter((type) => countOf(counts, type.id) > 0);
  return `${event.name} Tickets - ${chosen.map((type) => `${type.name}: ${countOf(counts, type.id)}`).join(', ')}`;
}

function checkCounts(event: TicketedEvent, requested: TicketCounts): Result<TicketCounts, TicketOrderError> {
  const unknown = Object.keys(requested).find((id) => !event.ticketTypes.some((type) => type.id === id));
  if (unknown !== undefined) return err({ type: 'UnknownTicketType', field: unknown, message: UNKNOWN_TICKET_TYPE_MESSAGE });
  for (const type of event.ticketTypes) {
    const count = countOf(requested, type.id);
    if (!Number.isSafeInteger(count) || count < 0 || count > maxPerOrder(type)) {
      return err({ type: 'InvalidCount', field: type.id, message: countMessage(type) });
    }
  }
  return totalCount(requested) === 0 ? err({ type: 'NothingChosen', message: NOTHING_CHOSEN_MESSAGE }) : ok(requested);
}

function lineOf(type: TicketType, count: number, member: boolean): TicketLine {
  const unitPrice = unitPriceFor(type, member);
  const memberPriced = unitPrice !== type.price;
  return { typeId: type.id, name: type.name, count, unitPrice, memberPriced, amount: multiplyCents(unitPrice, count), kind: type.kind };
}

/**
 * Prices a request (a count per ticket type id) from the event's data alone: each type's price,
 * or its member price when `member` (a member with this year's dues paid: the caller decides).
 * Refuses an unknown type, a count that is not a whole number from 0 to the type's maximum,
 * nothing chosen, and a total above a card payment's limit. Sales and seats are not checked here
 * (see {@link priceTicketOrder}).
 */
export function priceTickets(event: TicketedEvent, requested: TicketCounts, member: boolean): Result<PricedTicketOrder, TicketOrderError> {
  return checkCounts(event, requested).andThen((counts) => {
    const lines = event.ticketTypes
      .filter((type) => countOf(counts, type.id) > 0)
      .map((type) => lineOf(type, countOf(counts, type.id), member));
    const amount = addCents(...lines.map((line) => line.amount));
    if (amount > MAX_PAYMENT_CENTS)
      return err<PricedTicketOrder, TicketOrderError>({ type: 'AmountTooLarge', message: AMOUNT_TOO_LARGE_MESSAGE });
    return ok<PricedTicketOrder, TicketOrderError>({
      eventSlug: event.slug,
      lines,
      amount,
      currency: CURRENCY,
      description: describeTicketOrder(event, counts),
      sponsorship: lines.some((line) => line.kind === 'sponsorship'),
    });
  });
}

/** What the server knows when an order is placed: the buyer, the chapter-local time, the seats taken. */
export interface OrderContext {
  readonly member: boolean;
  readonly now: LocalDateTime;
  readonly taken: SeatsTaken;
}

/** Seats asked for that are not there, in the words the page shows ('Only 3 left: ...', 'Sold out.'). */
export function notEnoughSeats(shortfall: NotEnoughSeats): Extract<TicketOrderError, { type: 'NotEnoughSeats' }> {
  const { typeId, remaining } = shortfall;
  const message = remaining === 0 ? SOLD_OUT_MESSAGE : `Only ${remaining} left: please choose at most ${remaining}.`;
  return { type: 'NotEnoughSeats', field: typeId, remaining, message };
}

/** The seats an order takes, per type: what its hold holds (`seat-holds.ts`). */
export function orderSeats(order: PricedTicketOrder): TicketCounts {
  return Object.fromEntries(order.lines.map((line) => [line.typeId, line.count]));
}

/**
 * Prices an order the way the server accepts it: {@link priceTickets}, then refused when sales are
 * not open at `now` (with the page's words) or when a type, or the event, has fewer seats left
 * than asked for (with the seats left in the message).
 */
export function priceTicketOrder(
  event: TicketedEvent,
  requested: TicketCounts,
  context: OrderContext,
): Result<PricedTicketOrder, TicketOrderError> {
  const state = salesState(event, context.now, context.taken);
  if (state.kind !== 'open' && state.kind !== 'soldOut') return err({ type: 'SalesNotOpen', message: salesStateWords(state) });
  return priceTickets(event, requested, context.member).andThen((order) =>
    seatsFit(event, context.taken, orderSeats(order))
      .map(() => order)
      .mapErr(notEnoughSeats),
  );
}
