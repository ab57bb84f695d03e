import type { LocalDateTime } from '../../src/domain/local-date-time';
import type { Cents } from '../../src/domain/money';
import type { TicketedEvent, TicketType } from '../../src/domain/ticketed-events';

/** Text as a local date-time, for fixtures. */
export const at = (text: string) => text as LocalDateTime;

export const c = (value: number) => value as Cents;

/** A ticket type with the general defaults; override what a test is about. */
export function ticketType(overrides: Partial<TicketType> & Pick<TicketType, 'id' | 'name'>): TicketType {
  return {
    description: '',
    price: c(2_000),
    memberPrice: null,
    capacity: null,
    perOrderMax: 500,
    fairMarketValue: c(2_000),
    asks: { holderName: false, question: null },
    kind: 'ticket',
    ...overrides,
  };
}

/**
 * The research's Monday-evening banquet: Adult $38 (members $33), Child $20, Infant free, 120
 * seats, sales from March 1 to three days before, a meal choice on adult tickets.
 */
export const BANQUET_2027: TicketedEvent = {
  slug: 'spring-banquet-2027',
  name: 'Spring Banquet 2027',
  start: at('2027-04-24T17:00'),
  end: at('2027-04-24T21:00'),
  timeZone: 'America/New_York',
  venue: 'Portsmouth, VA',
  description: 'Dinner and scholarship awards.',
  image: '/files/website-assets/1a2b-banquet.jpg',
  status: 'published',
  sales: { opens: at('2027-03-01T09:00'), closes: at('2027-04-21T00:00') },
  capacity: 120,
  ticketTypes: [
    ticketType({
      id: 'adult',
      name: 'Adult',
      price: c(3_800),
      memberPrice: c(3_300),
      fairMarketValue: c(3_000),
      perOrderMax: 10,
      asks: { holderName: true, question: 'Chicken or fish?' },
    }),
    ticketType({ id: 'child', name: 'Child', description: 'Child (9 and under)', capacity: 30, perOrderMax: 10 }),
    ticketType({ id: 'infant', name: 'Infant', price: c(0), fairMarketValue: c(0), perOrderMax: 4 }),
  ],
  descriptionTemplate: null,
};

/** A moment the banquet's sales are open. */
export const DURING_SALES = at('2027-04-01T12:00');
