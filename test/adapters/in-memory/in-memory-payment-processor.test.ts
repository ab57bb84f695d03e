import { describe, expect, it } from 'vitest';
import type { InMemoryPaymentProcessor } from '../../../src/adapters/in-memory/in-memory-payment-processor';
import { BILLING, card, cardSimulatorContract } from '../../contracts/card-simulator.contract';
import { paymentProcessorContract, sampleIntent } from '../../contracts/payment-processor.contract';
import { lastDelivery, paymentsWorld, signed } from '../../support/payments-world';

paymentProcessorContract('in memory', async () => {
  const world = paymentsWorld();
  return {
    processor: world.processor,
    async signedWebhook(intentId, outcome, options = {}) {
      void (await world.processor.confirm(intentId, card(outcome === 'succeeded' ? '4242424242424242' : '4000000000000002'), BILLING));
      return signed(world, lastDelivery(world, intentId).rawBody, options);
    },
    pay: async (intentId) => void (await world.processor.confirm(intentId, card('4242424242424242'), BILLING)),
  };
});

cardSimulatorContract('in memory', async () => {
  const world = paymentsWorld();
  return { processor: world.processor, simulator: world.processor, deliveries: async () => world.processor.deliveries() };
});

describe('InMemoryPaymentProcessor', () => {
  it('forgets an idempotency key after 24 hours, as Stripe does', async () => {
    const world = paymentsWorld();
    const first = (await world.processor.createIntent(sampleIntent()))._unsafeUnwrap();
    world.clock.advance(24 * 60 * 60 * 1000 - 1);
    expect((await world.processor.createIntent(sampleIntent()))._unsafeUnwrap().id).toBe(first.id);
    world.clock.advance(1);
    expect((await world.processor.createIntent(sampleIntent()))._unsafeUnwrap().id).not.toBe(first.id);
  });

  it('delivers events in Stripe’s shape, signed with the time of the attempt', async () => {
    const world = paymentsWorld();
    const intent = (await world.processor.createIntent(sampleIntent()))._unsafeUnwrap();
    void (await world.processor.confirm(intent.id, card('4000000000009995'), BILLING));
    const delivery = lastDelivery(world, intent.id);
    expect(JSON.parse(delivery.rawBody)).toMatchObject({
      object: 'event',
      type: 'payment_intent.payment_failed',
      created: Math.floor(world.clock.now() / 1000),
      data: {
        object: {
          id: intent.id,
          object: 'payment_intent',
          amount: 9_600,
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
        },
      },
    });
    expect(delivery.signatureHeader).toMatch(new RegExp(`^t=${Math.floor(world.clock.now() / 1000)},v1=[0-9a-f]{64}$`));
  });

  it('reads a correctly signed event of another type as other, and a signed non-event as an invalid request', async () => {
    const world = paymentsWorld();
    const other = signed(world, JSON.stringify({ id: 'evt_9', object: 'event', type: 'charge.refunded', created: 1, data: {} }));
    expect((await world.processor.verifyWebhook(other.rawBody, other.signatureHeader))._unsafeUnwrap()).toEqual({
      id: 'evt_9',
      kind: 'other',
      intent: null,
      created: 1,
    });
    for (const body of [
      'not json',
      '{"id":"evt_1"}',
      JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', created: 1, data: {} }),
    ]) {
      const bad = signed(world, body);
      expect((await world.processor.verifyWebhook(bad.rawBody, bad.signatureHeader))._unsafeUnwrapErr().type).toBe('InvalidRequest');
    }
  });

  it('accepts a header with several signatures when one of them matches (secret rotation)', async () => {
    const world = paymentsWorld();
    const good = signed(world, '{"id":"evt_1","type":"x","created":1}');
    const header = `${good.signatureHeader.replace(/v1=\w+/, `v1=${'0'.repeat(64)}`)},${good.signatureHeader.split(',')[1]}`;
    expect((await world.processor.verifyWebhook(good.rawBody, header)).isOk()).toBe(true);
  });

  it('refuses the amounts a card payment cannot be and a blank idempotency key', async () => {
    const processor = paymentsWorld().processor satisfies InMemoryPaymentProcessor;
    for (const bad of [{ amount: 49 }, { amount: 100_000_000 }, { amount: 10.5 }, { currency: 'USD' }, { idempotencyKey: '' }]) {
      expect((await processor.createIntent(sampleIntent(bad as never)))._unsafeUnwrapErr().type).toBe('InvalidRequest');
    }
  });
});
