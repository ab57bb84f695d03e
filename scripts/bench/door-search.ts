import autocannon from 'autocannon';
import path from 'node:path';
import { openDatabase } from '../../src/adapters/database/database';
import { SqlTicketBook } from '../../src/adapters/database/sql-ticket-book';
import { SqlTicketedEventStore } from '../../src/adapters/database/sql-ticketed-event-store';
import type { NewTicket } from '../../src/application/ports/ticket-book.port';
import type { Cents } from '../../src/domain/money';
import type { TicketedEvent } from '../../src/domain/ticketed-events';
import { best, type LoadResult } from './server-load';

/** The benchmark's door: an event with this many tickets issued. */
export const DOOR_ATTENDEES = 1_000;
const DOOR_EVENT = 'bench-door';

const FIRST = ['Ada', 'Grace', 'Alan', 'Katherine', 'Dorothy', 'Mary', 'John', 'Barbara', 'Edsger', 'Frances', 'Margaret', 'Donald'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Vaughan',
  'Jackson',
  'Backus',
  'Liskov',
  'Dijkstra',
  'Allen',
  'Hamilton',
  'Knuth',
];

/** The n-th attendee's name: every first and last name pair, then numbered. */
const nameOf = (n: number) => `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`;

const EVENT: TicketedEvent = {
  slug: DOOR_EVENT,
  name: 'Benchmark Gala',
  start: '2030-04-24T17:00' as TicketedEvent['start'],
  end: '2030-04-24T21:00' as TicketedEvent['end'],
  timeZone: 'America/New_York',
  venue: 'The Hall',
  description: 'A full house for the door.',
  image: null,
  status: 'published',
  sales: { opens: null, closes: null },
  capacity: null,
  ticketTypes: [
    {
      id: 'guests',
      name: 'Guests',
      description: 'A seat',
      price: 3_800 as Cents,
      memberPrice: null,
      capacity: null,
      perOrderMax: 10,
      fairMarketValue: 2_500 as Cents,
      asks: { holderName: true, question: null },
      kind: 'ticket',
    },
  ],
  descriptionTemplate: null,
};

/**
 * Puts the door's event and its {@link DOOR_ATTENDEES} tickets (two to an order) into the SQLite
 * database of a stopped server's DATA_DIR, as paid orders would have.
 */
export async function seedDoor(dataDir: string): Promise<void> {
  const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') });
  try {
    const at = new Date().toISOString();
    (await new SqlTicketedEventStore(database.db).create(EVENT, at))._unsafeUnwrap();
    const tickets: NewTicket[] = Array.from({ length: DOOR_ATTENDEES }, (_, n) => ({
      id: `bench-order-${Math.floor(n / 2)}-${(n % 2) + 1}`,
      orderId: `bench-order-${Math.floor(n / 2)}`,
      eventSlug: DOOR_EVENT,
      typeId: 'guests',
      holderName: nameOf(n),
      answer: '',
      buyerName: nameOf(n - (n % 2)),
      buyerEmail: `buyer${Math.floor(n / 2)}@example.org`,
    }));
    for (let start = 0; start < tickets.length; start += 100) {
      (await new SqlTicketBook(database.db).issue(tickets.slice(start, start + 100), at))._unsafeUnwrap();
    }
  } finally {
    await database.close();
  }
}

/**
 * The door's search as a phone at the door asks it (`GET /ticketing/admin/events/<event>/search?q=`),
 * `connections` clients at once, each request a different name's first letters, signed in as an
 * administrator (`cookie`); judged by the best of `rounds` runs like every server probe.
 */
export async function measureDoorSearch(
  baseUrl: string,
  cookie: string,
  { connections = 10, seconds = 5, rounds = 3 }: { connections?: number; seconds?: number; rounds?: number } = {},
): Promise<LoadResult> {
  let n = 0;
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    const result = await autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'GET',
          path: '/',
          headers: { cookie, origin: new URL(baseUrl).origin },
          setupRequest: (request: autocannon.Request) => {
            const name = nameOf(n++ % DOOR_ATTENDEES);
            const query = name.slice(0, 3 + (n % 4)).toLowerCase();
            return { ...request, path: `/ticketing/admin/events/${DOOR_EVENT}/search?q=${encodeURIComponent(query)}` };
          },
        },
      ],
    });
    runs.push({
      name: `door search, ${DOOR_ATTENDEES} attendees (${connections} clients)`,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      failures: result.non2xx + result.errors + result.timeouts,
      rateLimited: result.statusCodeStats?.['429']?.count ?? 0,
      cpuMsPerRequest: Number.NaN,
    });
  }
  return { ...best(runs), shareOfHealthz: Number.NaN };
}
