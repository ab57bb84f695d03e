import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InMemoryRateLimiter } from '../../../src/adapters/in-memory/in-memory-rate-limiter';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { StripePaymentProcessor } from '../../../src/adapters/stripe/stripe-payment-processor';
import { PaymentClients } from '../../../src/server/payment-limits';
import { appWorld, type AppWorld } from '../../support/app-world';
import { FakeStripeServer, signedByStripe } from '../../support/fake-stripe-server';
import { checkout, DECLINED_CARD, deliver, type Session } from './payment-requests';

/** The connection a request came in on, as @hono/node-server hands it to the app (getConnInfo reads it). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: 'IPv4' } } });

let keys = 0;
async function start(world: Pick<AppWorld, 'app'>, address = '192.0.2.1') {
  const response = await world.app.request(
    '/payment',
    { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `limit-${++keys}` }, body: JSON.stringify(checkout()) },
    from(address),
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> & { error?: Record<string, unknown> } };
}

const orders = async (world: AppWorld) => (await world.deps.ledger.listUnfinished())._unsafeUnwrap().length;

describe('POST /payment, limited per client', () => {
  it('lets a client start PAYMENT_RATE_LIMIT payments in 10 minutes, then answers 429 with Retry-After and opens nothing', async () => {
    const clock = new ManualClock(Date.now());
    const world = appWorld({ clock, paymentStarts: new InMemoryRateLimiter(clock, { failures: 3, windowSeconds: 600 }) });
    for (let i = 0; i < 3; i++) expect((await start(world)).status).toBe(200);
    const refused = await start(world);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(refused.body.error).toEqual({
      type: 'RateLimited',
      message: 'Too many payments were started from this connection. Please try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(await orders(world)).toBe(3);
    expect((await start(world, '192.0.2.2')).status).toBe(200);
    clock.advance(600_001);
    expect((await start(world)).status).toBe(200);
  });

  it('counts 20 payments per client by default', async () => {
    const world = appWorld();
    for (let i = 0; i < 20; i++) expect((await start(world)).status).toBe(200);
    expect((await start(world)).status).toBe(429);
  });

  it('refuses a new payment to a client with 5 declined cards in 10 minutes', async () => {
    const world = appWorld();
    for (let i = 0; i < 5; i++) {
      const session = (await start(world)).body as unknown as Session;
      const answer = await world.app.request(
        '/payment/confirm',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(confirmBody(session)) },
        from('192.0.2.1'),
      );
      expect(answer.status).toBe(402);
    }
    const refused = await start(world);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ type: 'RateLimited', message: 'Too many declined payments. Please try again in 10 minutes.' });
    expect((await start(world, '192.0.2.9')).status).toBe(200);
  });
});

function confirmBody(session: Session) {
  return {
    orderId: session.orderId,
    clientSecret: session.clientSecret,
    card: { number: DECLINED_CARD, expMonth: 12, expYear: new Date().getUTCFullYear() + 5, cvc: '123' },
    billing: { name: 'Ada Lovelace', email: 'ada@example.org' },
  };
}

describe('declines when Stripe takes the card', () => {
  const WEBHOOK_SECRET = 'whsec_limits_test';
  let fake: FakeStripeServer;
  beforeEach(async () => {
    fake = await FakeStripeServer.start();
  });
  afterEach(async () => fake.close());

  it('counts each payment_failed webhook against the client that started the order, once per event', async () => {
    const plain = appWorld();
    const processor = new StripePaymentProcessor({ stripe: fake.client(), webhookSecret: WEBHOOK_SECRET, clock: new ManualClock(Date.now()) });
    const stripe = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: WEBHOOK_SECRET };
    const world = appWorld({ processor, simulator: null, config: { ...plain.deps.config, stripe } });
    const session = (await start(world, '198.51.100.7')).body as unknown as Session;
    const intentId = (await world.deps.ledger.get(session.orderId))._unsafeUnwrap().paymentId ?? '';
    for (let attempt = 0; attempt < 5; attempt++) {
      fake.confirm(intentId, DECLINED_CARD);
      const webhook = signedByStripe(fake.event(intentId, 'payment_intent.payment_failed'), WEBHOOK_SECRET);
      expect((await deliver(world.app, webhook)).body).toMatchObject({ outcome: 'failed' });
      if (attempt === 0) expect((await deliver(world.app, webhook)).body).toMatchObject({ outcome: 'duplicate' });
    }
    const refused = await start(world, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ message: 'Too many declined payments. Please try again in 10 minutes.' });
    expect((await start(world, '198.51.100.8')).status).toBe(200);
  });
});

describe('PaymentClients', () => {
  it('remembers who started an order, forgetting the oldest past 10,000 orders', () => {
    const payers = new PaymentClients();
    for (let i = 0; i <= 10_000; i++) payers.remember(`order-${i}`, `client-${i}`);
    expect(payers.clientOf('order-0')).toBeNull();
    expect(payers.clientOf('order-1')).toBe('client-1');
    expect(payers.clientOf('order-10000')).toBe('client-10000');
  });
});
