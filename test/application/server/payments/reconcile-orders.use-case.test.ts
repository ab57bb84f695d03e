import { describe, expect, it } from 'vitest';
import type { Cents } from '../../../../src/domain/money';
import { handlePaymentWebhook } from '../../../../src/application/server/payments/handle-payment-webhook.use-case';
import { reconcileOrders } from '../../../../src/application/server/payments/reconcile-orders.use-case';
import { lastDelivery, paymentsWorld } from '../../../support/payments-world';
import { breaking, chargeAtProcessor, checkoutInput, DECLINED_CARD, membershipInput, openSession, sampleOrder } from './payments-fixtures';

const none = { checked: 0, fulfilled: 0, failed: 0, flagged: 0, pending: 0, errors: 0 };

describe('reconcileOrders', () => {
  it('fulfils a paid order whose webhook never came, once', async () => {
    const world = paymentsWorld();
    const session = await openSession(world, membershipInput());
    await chargeAtProcessor(world, session);
    expect((await reconcileOrders(world))._unsafeUnwrap()).toEqual({ ...none, checked: 1, fulfilled: 1 });
    expect((await world.ledger.get(session.orderId))._unsafeUnwrap().status).toBe('fulfilled');
    expect((await world.members.findByEmail('grace@example.org'))._unsafeUnwrap()).not.toBeNull();
    expect((await reconcileOrders(world))._unsafeUnwrap()).toEqual(none);
    expect(world.mailer.sent()).toHaveLength(1);
  });

  it('marks a declined order failed and leaves an unpaid one waiting', async () => {
    const world = paymentsWorld();
    const declined = await openSession(world, checkoutInput({ idempotencyKey: 'a' }));
    await chargeAtProcessor(world, declined, DECLINED_CARD);
    const waiting = await openSession(world, checkoutInput({ idempotencyKey: 'b' }));
    expect((await reconcileOrders(world))._unsafeUnwrap()).toEqual({ ...none, checked: 2, failed: 1, pending: 1 });
    expect((await world.ledger.get(declined.orderId))._unsafeUnwrap().status).toBe('failed');
    expect((await world.ledger.get(waiting.orderId))._unsafeUnwrap().status).toBe('pending');
  });

  it('finishes an order left paid by a crash before fulfilment', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    const intentId = await chargeAtProcessor(world, session);
    void (await handlePaymentWebhook({ ...world, ledger: breaking(world.ledger, 'markFulfilled') }, lastDelivery(world, intentId)));
    expect((await world.ledger.get(session.orderId))._unsafeUnwrap().status).toBe('paid');
    expect((await reconcileOrders(world))._unsafeUnwrap().fulfilled).toBe(1);
  });

  it('flags an order whose payment does not match it', async () => {
    const world = paymentsWorld();
    const intent = (
      await world.processor.createIntent({
        amount: 100 as Cents,
        currency: 'usd',
        description: 'x',
        metadata: { orderId: 'order-1' },
        receiptEmail: null,
        idempotencyKey: 'k',
      })
    )._unsafeUnwrap();
    void (await world.ledger.record(sampleOrder(1)));
    void (await world.ledger.attachPayment('order-1', intent.id));
    expect((await reconcileOrders(world))._unsafeUnwrap()).toEqual({ ...none, checked: 1, flagged: 1 });
  });

  it('counts an order it cannot read as an error and goes on with the others', async () => {
    const world = paymentsWorld();
    void (await world.ledger.record(sampleOrder(1)));
    void (await world.ledger.attachPayment('order-1', 'pi_gone'));
    const session = await openSession(world, checkoutInput({ idempotencyKey: 'another' }));
    await chargeAtProcessor(world, session);
    expect((await reconcileOrders(world))._unsafeUnwrap()).toEqual({ ...none, checked: 2, fulfilled: 1, errors: 1 });
  });

  it('answers Unavailable when the ledger cannot list', async () => {
    const world = paymentsWorld();
    expect((await reconcileOrders({ ...world, ledger: breaking(world.ledger, 'listUnfinished') }))._unsafeUnwrapErr().type).toBe(
      'Unavailable',
    );
  });
});
