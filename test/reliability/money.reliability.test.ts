import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/adapters/in-memory/manual-clock';
import { InMemoryRateLimiter } from '../../src/adapters/in-memory/in-memory-rate-limiter';
import { PAYMENT_WINDOW_SECONDS } from '../../src/server/payment-limits';
import { StripePaymentProcessor } from '../../src/adapters/stripe/stripe-payment-processor';
import type { PaymentProcessor } from '../../src/application/ports/payment-processor.port';
import { appWorld, type AppWorld } from '../support/app-world';
import { FakeStripeServer, signedByStripe } from '../support/fake-stripe-server';
import { checkout, startPayment, type Session } from '../server/payments/payment-requests';
import { recordFigures } from './support/figures';

// SECURITY.md, Money. The example-based tests of test/server/payments prove each rule once; these
// send many generated tampered checkouts, and put a slow and a failing processor in the way.

/** The app over a processor that counts the intents it is asked to open. */
function countingWorld() {
  const plain = appWorld();
  let created = 0;
  const counting: PaymentProcessor = {
    createIntent: (request) => (created++, plain.processor.createIntent(request)),
    retrieveIntent: (id) => plain.processor.retrieveIntent(id),
    verifyWebhook: (body, signature) => plain.processor.verifyWebhook(body, signature),
    refund: (id, request) => plain.processor.refund(id, request),
  };
  // One client sends every generated request; the per-client limit on payment starts (429 after
  // PAYMENT_RATE_LIMIT, proven by its own tests) is raised so each answer shows the price check.
  const paymentStarts = new InMemoryRateLimiter(new ManualClock(), { failures: 1_000_000, windowSeconds: PAYMENT_WINDOW_SECONDS });
  const world = appWorld({ ...plain.deps, processor: counting, paymentStarts });
  return { ...world, intentsOpened: () => created, orders: async () => (await world.deps.ledger.listUnfinished())._unsafeUnwrap().length };
}

