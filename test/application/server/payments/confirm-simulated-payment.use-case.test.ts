import { describe, expect, it } from 'vitest';
import type { Cents } from '../../../../src/domain/money';
import {
  confirmSimulatedPayment,
  type ConfirmSimulatedPaymentInput,
} from '../../../../src/application/server/payments/confirm-simulated-payment.use-case';
import { reconcileOrders } from '../../../../src/application/server/payments/reconcile-orders.use-case';
import type { PaymentSession } from '../../../../src/application/ports/payment-gateway.port';
import { paymentsWorld, type PaymentsWorld } from '../../../support/payments-world';
import { DECLINING_CARDS } from '../../../contracts/card-simulator.contract';
import {
  BILLING,
  breaking,
  card,
  checkoutInput,
  DECLINED_CARD,
  GOOD_CARD,
  membershipInput,
  openSession,
  sampleOrder,
  receipts,
} from './payments-fixtures';

const input = (session: PaymentSession, number = GOOD_CARD, clientKey = '203.0.113.7'): ConfirmSimulatedPaymentInput => ({
  orderId: session.orderId,
  clientSecret: session.clientSecret,
  card: card(number),
  billing: BILLING,
  clientKey,
});

const confirm = (world: PaymentsWorld, session: PaymentSession, number = GOOD_CARD) =>
  confirmSimulatedPayment(world, input(session, number));

