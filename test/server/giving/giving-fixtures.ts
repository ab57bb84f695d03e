import type { NewOrder } from '../../../src/application/ports/order-ledger.port';
import type { Cents } from '../../../src/domain/money';
import type { Order } from '../../../src/domain/pricing';
import { SPRING_BANQUET_2022 } from '../../../src/domain/spec-events';
import type { TicketedEvent } from '../../../src/domain/ticketed-events';
import type { AppWorld } from '../../support/app-world';

/** A banquet whose adult ticket costs $38 and is worth $25 (a dinner): $13 of each ticket is a gift. */
const BANQUET_2026: TicketedEvent = {
  ...SPRING_BANQUET_2022,
  slug: 'spring-banquet-2026',
  name: 'Spring Banquet 2026',
  ticketTypes: SPRING_BANQUET_2022.ticketTypes.map((type) =>
    type.id === 'adults' ? { ...type, price: 3_800 as Cents, fairMarketValue: 2_500 as Cents } : type,
  ),
  descriptionTemplate: null,
};

export const donation = (amount: number): Order => ({ item: 'donation', amount: amount as Cents, donationType: 'Chapter Donation' });

const BANQUET_TICKET: Order = {
  item: 'event-tickets',
  event: BANQUET_2026.slug,
  counts: { adults: 1 },
  answers: {},
  sponsoredNames: '',
  prices: { adults: 3_800 as Cents },
};

let next = 0;

/** An order recorded and paid at `paidAt` through the ledger's own steps. */
export async function paidOrder(
  world: AppWorld,
  what: { readonly order: Order; readonly amount: number; readonly email: string; readonly paidAt: string; readonly name?: string },
): Promise<string> {
  next += 1;
  const id = `gift-${next}`;
  const [firstName = 'Ada', lastName = 'Lovelace'] = (what.name ?? 'Ada Lovelace').split(' ');
  const order: NewOrder = {
    id,
    order: what.order,
    amount: what.amount as Cents,
    currency: 'usd',
    description: what.order.item === 'donation' ? 'Chapter Donation' : 'Spring Banquet 2026 Tickets - Adults: 1',
    contact: { firstName, lastName, email: what.email },
    application: null,
    memberId: null,
    idempotencyKey: `key-${id}`,
    createdAt: what.paidAt,
  };
  const ledger = world.deps.ledger;
  (await ledger.record(order))._unsafeUnwrap();
  (await ledger.attachPayment(id, `pi_${id}`))._unsafeUnwrap();
  (await ledger.markPaid(id, what.paidAt))._unsafeUnwrap();
  return id;
}

/**
 * The donor: three donations ($50, $25, $100) and a $38 banquet ticket worth $25, paid in
 * 2026 (New York), the last as a guest under the same address in capitals; and dues, which are no gift.
 */
export async function recordAdasYear(world: AppWorld, email = 'ada@example.org'): Promise<void> {
  (await world.deps.ticketing.events.create(BANQUET_2026, '2026-01-01T00:00:00.000Z'))._unsafeUnwrap();
  await paidOrder(world, { order: donation(5_000), amount: 5_000, email, paidAt: '2026-02-01T15:00:00.000Z' });
  await paidOrder(world, { order: BANQUET_TICKET, amount: 3_800, email, paidAt: '2026-03-10T15:00:00.000Z' });
  await paidOrder(world, { order: donation(2_500), amount: 2_500, email, paidAt: '2026-06-01T15:00:00.000Z' });
  await paidOrder(world, { order: donation(10_000), amount: 10_000, email: email.toUpperCase(), paidAt: '2026-12-31T20:00:00.000Z' });
  await paidOrder(world, {
    order: { item: 'dues', membership: 'Annual Membership' },
    amount: 2_500,
    email,
    paidAt: '2026-01-05T15:00:00.000Z',
  });
}

/** A second donor: Grace Hopper's $7 gift, paid on May 1 of `year` (New York). */
export async function recordGracesGift(world: AppWorld, year = 2026): Promise<void> {
  await paidOrder(world, {
    order: donation(700),
    amount: 700,
    email: 'grace@example.org',
    paidAt: `${year}-05-01T15:00:00.000Z`,
    name: 'Grace Hopper',
  });
}
