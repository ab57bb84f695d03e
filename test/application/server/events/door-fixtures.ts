import { HmacSignedTokens } from '../../../../src/adapters/crypto/hmac-signed-tokens';
import { InMemoryOrderLedger } from '../../../../src/adapters/in-memory/in-memory-order-ledger';
import { InMemoryTicketBook } from '../../../../src/adapters/in-memory/in-memory-ticket-book';
import { InMemoryTicketedEventStore } from '../../../../src/adapters/in-memory/in-memory-ticketed-event-store';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import type { DoorDeps } from '../../../../src/application/server/events/door-deps';
import type { NewTicket } from '../../../../src/application/ports/ticket-book.port';
import type { Actor } from '../../../../src/domain/access';
import type { LocalDateTime } from '../../../../src/domain/local-date-time';
import type { Cents } from '../../../../src/domain/money';
import { SPEC_EVENTS } from '../../../../src/domain/spec-events';
import type { TicketedEvent, TicketType } from '../../../../src/domain/ticketed-events';
import { sampleOrder } from '../../../contracts/order-ledger.contract';

export const ADMIN: Actor = { role: 'admin', email: 'chair@example.org' };
export const MEMBER: Actor = { role: 'member', email: 'ada@example.org' };
export const VISITOR: Actor = { role: 'visitor', email: null };

const type = (id: string, name: string, price: number, memberPrice: number | null, question: string | null): TicketType => ({
  id,
  name,
  description: name,
  price: price as Cents,
  memberPrice: memberPrice as Cents | null,
  capacity: null,
  perOrderMax: 10,
  fairMarketValue: price as Cents,
  asks: { holderName: true, question },
  kind: 'ticket',
});

/** Next spring's banquet: adults $38 (members $33) with a meal choice, children $20; holders named. */
export const GALA: TicketedEvent = {
  slug: 'spring-banquet-2027',
  name: 'Spring Banquet 2027',
  start: '2027-04-24T17:00' as LocalDateTime,
  end: '2027-04-24T21:00' as LocalDateTime,
  timeZone: 'America/New_York',
  venue: 'Harbor Hall, Portsmouth, VA',
  description: 'Dinner and fellowship.',
  image: null,
  status: 'published',
  sales: { opens: null, closes: null },
  capacity: 120,
  ticketTypes: [type('adults', 'Adults', 3800, 3300, 'Meal choice'), type('children', 'Children', 2000, null, null)],
  descriptionTemplate: null,
};

/** 18:42 in New York on the banquet's evening (EDT, UTC-4). */
const AT_DOOR = '2027-04-24T22:42:00.000Z';

/** The door's ports in memory (the spec's events and the gala stored), at the door's time. */
export function doorWorld() {
  const clock = new ManualClock(AT_DOOR);
  const tickets = new InMemoryTicketBook();
  const tokens = new HmacSignedTokens(Buffer.alloc(32, 7));
  const ledger = new InMemoryOrderLedger();
  const events = new InMemoryTicketedEventStore([...SPEC_EVENTS, GALA]);
  const deps: DoorDeps = { ticketing: { events, tickets, tokens }, ledger, clock, config: { timeZone: 'America/New_York' } };
  return { deps, clock, tickets, tokens, ledger, events };
}

export type DoorWorld = ReturnType<typeof doorWorld>;

interface Seat {
  readonly typeId: string;
  readonly holderName: string;
  readonly answer?: string;
}

/**
 * A paid order of the gala recorded in the ledger (at `amount`, or the list prices) and its
 * tickets issued, as fulfilment will: ids `<order>-1`, `<order>-2`, ...
 */
export async function paidTickets(
  world: DoorWorld,
  n: number,
  buyer: { readonly name: string; readonly email: string },
  seats: readonly Seat[],
  options: { readonly amount?: number; readonly event?: TicketedEvent; readonly record?: boolean } = {},
): Promise<readonly NewTicket[]> {
  const event = options.event ?? GALA;
  const orderId = `order-${n}`;
  const counts: Record<string, number> = {};
  for (const seat of seats) counts[seat.typeId] = (counts[seat.typeId] ?? 0) + 1;
  const listAmount = seats.reduce((sum, seat) => sum + (event.ticketTypes.find((t) => t.id === seat.typeId)?.price ?? 0), 0);
  const [firstName = '', ...rest] = buyer.name.split(' ');
  if (options.record !== false) {
    (
      await world.ledger.record(
        sampleOrder(n, {
          order: { item: 'event-tickets', event: event.slug, counts, answers: {}, sponsoredNames: '' },
          amount: (options.amount ?? listAmount) as Cents,
          contact: { firstName, lastName: rest.join(' '), email: buyer.email },
        }),
      )
    )._unsafeUnwrap();
  }
  const tickets: NewTicket[] = seats.map((seat, index) => ({
    id: `${orderId}-${index + 1}`,
    orderId,
    eventSlug: event.slug,
    typeId: seat.typeId,
    holderName: seat.holderName,
    answer: seat.answer ?? '',
    buyerName: buyer.name,
    buyerEmail: buyer.email,
  }));
  (await world.tickets.issue(tickets, '2027-04-01T12:00:00.000Z'))._unsafeUnwrap();
  return tickets;
}
