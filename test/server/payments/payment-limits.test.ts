import { errAsync } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InMemoryRateLimiter } from '../../../src/adapters/in-memory/in-memory-rate-limiter';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { StripePaymentProcessor } from '../../../src/adapters/stripe/stripe-payment-processor';
import { PaymentClients } from '../../../src/server/payment-limits';
import { appWorld, type AppWorld } from '../../support/app-world';
import { FakeStripeServer, signedByStripe } from '../../support/fake-stripe-server';
import { DECLINING_CARDS } from '../../contracts/card-simulator.contract';
import {
  BUYER,
  checkout,
  DECLINED_CARD,
  deliver,
  GOOD_CARD,
  membershipCheckout,
  memberWithAccessToken,
  type Session,
} from './payment-requests';

/** The connection a request came in on, as @hono/node-server hands it to the app (getConnInfo reads it). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: 'IPv4' } } });

let keys = 0;
/** POST /payment from an address: two Cookout tickets for BUYER unless another body (or signed-in headers) is given. */
async function start(
  world: Pick<AppWorld, 'app'>,
  address = '192.0.2.1',
  body: unknown = checkout(),
  headers: Record<string, string> = {},
) {
  const response = await world.app.request(
    '/payment',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `limit-${++keys}`, ...headers },
      body: JSON.stringify(body),
    },
    from(address),
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown> & { error?: Record<string, unknown> },
  };
}

/** POST /payment/confirm from an address, with the simulator's card form. */
async function confirmFrom(world: Pick<AppWorld, 'app'>, session: Session, number: string, address: string) {
  const response = await world.app.request(
    '/payment/confirm',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(confirmBody(session, number)) },
    from(address),
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown> & { error?: Record<string, unknown> },
  };
}

/** A checkout whose contact is someone of its own, so only the limit under test is met. */
const forContact = (email: string) => checkout({ contact: { ...BUYER, email } });

const orders = async (world: AppWorld) => (await world.deps.ledger.listUnfinished())._unsafeUnwrap().length;

