import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StripePaymentProcessor } from '../../../src/adapters/stripe/stripe-payment-processor';
import { reconcileOrders } from '../../../src/application/server/payments/reconcile-orders.use-case';
import { BILLING, card } from '../../contracts/card-simulator.contract';
import { appWorld, type AppWorld } from '../../support/app-world';
import { FakeStripeServer, signedByStripe } from '../../support/fake-stripe-server';
import {
  confirm,
  DECLINED_CARD,
  deliver,
  GOOD_CARD,
  membershipCheckout,
  openSession,
  send,
  startPayment,
  type Session,
} from './payment-requests';

const WEBHOOK_SECRET = 'whsec_stripe_app_test';
// One fake per test: each world counts its order ids from 1, and Stripe would refuse a key reused across them.
let fake: FakeStripeServer;
beforeEach(async () => {
  fake = await FakeStripeServer.start();
});
afterEach(async () => fake.close());

/** The app wired as with `STRIPE_SECRET_KEY` set: the Stripe adapter (pointed at the fake), no simulator. */
function stripeWorld(): AppWorld {
  const plain = appWorld();
  const processor = new StripePaymentProcessor({
    stripe: fake.client(),
    webhookSecret: WEBHOOK_SECRET,
    clock: plain.clock,
  });
  const stripe = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: WEBHOOK_SECRET };
  return appWorld({ processor, simulator: null, config: { ...plain.deps.config, stripe } });
}

const intentOf = async (world: AppWorld, session: Session) =>
  (await world.deps.ledger.get(session.orderId))._unsafeUnwrap().paymentId ?? '';
const sync = (world: AppWorld, session: Session, clientSecret = session.clientSecret) =>
  send(world.app, 'POST', `/payment/${session.orderId}/sync`, { clientSecret });
const receipts = (world: AppWorld) => world.mailer.sent().filter((m) => m.subject.startsWith('Your receipt')).length;

