import { nodeHmacSha256 } from '../../../../src/adapters/card-simulator/node-hmac';
import { HmacSignedTokens } from '../../../../src/adapters/crypto/hmac-signed-tokens';
import { InMemoryOrderLedger } from '../../../../src/adapters/in-memory/in-memory-order-ledger';
import { InMemoryPaymentProcessor } from '../../../../src/adapters/in-memory/in-memory-payment-processor';
import { InMemoryRateLimiter } from '../../../../src/adapters/in-memory/in-memory-rate-limiter';
import { InMemoryTicketBook } from '../../../../src/adapters/in-memory/in-memory-ticket-book';
import { InMemoryTicketedEventStore } from '../../../../src/adapters/in-memory/in-memory-ticketed-event-store';
import { InMemoryWaitingList } from '../../../../src/adapters/in-memory/in-memory-waiting-list';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import { OutboxMailer } from '../../../../src/adapters/in-memory/outbox-mailer';
import { SequentialIds } from '../../../../src/adapters/in-memory/sequential-ids';
import type { Actor } from '../../../../src/domain/access';
import type { Cents } from '../../../../src/domain/money';
import type { TicketCounts, TicketedEvent } from '../../../../src/domain/ticketed-events';
import {
  JOIN_WINDOW_SECONDS,
  JOINS_PER_WINDOW,
  joinWaitingList,
} from '../../../../src/application/server/events/join-waiting-list.use-case';
import type { OrderLedger, OrderRecord } from '../../../../src/application/ports/order-ledger.port';
import type { TicketBook } from '../../../../src/application/ports/ticket-book.port';
import type { TicketedEventStore } from '../../../../src/application/ports/ticketed-event-store.port';
import { at, c, ticketType } from '../../../domain/ticketed-event-fixtures';
import { card, BILLING } from '../../../contracts/card-simulator.contract';

export const VISITOR: Actor = { role: 'visitor', email: null };
export const ADMIN: Actor = { role: 'admin', email: 'chair@example.org' };
export const MEMBER: Actor = { role: 'member', email: 'member@example.org' };

/** A published gala of 6 seats: adults (up to 6 an order), children (2 seats of their own). */
export const GALA: TicketedEvent = {
  slug: 'gala',
  name: 'Winter Gala',
  start: at('2026-12-12T18:00'),
  end: at('2026-12-12T22:00'),
  timeZone: 'America/New_York',
  venue: 'Norfolk, VA',
  description: 'Dinner and dancing.',
  image: null,
  status: 'published',
  sales: { opens: null, closes: null },
  capacity: 6,
  ticketTypes: [
    ticketType({ id: 'adult', name: 'Adult', price: c(4_000), perOrderMax: 6 }),
    ticketType({ id: 'child', name: 'Child', price: c(1_000), capacity: 2, perOrderMax: 2 }),
  ],
  descriptionTemplate: null,
};

/** Every port the waiting list and cancellations use, in memory, clock at 2026-06-15 12:00 UTC. */
export function waitingListWorld(events: readonly TicketedEvent[] = [GALA]) {
  const clock = new ManualClock('2026-06-15T12:00:00.000Z');
  const ids = new SequentialIds();
  return {
    clock,
    ids,
    mailer: new OutboxMailer(clock),
    ledger: new InMemoryOrderLedger(),
    processor: new InMemoryPaymentProcessor({ clock, ids, webhookSecret: 'whsec_waiting', hmac: nodeHmacSha256 }),
    ticketing: {
      events: new InMemoryTicketedEventStore(events),
      waitingList: new InMemoryWaitingList(),
      tokens: new HmacSignedTokens(Buffer.alloc(32, 7)),
      tickets: new InMemoryTicketBook(),
    },
    waitingListJoins: new InMemoryRateLimiter(clock, { failures: JOINS_PER_WINDOW, windowSeconds: JOIN_WINDOW_SECONDS }),
    config: { publicUrl: 'https://chapter.example.org', timeZone: 'America/New_York' },
  };
}

