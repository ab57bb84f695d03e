import { describe, expect, it } from 'vitest';
import { confirmSimulatedPayment } from '../../../../src/application/server/payments/confirm-simulated-payment.use-case';
import { createPayment } from '../../../../src/application/server/payments/create-payment.use-case';
import { handlePaymentWebhook } from '../../../../src/application/server/payments/handle-payment-webhook.use-case';
import { reconcileOrders } from '../../../../src/application/server/payments/reconcile-orders.use-case';
import { lastDelivery, paymentsWorld, signed, type PaymentsWorld } from '../../../support/payments-world';
import { BILLING, card, chargeAtProcessor, GOOD_CARD, membershipInput, openSession } from './payments-fixtures';

/** What was done for an order: members created, receipts sent. */
async function effects(world: PaymentsWorld) {
  return { members: (await world.members.list())._unsafeUnwrap().items.length, receipts: world.mailer.sent().length };
}

describe('payments under concurrency', () => {
  it('fulfils once when one webhook is delivered 20 times at once: one member, one receipt', async () => {
    const world = paymentsWorld();
    const session = await openSession(world, membershipInput());
    const webhook = lastDelivery(world, await chargeAtProcessor(world, session));
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => handlePaymentWebhook(world, webhook)));
    const counted = outcomes.map((o) => o._unsafeUnwrap().outcome);
    expect(counted.filter((o) => o === 'fulfilled')).toHaveLength(1);
    // Every delivery settles before it is remembered: the others found the order fulfilled, and all but the first to remember read 'duplicate'.
    expect(counted.filter((o) => o === 'duplicate').length).toBeGreaterThanOrEqual(18);
    expect(counted.every((o) => ['fulfilled', 'duplicate', 'already-fulfilled'].includes(o))).toBe(true);
    expect(await effects(world)).toEqual({ members: 1, receipts: 1 });
  });

  it('fulfils once when 20 different events report the same success at once', async () => {
    const world = paymentsWorld();
    const session = await openSession(world, membershipInput());
    const webhook = lastDelivery(world, await chargeAtProcessor(world, session));
    const events = Array.from({ length: 20 }, (_, i) => signed(world, webhook.rawBody.replace(webhook.eventId, `evt_copy${i}`)));
    const outcomes = (await Promise.all(events.map((e) => handlePaymentWebhook(world, e)))).map((o) => o._unsafeUnwrap().outcome);
    expect(outcomes.filter((o) => o === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-fulfilled')).toHaveLength(19);
    expect(await effects(world)).toEqual({ members: 1, receipts: 1 });
  });

  it('opens one order and one intent for a double (or 20-fold) submit', async () => {
    const world = paymentsWorld();
    const sessions = (await Promise.all(Array.from({ length: 20 }, () => createPayment(world, membershipInput())))).map((s) =>
      s._unsafeUnwrap(),
    );
    expect(new Set(sessions.map((s) => JSON.stringify(s))).size).toBe(1);
    const [order] = (await world.ledger.listUnfinished())._unsafeUnwrap();
    expect((await world.ledger.listUnfinished())._unsafeUnwrap()).toHaveLength(1);
    const intents = await Promise.all(sessions.map(async (s) => (await world.ledger.get(s.orderId))._unsafeUnwrap().paymentId));
    expect(new Set([...intents, order?.paymentId])).toEqual(new Set([order?.paymentId]));
  });

  it('fulfils once when the webhook arrives before the browser’s confirmation', async () => {
    const world = paymentsWorld();
    const session = await openSession(world, membershipInput());
    const webhook = lastDelivery(world, await chargeAtProcessor(world, session));
    expect((await handlePaymentWebhook(world, webhook))._unsafeUnwrap().outcome).toBe('fulfilled');
    const receipt = await confirmSimulatedPayment(world, { ...session, card: card(GOOD_CARD), billing: BILLING, clientKey: 'c' });
    expect(receipt._unsafeUnwrap().fulfilment).toBe('fulfilled');
    expect(await effects(world)).toEqual({ members: 1, receipts: 1 });
  });

  it('fulfils once when the confirmation, its webhook and reconciliation race', async () => {
    const world = paymentsWorld();
    const session = await openSession(world, membershipInput());
    const receipt = (
      await confirmSimulatedPayment(world, { ...session, card: card(GOOD_CARD), billing: BILLING, clientKey: 'c' })
    )._unsafeUnwrap();
    expect(receipt.fulfilment).toBe('fulfilled');
    const webhook = lastDelivery(world, (await world.ledger.get(session.orderId))._unsafeUnwrap().paymentId ?? '');
    await Promise.all([handlePaymentWebhook(world, webhook), handlePaymentWebhook(world, webhook), reconcileOrders(world)]);
    expect(await effects(world)).toEqual({ members: 1, receipts: 1 });
  });

  it('fulfils once by reconciliation when the webhook never arrives, and a late webhook changes nothing', async () => {
    const world = paymentsWorld();
    const session = await openSession(world, membershipInput());
    const webhook = lastDelivery(world, await chargeAtProcessor(world, session));
    const [first, second] = await Promise.all([reconcileOrders(world), reconcileOrders(world)]);
    expect(first!._unsafeUnwrap().fulfilled + second!._unsafeUnwrap().fulfilled).toBeGreaterThanOrEqual(1);
    expect((await handlePaymentWebhook(world, webhook))._unsafeUnwrap().outcome).toBe('already-fulfilled');
    expect(await effects(world)).toEqual({ members: 1, receipts: 1 });
    expect((await world.ledger.get(session.orderId))._unsafeUnwrap().status).toBe('fulfilled');
  });

  it('fulfils once when the simulator confirmation and 20 webhook deliveries all race', async () => {
    const world = paymentsWorld();
    const session = await openSession(world, membershipInput());
    const racing: Promise<unknown>[] = [];
    // Right after the charge, before the confirmation settles the order, the processor's event is delivered 20 times.
    const simulator = new Proxy(world.simulator, {
      get: (target, property) =>
        property !== 'confirm'
          ? (Reflect.get(target, property, target) as (...a: never[]) => unknown).bind(target)
          : (...args: Parameters<typeof target.confirm>) =>
              target.confirm(...args).map((intent) => {
                const delivery = lastDelivery(world, intent.id);
                for (let i = 0; i < 20; i++) racing.push(Promise.resolve(handlePaymentWebhook(world, delivery)));
                return intent;
              }),
    });
    const receipt = await confirmSimulatedPayment(
      { ...world, simulator },
      { ...session, card: card(GOOD_CARD), billing: BILLING, clientKey: 'c' },
    );
    const outcomes = await Promise.all(racing);
    expect(outcomes).toHaveLength(20);
    expect(receipt._unsafeUnwrap().fulfilment).toBe('fulfilled');
    expect(await effects(world)).toEqual({ members: 1, receipts: 1 });
  });
});
