import { describe, expect, it } from 'vitest';
import {
  cancelTicketOrder,
  refundEventOrders,
  refundUnseatedPayment,
} from '../../../../src/application/server/events/cancel-ticket-order.use-case';
import { listEventOrders } from '../../../../src/application/server/events/list-event-orders.use-case';
import { ADMIN, GALA, joined, mailsTo, MEMBER, paidOrder, waitingListWorld } from './waiting-list-fixtures';

const REASON = 'The buyer cannot come.';

describe('cancelling a ticket order with a refund', () => {
  it('refunds in full, marks the order refunded, voids its tickets, frees its seats and tells the buyer', async () => {
    const world = waitingListWorld();
    const order = await paidOrder(world, { adult: 2 });
    const done = (await cancelTicketOrder(world, ADMIN, { orderId: order.id, reason: REASON }))._unsafeUnwrap();
    expect(done).toMatchObject({ refunded: 4_000, offered: 0, order: { status: 'refunded', note: `Cancelled and refunded: ${REASON}` } });
    expect((await world.ledger.get(order.id))._unsafeUnwrap()).toMatchObject({
      status: 'refunded',
      refundedAt: '2026-06-15T12:00:00.000Z',
    });
    expect((await world.ticketing.tickets.ofOrder(order.id))._unsafeUnwrap().map((t) => t.voided)).toEqual([true, true]);
    expect((await world.ticketing.events.claimOf(order.id))._unsafeUnwrap()?.state).toBe('released');
    const [mail] = mailsTo(world, order.contact.email);
    expect(mail?.subject).toBe('Your order was cancelled and refunded: Winter Gala');
    expect(mail?.text).toContain(
      `Your order ${order.id}, ${order.description} (Winter Gala), was cancelled and $40 was refunded to your card.`,
    );
    expect(mail?.text).toContain('5–10 business days');
    // The processor refunded the whole payment: nothing is left to refund.
    expect((await world.processor.refund(order.paymentId!, { idempotencyKey: 'again', reason: 'x' }))._unsafeUnwrapErr().message).toContain(
      'has already been refunded',
    );
  });

  it('is safe to repeat: one refund, one e-mail', async () => {
    const world = waitingListWorld();
    const order = await paidOrder(world, { adult: 2 });
    (await cancelTicketOrder(world, ADMIN, { orderId: order.id, reason: REASON }))._unsafeUnwrap();
    const again = (await cancelTicketOrder(world, ADMIN, { orderId: order.id, reason: REASON }))._unsafeUnwrap();
    expect(again).toMatchObject({ refunded: 4_000, order: { status: 'refunded' } });
    expect(mailsTo(world, order.contact.email)).toHaveLength(1);
  });

  it('offers the freed seats to the waiting list', async () => {
    const world = waitingListWorld();
    await paidOrder(world, { adult: 4 });
    const order = await paidOrder(world, { adult: 2 });
    const party = await joined(world, 'Waiting', 2);
    expect((await cancelTicketOrder(world, ADMIN, { orderId: order.id, reason: REASON }))._unsafeUnwrap().offered).toBe(1);
    expect((await world.ticketing.waitingList.get(party.id))._unsafeUnwrap().state).toBe('offered');
    expect(mailsTo(world, 'waiting@example.org').at(-1)?.subject).toBe('Seats are held for you: Winter Gala');
  });

  it('refuses a reason left empty, an order never paid, an order that is not for event tickets, and anyone but an administrator', async () => {
    const world = waitingListWorld();
    const order = await paidOrder(world, { adult: 1 });
    expect((await cancelTicketOrder(world, ADMIN, { orderId: order.id, reason: ' ' }))._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: { reason: 'Reason is required.' },
    });
    expect((await cancelTicketOrder(world, MEMBER, { orderId: order.id, reason: REASON }))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await cancelTicketOrder(world, ADMIN, { orderId: 'nope', reason: REASON }))._unsafeUnwrapErr().type).toBe('NotFound');
    const pending = { ...order, id: 'pending-1', idempotencyKey: 'pending-1' };
    (await world.ledger.record(pending))._unsafeUnwrap();
    expect((await cancelTicketOrder(world, ADMIN, { orderId: 'pending-1', reason: REASON }))._unsafeUnwrapErr()).toEqual({
      type: 'Conflict',
      message: 'An order that is pending was never paid, so nothing can be refunded.',
    });
    (
      await world.ledger.record({ ...pending, id: 'donation-1', idempotencyKey: 'd-1', order: { item: 'donation', amount: 50 } as never })
    )._unsafeUnwrap();
    expect((await cancelTicketOrder(world, ADMIN, { orderId: 'donation-1', reason: REASON }))._unsafeUnwrapErr().message).toBe(
      'Only an order of event tickets can be cancelled here.',
    );
    expect((await world.ledger.get(order.id))._unsafeUnwrap().status).toBe('fulfilled');
  });
});

describe("the chair's list of an event's orders", () => {
  it('lists them with status, amount and buyer, for administrators', async () => {
    const world = waitingListWorld();
    const first = await paidOrder(world, { adult: 2 });
    world.clock.advance(1_000);
    const second = await paidOrder(world, { child: 1 });
    (await cancelTicketOrder(world, ADMIN, { orderId: second.id, reason: REASON }))._unsafeUnwrap();
    const list = (await listEventOrders(world, ADMIN, 'gala'))._unsafeUnwrap();
    expect(list.eventName).toBe('Winter Gala');
    expect(list.eventStatus).toBe('published');
    expect(list.orders.map((o) => [o.orderId, o.status, o.amount, o.buyer.name, o.counts])).toEqual([
      [first.id, 'fulfilled', 4_000, 'Grace Hopper', { adult: 2 }],
      [second.id, 'refunded', 4_000, 'Grace Hopper', { child: 1 }],
    ]);
    expect((await listEventOrders(world, MEMBER, 'gala'))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await listEventOrders(world, ADMIN, 'nowhere'))._unsafeUnwrapErr().type).toBe('NotFound');
  });
});

