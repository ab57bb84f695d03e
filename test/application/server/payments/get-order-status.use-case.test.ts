import { describe, expect, it } from 'vitest';
import { fulfilmentOf, getOrderStatus } from '../../../../src/application/server/payments/get-order-status.use-case';
import { reconcileOrders } from '../../../../src/application/server/payments/reconcile-orders.use-case';
import { paymentsWorld } from '../../../support/payments-world';
import { breaking, chargeAtProcessor, openSession, sampleOrder } from './payments-fixtures';

describe('getOrderStatus', () => {
  it('shows the holder of the client secret how the order stands', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    const view = { orderId: session.orderId, amount: 5_000, description: 'Cookout 2024 Tickets: 2', receiptEmail: 'ada@example.org' };
    expect((await getOrderStatus(world, session))._unsafeUnwrap()).toEqual({ ...view, status: 'pending', fulfilment: 'pending' });
    await chargeAtProcessor(world, session);
    void (await reconcileOrders(world));
    expect((await getOrderStatus(world, session))._unsafeUnwrap()).toEqual({ ...view, status: 'fulfilled', fulfilment: 'fulfilled' });
  });

  it('answers OrderNotFound alike for a wrong secret, an unknown order and an order without a payment', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    void (await world.ledger.record(sampleOrder(9)));
    const attempts = [
      { orderId: session.orderId, clientSecret: `${session.clientSecret}0` },
      { orderId: session.orderId, clientSecret: '' },
      { orderId: 'nope', clientSecret: session.clientSecret },
      { orderId: 'order-9', clientSecret: session.clientSecret },
    ];
    for (const attempt of attempts) {
      expect((await getOrderStatus(world, attempt))._unsafeUnwrapErr()).toEqual({
        type: 'OrderNotFound',
        message: 'This payment was not found.',
      });
    }
  });

  it('answers Unavailable when the ledger or the processor cannot answer', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    expect((await getOrderStatus({ ...world, ledger: breaking(world.ledger, 'get') }, session))._unsafeUnwrapErr().type).toBe(
      'Unavailable',
    );
    const processor = breaking(world.processor, 'retrieveIntent');
    expect((await getOrderStatus({ ...world, processor }, session))._unsafeUnwrapErr().type).toBe('Unavailable');
  });

  it('reads failed and flagged orders as failed for the payer', () => {
    expect(['pending', 'paid', 'fulfilled', 'failed', 'flagged'].map((s) => fulfilmentOf(s as never))).toEqual([
      'pending',
      'pending',
      'fulfilled',
      'failed',
      'failed',
    ]);
  });
});
