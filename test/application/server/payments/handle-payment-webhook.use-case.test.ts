import { describe, expect, it } from 'vitest';
import type { Cents } from '../../../../src/domain/money';
import { eventBody } from '../../../../src/adapters/card-simulator/simulator-events';
import { handlePaymentWebhook } from '../../../../src/application/server/payments/handle-payment-webhook.use-case';
import type { PaymentIntent } from '../../../../src/application/ports/payment-processor.port';
import { lastDelivery, paymentsWorld, signed, type PaymentsWorld } from '../../../support/payments-world';
import { breaking, chargeAtProcessor, DECLINED_CARD, GOOD_CARD, membershipInput, openSession, receipts } from './payments-fixtures';

const deliver = (world: PaymentsWorld, webhook: { rawBody: string; signatureHeader: string }) => handlePaymentWebhook(world, webhook);

/** A session charged at the processor (no fulfilment yet) and the webhook it would deliver. */
async function charged(world: PaymentsWorld, number = GOOD_CARD) {
  const session = await openSession(world);
  const intentId = await chargeAtProcessor(world, session, number);
  return { session, intentId, webhook: lastDelivery(world, intentId) };
}

/** A validly signed event about an intent, saying whatever a test needs it to. */
async function forged(world: PaymentsWorld, intentId: string, change: Partial<PaymentIntent>, id = 'evt_forged') {
  const intent = { ...(await world.processor.retrieveIntent(intentId))._unsafeUnwrap(), status: 'succeeded' as const, ...change };
  return signed(world, eventBody(id, 'payment_intent.succeeded', 1_781_524_800, intent, null));
}

const orderOf = async (world: PaymentsWorld, id: string) => (await world.ledger.get(id))._unsafeUnwrap();

