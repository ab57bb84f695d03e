import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { StripePaymentProcessor } from '../../../src/adapters/stripe/stripe-payment-processor';
import { toProcessorError } from '../../../src/adapters/stripe/stripe-errors';
import { notRefundable } from '../../../src/application/ports/payment-processor.port';
import type { Cents } from '../../../src/domain/money';
import { DECLINING_CARDS } from '../../contracts/card-simulator.contract';
import { paymentProcessorContract, sampleIntent } from '../../contracts/payment-processor.contract';
import { FakeStripeServer, signedByStripe, type StripeSignOptions } from '../../support/fake-stripe-server';
import { INTENT_CREATE_PARAMETERS, REFUND_CREATE_PARAMETERS } from '../../support/fake-stripe-shapes';

const SECRET = 'whsec_fake_stripe_endpoint';
const stripeSigned = (rawBody: string, options: StripeSignOptions = {}) => signedByStripe(rawBody, SECRET, options);

let fake: FakeStripeServer;
beforeAll(async () => {
  fake = await FakeStripeServer.start();
});
afterAll(async () => fake.close());

function processorOverFake(clock = new ManualClock(Date.now())) {
  return new StripePaymentProcessor({ stripe: fake.client(), webhookSecret: SECRET, clock });
}

paymentProcessorContract('Stripe SDK against a local fake', async () => {
  // Each test gets its own idempotency keys' world: the keys the contract uses are shared, so start afresh.
  const own = await FakeStripeServer.start();
  const clock = new ManualClock(Date.now());
  return {
    processor: new StripePaymentProcessor({ stripe: own.client(), webhookSecret: SECRET, clock }),
    async signedWebhook(intentId, outcome, options = {}) {
      own.confirm(intentId, outcome === 'succeeded' ? '4242424242424242' : '4000000000000002');
      const type = outcome === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
      return stripeSigned(own.event(intentId, type), { ...options, now: clock.now() });
    },
    pay: async (intentId) => void own.confirm(intentId, '4242424242424242'),
    dispose: () => own.close(),
  };
});

