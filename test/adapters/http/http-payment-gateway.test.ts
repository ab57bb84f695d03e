import { errAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { fetchWithRetry, type FetchLike } from '../../../src/adapters/http/fetch-with-retry';
import { fetchGraphqlTransport } from '../../../src/adapters/http/graphql-fetch-transport';
import { GraphqlMemberRepository } from '../../../src/adapters/http/graphql-member-repository';
import { HttpPaymentGateway, type ConfirmWithProvider } from '../../../src/adapters/http/http-payment-gateway';
import { jsonClient } from '../../../src/adapters/http/json-client';
import { NETWORK_MESSAGE } from '../../../src/adapters/http/payment-answers';
import { BILLING, card } from '../../contracts/card-simulator.contract';
import { BUYER, cardEntry, membershipRequest, paymentGatewayContract } from '../../contracts/payment-gateway.contract';
import { accessTokenFor } from '../../server/graphql/graphql-world';
import { appWorld, TEST_ADMIN, type AppWorld } from '../../support/app-world';

/** A fetch that goes straight into the app, in process; `wrap` lets a test lose or break answers. */
function gatewayOver(world: AppWorld, options: { wrap?: (fetch: FetchLike) => FetchLike; confirmWithProvider?: ConfirmWithProvider } = {}) {
  const direct: FetchLike = async (url, init) => world.app.request(url, init);
  const send = fetchWithRetry({ fetch: options.wrap ? options.wrap(direct) : direct, sleep: async () => undefined });
  let n = 0;
  return new HttpPaymentGateway({
    client: jsonClient({ fetch: send }),
    newKey: () => `checkout-${++n}`,
    ...(options.confirmWithProvider ? { confirmWithProvider: options.confirmWithProvider } : {}),
  });
}

/** The members as the admin panel reads them: the GraphQL member repository, signed in as an administrator. */
async function adminMembers(world: AppWorld): Promise<GraphqlMemberRepository> {
  const token = await accessTokenFor(world, TEST_ADMIN);
  const send = fetchWithRetry({ fetch: async (url, init) => world.app.request(url, init), sleep: async () => undefined });
  return new GraphqlMemberRepository(
    fetchGraphqlTransport({ url: '/graphql', auth: { mode: 'userPool', token: async () => token } }, send),
  );
}

paymentGatewayContract('over HTTP against the app', async () => {
  const world = appWorld();
  return { gateway: gatewayOver(world), members: await adminMembers(world), hidesSensitiveDeclines: true };
});

const TICKETS = { order: { item: 'cookout-2024' as const, tickets: 2 }, contact: BUYER };
const orders = async (world: AppWorld) => (await world.deps.ledger.listUnfinished())._unsafeUnwrap();

describe('HttpPaymentGateway', () => {
  it("reads account 'existing' from the receipt of a membership whose e-mail already has an account", async () => {
    const world = appWorld();
    (await world.deps.identity.adminCreateUser({ email: 'made.by.admin@example.org' }))._unsafeUnwrap();
    const gateway = gatewayOver(world);
    const pay = async (email: string) => {
      const session = (await gateway.startPayment(membershipRequest(email)))._unsafeUnwrap();
      return (await gateway.confirmCard(session, cardEntry('4242424242424242'), { ...BILLING, email }))._unsafeUnwrap();
    };
    expect(await pay('made.by.admin@example.org')).toMatchObject({ fulfilment: 'fulfilled', account: 'existing' });
    expect(await pay('brand.new@example.org')).not.toHaveProperty('account');
  });

  it('sends a payment request once: a lost answer is reported, never sent again in the background', async () => {
    const world = appWorld();
    const bodies: string[] = [];
    const gateway = gatewayOver(world, {
      wrap: (fetch) => async (url, init) => {
        bodies.push(String(init.body));
        await fetch(url, init);
        throw new TypeError('network connection lost');
      },
    });
    expect((await gateway.startPayment(TICKETS))._unsafeUnwrapErr()).toEqual({ type: 'Network', message: NETWORK_MESSAGE });
    expect(bodies).toHaveLength(1);
    expect((await orders(world)).map((o) => o.idempotencyKey)).toEqual(['checkout-1']);
  });

  it('uses a new key for each checkout', async () => {
    const world = appWorld();
    const gateway = gatewayOver(world);
    const first = (await gateway.startPayment(TICKETS))._unsafeUnwrap();
    const second = (await gateway.startPayment(TICKETS))._unsafeUnwrap();
    expect(first.orderId).not.toBe(second.orderId);
  });

  it('answers Network when the server cannot be reached, after one attempt', async () => {
    let attempts = 0;
    const gateway = gatewayOver(appWorld(), {
      wrap: () => async () => {
        attempts++;
        throw new TypeError('Failed to fetch');
      },
    });
    expect((await gateway.startPayment(TICKETS))._unsafeUnwrapErr()).toEqual({ type: 'Network', message: NETWORK_MESSAGE });
    expect(attempts).toBe(1);
  });

  it('answers a 429 at once with its message and wait: no second request, no waiting, no charge', async () => {
    const world = appWorld();
    const requests: string[] = [];
    const waits: number[] = [];
    const counted: FetchLike = async (url, init) => {
      requests.push(url);
      return world.app.request(url, init);
    };
    const send = fetchWithRetry({ fetch: counted, sleep: async (ms) => void waits.push(ms) });
    let n = 0;
    const gateway = new HttpPaymentGateway({ client: jsonClient({ fetch: send }), newKey: () => `checkout-${++n}` });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const session = (await gateway.startPayment(TICKETS))._unsafeUnwrap();
      expect((await gateway.confirmCard(session, cardEntry('4000000000000002'), BILLING))._unsafeUnwrapErr().type).toBe('CardDeclined');
    }
    requests.length = 0;
    const refused = (await gateway.startPayment(TICKETS))._unsafeUnwrapErr();
    expect(refused).toEqual({
      type: 'RateLimited',
      message: 'Too many declined payments. Please try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(requests).toEqual(['/payment']);
    expect(waits).toEqual([]);
    expect((await orders(world)).filter((order) => order.status !== 'failed')).toEqual([]);
  });

  it.each([
    ['/payment', 'start'],
    ['/payment/confirm', 'confirm'],
  ])('answers a 429 from %s with a short Retry-After at once and never sends it again (the 175-second charge)', async (path) => {
    const world = appWorld();
    const sent: string[] = [];
    const waits: number[] = [];
    const limited = {
      error: { type: 'RateLimited', message: 'Too many declined payments. Please try again in 3 minutes.', retryAfterSeconds: 175 },
    };
    const fetch: FetchLike = async (url, init) => {
      sent.push(url);
      if (url === path) return new Response(JSON.stringify(limited), { status: 429, headers: { 'Retry-After': '175' } });
      return world.app.request(url, init);
    };
    const send = fetchWithRetry({ fetch, sleep: async (ms) => void waits.push(ms) });
    const gateway = new HttpPaymentGateway({ client: jsonClient({ fetch: send }), newKey: () => 'checkout-1' });
    const paid = gateway.startPayment(TICKETS).andThen((session) => gateway.confirmCard(session, cardEntry('4242424242424242'), BILLING));
    expect((await paid)._unsafeUnwrapErr()).toEqual({ type: 'RateLimited', message: limited.error.message, retryAfterSeconds: 175 });
    expect(sent.filter((url) => url === path)).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(world.processor.deliveries()).toEqual([]);
  });

  it('answers ProviderUnavailable for an outage or an answer it does not understand', async () => {
    const outage = gatewayOver(appWorld(), {
      wrap: () => async () => new Response(JSON.stringify({ error: { type: 'Unavailable', message: 'down' } }), { status: 503 }),
    });
    expect((await outage.startPayment(TICKETS))._unsafeUnwrapErr().type).toBe('ProviderUnavailable');
    const strange = gatewayOver(appWorld(), { wrap: () => async () => new Response(JSON.stringify({ hello: 'world' }), { status: 200 }) });
    expect((await strange.startPayment(TICKETS))._unsafeUnwrapErr().type).toBe('ProviderUnavailable');
    const html = gatewayOver(appWorld(), { wrap: () => async () => new Response('<html>', { status: 502 }) });
    expect((await html.startPayment(TICKETS))._unsafeUnwrapErr().type).toBe('ProviderUnavailable');
  });

  it('words a refused field with the field’s own message', async () => {
    const error = (
      await gatewayOver(appWorld()).startPayment({ order: { item: 'cookout-2024', tickets: -1 }, contact: BUYER })
    )._unsafeUnwrapErr();
    expect(error).toMatchObject({
      type: 'InvalidOrder',
      message: 'Please enter a whole number from 0 to 500.',
      fields: { 'order.tickets': expect.any(String) },
    });
  });

  it('answers ProviderUnavailable for a provider element when no provider is set up', async () => {
    const gateway = gatewayOver(appWorld());
    const session = (await gateway.startPayment(TICKETS))._unsafeUnwrap();
    expect(
      (await gateway.confirmCard(session, { kind: 'provider-element', element: {}, problem: null }, BILLING))._unsafeUnwrapErr().type,
    ).toBe('ProviderUnavailable');
  });

  it('confirms a provider element with the provider, then has the server settle the order at once', async () => {
    const world = appWorld();
    const element = { provider: 'card element' };
    const seen: unknown[] = [];
    // Stands in for Stripe.js: it charges the processor with the session's secret, never through our server.
    const confirmWithProvider: ConfirmWithProvider = (session, given) => {
      seen.push(given);
      const intentId = session.clientSecret.split('_secret_')[0] ?? '';
      return ResultAsync.fromSafePromise(world.processor.confirm(intentId, card('4242424242424242'), BILLING).then(() => undefined));
    };
    const gateway = gatewayOver(world, { confirmWithProvider });
    const session = (await gateway.startPayment(membershipRequest('grace@example.org')))._unsafeUnwrap();
    const receipt = (await gateway.confirmCard(session, { kind: 'provider-element', element, problem: null }, BILLING))._unsafeUnwrap();
    expect(receipt).toEqual({
      orderId: session.orderId,
      amount: 5_000,
      description: 'Annual Membership',
      receiptEmail: 'grace@example.org',
      fulfilment: 'fulfilled',
    });
    expect(seen).toEqual([element]);
    expect((await world.deps.members.findByEmail('grace@example.org'))._unsafeUnwrap()).not.toBeNull();
  });

  it('passes on the provider’s own refusal and does not ask the server', async () => {
    const world = appWorld();
    const declined = { type: 'CardDeclined' as const, code: 'card_declined', message: 'Your card was declined.' };
    const gateway = gatewayOver(world, { confirmWithProvider: () => errAsync(declined) });
    const session = (await gateway.startPayment(TICKETS))._unsafeUnwrap();
    expect(
      (await gateway.confirmCard(session, { kind: 'provider-element', element: {}, problem: null }, BILLING))._unsafeUnwrapErr(),
    ).toEqual(declined);
    expect((await world.deps.ledger.get(session.orderId))._unsafeUnwrap().status).toBe('pending');
  });

  it('answers ProviderUnavailable for card details when the server takes cards through Stripe only', async () => {
    const plain = appWorld();
    const world = appWorld({
      simulator: null,
      config: { ...plain.deps.config, stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' } },
    });
    const gateway = gatewayOver(world);
    const session = (await gateway.startPayment(TICKETS))._unsafeUnwrap();
    expect((await gateway.confirmCard(session, cardEntry('4242424242424242'), BILLING))._unsafeUnwrapErr().type).toBe(
      'ProviderUnavailable',
    );
  });

  it('sends a waiting-list offer’s token with the order, and words a seat refusal (409) with its message and fields', async () => {
    const bodies: unknown[] = [];
    const refusing = new HttpPaymentGateway({
      client: jsonClient({
        fetch: (_url, init) => {
          bodies.push(JSON.parse(String(init?.body)));
          const error = { message: 'Sold out.', type: 'NotEnoughSeats', fields: { 'counts.adult': 'Sold out.' } };
          return ResultAsync.fromSafePromise(Promise.resolve(Response.json({ error }, { status: 409 })));
        },
      }),
      newKey: () => 'checkout-1',
    });
    const order = { item: 'event-tickets', event: 'gala', counts: { adult: 2 }, answers: {}, sponsoredNames: '' } as const;
    const refused = await refusing.startPayment({ order, contact: BUYER, offerToken: 'offer-token' });
    expect(refused._unsafeUnwrapErr()).toEqual({ type: 'InvalidOrder', message: 'Sold out.', fields: { 'counts.adult': 'Sold out.' } });
    expect(bodies).toEqual([{ order, contact: BUYER, offerToken: 'offer-token', currency: 'usd', idempotencyKey: 'checkout-1' }]);
  });
});
