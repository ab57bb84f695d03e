import { describe, expect, it } from 'vitest';
import type { Cents } from '../../../../src/domain/money';
import {
  confirmSimulatedPayment,
  type ConfirmSimulatedPaymentInput,
} from '../../../../src/application/backend/payments/confirm-simulated-payment.use-case';
import { reconcileOrders } from '../../../../src/application/backend/payments/reconcile-orders.use-case';
import type { PaymentSession } from '../../../../src/application/ports/payment-gateway.port';
import { paymentsWorld, type PaymentsWorld } from '../../../support/payments-world';
import { BILLING, breaking, card, DECLINED_CARD, GOOD_CARD, membershipInput, openSession, sampleOrder } from './payments-fixtures';

const input = (session: PaymentSession, number = GOOD_CARD, clientKey = '203.0.113.7'): ConfirmSimulatedPaymentInput => ({
  orderId: session.orderId,
  clientSecret: session.clientSecret,
  card: card(number),
  billing: BILLING,
  clientKey,
});

const confirm = (world: PaymentsWorld, session: PaymentSession, number = GOOD_CARD) => confirmSimulatedPayment(world, input(session, number));

describe('confirmSimulatedPayment', () => {
  it('charges the card, fulfils the order and answers the receipt', async () => {
    const world = paymentsWorld();
    const session = await openSession(world, membershipInput());
    expect((await confirm(world, session))._unsafeUnwrap()).toEqual({ orderId: session.orderId, amount: 5_000, fulfilment: 'fulfilled' });
    expect((await world.ledger.get(session.orderId))._unsafeUnwrap().status).toBe('fulfilled');
    expect((await world.members.findByEmail('grace@example.org'))._unsafeUnwrap()).not.toBeNull();
    expect(world.mailer.sent()).toHaveLength(1);
  });

  it("answers a decline with the processor's code and message, marks the order failed and counts the failure", async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    expect((await confirm(world, session, '4000000000009995'))._unsafeUnwrapErr()).toEqual({
      type: 'CardDeclined',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect((await world.ledger.get(session.orderId))._unsafeUnwrap()).toMatchObject({ status: 'failed', note: 'Your card has insufficient funds.' });
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
    void await confirm(world, session);
    expect((await confirm(world, session, DECLINED_CARD))._unsafeUnwrap().fulfilment).toBe('fulfilled');
    expect(world.processor.deliveries()).toHaveLength(1);
    expect(world.mailer.sent()).toHaveLength(1);
  });

  it('answers InvalidOrder when the simulator refuses to confirm', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    const refusal = { type: 'InvalidRequest', message: 'You cannot confirm this PaymentIntent because it has a status of canceled.' };
    const simulator = breaking(world.simulator, 'confirm', 1, refusal);
    expect((await confirmSimulatedPayment({ ...world, simulator }, input(session)))._unsafeUnwrapErr()).toEqual({ type: 'InvalidOrder', message: refusal.message });
  });

  it('answers Unavailable when the simulator or the rate limiter is down', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    const simulator = breaking(world.simulator, 'confirm');
    expect((await confirmSimulatedPayment({ ...world, simulator }, input(session)))._unsafeUnwrapErr().type).toBe('Unavailable');
    for (const method of ['check', 'recordFailure'] as const) {
      const rateLimiter = breaking(world.rateLimiter, method);
      expect((await confirmSimulatedPayment({ ...world, rateLimiter }, input(session, DECLINED_CARD)))._unsafeUnwrapErr().type).toBe('Unavailable');
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
    const intent = (await world.processor.createIntent({
      amount: 9_999 as Cents, currency: 'usd', description: 'x', metadata: { orderId: 'order-1' }, receiptEmail: null, idempotencyKey: 'k',
    }))._unsafeUnwrap();
    void await world.ledger.record(sampleOrder(1));
    void await world.ledger.attachPayment('order-1', intent.id);
    const session = { orderId: 'order-1', clientSecret: intent.clientSecret, amount: 5_000 as Cents, description: '' };
    expect((await confirm(world, session))._unsafeUnwrap().fulfilment).toBe('failed');
    expect((await world.ledger.get('order-1'))._unsafeUnwrap().status).toBe('flagged');
  });
});