const ITEMS = ['membership', 'donation', 'banquet-2022', 'cookout-2022', 'cookout-2024', 'sponsor-cookout-2024'];
const badCount = fc.oneof(
  fc.integer({ max: -1 }),
  fc.integer({ min: 501 }),
  fc.double({ min: 0.01, max: 499.99, noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom('two', '1.5', '-3', '', ' ', '1e3', '0x10', 'NaN', null, true, [], {}, 1e21, Number.MAX_SAFE_INTEGER + 2),
);
const badDonation = fc.oneof(
  fc.integer({ max: 0 }),
  fc.integer({ min: 99_999_901 }),
  fc.integer({ min: 1, max: 99_999_900 }).filter((cents) => cents % 100 !== 0),
  fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom('ten', '', null, '1e9'),
);
const tamperedOrder = fc.oneof(
  fc
    .string()
    .filter((item) => !ITEMS.includes(item))
    .map((item) => ({ item, tickets: 1 })),
  badCount.map((tickets) => ({ item: 'cookout-2024', tickets })),
  fc.tuple(badCount, fc.integer({ min: 0, max: 5 })).map(([adults, children]) => ({ item: 'banquet-2022', adults, children })),
  badCount.map((students) => ({ item: 'sponsor-cookout-2024', students, studentNames: 'Ada' })),
  badDonation.map((amount) => ({ item: 'donation', amount, donationType: 'Chapter Donation' })),
);

let checked = 0;
/** Slow and failing answers the fake Stripe server was made to give. */
const processorFaults: string[] = [];

describe('money abuse (generated)', () => {
  it('The server computes every amount from the order: tampered amounts, unknown items, negative, zero, fractional, non-numeric and huge counts or donations answer 400 with a message, and no payment intent is created', async () => {
    const world = countingWorld();
    const valid = await startPayment(world.app, checkout());
    expect(valid.status).toBe(200);
    const price = valid.body.amount as number;
    const [intentsBefore, ordersBefore] = [world.intentsOpened(), await world.orders()];
    const tampered = fc.oneof(
      tamperedOrder.map((order) => checkout({ order })),
      fc
        .oneof(fc.integer(), fc.double({ noNaN: true }), fc.integer().map(String))
        .filter((amount) => Number(amount) !== price)
        .map((amount) => checkout({ amount })),
    );
    await fc.assert(
      fc.asyncProperty(tampered, fc.string({ minLength: 1, maxLength: 40 }), async (body, key) => {
        const answer = await startPayment(world.app, body, `tamper-${key}`);
        checked++;
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.error?.message).toEqual(expect.any(String));
      }),
      { numRuns: 1_500, seed: 20_260_615 },
    );
    expect(world.intentsOpened()).toBe(intentsBefore);
    expect(await world.orders()).toBe(ordersBefore);
  });
});

describe('the payment processor slow or failing (Stripe SDK against the fake Stripe server)', () => {
  const WEBHOOK_SECRET = 'whsec_reliability';
  let fake: FakeStripeServer;
  beforeEach(async () => {
    fake = await FakeStripeServer.start();
  });
  afterEach(async () => {
    await fake.close();
    recordFigures('money', { tamperedCheckouts: checked, processorFaults });
  });

  function stripeWorld(timeoutMs: number): AppWorld {
    const plain = appWorld();
    const processor = new StripePaymentProcessor({
      stripe: fake.client({ timeout: timeoutMs }),
      webhookSecret: WEBHOOK_SECRET,
      clock: new ManualClock(Date.now()),
    });
    return appWorld({
      processor,
      simulator: null,
      config: {
        ...plain.deps.config,
        stripe: { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: WEBHOOK_SECRET },
      },
    });
  }

  const creates = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

  it('One payment intent per order, created with an Idempotency-Key: a processor slower than the timeout, then one answering 500, give the client a clear 503; each retry reuses the key, and one intent is charged once', async () => {
    const world = stripeWorld(400);
    fake.delayNext(1_500);
    const slow = await startPayment(world.app, checkout(), 'slow-then-failing');
    expect(slow.status).toBe(503);
    expect(slow.body.error?.message).toMatch(/try again/i);
    fake.failNext(1);
    const failing = await startPayment(world.app, checkout(), 'slow-then-failing');
    expect(failing.status).toBe(503);
    const retried = await startPayment(world.app, checkout(), 'slow-then-failing');
    expect(retried.status).toBe(200);
    const session = retried.body as unknown as Session;

    expect(creates()).toHaveLength(3);
    expect(new Set(creates().map((r) => r.idempotencyKey))).toEqual(new Set([`order-${session.orderId}`]));
    expect(fake.intents.size).toBe(1);

    // Charged once at Stripe; the success reported by the browser and by two webhook deliveries fulfils once.
    const [intentId] = [...fake.intents.keys()];
    fake.confirm(intentId ?? '', '4242424242424242');
    const event = signedByStripe(fake.event(intentId ?? '', 'payment_intent.succeeded'), WEBHOOK_SECRET);
    const deliver = () =>
      world.app.request('/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signatureHeader },
        body: event.rawBody,
      });
    const sync = () =>
      world.app.request(`/payment/${session.orderId}/sync`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientSecret: session.clientSecret }),
      });
    const answers = await Promise.all([sync(), deliver(), deliver(), sync()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect((await world.deps.ledger.get(session.orderId))._unsafeUnwrap().status).toBe('fulfilled');
    expect(world.mailer.sent().filter((m) => m.subject.startsWith('Your receipt'))).toHaveLength(1);
    processorFaults.push(
      'Stripe slower than the client timeout: 503, the retry on the same key finds the one intent',
      'Stripe answering 500: 503, the retry on the same key finds the one intent',
    );
  });

  it('One payment intent per order: a processor answering late but within the timeout is waited for, and a double submit during it opens one intent', async () => {
    const world = stripeWorld(5_000);
    fake.delayNext(300, 300);
    const [first, second] = await Promise.all([
      startPayment(world.app, checkout(), 'double-while-slow'),
      startPayment(world.app, checkout(), 'double-while-slow'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toEqual(second.body);
    expect(fake.intents.size).toBe(1);
    processorFaults.push('Stripe answering late within the timeout, during a double submit: one intent');
  });
});