describe('POST /payment, limited per client', () => {
  it('lets a client start PAYMENT_RATE_LIMIT payments in 10 minutes, then answers 429 with Retry-After and opens nothing', async () => {
    const clock = new ManualClock(Date.now());
    const world = appWorld({ clock, paymentStarts: new InMemoryRateLimiter(clock, { failures: 3, windowSeconds: 600 }) });
    for (let i = 0; i < 3; i++) expect((await start(world, '192.0.2.1', forContact(`buyer-${i}@example.org`))).status).toBe(200);
    const refused = await start(world, '192.0.2.1', forContact('buyer-3@example.org'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(refused.body.error).toEqual({
      type: 'RateLimited',
      message: 'Too many payments were started from this connection. Please try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(await orders(world)).toBe(3);
    expect((await start(world, '192.0.2.2', forContact('buyer-3@example.org'))).status).toBe(200);
    clock.advance(600_001);
    expect((await start(world, '192.0.2.1', forContact('buyer-4@example.org'))).status).toBe(200);
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
      expect((await confirmFrom(world, session, DECLINED_CARD, '192.0.2.1')).status).toBe(402);
    }
    const refused = await start(world);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      type: 'RateLimited',
      message: 'Too many declined payments. Please try again in 10 minutes.',
    });
    expect((await start(world, '192.0.2.9')).status).toBe(200);
  });
});

describe('POST /payment, limited per account and per e-mail', () => {
  const limited = (failures = 3) => {
    const clock = new ManualClock(Date.now());
    return appWorld({ clock, paymentStarts: new InMemoryRateLimiter(clock, { failures, windowSeconds: 600 }) });
  };

  it('counts payments started for one contact e-mail from every client: the next answers 429 with Retry-After and opens nothing', async () => {
    const world = limited();
    for (let i = 0; i < 3; i++) expect((await start(world, `198.51.100.${i + 1}`, forContact('Same@Example.org '))).status).toBe(200);
    const refused = await start(world, '198.51.100.9', forContact('same@example.org'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(refused.body.error).toEqual({
      type: 'RateLimited',
      message: 'Too many payments were started for this e-mail address. Please try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(await orders(world)).toBe(3);
    expect((await start(world, '198.51.100.9', forContact('other@example.org'))).status).toBe(200);
  });

  it("counts a membership under the new member's e-mail too", async () => {
    const world = limited();
    const join = (contact: string) => membershipCheckout('newcomer@example.org', { contact: { ...BUYER, email: contact } });
    for (let i = 0; i < 3; i++) expect((await start(world, `198.51.100.${i + 1}`, join(`payer-${i}@example.org`))).status).toBe(200);
    const refused = await start(world, '198.51.100.9', join('payer-9@example.org'));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      message: 'Too many payments were started for this e-mail address. Please try again in 10 minutes.',
    });
  });

  it('counts payments started by one signed-in account, whatever e-mails and clients it uses', async () => {
    const world = limited();
    const { headers } = await memberWithAccessToken(world);
    for (let i = 0; i < 3; i++)
      expect((await start(world, `203.0.113.${i + 1}`, forContact(`gift-${i}@example.org`), headers)).status).toBe(200);
    const refused = await start(world, '203.0.113.9', forContact('gift-9@example.org'), headers);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      type: 'RateLimited',
      message: 'Too many payments were started for this account. Please try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(await orders(world)).toBe(3);
    expect((await start(world, '203.0.113.9', forContact('gift-9@example.org'))).status).toBe(200);
  });

  it('uses PAYMENT_RATE_LIMIT (20 by default) for accounts and e-mails too', async () => {
    const world = appWorld();
    for (let i = 0; i < 20; i++) expect((await start(world, `192.0.2.${i + 1}`, forContact('twenty@example.org'))).status).toBe(200);
    expect((await start(world, '192.0.2.99', forContact('twenty@example.org'))).status).toBe(429);
  });

  it("keeps '{email} is already a member. Login to the Member Area to make a payment.' under the limits, then answers 429", async () => {
    const world = limited();
    void (await memberWithAccessToken(world, { email: 'taken@example.org' }));
    for (let i = 0; i < 3; i++) {
      const answer = await start(
        world,
        `192.0.2.${i + 1}`,
        membershipCheckout('taken@example.org', { contact: { ...BUYER, email: `payer-${i}@example.org` } }),
      );
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({
        type: 'DuplicateMember',
        message: 'taken@example.org is already a member. Login to the Member Area to make a payment.',
      });
    }
    const refused = await start(
      world,
      '192.0.2.9',
      membershipCheckout('taken@example.org', { contact: { ...BUYER, email: 'payer-9@example.org' } }),
    );
    expect(refused.status).toBe(429);
    expect(await orders(world)).toBe(0);
  });

  it('lets a checkout through when the starts counter cannot answer', async () => {
    const broken = {
      check: () => errAsync({ type: 'Unavailable' as const, message: 'down' }),
      recordFailure: () => errAsync({ type: 'Unavailable' as const, message: 'down' }),
    };
    const world = appWorld({ paymentStarts: broken });
    expect((await start(world)).status).toBe(200);
  });
});

describe('card testing with the simulator, from many addresses', () => {
  it('stops one order after 5 declines from any addresses (start a new checkout), while buyers elsewhere pay on', async () => {
    const world = appWorld();
    const attacked = (await start(world, '192.0.2.1')).body as unknown as Session;
    for (const [i, [number]] of DECLINING_CARDS.slice(0, 5).entries())
      expect((await confirmFrom(world, attacked, number, `198.51.100.${i + 1}`)).status).toBe(402);
    const refused = await confirmFrom(world, attacked, GOOD_CARD, '198.51.100.77');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      type: 'RateLimited',
      message: 'This payment was declined too many times and cannot be tried again. Please start a new checkout.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBe(24 * 3600);
    const buyer = (await start(world, '203.0.113.5', forContact('buyer@example.org'))).body as unknown as Session;
    expect((await confirmFrom(world, buyer, GOOD_CARD, '203.0.113.5')).status).toBe(200);
  });

  it('stops one card after 5 declines on any orders from any addresses, before charging it; other cards pay on', async () => {
    const world = appWorld();
    for (let i = 0; i < 5; i++) {
      const session = (await start(world, `198.51.100.${i + 1}`, forContact(`tester-${i}@example.org`))).body as unknown as Session;
      expect((await confirmFrom(world, session, DECLINED_CARD, `198.51.100.${i + 1}`)).status).toBe(402);
    }
    const session = (await start(world, '198.51.100.50', forContact('tester-50@example.org'))).body as unknown as Session;
    const charges = world.processor.deliveries().length;
    const refused = await confirmFrom(world, session, DECLINED_CARD, '198.51.100.50');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      type: 'RateLimited',
      message: 'This card was declined too many times. Please use another card, or try again in 10 minutes.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(world.processor.deliveries()).toHaveLength(charges);
    expect((await confirmFrom(world, session, GOOD_CARD, '198.51.100.50')).status).toBe(200);
  });
});

function confirmBody(session: Session, number = DECLINED_CARD) {
  return {
    orderId: session.orderId,
    clientSecret: session.clientSecret,
    card: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 5, cvc: '123' },
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

  const stripeWorld = () => {
    const plain = appWorld();
    const processor = new StripePaymentProcessor({
      stripe: fake.client(),
      webhookSecret: WEBHOOK_SECRET,
      clock: new ManualClock(Date.now()),
    });
    const stripe = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: WEBHOOK_SECRET };
    return appWorld({ processor, simulator: null, config: { ...plain.deps.config, stripe } });
  };
  const intentOf = async (world: AppWorld, session: Session) =>
    (await world.deps.ledger.get(session.orderId))._unsafeUnwrap().paymentId ?? '';

  it('counts each payment_failed webhook against the client that started the order, once per event', async () => {
    const world = stripeWorld();
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

  it("counts Stripe's declines per order, and per card by the fingerprint of last_payment_error.payment_method, once per event", async () => {
    const world = stripeWorld();
    const sessions: Session[] = [];
    for (let i = 0; i < 3; i++)
      sessions.push((await start(world, `198.51.100.${i + 1}`, forContact(`stripe-${i}@example.org`))).body as unknown as Session);
    const decline = async (session: Session, number: string) => {
      const intentId = await intentOf(world, session);
      fake.confirm(intentId, number);
      const webhook = signedByStripe(fake.event(intentId, 'payment_intent.payment_failed'), WEBHOOK_SECRET);
      expect((await deliver(world.app, webhook)).body).toMatchObject({ outcome: 'failed' });
      expect((await deliver(world.app, webhook)).body).toMatchObject({ outcome: 'duplicate' });
    };
    const card = fake.fingerprintOf(DECLINED_CARD);
    for (let i = 0; i < 4; i++) await decline(sessions[0]!, '4000000000009995');
    await decline(sessions[1]!, DECLINED_CARD);
    await decline(sessions[2]!, DECLINED_CARD);
    expect((await world.deps.orderDeclines.check(sessions[0]!.orderId))._unsafeUnwrap()).toEqual({ allowed: true });
    await decline(sessions[0]!, DECLINED_CARD);
    expect((await world.deps.orderDeclines.check(sessions[0]!.orderId))._unsafeUnwrap().allowed).toBe(false);
    expect((await world.deps.orderDeclines.check(sessions[1]!.orderId))._unsafeUnwrap()).toEqual({ allowed: true });
    expect((await world.deps.cardDeclines.check(fake.fingerprintOf('4000000000009995')))._unsafeUnwrap()).toEqual({ allowed: true });
    for (let i = 0; i < 2; i++) await decline(sessions[1]!, DECLINED_CARD);
    expect((await world.deps.cardDeclines.check(card))._unsafeUnwrap().allowed).toBe(false);
    for (const session of sessions) expect(JSON.stringify(session)).not.toContain(card);
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