describe('StripePaymentProcessor', () => {
  it('sends the idempotency key, the order metadata and card-only payment to Stripe', async () => {
    const processor = processorOverFake();
    const key = `order-${Date.now()}`;
    const intent = (await processor.createIntent(sampleIntent({ idempotencyKey: key })))._unsafeUnwrap();
    const sent = fake.requests.filter((r) => r.idempotencyKey === key);
    expect(sent).toHaveLength(1);
    expect(new URLSearchParams(sent[0]!.body).get('metadata[orderId]')).toBe('order-1');
    expect(new URLSearchParams(sent[0]!.body).get('allowed_payment_method_types[0]')).toBe('card');
    expect(fake.intents.get(intent.id)).toMatchObject({ amount: 9_600, description: sampleIntent().description, receipt_email: null });
  });

  it('sends a receipt e-mail only when asked', async () => {
    const processor = processorOverFake();
    const intent = (
      await processor.createIntent(sampleIntent({ idempotencyKey: `r-${Date.now()}`, receiptEmail: 'ada@example.org' }))
    )._unsafeUnwrap();
    expect(fake.intents.get(intent.id)?.receipt_email).toBe('ada@example.org');
  });

  it.each(DECLINING_CARDS)(
    'reads a declined attempt (%s) as failed with the decline code %s and Stripe’s message',
    async (number, code, message) => {
      const processor = processorOverFake();
      const intent = (await processor.createIntent(sampleIntent({ idempotencyKey: `d-${number}-${Date.now()}` })))._unsafeUnwrap();
      fake.confirm(intent.id, number);
      expect((await processor.retrieveIntent(intent.id))._unsafeUnwrap()).toMatchObject({ status: 'failed', lastError: { code, message } });
    },
  );

  it("reads the declined card's fingerprint from last_payment_error.payment_method, in a retrieval and in a webhook", async () => {
    const clock = new ManualClock(Date.now());
    const processor = processorOverFake(clock);
    const intent = (await processor.createIntent(sampleIntent({ idempotencyKey: `f-${Date.now()}` })))._unsafeUnwrap();
    fake.confirm(intent.id, '4000000000000002');
    const cardFingerprint = fake.fingerprintOf('4000000000000002');
    expect((await processor.retrieveIntent(intent.id))._unsafeUnwrap().lastError).toEqual({
      code: 'generic_decline',
      message: 'Your card was declined.',
      cardFingerprint,
    });
    const webhook = stripeSigned(fake.event(intent.id, 'payment_intent.payment_failed'), { now: clock.now() });
    const event = (await processor.verifyWebhook(webhook.rawBody, webhook.signatureHeader))._unsafeUnwrap();
    expect(event.intent?.lastError).toEqual({ code: 'generic_decline', message: 'Your card was declined.', cardFingerprint });
  });

  it('reads a decline without a payment method (a card never attached) with no fingerprint', async () => {
    const processor = processorOverFake();
    const intent = (await processor.createIntent(sampleIntent({ idempotencyKey: `nf-${Date.now()}` })))._unsafeUnwrap();
    fake.update(intent.id, {
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    expect((await processor.retrieveIntent(intent.id))._unsafeUnwrap().lastError).toEqual({
      code: 'generic_decline',
      message: 'Your card was declined.',
    });
  });

  it('reads a charged card as succeeded, and a declined one retried with a good card too', async () => {
    const processor = processorOverFake();
    const intent = (await processor.createIntent(sampleIntent({ idempotencyKey: `g-${Date.now()}` })))._unsafeUnwrap();
    fake.confirm(intent.id, '4000000000000002');
    fake.confirm(intent.id, '4242424242424242');
    expect((await processor.retrieveIntent(intent.id))._unsafeUnwrap()).toMatchObject({ status: 'succeeded', lastError: null });
  });

  it.each<[string, string]>([
    ['requires_action', 'requires-action'],
    ['processing', 'processing'],
    ['canceled', 'canceled'],
    ['requires_confirmation', 'awaiting-card'],
  ])('reads Stripe status %s as %s', async (stripeStatus, status) => {
    const processor = processorOverFake();
    const intent = (await processor.createIntent(sampleIntent({ idempotencyKey: `s-${stripeStatus}-${Date.now()}` })))._unsafeUnwrap();
    fake.update(intent.id, { status: stripeStatus });
    expect((await processor.retrieveIntent(intent.id))._unsafeUnwrap().status).toBe(status);
  });

  it('answers Unavailable when Stripe fails, and NotFound for an id that is not an intent id', async () => {
    const processor = processorOverFake();
    fake.failNext(2);
    expect((await processor.createIntent(sampleIntent({ idempotencyKey: `u-${Date.now()}` })))._unsafeUnwrapErr().type).toBe('Unavailable');
    expect((await processor.retrieveIntent('pi_123'))._unsafeUnwrapErr().type).toBe('Unavailable');
    expect((await processor.retrieveIntent('../v1/customers'))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('answers Unavailable when Stripe cannot be reached at all', async () => {
    const closed = await FakeStripeServer.start();
    await closed.close();
    const processor = new StripePaymentProcessor({ stripe: closed.client(), webhookSecret: SECRET, clock: new ManualClock() });
    expect((await processor.retrieveIntent('pi_123'))._unsafeUnwrapErr()).toEqual({ type: 'Unavailable', message: expect.any(String) });
  });

  it('answers Unavailable (not Stripe’s words) for a wrong API key', async () => {
    const processor = new StripePaymentProcessor({
      stripe: new Stripe('sk_live_wrong', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 }),
      webhookSecret: SECRET,
      clock: new ManualClock(),
    });
    const error = (await processor.retrieveIntent('pi_123'))._unsafeUnwrapErr();
    expect(error.type).toBe('Unavailable');
    expect(error.message).not.toContain('API Key');
  });

  it('refuses a validly signed body that is not JSON, or not an event, as InvalidRequest', async () => {
    const clock = new ManualClock(Date.now());
    const processor = processorOverFake(clock);
    for (const body of [
      'not json',
      '{}',
      JSON.stringify({ id: 'evt_1', created: 1, type: 'payment_intent.succeeded', data: { object: { object: 'charge' } } }),
    ]) {
      const webhook = stripeSigned(body, { now: clock.now() });
      expect((await processor.verifyWebhook(webhook.rawBody, webhook.signatureHeader))._unsafeUnwrapErr().type).toBe('InvalidRequest');
    }
  });

  it('reads other kinds of event as other, with no intent', async () => {
    const clock = new ManualClock(Date.now());
    const webhook = stripeSigned(
      JSON.stringify({ id: 'evt_2', object: 'event', created: 5, type: 'charge.refunded', data: { object: {} } }),
      { now: clock.now() },
    );
    expect((await processorOverFake(clock).verifyWebhook(webhook.rawBody, webhook.signatureHeader))._unsafeUnwrap()).toEqual({
      id: 'evt_2',
      kind: 'other',
      intent: null,
      created: 5,
    });
  });

  it('checks the signature’s age against its own clock', async () => {
    const clock = new ManualClock(Date.now());
    const intent = (await processorOverFake(clock).createIntent(sampleIntent({ idempotencyKey: `c-${Date.now()}` })))._unsafeUnwrap();
    const webhook = stripeSigned(fake.event(intent.id, 'payment_intent.succeeded'), { now: clock.now() });
    clock.advance(301_000);
    expect((await processorOverFake(clock).verifyWebhook(webhook.rawBody, webhook.signatureHeader))._unsafeUnwrapErr().type).toBe(
      'InvalidSignature',
    );
  });

  it('refunds through POST /v1/refunds with the intent, Stripe’s reason, ours in metadata and the idempotency key', async () => {
    const processor = processorOverFake();
    const intent = (await processor.createIntent(sampleIntent({ idempotencyKey: `rf-${Date.now()}` })))._unsafeUnwrap();
    fake.confirm(intent.id, '4242424242424242');
    const key = `refund-${intent.id}`;
    const refund = (await processor.refund(intent.id, { idempotencyKey: key, reason: 'Cancelled by the chair.' }))._unsafeUnwrap();
    const sent = fake.requests.filter((r) => r.idempotencyKey === key);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/refunds']);
    const form = new URLSearchParams(sent[0]!.body);
    expect([form.get('payment_intent'), form.get('reason'), form.get('metadata[reason]'), form.get('amount')]).toEqual([
      intent.id,
      'requested_by_customer',
      'Cancelled by the chair.',
      null,
    ]);
    expect(fake.refunds.find((r) => r.id === refund.id)).toMatchObject({ amount: 9_600, payment_intent: intent.id });
  });

  it('refunds part of a payment with the amount given, never more than is left, once per key, and never an unpaid intent', async () => {
    const processor = processorOverFake();
    const unpaid = (await processor.createIntent(sampleIntent({ idempotencyKey: `up-${Date.now()}` })))._unsafeUnwrap();
    expect(
      (await processor.refund(unpaid.id, { amount: 100 as Cents, idempotencyKey: `u-${unpaid.id}`, reason: 'x' }))._unsafeUnwrapErr(),
    ).toEqual(notRefundable(unpaid.id));
    const intent = (await processor.createIntent(sampleIntent({ idempotencyKey: `pr-${Date.now()}` })))._unsafeUnwrap();
    fake.confirm(intent.id, '4242424242424242');
    const first = { amount: 2_000 as Cents, idempotencyKey: `officer-refund-${intent.id}-1`, reason: 'Part of it.' };
    const part = (await processor.refund(intent.id, first))._unsafeUnwrap();
    expect(part).toMatchObject({ amount: 2_000, intentId: intent.id });
    expect(new URLSearchParams(fake.requests.filter((r) => r.idempotencyKey === first.idempotencyKey)[0]!.body).get('amount')).toBe('2000');
    // The same key again answers the same refund; nothing more is refunded.
    expect((await processor.refund(intent.id, first))._unsafeUnwrap().id).toBe(part.id);
    expect(fake.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
    const tooMuch = await processor.refund(intent.id, {
      amount: 7_601 as Cents,
      idempotencyKey: `officer-refund-${intent.id}-2`,
      reason: 'x',
    });
    expect(tooMuch._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidRequest',
      message: expect.stringContaining('is greater than unrefunded amount'),
    });
    const rest = (
      await processor.refund(intent.id, { amount: 7_600 as Cents, idempotencyKey: `officer-refund-${intent.id}-3`, reason: 'x' })
    )._unsafeUnwrap();
    expect(rest.amount).toBe(7_600);
    expect(
      (await processor.refund(intent.id, { idempotencyKey: `officer-refund-${intent.id}-4`, reason: 'x' }))._unsafeUnwrapErr(),
    ).toMatchObject({
      type: 'InvalidRequest',
    });
  });

  it('maps card and unknown errors by their shape', () => {
    expect(toProcessorError({ type: 'StripeCardError', message: 'Your card was declined.' })).toEqual({
      type: 'InvalidRequest',
      message: 'Your card was declined.',
    });
    expect(toProcessorError(new Error('boom')).type).toBe('Unavailable');
    expect(toProcessorError(null).type).toBe('Unavailable');
  });
});

describe('the Stripe stand-in refuses what Stripe refuses', () => {
  const codeOf = async (call: Promise<unknown>) => {
    const error = (await call.then(
      () => null,
      (thrown: unknown) => thrown,
    )) as { code?: string; statusCode?: number } | null;
    return error === null ? 'accepted' : (error.code ?? `HTTP ${error.statusCode}`);
  };
  const intent = { amount: 5_000, currency: 'usd', allowed_payment_method_types: ['card'] };

  it('takes only its own secret key, and only its own publishable key from the browser', async () => {
    const other = new Stripe('sk_test_another_account', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
    expect(await codeOf(other.paymentIntents.retrieve('pi_123'))).toBe('HTTP 401');
    const created = await fake.client().paymentIntents.create(intent);
    const confirmAs = (key: string) =>
      fetch(`http://127.0.0.1:${fake.port}/v1/payment_intents/${created.id}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          key,
          client_secret: created.client_secret ?? '',
          'payment_method_data[card][number]': '4242424242424242',
        }).toString(),
      });
    expect((await confirmAs('pk_test_another_account')).status).toBe(401);
    expect((await confirmAs(fake.publishableKey)).status).toBe(200);
  });

  it('refuses an unknown parameter, a malformed receipt e-mail, metadata beyond its limits and an over-long idempotency key', async () => {
    const stripe = fake.client();
    expect(
      await codeOf(stripe.paymentIntents.create({ ...intent, payment_method_types: ['card'] } as Stripe.PaymentIntentCreateParams)),
    ).toBe('parameter_unknown');
    expect(await codeOf(stripe.paymentIntents.create({ ...intent, receipt_email: 'not an address' }))).toBe('email_invalid');
    expect(await codeOf(stripe.paymentIntents.create({ ...intent, metadata: { orderId: 'x'.repeat(501) } }))).toBe('HTTP 400');
    expect(await codeOf(stripe.paymentIntents.create({ ...intent, metadata: { ['k'.repeat(41)]: 'x' } }))).toBe('HTTP 400');
    expect(await codeOf(stripe.paymentIntents.create(intent, { idempotencyKey: 'k'.repeat(256) }))).toBe('HTTP 400');
    expect(
      await codeOf(stripe.paymentIntents.create({ ...intent, metadata: { orderId: 'x'.repeat(500) }, receipt_email: 'ada@example.org' })),
    ).toBe('accepted');
  });

  it('knows exactly the refund parameters of the API version the stripe package pins', () => {
    const types = readFileSync(fileURLToPath(new URL('../../../node_modules/stripe/cjs/resources/Refunds.d.ts', import.meta.url)), 'utf8');
    const start = types.indexOf('interface RefundCreateParams {');
    const names: string[] = [];
    let depth = 0;
    for (const line of types.slice(start).split('\n').slice(1)) {
      if (depth === 0 && line.trim() === '}') break;
      const name = /^\s*(\w+)\??:/.exec(line)?.[1];
      if (depth === 0 && name) names.push(name);
      depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    }
    expect([...REFUND_CREATE_PARAMETERS].sort()).toEqual(names.sort());
  });

  it('refuses a refund with a reason Stripe does not know, or without an intent', async () => {
    const stripe = fake.client();
    const created = await stripe.paymentIntents.create(intent);
    fake.confirm(created.id, '4242424242424242');
    expect(await codeOf(stripe.refunds.create({ payment_intent: created.id, reason: 'changed_mind' as 'duplicate' }))).toBe('HTTP 400');
    expect(await codeOf(stripe.refunds.create({}))).toBe('HTTP 400');
    expect(await codeOf(stripe.refunds.create({ payment_intent: 'pi_nobody' }))).toBe('resource_missing');
    expect(await codeOf(stripe.refunds.create({ payment_intent: created.id, amount: 5_001 }))).toBe('amount_too_large');
    expect(await codeOf(stripe.refunds.create({ payment_intent: created.id }))).toBe('accepted');
    expect(await codeOf(stripe.refunds.create({ payment_intent: created.id }))).toBe('charge_already_refunded');
  });

  it('knows exactly the create parameters of the API version the stripe package pins', () => {
    const types = readFileSync(
      fileURLToPath(new URL('../../../node_modules/stripe/cjs/resources/PaymentIntents.d.ts', import.meta.url)),
      'utf8',
    );
    const start = types.indexOf('interface PaymentIntentCreateParams {');
    const names: string[] = [];
    let depth = 0;
    for (const line of types.slice(start).split('\n').slice(1)) {
      if (depth === 0 && line.trim() === '}') break;
      const name = /^\s*(\w+)\??:/.exec(line)?.[1];
      if (depth === 0 && name) names.push(name);
      depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    }
    expect([...INTENT_CREATE_PARAMETERS].sort()).toEqual(names.sort());
  });
});