describe('confirmSimulatedPayment', () => {
  it('charges the card, fulfils the order and answers the receipt', async () => {
    const world = paymentsWorld();
    const session = await openSession(world, membershipInput());
    expect((await confirm(world, session))._unsafeUnwrap()).toEqual({
      orderId: session.orderId,
      amount: 5_000,
      description: 'Annual Membership',
      receiptEmail: 'grace@example.org',
      fulfilment: 'fulfilled',
    });
    expect((await world.ledger.get(session.orderId))._unsafeUnwrap().status).toBe('fulfilled');
    expect((await world.members.findByEmail('grace@example.org'))._unsafeUnwrap()).not.toBeNull();
    expect(receipts(world)).toHaveLength(1);
  });

  it("answers a decline with the processor's code and message, marks the order failed and counts the failure", async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    expect((await confirm(world, session, '4000000000009995'))._unsafeUnwrapErr()).toEqual({
      type: 'CardDeclined',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect((await world.ledger.get(session.orderId))._unsafeUnwrap()).toMatchObject({
      status: 'failed',
      note: 'Your card has insufficient funds.',
    });
    for (let i = 0; i < 4; i++) void (await world.rateLimiter.recordFailure('203.0.113.7'));
    expect((await world.rateLimiter.check('203.0.113.7'))._unsafeUnwrap().allowed).toBe(false);
  });

  it('refuses a client with 5 failures in 10 minutes before charging anything', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    for (let i = 0; i < 5; i++) void (await world.rateLimiter.recordFailure('203.0.113.7'));
    expect((await confirm(world, session))._unsafeUnwrapErr()).toEqual({
      type: 'RateLimited',
      message: 'Too many declined payments. Please try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(world.processor.deliveries()).toEqual([]);
    world.clock.advance(600_000);
    expect((await confirm(world, session)).isOk()).toBe(true);
  });

  it('says one minute when less than a minute is left', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    for (let i = 0; i < 5; i++) void (await world.rateLimiter.recordFailure('203.0.113.7'));
    world.clock.advance(570_000);
    expect((await confirm(world, session))._unsafeUnwrapErr().message).toBe('Too many declined payments. Please try again in 1 minute.');
  });

  it('answers OrderNotFound for a wrong secret or order, and counts it as a failed attempt', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    expect((await confirm(world, { ...session, clientSecret: 'pi_x_secret_y' }))._unsafeUnwrapErr().type).toBe('OrderNotFound');
    expect((await confirm(world, { ...session, orderId: 'nope' }))._unsafeUnwrapErr().type).toBe('OrderNotFound');
    for (let i = 0; i < 3; i++) void (await world.rateLimiter.recordFailure('203.0.113.7'));
    expect((await world.rateLimiter.check('203.0.113.7'))._unsafeUnwrap().allowed).toBe(false);
  });

  it('charges nothing for a payment that already succeeded, and answers the receipt', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    void (await confirm(world, session));
    expect((await confirm(world, session, DECLINED_CARD))._unsafeUnwrap().fulfilment).toBe('fulfilled');
    expect(world.processor.deliveries()).toHaveLength(1);
    expect(receipts(world)).toHaveLength(1);
  });

  it('answers InvalidOrder when the simulator refuses to confirm', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    const refusal = { type: 'InvalidRequest', message: 'You cannot confirm this PaymentIntent because it has a status of canceled.' };
    const simulator = breaking(world.simulator, 'confirm', 1, refusal);
    expect((await confirmSimulatedPayment({ ...world, simulator }, input(session)))._unsafeUnwrapErr()).toEqual({
      type: 'InvalidOrder',
      message: refusal.message,
    });
  });

  it('answers Unavailable when the simulator is down', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    const simulator = breaking(world.simulator, 'confirm');
    expect((await confirmSimulatedPayment({ ...world, simulator }, input(session)))._unsafeUnwrapErr().type).toBe('Unavailable');
  });

  it('lets the payment through when a card-testing counter cannot answer (as POST /payment does), and still answers a decline', async () => {
    for (const limiter of ['rateLimiter', 'cardDeclines', 'orderDeclines'] as const) {
      for (const method of ['check', 'recordFailure'] as const) {
        const world = paymentsWorld();
        const broken = { ...world, [limiter]: breaking(world[limiter], method) };
        const declined = await confirmSimulatedPayment(broken, input(await openSession(world), DECLINED_CARD));
        expect(declined._unsafeUnwrapErr().type).toBe('CardDeclined');
        expect(
          (
            await confirmSimulatedPayment(broken, input(await openSession(world, checkoutInput({ idempotencyKey: 'key-2' }))))
          )._unsafeUnwrap().fulfilment,
        ).toBe('fulfilled');
      }
    }
  });

  it('tells the payer the order is on its way when fulfilment cannot finish now; reconciliation finishes it', async () => {
    const world = paymentsWorld();
    const session = await openSession(world, membershipInput());
    const members = breaking(world.members, 'findByEmail');
    expect((await confirmSimulatedPayment({ ...world, members }, input(session)))._unsafeUnwrap().fulfilment).toBe('pending');
    expect((await world.ledger.get(session.orderId))._unsafeUnwrap().status).toBe('paid');
    expect((await reconcileOrders(world))._unsafeUnwrap().fulfilled).toBe(1);
  });

  it('answers failed fulfilment when the charged payment does not match the order (flagged)', async () => {
    const world = paymentsWorld();
    const intent = (
      await world.processor.createIntent({
        amount: 9_999 as Cents,
        currency: 'usd',
        description: 'x',
        metadata: { orderId: 'order-1' },
        receiptEmail: null,
        idempotencyKey: 'k',
      })
    )._unsafeUnwrap();
    void (await world.ledger.record(sampleOrder(1)));
    void (await world.ledger.attachPayment('order-1', intent.id));
    const session = { orderId: 'order-1', clientSecret: intent.clientSecret, amount: 5_000 as Cents, description: '' };
    expect((await confirm(world, session))._unsafeUnwrap().fulfilment).toBe('failed');
    expect((await world.ledger.get('order-1'))._unsafeUnwrap().status).toBe('flagged');
  });
});

