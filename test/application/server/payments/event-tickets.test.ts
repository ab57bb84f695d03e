import { describe, expect, it } from 'vitest';
import { createPayment, type CreatePaymentInput } from '../../../../src/application/server/payments/create-payment.use-case';
import { confirmSimulatedPayment } from '../../../../src/application/server/payments/confirm-simulated-payment.use-case';
import { handlePaymentWebhook } from '../../../../src/application/server/payments/handle-payment-webhook.use-case';
import type { PaymentSession } from '../../../../src/application/ports/payment-gateway.port';
import type { Cents } from '../../../../src/domain/money';
import type { EventTicketOrder } from '../../../../src/domain/pricing';
import { HOLD_MILLISECONDS } from '../../../../src/domain/seat-holds';
import type { TicketedEvent, TicketType } from '../../../../src/domain/ticketed-events';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { lastDelivery, paymentsWorld, signed, type PaymentsWorld } from '../../../support/payments-world';
import { BILLING, card, checkoutInput, DECLINED_CARD, GOOD_CARD } from './payments-fixtures';

const type = (id: string, name: string, price: number, overrides: Partial<TicketType> = {}): TicketType => ({
  id,
  name,
  description: name,
  price: price as Cents,
  memberPrice: null,
  capacity: null,
  perOrderMax: 10,
  fairMarketValue: price as Cents,
  asks: { holderName: false, question: null },
  kind: 'ticket',
  ...overrides,
});

/** A gala in 2027 selling from 2026-06-01: adults ($40, members $30) and dinner guests who name themselves and choose a meal. */
const GALA: TicketedEvent = {
  slug: 'gala-2027',
  name: 'Gala 2027',
  start: '2027-04-24T17:00' as TicketedEvent['start'],
  end: '2027-04-24T21:00' as TicketedEvent['end'],
  timeZone: 'America/New_York',
  venue: 'The Hall',
  description: 'An evening.',
  image: null,
  status: 'published',
  sales: { opens: '2026-06-01T09:00' as TicketedEvent['start'], closes: null },
  capacity: 10,
  ticketTypes: [
    type('adults', 'Adults', 4_000, { memberPrice: 3_000 as Cents, fairMarketValue: 2_500 as Cents }),
    type('dinner', 'Dinner guests', 5_000, { capacity: 4, asks: { holderName: true, question: 'Meal choice?' } }),
  ],
  descriptionTemplate: null,
};

async function worldWith(event: TicketedEvent = GALA): Promise<PaymentsWorld> {
  const world = paymentsWorld();
  (await world.ticketing.events.create(event, '2026-06-01T00:00:00.000Z'))._unsafeUnwrap();
  return world;
}

const gala = (counts: Record<string, number>, overrides: Partial<EventTicketOrder> = {}): EventTicketOrder => ({
  item: 'event-tickets',
  event: 'gala-2027',
  counts,
  answers: {},
  sponsoredNames: '',
  ...overrides,
});

const buy = (world: PaymentsWorld, order: EventTicketOrder, overrides: Partial<CreatePaymentInput> = {}) =>
  createPayment(world, checkoutInput({ order, idempotencyKey: `key-${world.ids.newId()}`, ...overrides }));

const pay = (world: PaymentsWorld, session: PaymentSession, number = GOOD_CARD) =>
  confirmSimulatedPayment(world, {
    orderId: session.orderId,
    clientSecret: session.clientSecret,
    card: card(number),
    billing: BILLING,
    clientKey: '203.0.113.7',
  });

async function ledgerOf(world: PaymentsWorld) {
  return (await world.ticketing.events.ledger('gala-2027', world.clock.now()))._unsafeUnwrap();
}

