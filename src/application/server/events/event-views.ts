import { eventPath, unitPriceFor, type TicketedEvent } from '../../../domain/ticketed-events';
import { remainingMessage, remainingOfType, salesMessage, type SalesState, type SeatsTaken } from '../../../domain/ticket-sales';
import type { Cents } from '../../../domain/money';
import type { EventSummary, EventView, TicketTypeView } from '../../ports/ticketed-events-gateway.port';

function lowestPrice(event: TicketedEvent): Cents | null {
  const prices = event.ticketTypes.map((type) => type.price);
  return prices.length === 0 ? null : (Math.min(...prices) as Cents);
}

/** An event as the listings show it, with its sales state at the chapter-local time the caller read. */
export function summaryOf(event: TicketedEvent, state: SalesState): EventSummary {
  return {
    slug: event.slug,
    path: eventPath(event),
    name: event.name,
    start: event.start,
    end: event.end,
    timeZone: event.timeZone,
    venue: event.venue,
    image: event.image,
    status: event.status,
    sales: { state: state.kind, words: salesMessage(state) },
    lowestPrice: lowestPrice(event),
  };
}

/** What the page shows of the event for one caller: each type's price for them and the seats left. */
export function viewOf(
  event: TicketedEvent,
  state: SalesState,
  taken: SeatsTaken,
  page: { readonly descriptionHtml: string; readonly memberPricing: boolean },
): EventView {
  const ticketTypes = event.ticketTypes.map((type): TicketTypeView => {
    const remaining = remainingOfType(event, type, taken);
    return {
      id: type.id,
      name: type.name,
      description: type.description,
      price: type.price,
      memberPrice: type.memberPrice,
      yourPrice: unitPriceFor(type, page.memberPricing),
      remaining,
      remainingWords: remainingMessage(remaining),
      perOrderMax: type.perOrderMax,
      asks: type.asks,
      kind: type.kind,
    };
  });
  const anySoldOut = ticketTypes.some((type) => type.remaining === 0);
  return {
    ...summaryOf(event, state),
    description: event.description,
    descriptionHtml: page.descriptionHtml,
    memberPricing: page.memberPricing,
    ticketTypes,
    waitingList: event.status === 'published' && (state.kind === 'soldOut' || anySoldOut),
  };
}