describe('confirmSimulatedPayment: the card-testing limits', () => {
  const numbers = DECLINING_CARDS.map(([number]) => number);
  let keys = 0;
  const session = (world: PaymentsWorld) => openSession(world, checkoutInput({ idempotencyKey: `limits-${++keys}` }));
  const confirmFrom = (world: PaymentsWorld, s: PaymentSession, number: string, clientKey: string) =>
    confirmSimulatedPayment(world, input(s, number, clientKey));

  it('per client: 5 declines in 10 minutes, on any orders and cards, make the client wait before anything is charged', async () => {
    const world = paymentsWorld();
    for (const number of numbers.slice(0, 5))
      expect((await confirmFrom(world, await session(world), number, 'client-a'))._unsafeUnwrapErr().type).toBe('CardDeclined');
    const charges = world.processor.deliveries().length;
    const refused = await confirmFrom(world, await session(world), GOOD_CARD, 'client-a');
    expect(refused._unsafeUnwrapErr()).toEqual({
      type: 'RateLimited',
      message: 'Too many declined payments. Please try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(world.processor.deliveries()).toHaveLength(charges);
    expect((await confirmFrom(world, await session(world), GOOD_CARD, 'client-b')).isOk()).toBe(true);
  });

  it('per order: an order declined 5 times, from however many clients, cannot be confirmed again; a new checkout can', async () => {
    const world = paymentsWorld();
    const order = await session(world);
    for (const [i, number] of numbers.slice(0, 5).entries())
      expect((await confirmFrom(world, order, number, `client-${i}`))._unsafeUnwrapErr().type).toBe('CardDeclined');
    const charges = world.processor.deliveries().length;
    const refused = await confirmFrom(world, order, GOOD_CARD, 'client-fresh');
    expect(refused._unsafeUnwrapErr()).toEqual({
      type: 'RateLimited',
      message: 'This payment was declined too many times and cannot be tried again. Please start a new checkout.',
      retryAfterSeconds: 24 * 3600,
    });
    expect(world.processor.deliveries()).toHaveLength(charges);
    world.clock.advance(10 * 60 * 1000 + 1);
    expect((await confirmFrom(world, order, GOOD_CARD, 'client-fresh'))._unsafeUnwrapErr().type).toBe('RateLimited');
    expect((await confirmFrom(world, await session(world), GOOD_CARD, 'client-fresh'))._unsafeUnwrap().fulfilment).toBe('fulfilled');
  });

  it('per card: a card declined 5 times in 10 minutes, on any orders from any clients, is refused before it is charged; another card is taken', async () => {
    const world = paymentsWorld();
    for (let i = 0; i < 5; i++)
      expect((await confirmFrom(world, await session(world), DECLINED_CARD, `client-${i}`))._unsafeUnwrapErr().type).toBe('CardDeclined');
    const charges = world.processor.deliveries().length;
    const order = await session(world);
    const refused = await confirmFrom(world, order, '4000 0000 0000 0002', 'client-fresh');
    expect(refused._unsafeUnwrapErr()).toEqual({
      type: 'RateLimited',
      message: 'This card was declined too many times. Please use another card, or try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(world.processor.deliveries()).toHaveLength(charges);
    expect((await world.ledger.get(order.orderId))._unsafeUnwrap().status).toBe('pending');
    expect((await confirmFrom(world, order, GOOD_CARD, 'client-fresh'))._unsafeUnwrap().fulfilment).toBe('fulfilled');
    world.clock.advance(10 * 60 * 1000);
    expect((await confirmFrom(world, await session(world), DECLINED_CARD, 'client-later'))._unsafeUnwrapErr().type).toBe('CardDeclined');
  });

  it('counts a decline against its card by a keyed fingerprint, never by the number', async () => {
    const world = paymentsWorld();
    const seen: string[] = [];
    const cardDeclines = {
      check: (key: string) => (seen.push(key), world.cardDeclines.check(key)),
      recordFailure: (key: string) => (seen.push(key), world.cardDeclines.recordFailure(key)),
    };
    void (await confirmSimulatedPayment({ ...world, cardDeclines }, input(await session(world), DECLINED_CARD)));
    expect(seen).toEqual([world.simulator.fingerprint(card(DECLINED_CARD)), world.simulator.fingerprint(card(DECLINED_CARD))]);
    expect(seen.join()).not.toContain(DECLINED_CARD);
  });

  it('answers the receipt of an order already paid whatever the limits say, charging nothing', async () => {
    const world = paymentsWorld();
    const order = await session(world);
    void (await confirmFrom(world, order, GOOD_CARD, 'client-a'));
    for (let i = 0; i < 5; i++) {
      void (await world.orderDeclines.recordFailure(order.orderId));
      void (await world.cardDeclines.recordFailure(world.simulator.fingerprint(card(GOOD_CARD))));
    }
    expect((await confirmFrom(world, order, GOOD_CARD, 'client-a'))._unsafeUnwrap().fulfilment).toBe('fulfilled');
    expect(world.processor.deliveries()).toHaveLength(1);
  });
});
