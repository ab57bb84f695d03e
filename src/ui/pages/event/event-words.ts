import type { EventSummary, TicketTypeView } from '../../../application/ports/ticketed-events-gateway.port';
import { formatLocalDateTime } from '../../../domain/local-date-time';
import { formatCents } from '../../../domain/money';

/** 'America/New_York' -> 'New York time': the zone named once, beside the event's times. */
function zoneName(timeZone: string): string {
  return `${(timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')} time`;
}

/** 'Apr 24, 2027 at 5:00 PM to 9:00 PM (New York time)'; an event over several days names both days. */
export function eventWhen(event: Pick<EventSummary, 'start' | 'end' | 'timeZone'>): string {
  const start = formatLocalDateTime(event.start);
  const end = formatLocalDateTime(event.end);
  const [startDay] = start.split(' at ');
  const [endDay, endTime] = end.split(' at ');
  return `${start} to ${startDay === endDay ? endTime : end} (${zoneName(event.timeZone)})`;
}

/** '$38.00 · Members $30.00', or the price alone for a type without a member price. */
export function priceWords(type: Pick<TicketTypeView, 'price' | 'memberPrice'>): string {
  const member = type.memberPrice !== null && type.memberPrice < type.price ? ` · Members ${formatCents(type.memberPrice)}` : '';
  return `${formatCents(type.price)}${member}`;
}

export const EVENT_PAGE_WORDS = {
  loading: 'Loading the event…',
  failed: 'The event could not be loaded.',
  retry: 'Try again',
  ticketsHeading: 'Tickets',
  yourPrice: 'Your member price',
  proceedReason: 'Choose at least one ticket to continue.',
  notOnSale: 'Tickets cannot be bought now.',
  detailsHeading: 'Checkout',
  back: 'Return to ticket selection',
  pay: 'Complete purchase',
  again: 'Buy more tickets',
  sponsoredNames: 'Names of those sponsored',
  sponsoredHint: 'Enter the names separated by commas.',
  holderName: 'Name on the ticket',
  waitingListHeading: 'Join the waiting list',
  waitingListIntro: 'We will e-mail you if seats free up.',
} as const;