describe('buying tickets of an event priced from its data', () => {
  it('charges the price from the stored event, with the general description, and holds the seats for ten minutes', async () => {
    const world = await worldWith();
    const session = (await buy(world, gala({ adults: 2 })))._unsafeUnwrap();
    expect(session).toMatchObject({ amount: 8_000, description: 'Gala 2027 Tickets - Adults: 2' });
    expect(await ledgerOf(world)).toEqual({
      sold: {},
      holds: [{ id: session.orderId, seats: { adults: 2 }, expiresAt: world.clock.now() + HOLD_MILLISECONDS }],
    });
  });

  it('gives the member price to a signed-in member whose dues for this year are paid, and only to them', async () => {
    const world = await worldWith();
    const paid = (await world.members.create(sampleMember(1, { duesPayYear: '2026' })))._unsafeUnwrap();
    const unpaid = (await world.members.create(sampleMember(2, { duesPayYear: '2025' })))._unsafeUnwrap();
    const actor = (member: typeof paid) => ({ role: 'member' as const, email: member.email, memberId: member.id });
    const asPaid = await buy(world, gala({ adults: 2 }), { actor: actor(paid) });
    const asUnpaid = await buy(world, gala({ adults: 2 }), { actor: actor(unpaid) });
    // Someone signed in as another member's e-mail does not get that member's price.
    const impostor = await buy(world, gala({ adults: 2 }), { actor: { role: 'member', email: 'other@example.org', memberId: paid.id } });
    expect([asPaid, asUnpaid, impostor].map((result) => result._unsafeUnwrap().amount)).toEqual([6_000, 8_000, 8_000]);
  });

  it('refuses a client amount that is not the server price, and records nothing', async () => {
    const world = await worldWith();
    const refused = await buy(world, gala({ adults: 1 }), { clientAmount: 3_000 });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidOrder', fields: { amount: 'The amount does not match the order.' } });
    expect((await world.ledger.listUnfinished())._unsafeUnwrap()).toEqual([]);
    expect((await ledgerOf(world)).holds).toEqual([]);
  });

  it('says plainly when sales have not opened, and charges nothing', async () => {
    const world = await worldWith({ ...GALA, sales: { opens: '2026-07-01T09:00' as TicketedEvent['start'], closes: null } });
    const refused = await buy(world, gala({ adults: 1 }));
    expect(refused._unsafeUnwrapErr()).toEqual({ type: 'InvalidOrder', message: 'Ticket sales open on Jul 1, 2026 at 9:00 AM.' });
  });

  it('asks each dinner ticket for its holder and the meal, beside the ticket', async () => {
    const world = await worldWith();
    const refused = await buy(world, gala({ dinner: 2 }, { answers: { dinner: [{ holderName: 'Ada', answer: 'Fish' }] } }));
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidOrder',
      fields: { 'dinner.1.holderName': expect.any(String), 'dinner.1.answer': expect.any(String) },
    });
  });

  it('refuses a buyer whose seats are held by another payment before any charge, and sells them once the hold lapses', async () => {
    const world = await worldWith();
    (await buy(world, gala({ dinner: 4 }, { answers: { dinner: Array(4).fill({ holderName: 'Ada', answer: 'Fish' }) } })))._unsafeUnwrap();
    const refused = await buy(world, gala({ dinner: 1 }, { answers: { dinner: [{ holderName: 'Bo', answer: 'Beef' }] } }));
    expect(refused._unsafeUnwrapErr()).toEqual({ type: 'InvalidOrder', message: 'Sold out.', fields: { 'counts.dinner': 'Sold out.' } });
    expect((await world.ledger.listUnfinished())._unsafeUnwrap()).toHaveLength(1);
    world.clock.advance(HOLD_MILLISECONDS + 1);
    expect((await buy(world, gala({ dinner: 1 }, { answers: { dinner: [{ holderName: 'Bo', answer: 'Beef' }] } }))).isOk()).toBe(true);
  });

  it('makes one order and one hold of a double submit', async () => {
    const world = await worldWith();
    const twice = await Promise.all(
      [1, 2].map(() => createPayment(world, checkoutInput({ order: gala({ adults: 9 }), idempotencyKey: 'same' }))),
    );
    const [first, second] = twice.map((result) => result._unsafeUnwrap());
    expect(second?.orderId).toBe(first?.orderId);
    expect((await ledgerOf(world)).holds.map((hold) => hold.id)).toEqual([first?.orderId]);
  });

  it('sells the seats and issues a ticket per seat, with what each asks, once paid', async () => {
    const world = await worldWith();
    const answers = { dinner: [{ holderName: 'Ada Lovelace', answer: 'Fish' }] };
    const session = (await buy(world, gala({ adults: 1, dinner: 1 }, { answers })))._unsafeUnwrap();
    expect((await pay(world, session))._unsafeUnwrap().fulfilment).toBe('fulfilled');
    expect(await ledgerOf(world)).toEqual({ sold: { adults: 1, dinner: 1 }, holds: [] });
    const tickets = (await world.ticketing.tickets.ofOrder(session.orderId))._unsafeUnwrap();
    expect(tickets.map(({ id, typeId, holderName, answer }) => ({ id, typeId, holderName, answer }))).toEqual([
      { id: `${session.orderId}-1`, typeId: 'adults', holderName: '', answer: '' },
      { id: `${session.orderId}-2`, typeId: 'dinner', holderName: 'Ada Lovelace', answer: 'Fish' },
    ]);
    const order = (await world.ledger.get(session.orderId))._unsafeUnwrap();
    expect(order.order).toMatchObject({ prices: { adults: 4_000, dinner: 5_000 } });
  });

  it('lets go of the seats when the payment fails, and sells them again to a retried card while they are free', async () => {
    const world = await worldWith();
    const session = (await buy(world, gala({ adults: 10 })))._unsafeUnwrap();
    const intentId = (await world.ledger.get(session.orderId))._unsafeUnwrap().paymentId ?? '';
    void (await world.processor.confirm(intentId, card(DECLINED_CARD), BILLING));
    (await handlePaymentWebhook(world, signed(world, lastDelivery(world, intentId).rawBody)))._unsafeUnwrap();
    expect((await world.ledger.get(session.orderId))._unsafeUnwrap().status).toBe('failed');
    expect(await ledgerOf(world)).toEqual({ sold: {}, holds: [] });
    expect((await pay(world, session))._unsafeUnwrap().fulfilment).toBe('fulfilled');
    expect((await ledgerOf(world)).sold).toEqual({ adults: 10 });
  });

  it('sells the seats of a payment that arrives after its hold lapsed when they are still free', async () => {
    const world = await worldWith();
    const session = (await buy(world, gala({ adults: 3 })))._unsafeUnwrap();
    world.clock.advance(HOLD_MILLISECONDS + 1);
    expect((await pay(world, session))._unsafeUnwrap().fulfilment).toBe('fulfilled');
    expect((await ledgerOf(world)).sold).toEqual({ adults: 3 });
  });

  it('refunds at once, and tells the buyer, a payment that arrives after its hold lapsed and someone else took the seats', async () => {
    const world = await worldWith();
    const late = (await buy(world, gala({ adults: 6 })))._unsafeUnwrap();
    world.clock.advance(HOLD_MILLISECONDS + 1);
    const quick = (await buy(world, gala({ adults: 10 })))._unsafeUnwrap();
    expect((await pay(world, quick))._unsafeUnwrap().fulfilment).toBe('fulfilled');
    (await pay(world, late))._unsafeUnwrap();
    expect((await world.ledger.get(late.orderId))._unsafeUnwrap()).toMatchObject({ status: 'refunded', refundedAt: expect.any(String) });
    const intentId = (await world.ledger.get(late.orderId))._unsafeUnwrap().paymentId ?? '';
    expect((await world.processor.refund(intentId, { idempotencyKey: 'again', reason: 'test' }))._unsafeUnwrapErr().message).toMatch(
      /already been refunded/,
    );
    expect(world.mailer.sent().filter((mail) => mail.to === 'ada@example.org' && /last seats were taken/.test(mail.text))).toHaveLength(1);
    expect((await ledgerOf(world)).sold).toEqual({ adults: 10 });
    expect((await world.ticketing.tickets.ofOrder(late.orderId))._unsafeUnwrap()).toEqual([]);
  });

  it('e-mails the buyer one receipt that carries their tickets, a QR code each', async () => {
    const world = await worldWith();
    const answers = { dinner: [{ holderName: 'Ada Lovelace', answer: 'Fish' }] };
    const session = (await buy(world, gala({ adults: 1, dinner: 1 }, { answers })))._unsafeUnwrap();
    (await pay(world, session))._unsafeUnwrap();
    const [mail, ...more] = world.mailer.sent();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your receipt: Gala 2027 Tickets - Adults: 1, Dinner guests: 1');
    expect(mail?.text).toMatch(/^Amount: \$90$/m);
    expect(mail?.text).toContain('Your tickets (2)');
    expect(mail?.html).toContain('cid:');
    expect(mail?.attachments?.map((file) => file.contentType)).toEqual(['image/png', 'image/png']);
  });

  it("buys a waiting party's offered seats under the offer, and marks the offer claimed", async () => {
    const world = await worldWith({ ...GALA, capacity: 2 });
    const now = world.clock.now();
    const party = (
      await world.ticketing.waitingList.join({
        id: 'party-1',
        eventSlug: 'gala-2027',
        typeId: 'adults',
        name: 'Grace Hopper',
        email: 'grace@example.org',
        partySize: 2,
        joinedAt: new Date(now).toISOString(),
      })
    )._unsafeUnwrap();
    const expiresAt = now + 48 * 3_600_000;
    (await world.ticketing.events.hold('gala-2027', { id: 'offer-1', seats: { adults: 2 }, expiresAt }, now))._unsafeUnwrap();
    (await world.ticketing.waitingList.offer(party.id, 'offer-1', expiresAt))._unsafeUnwrap();
    const offerToken = world.ticketing.tokens.sign('waiting-offer', party.id, expiresAt);
    // Everyone else finds the event full.
    expect((await buy(world, gala({ adults: 1 })))._unsafeUnwrapErr().message).toBe('Sold out.');
    const session = (await buy(world, gala({ adults: 2 }), { offerToken }))._unsafeUnwrap();
    expect(session.orderId).toBe('offer-1');
    (await pay(world, session))._unsafeUnwrap();
    expect((await world.ticketing.waitingList.get(party.id))._unsafeUnwrap().state).toBe('claimed');
    expect(await ledgerOf(world)).toEqual({ sold: { adults: 2 }, holds: [] });
    const tampered = `${offerToken.slice(0, -2)}xx`;
    expect((await buy(world, gala({ adults: 2 }), { offerToken: tampered }))._unsafeUnwrapErr().message).toBe(
      'This offer has expired or was already used.',
    );
  });
});

