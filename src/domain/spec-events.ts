import {
  BANQUET_ADULT_PRICE,
  BANQUET_CHILD_PRICE,
  COOKOUT_2022_TICKET_PRICE,
  COOKOUT_2024_TICKET_PRICE,
  MAX_COUNT_PER_ORDER,
  SPONSORED_STUDENT_PRICE,
} from './catalog';
import { DEFAULT_TIME_ZONE, type LocalDateTime } from './local-date-time';
import type { Cents } from './money';
import type { CatalogueOrder, EventTicketOrder } from './pricing';
import type { TicketedEvent, TicketType } from './ticketed-events';

/**
 * The spec's four ticket pages as events (issue 17, point 2): the same prices (from the
 * catalogue) and, through each one's description template, the same payment descriptions as
 * `pricing.ts` gives them. Published, with no sales window and no capacity: they sell as the
 * pages always have. The seed stores them; `SPEC_EVENT_ROUTES` says which route serves which.
 */
const at = (text: string) => text as LocalDateTime;

function ticketType(id: string, name: string, description: string, price: Cents, kind: TicketType['kind'] = 'ticket'): TicketType {
  return {
    id,
    name,
    description,
    price,
    memberPrice: null,
    capacity: null,
    perOrderMax: MAX_COUNT_PER_ORDER,
    // A sponsorship buys the sponsor nothing: all of it is a gift.
    fairMarketValue: kind === 'sponsorship' ? (0 as Cents) : price,
    asks: { holderName: false, question: null },
    kind,
  };
}

const SPEC_EVENT = {
  timeZone: DEFAULT_TIME_ZONE,
  image: null,
  status: 'published',
  sales: { opens: null, closes: null },
  capacity: null,
} as const;

export const SPRING_BANQUET_2022: TicketedEvent = {
  ...SPEC_EVENT,
  slug: 'spring-banquet-2022',
  name: 'Spring Banquet 2022',
  start: at('2022-04-23T17:00'),
  end: at('2022-04-23T21:00'),
  venue: 'Portsmouth, VA',
  description: 'Join fellow alumni, scholars and their families for an evening of dinner, fellowship and celebration.',
  ticketTypes: [
    ticketType('adults', 'Adults', 'Adult', BANQUET_ADULT_PRICE),
    ticketType('children', 'Children', 'Child (9 and under)', BANQUET_CHILD_PRICE),
  ],
  // The spec names both counts, even a count of 0.
  descriptionTemplate: 'Spring Banquet 2022 Tickets - Adults: {adults}, Children: {children}',
};

export const COOKOUT_2022: TicketedEvent = {
  ...SPEC_EVENT,
  slug: 'cookout-2022',
  name: 'Cookout 2022',
  start: at('2022-08-13T12:00'),
  end: at('2022-08-13T16:00'),
  venue: 'City Park',
  description: 'Join alumni, scholars and their families for an afternoon of food, games and fellowship at the chapter cookout.',
  ticketTypes: [ticketType('tickets', 'Tickets', 'Ticket', COOKOUT_2022_TICKET_PRICE)],
  descriptionTemplate: 'Cookout 2022 Tickets: {tickets}',
};

export const COOKOUT_2024: TicketedEvent = {
  ...SPEC_EVENT,
  slug: 'cookout-2024',
  name: 'Cookout 2024',
  start: at('2024-08-17T12:00'),
  end: at('2024-08-17T16:00'),
  venue: 'City Park',
  description: 'Join alumni, scholars and their families for an afternoon of food, games and fellowship at the 2024 chapter cookout.',
  ticketTypes: [ticketType('tickets', 'Tickets', 'Ticket', COOKOUT_2024_TICKET_PRICE)],
  descriptionTemplate: 'Cookout 2024 Tickets: {tickets}',
};

export const SPONSOR_COOKOUT_2024: TicketedEvent = {
  ...COOKOUT_2024,
  slug: 'sponsor-cookout-2024',
  name: 'Sponsor Students for the Cookout 2024',
  description: 'Give a current scholar a seat at the 2024 chapter cookout: each sponsorship pays for one student’s ticket.',
  ticketTypes: [ticketType('students', 'Students', 'A sponsored student', SPONSORED_STUDENT_PRICE, 'sponsorship')],
  descriptionTemplate: 'Cookout 2024 Sponsored Student Tickets: {students}',
};

export const SPEC_EVENTS: readonly TicketedEvent[] = [SPRING_BANQUET_2022, COOKOUT_2022, COOKOUT_2024, SPONSOR_COOKOUT_2024];

/** The spec's routes, each serving one of the events above (by slug). */
export const SPEC_EVENT_ROUTES: Readonly<Record<string, string>> = {
  '/Spring-Banquet-2022': SPRING_BANQUET_2022.slug,
  '/Cookout-2022': COOKOUT_2022.slug,
  '/Attend-Cookout': COOKOUT_2024.slug,
  '/Sponsor-Cookout': SPONSOR_COOKOUT_2024.slug,
};

/** The spec pages' own order items: each is tickets of one of the events above. */
export type SpecTicketOrder = Extract<CatalogueOrder, { item: 'banquet-2022' | 'cookout-2022' | 'cookout-2024' | 'sponsor-cookout-2024' }>;

/**
 * A spec page's order as the tickets of its event, so the server prices it from the event's
 * data like any other: the banquet's adults and children, a cookout's tickets, the sponsored
 * students (with their names).
 */
export function specEventOrder(order: SpecTicketOrder): EventTicketOrder {
  const tickets = (event: TicketedEvent, counts: Record<string, number>, sponsoredNames = ''): EventTicketOrder => ({
    item: 'event-tickets',
    event: event.slug,
    counts,
    answers: {},
    sponsoredNames,
  });
  switch (order.item) {
    case 'banquet-2022':
      return tickets(SPRING_BANQUET_2022, { adults: order.adults, children: order.children });
    case 'cookout-2022':
      return tickets(COOKOUT_2022, { tickets: order.tickets });
    case 'cookout-2024':
      return tickets(COOKOUT_2024, { tickets: order.tickets });
    case 'sponsor-cookout-2024':
      return tickets(SPONSOR_COOKOUT_2024, { students: order.students }, order.studentNames);
  }
}
