import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { notEnoughSeats, priceTickets, type PricedTicketOrder, type TicketOrderError } from '../../../domain/event-pricing';
import type { EventTicketOrder } from '../../../domain/pricing';
import type { NotEnoughSeats } from '../../../domain/seat-holds';
import { salesState, salesStateWords, NO_SEATS_TAKEN } from '../../../domain/ticket-sales';
import { countOf, type TicketCounts, type TicketedEvent } from '../../../domain/ticketed-events';
import { studentNames } from '../../../domain/validation/checkout-forms';
import { validateTicketAnswers } from '../../../domain/validation/ticket-answers';
import { localDateTimeIn, type Clock } from '../../ports/clock.port';
import type { EventStoreError } from '../../ports/ticketed-event-store.port';
import type { Ticketing } from '../../ports/ticketing.port';
import { invalidOrder, invalidOrderFromForm, unavailable, type InvalidOrder, type Unavailable } from './payments.errors';

export interface EventCheckoutDeps {
  readonly clock: Clock;
  readonly ticketing: Pick<Ticketing, 'events'>;
}

/** An event order as the server will charge it: rebuilt from its known fields, with the price each ticket type cost. */
export interface PricedEventOrder {
  readonly order: EventTicketOrder;
  readonly amount: PricedTicketOrder['amount'];
  readonly currency: PricedTicketOrder['currency'];
  readonly description: string;
  /** The seats the order takes, per type (what its hold holds). */
  readonly seats: TicketCounts;
}

const EVENT_NOT_ON_SALE = 'Tickets for this event are not on sale.';

/** A pricing refusal as the form shows it: a count's message beside its type's field (`counts.<type id>`). */
function refusal(error: TicketOrderError): InvalidOrder {
  switch (error.type) {
    case 'UnknownTicketType':
    case 'InvalidCount':
      return invalidOrder(error.message, { [`counts.${error.field}`]: error.message });
    case 'NotEnoughSeats':
      return seatsRefusal(error);
    default:
      return invalidOrder(error.message);
  }
}

/** Seats that are not there, beside the type that lacks them (or for the whole order). */
export function seatsRefusal(error: NotEnoughSeats | Extract<TicketOrderError, { type: 'NotEnoughSeats' }>): InvalidOrder {
  const worded = 'message' in error ? error : notEnoughSeats(error);
  const field = 'field' in worded ? worded.field : null;
  return field === null ? invalidOrder(worded.message) : invalidOrder(worded.message, { [`counts.${field}`]: worded.message });
}

function storeError(error: EventStoreError): InvalidOrder | Unavailable {
  return error.type === 'NotFound' ? invalidOrder(EVENT_NOT_ON_SALE) : unavailable(error);
}

/**
 * Sales open at the chapter-local time now, the counts priced from the event's data (the member
 * price when `member`), the answers each ticket asks checked, the sponsored names (for a
 * sponsorship) checked as the spec's sponsor form checks them. Seats are not counted here: the
 * hold that follows takes them under the event's lock, and refuses when they are not there.
 */
function price(event: TicketedEvent, order: EventTicketOrder, member: boolean, now: number): Result<PricedEventOrder, InvalidOrder> {
  const state = salesState(event, localDateTimeIn(now, event.timeZone), NO_SEATS_TAKEN);
  if (state.kind !== 'open') return err(invalidOrder(salesStateWords(state)));
  return priceTickets(event, order.counts, member)
    .mapErr(refusal)
    .andThen((priced) =>
      validateTicketAnswers(event, priced, order.answers)
        .mapErr((form) => invalidOrderFromForm(form))
        .andThen((answers) =>
          (priced.sponsorship ? studentNames(order.sponsoredNames) : ok<string, string>(''))
            .mapErr((message) => invalidOrder(message, { sponsoredNames: message }))
            .map((sponsoredNames): PricedEventOrder => {
              const counts = Object.fromEntries(event.ticketTypes.map((type) => [type.id, countOf(order.counts, type.id)]));
              const prices = Object.fromEntries(priced.lines.map((line) => [line.typeId, line.unitPrice]));
              return {
                order: {
                  item: 'event-tickets',
                  event: event.slug,
                  counts,
                  answers,
                  sponsoredNames,
                  prices,
                  ...(priced.sponsorship ? { sponsorship: true } : {}),
                },
                amount: priced.amount,
                currency: priced.currency,
                description: priced.description,
                seats: Object.fromEntries(priced.lines.map((line) => [line.typeId, line.count])),
              };
            }),
        ),
    );
}

/** Prices an event order from the stored event (issue 17): an unknown event, or one not on sale, is refused. */
export function priceEventOrder(
  deps: EventCheckoutDeps,
  order: EventTicketOrder,
  member: boolean,
): ResultAsync<PricedEventOrder, InvalidOrder | Unavailable> {
  return deps.ticketing.events
    .get(order.event)
    .mapErr(storeError)
    .andThen(({ event }) => {
      const priced = price(event, order, member, deps.clock.now());
      return priced.isOk() ? okAsync(priced.value) : errAsync(priced.error);
    });
}