describe('payments with Stripe (the SDK against a local Stripe-compatible fake)', () => {
  it('opens one Stripe intent per order, keyed on the order, with the order in its metadata', async () => {
    const world = stripeWorld();
    const [first, second] = await Promise.all([
      startPayment(world.app, membershipCheckout(), 'double'),
      startPayment(world.app, membershipCheckout(), 'double'),
    ]);
    expect(first!.body).toEqual(second!.body);
    const session = first!.body as unknown as Session;
    const intent = fake.intents.get(await intentOf(world, session));
    expect(intent).toMatchObject({
      amount: 5_000,
      currency: 'usd',
      description: 'Annual Membership',
      metadata: { orderId: session.orderId, item: 'membership' },
    });
    expect(session.clientSecret).toBe(intent?.client_secret);
    expect(new Set(fake.requests.filter((r) => r.body.includes(session.orderId)).map((r) => r.idempotencyKey))).toEqual(
      new Set([`order-${session.orderId}`]),
    );
  });

  it('settles on the server after Stripe.js confirmed the card (POST /payment/:orderId/sync), once', async () => {
    const world = stripeWorld();
    const session = await openSession(world.app, membershipCheckout());
    expect((await sync(world, session)).body).toMatchObject({ status: 'pending', fulfilment: 'pending' });
    fake.confirm(await intentOf(world, session), GOOD_CARD);
    const answer = await sync(world, session);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      orderId: session.orderId,
      status: 'fulfilled',
      amount: 5_000,
      description: 'Annual Membership',
      receiptEmail: 'grace@example.org',
      fulfilment: 'fulfilled',
    });
    expect((await sync(world, session)).body).toMatchObject({ fulfilment: 'fulfilled' });
    expect((await world.deps.members.findByEmail('grace@example.org'))._unsafeUnwrap()).not.toBeNull();
    expect(receipts(world)).toBe(1);
  });

  it('reads a declined card as failed, and fulfils when another card is then accepted', async () => {
    const world = stripeWorld();
    const session = await openSession(world.app);
    const intentId = await intentOf(world, session);
    fake.confirm(intentId, DECLINED_CARD);
    expect((await sync(world, session)).body).toMatchObject({ status: 'failed', fulfilment: 'failed' });
    fake.confirm(intentId, GOOD_CARD);
    expect((await sync(world, session)).body).toMatchObject({ status: 'fulfilled' });
  });

  it('fulfils from a webhook signed by Stripe, and the browser’s sync after it changes nothing', async () => {
    const world = stripeWorld();
    const session = await openSession(world.app, membershipCheckout());
    const intentId = await intentOf(world, session);
    fake.confirm(intentId, GOOD_CARD);
    const webhook = signedByStripe(fake.event(intentId, 'payment_intent.succeeded'), WEBHOOK_SECRET);
    expect((await deliver(world.app, webhook)).body).toMatchObject({ outcome: 'fulfilled' });
    expect((await deliver(world.app, webhook)).body).toMatchObject({ outcome: 'duplicate' });
    expect((await sync(world, session)).body).toMatchObject({ fulfilment: 'fulfilled' });
    expect(receipts(world)).toBe(1);
  });

  it('refuses a Stripe webhook that is stale (>300 s), signed with another secret, or changed', async () => {
    const world = stripeWorld();
    const session = await openSession(world.app);
    const intentId = await intentOf(world, session);
    fake.confirm(intentId, GOOD_CARD);
    const body = fake.event(intentId, 'payment_intent.succeeded');
    for (const webhook of [
      signedByStripe(body, WEBHOOK_SECRET, { ageSeconds: 301, now: world.clock.now() }),
      signedByStripe(body, WEBHOOK_SECRET, { secret: 'whsec_other' }),
      { ...signedByStripe(body, WEBHOOK_SECRET), rawBody: body.replace('"amount":5000', '"amount":50') },
    ]) {
      expect((await deliver(world.app, webhook)).status).toBe(400);
    }
    expect((await world.deps.ledger.get(session.orderId))._unsafeUnwrap().status).toBe('pending');
  });

  it('fulfils by reconciliation when neither the webhook nor the browser comes back', async () => {
    const world = stripeWorld();
    const session = await openSession(world.app, membershipCheckout());
    fake.confirm(await intentOf(world, session), GOOD_CARD);
    expect((await reconcileOrders(world.deps))._unsafeUnwrap()).toMatchObject({ checked: 1, fulfilled: 1, errors: 0 });
    expect(receipts(world)).toBe(1);
  });

  it('answers 503 when Stripe is down, and the same key then opens the one intent', async () => {
    const world = stripeWorld();
    fake.failNext(1);
    const outage = await startPayment(world.app, membershipCheckout(), 'retry-me');
    expect(outage.status).toBe(503);
    const retried = await startPayment(world.app, membershipCheckout(), 'retry-me');
    expect(retried.status).toBe(200);
    fake.failNext(1);
    expect((await sync(world, retried.body as unknown as Session)).status).toBe(503);
  });

  it('answers 404 to a sync with a wrong secret or for an unknown order', async () => {
    const world = stripeWorld();
    const session = await openSession(world.app);
    expect((await sync(world, session, 'pi_x_secret_wrong')).status).toBe(404);
    expect((await sync(world, { ...session, orderId: 'nope' })).status).toBe(404);
    expect((await send(world.app, 'POST', `/payment/${'x'.repeat(101)}/sync`, { clientSecret: 'a' })).status).toBe(400);
  });

  it('has no simulator confirmation', async () => {
    const world = stripeWorld();
    expect((await confirm(world.app, await openSession(world.app))).status).toBe(404);
  });
});

describe('GET /payment/:orderId/status and sync with the simulator', () => {
  it('reads the order for the holder of the client secret only', async () => {
    const world = appWorld();
    const session = await openSession(world.app);
    const read = (query: string) => world.app.request(`/payment/${session.orderId}/status${query}`);
    const pending = await read(`?clientSecret=${encodeURIComponent(session.clientSecret)}`);
    expect(pending.status).toBe(200);
    expect(await pending.json()).toEqual({
      orderId: session.orderId,
      status: 'pending',
      amount: 5_000,
      description: 'Cookout 2024 Tickets: 2',
      receiptEmail: 'ada@example.org',
      fulfilment: 'pending',
    });
    expect(pending.headers.get('cache-control')).toBe('no-store');
    expect((await read('?clientSecret=wrong')).status).toBe(404);
    expect((await read('')).status).toBe(400);
    void (await confirm(world.app, session));
    expect(await (await read(`?clientSecret=${encodeURIComponent(session.clientSecret)}`)).json()).toMatchObject({
      fulfilment: 'fulfilled',
    });
  });

  it('settles a payment charged at the simulator when the browser asks', async () => {
    const world = appWorld();
    const session = await openSession(world.app);
    void (await world.processor.confirm(await intentOf(world, session), card(GOOD_CARD), BILLING));
    expect((await sync(world, session)).body).toMatchObject({ status: 'fulfilled' });
  });
});