describe('a payment that found no seat', () => {
  it('is refunded at once, the order marked refunded, and the buyer told', async () => {
    const world = waitingListWorld();
    const order = await paidOrder(world, { adult: 1 });
    const refunded = (await refundUnseatedPayment(world, order))._unsafeUnwrap();
    expect(refunded).toMatchObject({ status: 'refunded', note: 'Refunded at once: No seat was left when the payment succeeded.' });
    const [mail] = mailsTo(world, order.contact.email);
    expect(mail?.text).toContain('Sorry, the last seats were taken while you paid; you were refunded in full.');
    expect(mail?.text).toContain('$40 refunded');
    // Again (a retried confirmation): the same refund, no second e-mail.
    expect((await refundUnseatedPayment(world, refunded))._unsafeUnwrap().status).toBe('refunded');
    expect(mailsTo(world, order.contact.email)).toHaveLength(1);
  });

  it('refuses an order without a payment', async () => {
    const world = waitingListWorld();
    const order = await paidOrder(world, { adult: 1 });
    expect((await refundUnseatedPayment(world, { ...order, paymentId: null }))._unsafeUnwrapErr().type).toBe('Conflict');
  });
});

describe('refunding every paid order of a cancelled event', () => {
  const RAINED_OFF = 'The cookout was rained off.';

  it('refunds each paid order in full with the reason and e-mails each buyer; orders never paid or refunded already are left', async () => {
    const world = waitingListWorld([{ ...GALA, status: 'cancelled' }]);
    const first = await paidOrder(world, { adult: 2 });
    const second = await paidOrder(world, { child: 1 });
    const earlier = await paidOrder(world, { adult: 1 });
    (await cancelTicketOrder(world, ADMIN, { orderId: earlier.id, reason: 'Asked for it.' }))._unsafeUnwrap();
    const pending = { ...first, id: 'pending-1', idempotencyKey: 'pending-1', status: 'pending' as const, paymentId: null };
    (await world.ledger.record(pending))._unsafeUnwrap();

    const done = (await refundEventOrders(world, ADMIN, { slug: 'gala', reason: RAINED_OFF }))._unsafeUnwrap();
    expect(done).toEqual({ refunded: 2, amount: 8_000, failed: [] });
    for (const order of [first, second]) {
      expect((await world.ledger.get(order.id))._unsafeUnwrap()).toMatchObject({
        status: 'refunded',
        note: `Cancelled and refunded: ${RAINED_OFF}`,
      });
      expect((await world.ticketing.tickets.ofOrder(order.id))._unsafeUnwrap().every((ticket) => ticket.voided)).toBe(true);
    }
    expect((await world.ledger.get('pending-1'))._unsafeUnwrap().status).toBe('pending');
    for (const order of [first, second]) {
      expect(mailsTo(world, order.contact.email).map((mail) => [mail.subject, mail.text.includes(RAINED_OFF)])).toEqual([
        ['Your order was cancelled and refunded: Winter Gala', true],
      ]);
    }
    // Again: nothing is left to refund, and nobody is e-mailed twice.
    expect((await refundEventOrders(world, ADMIN, { slug: 'gala', reason: RAINED_OFF }))._unsafeUnwrap()).toEqual({
      refunded: 0,
      amount: 0,
      failed: [],
    });
    expect(mailsTo(world, first.contact.email)).toHaveLength(1);
  });

  it('names an order the processor could not refund and goes on with the others', async () => {
    const world = waitingListWorld([{ ...GALA, status: 'cancelled' }]);
    const good = await paidOrder(world, { adult: 1 });
    const broken = await paidOrder(world, { adult: 1 });
    (await world.ledger.record({ ...broken, id: 'no-payment', idempotencyKey: 'no-payment' }))._unsafeUnwrap();
    (await world.ledger.markPaid('no-payment', '2026-06-15T12:00:00.000Z'))._unsafeUnwrap();
    const done = (await refundEventOrders(world, ADMIN, { slug: 'gala', reason: RAINED_OFF }))._unsafeUnwrap();
    expect(done.refunded).toBe(2);
    expect(done.failed).toEqual([{ orderId: 'no-payment', message: 'This order has no payment to refund.' }]);
    expect((await world.ledger.get(good.id))._unsafeUnwrap().status).toBe('refunded');
  });

  it('refuses an event still selling, an empty reason, an unknown event and anyone but an administrator, refunding nothing', async () => {
    const world = waitingListWorld();
    const order = await paidOrder(world, { adult: 1 });
    expect((await refundEventOrders(world, ADMIN, { slug: 'gala', reason: RAINED_OFF }))._unsafeUnwrapErr()).toEqual({
      type: 'Conflict',
      message: 'Cancel the event first: only a cancelled event’s orders are refunded all at once.',
    });
    expect((await refundEventOrders(world, ADMIN, { slug: 'gala', reason: '' }))._unsafeUnwrapErr().type).toBe('InvalidForm');
    expect((await refundEventOrders(world, ADMIN, { slug: 'nowhere', reason: RAINED_OFF }))._unsafeUnwrapErr().type).toBe('NotFound');
    expect((await refundEventOrders(world, MEMBER, { slug: 'gala', reason: RAINED_OFF }))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await world.ledger.get(order.id))._unsafeUnwrap().status).toBe('fulfilled');
    expect(mailsTo(world, order.contact.email)).toEqual([]);
  });
});