describe('handlePaymentWebhook', () => {
  it('fulfils the order of a verified success, once, with the event time as the payment time', async () => {
    const world = paymentsWorld();
    const { session, webhook } = await charged(world);
    expect((await deliver(world, webhook))._unsafeUnwrap()).toEqual({
      eventId: webhook.eventId,
      outcome: 'fulfilled',
      orderId: session.orderId,
    });
    expect(await orderOf(world, session.orderId)).toMatchObject({ status: 'fulfilled', paidAt: '2026-06-15T12:00:00.000Z' });
    expect(receipts(world)).toHaveLength(1);
  });

  it('creates the new member of a paid membership', async () => {
    const world = paymentsWorld();
    const session = await openSession(world, membershipInput());
    const intentId = await chargeAtProcessor(world, session);
    void (await deliver(world, lastDelivery(world, intentId)));
    expect((await world.members.findByEmail('grace@example.org'))._unsafeUnwrap()?.membership).toBe('Annual Membership');
  });

  it('refuses a forged or stale signature and changes nothing', async () => {
    const world = paymentsWorld();
    const { session, webhook } = await charged(world);
    const attempts = [
      { rawBody: webhook.rawBody.replace('"amount":5000', '"amount":1'), signatureHeader: webhook.signatureHeader },
      signed(world, webhook.rawBody, { secret: 'whsec_wrong' }),
      signed(world, webhook.rawBody, { ageSeconds: 301 }),
      { rawBody: webhook.rawBody, signatureHeader: '' },
    ];
    for (const attempt of attempts) expect((await deliver(world, attempt))._unsafeUnwrapErr().type).toBe('InvalidSignature');
    expect((await orderOf(world, session.orderId)).status).toBe('pending');
  });

  it('refuses a signed body that is not an event', async () => {
    const world = paymentsWorld();
    expect((await deliver(world, signed(world, 'not json')))._unsafeUnwrapErr().type).toBe('InvalidEvent');
  });

  it('ignores other kinds of event', async () => {
    const world = paymentsWorld();
    const other = signed(world, JSON.stringify({ id: 'evt_x', type: 'customer.created', created: 1, data: {} }));
    expect((await deliver(world, other))._unsafeUnwrap()).toEqual({ eventId: 'evt_x', outcome: 'ignored' });
  });

  it('does nothing for an event it has seen', async () => {
    const world = paymentsWorld();
    const { webhook } = await charged(world);
    void (await deliver(world, webhook));
    expect((await deliver(world, webhook))._unsafeUnwrap().outcome).toBe('duplicate');
    expect(receipts(world)).toHaveLength(1);
  });

  it('answers unknown-payment for a payment that is not ours', async () => {
    const world = paymentsWorld();
    const intent = (
      await world.processor.createIntent({
        amount: 1_000 as Cents,
        currency: 'usd',
        description: 'elsewhere',
        metadata: {},
        receiptEmail: null,
        idempotencyKey: 'k',
      })
    )._unsafeUnwrap();
    expect((await deliver(world, await forged(world, intent.id, {})))._unsafeUnwrap().outcome).toBe('unknown-payment');
    const strange = await forged(world, intent.id, { metadata: { orderId: 'no-such-order' } }, 'evt_2');
    expect((await deliver(world, strange))._unsafeUnwrap().outcome).toBe('unknown-payment');
  });

  it('finds the order by its metadata when the payment was never attached (a crash), and fulfils it', async () => {
    const world = paymentsWorld();
    const { ledger } = world;
    const crashed = await openSession({ ...world, ledger: breaking(ledger, 'attachPayment', 1) }).catch(() => null);
    expect(crashed).toBeNull();
    const intent = (
      await world.processor.createIntent({
        amount: 5_000 as Cents,
        currency: 'usd',
        description: 'Cookout 2024 Tickets: 2',
        metadata: { orderId: 'id-000001', item: 'event-tickets', event: 'cookout-2024' },
        receiptEmail: null,
        idempotencyKey: 'order-id-000001',
      })
    )._unsafeUnwrap();
    const result = await deliver(world, await forged(world, intent.id, {}));
    expect(result._unsafeUnwrap().outcome).toBe('fulfilled');
    expect(await orderOf(world, 'id-000001')).toMatchObject({ paymentId: intent.id, status: 'fulfilled' });
  });

  it.each<[string, Partial<PaymentIntent>]>([
    ['amount', { amount: 100 as Cents }],
    ['currency', { currency: 'eur' }],
    ['order id', { metadata: { orderId: 'someone-else' } }],
  ])('flags, and does not fulfil, a payment whose %s does not match the order', async (field, change) => {
    const world = paymentsWorld();
    const { session, intentId } = await charged(world);
    expect((await deliver(world, await forged(world, intentId, change)))._unsafeUnwrap().outcome).toBe('flagged');
    const order = await orderOf(world, session.orderId);
    expect(order.status).toBe('flagged');
    expect(order.note).toContain(field);
    expect(world.mailer.sent()).toEqual([]);
  });

  it('marks a pending order failed with the decline message', async () => {
    const world = paymentsWorld();
    const { session, webhook } = await charged(world, DECLINED_CARD);
    expect((await deliver(world, webhook))._unsafeUnwrap().outcome).toBe('failed');
    expect(await orderOf(world, session.orderId)).toMatchObject({ status: 'failed', note: 'Your card was declined.' });
  });

  it('leaves a paid order paid when a failure arrives after the success (out of order)', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    const intentId = await chargeAtProcessor(world, session, DECLINED_CARD);
    const failure = lastDelivery(world, intentId);
    await chargeAtProcessor(world, session, GOOD_CARD);
    const success = lastDelivery(world, intentId);
    expect((await deliver(world, success))._unsafeUnwrap().outcome).toBe('fulfilled');
    expect((await deliver(world, failure))._unsafeUnwrap().outcome).toBe('ignored');
    expect((await orderOf(world, session.orderId)).status).toBe('fulfilled');
  });

  it('fulfils an order whose failure arrived before the retried card succeeded', async () => {
    const world = paymentsWorld();
    const session = await openSession(world);
    const intentId = await chargeAtProcessor(world, session, DECLINED_CARD);
    void (await deliver(world, lastDelivery(world, intentId)));
    await chargeAtProcessor(world, session, GOOD_CARD);
    expect((await deliver(world, lastDelivery(world, intentId)))._unsafeUnwrap().outcome).toBe('fulfilled');
  });

  it.each(['rememberEvent', 'findByPaymentId', 'markPaid'] as const)('answers Unavailable when the ledger cannot %s', async (method) => {
    const world = paymentsWorld();
    const { webhook } = await charged(world);
    expect((await handlePaymentWebhook({ ...world, ledger: breaking(world.ledger, method) }, webhook))._unsafeUnwrapErr().type).toBe(
      'Unavailable',
    );
  });

  it('answers Unavailable when the processor cannot verify', async () => {
    const world = paymentsWorld();
    const { webhook } = await charged(world);
    const processor = breaking(world.processor, 'verifyWebhook');
    expect((await handlePaymentWebhook({ ...world, processor }, webhook))._unsafeUnwrapErr().type).toBe('Unavailable');
  });

  it('does the work again when an event that failed midway is redelivered: it was not remembered', async () => {
    const world = paymentsWorld();
    const { session, webhook } = await charged(world);
    expect((await handlePaymentWebhook({ ...world, ledger: breaking(world.ledger, 'markPaid') }, webhook)).isErr()).toBe(true);
    expect((await deliver(world, webhook))._unsafeUnwrap().outcome).toBe('fulfilled');
    expect((await orderOf(world, session.orderId)).status).toBe('fulfilled');
    expect(receipts(world)).toHaveLength(1);
  });

  it('does the work again when the fulfilment broke after the payment was recorded', async () => {
    const world = paymentsWorld();
    const { session, webhook } = await charged(world);
    expect((await handlePaymentWebhook({ ...world, ledger: breaking(world.ledger, 'markFulfilled') }, webhook)).isErr()).toBe(true);
    expect((await orderOf(world, session.orderId)).status).toBe('paid');
    expect((await deliver(world, webhook))._unsafeUnwrap().outcome).toBe('fulfilled');
    expect(receipts(world)).toHaveLength(1);
  });

  it('remembers an event only once it was settled: an outage while remembering is retried, and changes nothing more', async () => {
    const world = paymentsWorld();
    const { webhook } = await charged(world);
    expect(
      (await handlePaymentWebhook({ ...world, ledger: breaking(world.ledger, 'rememberEvent') }, webhook))._unsafeUnwrapErr().type,
    ).toBe('Unavailable');
    expect((await deliver(world, webhook))._unsafeUnwrap().outcome).toBe('already-fulfilled');
    expect((await deliver(world, webhook))._unsafeUnwrap().outcome).toBe('duplicate');
    expect(receipts(world)).toHaveLength(1);
  });

  it('does not remember an event it could not settle', async () => {
    const world = paymentsWorld();
    const { webhook } = await charged(world);
    void (await handlePaymentWebhook({ ...world, ledger: breaking(world.ledger, 'findByPaymentId') }, webhook));
    expect((await world.ledger.rememberEvent(webhook.eventId))._unsafeUnwrap()).toBe('new');
  });
});