export type WaitingListWorld = ReturnType<typeof waitingListWorld>;

let orders = 0;

/** What `paidOrder` needs: a waiting-list world, or an app world's parts. */
export interface OrderWorld {
  readonly clock: ManualClock;
  readonly ledger: OrderLedger;
  readonly processor: InMemoryPaymentProcessor;
  readonly ticketing: { readonly events: TicketedEventStore; readonly tickets: TicketBook };
}

/** A paid and fulfilled ticket order for `seats` of the gala (its seats sold, its tickets issued). */
export async function paidOrder(world: OrderWorld, seats: TicketCounts, slug = 'gala'): Promise<OrderRecord> {
  const id = `order-${++orders}`;
  const amount = 4_000 as Cents;
  const now = world.clock.now();
  const at = new Date(now).toISOString();
  (
    await world.ledger.record({
      id,
      order: { item: 'event-tickets', event: slug, counts: seats, answers: {}, sponsoredNames: '' },
      amount,
      currency: 'usd',
      description: `Winter Gala Tickets - Adult: ${seats['adult'] ?? 0}`,
      contact: { firstName: 'Grace', lastName: 'Hopper', email: `buyer-${id}@example.org` },
      application: null,
      memberId: null,
      idempotencyKey: `key-${id}`,
      createdAt: at,
    })
  )._unsafeUnwrap();
  const intent = (
    await world.processor.createIntent({
      amount,
      currency: 'usd',
      description: id,
      metadata: { orderId: id },
      receiptEmail: null,
      idempotencyKey: id,
    })
  )._unsafeUnwrap();
  (await world.processor.confirm(intent.id, card('4242424242424242'), BILLING))._unsafeUnwrap();
  (await world.ledger.attachPayment(id, intent.id))._unsafeUnwrap();
  (await world.ledger.markPaid(id, at))._unsafeUnwrap();
  (await world.ticketing.events.hold(slug, { id, seats, expiresAt: now + 600_000 }, now))._unsafeUnwrap();
  (await world.ticketing.events.confirm(slug, id, seats, now))._unsafeUnwrap();
  const tickets = Object.entries(seats).flatMap(([typeId, n]) =>
    Array.from({ length: n }, () => ({ typeId, holderName: '', answer: '', buyerName: 'Grace Hopper', buyerEmail: 'grace@example.org' })),
  );
  (
    await world.ticketing.tickets.issue(
      tickets.map((ticket, i) => ({ ...ticket, id: `${id}-${i + 1}`, orderId: id, eventSlug: slug })),
      at,
    )
  )._unsafeUnwrap();
  (await world.ledger.markFulfilled(id, at))._unsafeUnwrap();
  return (await world.ledger.get(id))._unsafeUnwrap();
}

/** Joins the gala's list (any type unless said) as `name`, with an address made from the name. */
export async function joined(world: WaitingListWorld, name: string, partySize: number, typeId: string | null = null) {
  const email = `${name.toLowerCase()}@example.org`;
  (await joinWaitingList(world, VISITOR, { slug: 'gala', typeId, name, email, partySize, clientKey: `client-${name}` }))._unsafeUnwrap();
  const parties = (await world.ticketing.waitingList.ofEvent('gala'))._unsafeUnwrap();
  return parties.find((party) => party.email === email)!;
}

/** The mails sent to an address, oldest first. */
export const mailsTo = (world: WaitingListWorld, address: string) => world.mailer.sent().filter((mail) => mail.to === address);

/** The token in a link of a mail's text (`?offer=` or `?token=`). */
export function tokenIn(text: string, parameter: 'offer' | 'token'): string {
  const found = new RegExp(`[?&]${parameter}=([A-Za-z0-9_.-]+)`).exec(text);
  if (!found) throw new Error(`no ${parameter} link in: ${text}`);
  return found[1]!;
}