describe("the spec's ticket pages, sold as their events", () => {
  it('prices a banquet order from the stored event with the spec description, and holds its seats', async () => {
    const world = paymentsWorld();
    const session = (
      await createPayment(world, checkoutInput({ order: { item: 'banquet-2022', adults: 2, children: 1 } }))
    )._unsafeUnwrap();
    expect(session).toMatchObject({ amount: 9_600, description: 'Spring Banquet 2022 Tickets - Adults: 2, Children: 1' });
    const order = (await world.ledger.get(session.orderId))._unsafeUnwrap().order;
    expect(order).toMatchObject({ item: 'event-tickets', event: 'spring-banquet-2022', counts: { adults: 2, children: 1 } });
    const held = (await world.ticketing.events.ledger('spring-banquet-2022', world.clock.now()))._unsafeUnwrap();
    expect(held.holds.map((hold) => hold.seats)).toEqual([{ adults: 2, children: 1 }]);
  });

  it("keeps the sponsored students' names on the order", async () => {
    const world = paymentsWorld();
    const order = { item: 'sponsor-cookout-2024' as const, students: 2, studentNames: 'Ada, Grace' };
    const session = (await createPayment(world, checkoutInput({ order })))._unsafeUnwrap();
    expect(session.description).toBe('Cookout 2024 Sponsored Student Tickets: 2');
    expect((await world.ledger.get(session.orderId))._unsafeUnwrap().order).toMatchObject({ sponsoredNames: 'Ada, Grace' });
  });
});
