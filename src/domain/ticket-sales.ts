import { compareLocalDateTimes, formatLocalDateTime, type LocalDateTime } from './local-date-time';
import { countOf, totalCount, type TicketCounts, type TicketedEvent, type TicketType } from './ticketed-events';

/** Seats taken: sold (paid orders) and held (payments under way, holds not yet expired), per type. */
export interface SeatsTaken {
  readonly sold: TicketCounts;
  readonly held: TicketCounts;
}

export const NO_SEATS_TAKEN: SeatsTaken = { sold: {}, held: {} };

/** Seats left; null means no limit. */
export type Remaining = number | null;

function minRemaining(a: Remaining, b: Remaining): Remaining {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

function left(capacity: number | null, taken: number): Remaining {
  return capacity === null ? null : Math.max(0, capacity - taken);
}

/** Seats left in the whole event. */
export function remainingOverall(event: Pick<TicketedEvent, 'capacity'>, taken: SeatsTaken): Remaining {
  return left(event.capacity, totalCount(taken.sold) + totalCount(taken.held));
}

/** Seats left of one type: its own capacity and the event's, whichever is fewer. */
export function remainingOfType(event: Pick<TicketedEvent, 'capacity'>, type: TicketType, taken: SeatsTaken): Remaining {
  const ofType = left(type.capacity, countOf(taken.sold, type.id) + countOf(taken.held, type.id));
  return minRemaining(ofType, remainingOverall(event, taken));
}

/** Every type sold out (so the event is). */
export function isSoldOut(event: TicketedEvent, taken: SeatsTaken): boolean {
  return event.ticketTypes.every((type) => remainingOfType(event, type, taken) === 0);
}

/** Whether tickets sell at an instant, and why not. */
export type SalesState =
  | { readonly kind: 'draft' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'notYetOpen'; readonly opens: LocalDateTime }
  | { readonly kind: 'closed' }
  | { readonly kind: 'soldOut' }
  | { readonly kind: 'open' };

/**
 * What sales are at `now` (the chapter-local time, in the event's zone): a cancelled or draft event
 * sells nothing; closed by the chair or after the window closes; not yet open before it opens;
 * sold out when no type has a seat left; otherwise open. A window without an end stays open until
 * the chair closes sales.
 */
export function salesState(event: TicketedEvent, now: LocalDateTime, taken: SeatsTaken): SalesState {
  if (event.status === 'cancelled') return { kind: 'cancelled' };
  if (event.status === 'draft') return { kind: 'draft' };
  if (event.status === 'salesClosed') return { kind: 'closed' };
  const { opens, closes } = event.sales;
  if (opens !== null && compareLocalDateTimes(now, opens) < 0) return { kind: 'notYetOpen', opens };
  if (closes !== null && compareLocalDateTimes(now, closes) >= 0) return { kind: 'closed' };
  return isSoldOut(event, taken) ? { kind: 'soldOut' } : { kind: 'open' };
}

const SALES_CLOSED_MESSAGE = 'Sales have closed.';
export const SOLD_OUT_MESSAGE = 'Sold out.';
const CANCELLED_MESSAGE = 'This event has been cancelled.';
const DRAFT_MESSAGE = 'Tickets for this event are not on sale yet.';

/** The words the event page shows for a state, or null when tickets are on sale. */
export function salesMessage(state: SalesState): string | null {
  return state.kind === 'open' ? null : salesStateWords(state);
}

/** The words for a state in which tickets do not sell. */
export function salesStateWords(state: Exclude<SalesState, { kind: 'open' }>): string {
  switch (state.kind) {
    case 'draft':
      return DRAFT_MESSAGE;
    case 'cancelled':
      return CANCELLED_MESSAGE;
    case 'notYetOpen':
      return `Ticket sales open on ${formatLocalDateTime(state.opens)}.`;
    case 'closed':
      return SALES_CLOSED_MESSAGE;
    case 'soldOut':
      return SOLD_OUT_MESSAGE;
  }
}

/** At or below this many seats left, the page says how many. */
export const FEW_LEFT = 10;

/** 'Only 3 left' when few seats remain, 'Sold out.' at none, otherwise null (plenty, or no limit). */
export function remainingMessage(remaining: Remaining): string | null {
  if (remaining === null || remaining > FEW_LEFT) return null;
  return remaining === 0 ? SOLD_OUT_MESSAGE : `Only ${remaining} left`;
}
