import { describe, expect, it } from 'vitest';
import { handlePaymentWebhook } from '../../../../src/application/server/payments/handle-payment-webhook.use-case';
import { syncPayment } from '../../../../src/application/server/payments/sync-payment.use-case';
import { lastDelivery, paymentsWorld } from '../../../support/payments-world';
import { breaking, chargeAtProcessor, DECLINED_CARD, membershipInput, openSession, receipts } from './payments-fixtures';

describe('syncPayment', () => {
  it('answers a payment still waiting for its card as pending, and changes nothing', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    expect((await syncPayment(world, session))._unsafeUnwrap()).toMatchObject({ status: 'pending', fulfilment: 'pending' });
  });

  it('fulfils a payment the processor charged, once, however often it is asked', async () => {
    const world = paymentsWorld();
    const session = await openSession(world, membershipInput());
    await chargeAtProcessor(world, session);
    const answers = await Promise.all([syncPayment(world, session), syncPayment(world, session), syncPayment(world, session)]);
    expect(answers.map((a) => a._unsafeUnwrap().fulfilment)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(receipts(world)).toHaveLength(1);
    expect((await world.members.findByEmail('grace@example.org'))._unsafeUnwrap()).not.toBeNull();
  });

  it('marks a declined payment failed', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    await chargeAtProcessor(world, session, DECLINED_CARD);
    expect((await syncPayment(world, session))._unsafeUnwrap()).toMatchObject({ status: 'failed', fulfilment: 'failed' });
  });

  it('changes nothing after the webhook fulfilled the order', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    void (await handlePaymentWebhook(world, lastDelivery(world, await chargeAtProcessor(world, session))));
    expect((await syncPayment(world, session))._unsafeUnwrap().status).toBe('fulfilled');
    expect(receipts(world)).toHaveLength(1);
  });

  it('answers OrderNotFound for a wrong secret or an unknown order, and Unavailable when the processor cannot answer', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    expect((await syncPayment(world, { ...session, clientSecret: 'wrong' }))._unsafeUnwrapErr().type).toBe('OrderNotFound');
    expect((await syncPayment(world, { ...session, orderId: 'nope' }))._unsafeUnwrapErr().type).toBe('OrderNotFound');
    const processor = breaking(world.processor, 'retrieveIntent');
    expect((await syncPayment({ ...world, processor }, session))._unsafeUnwrapErr().type).toBe('Unavailable');
  });
});
