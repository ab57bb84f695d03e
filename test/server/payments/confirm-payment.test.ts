import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '../../../src/domain/card';
import { DECLINING_CARDS } from '../../contracts/card-simulator.contract';
import { appWorld } from '../../support/app-world';
import { BILLING, card, checkout, confirm, DECLINED_CARD, GOOD_CARD, membershipCheckout, openSession, send } from './payment-requests';

describe('POST /payment/confirm (card simulator)', () => {
  it('charges a good card, fulfils the order at once and answers the receipt', async () => {
    const world = appWorld();
    const session = await openSession(world.app, membershipCheckout());
    const answer = await confirm(world.app, session);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      orderId: session.orderId,
      amount: 5_000,
      description: 'Annual Membership',
      receiptEmail: 'grace@example.org',
      fulfilment: 'fulfilled',
    });
    expect((await world.deps.members.findByEmail('grace@example.org'))._unsafeUnwrap()).toMatchObject({ membership: 'Annual Membership' });
    expect(world.mailer.to('grace@example.org').map((m) => m.subject)).toEqual(['Your receipt: Annual Membership']);
  });

  it('answers the same receipt when a paid order is confirmed again, charging nothing more', async () => {
    const world = appWorld();
    const session = await openSession(world.app);
    void (await confirm(world.app, session));
    expect((await confirm(world.app, session)).body).toMatchObject({ fulfilment: 'fulfilled' });
    expect(world.processor.deliveries()).toHaveLength(1);
    expect(world.mailer.sent().filter((mail) => mail.subject.startsWith('Your receipt'))).toHaveLength(1);
  });

  it.each(DECLINING_CARDS)(
    'answers %s with 402, decline code %s and the card’s message, and fulfils nothing',
    async (number, code, message) => {
      const world = appWorld();
      const session = await openSession(world.app, membershipCheckout());
      const answer = await confirm(world.app, session, number);
      expect(answer.status).toBe(402);
      // Stripe's advice: a lost or stolen card is told to the payer as a generic decline.
      const shown = code === 'lost_card' || code === 'stolen_card' ? 'generic_decline' : code;
      expect(answer.body.error).toEqual({ type: 'CardDeclined', code: shown, message });
      expect((await world.deps.members.findByEmail('grace@example.org'))._unsafeUnwrap()).toBeNull();
      expect((await world.deps.ledger.get(session.orderId))._unsafeUnwrap().status).toBe('failed');
    },
  );

  it('lets the payer try another card after a decline', async () => {
    const { app } = appWorld();
    const session = await openSession(app);
    expect((await confirm(app, session, DECLINED_CARD)).status).toBe(402);
    expect((await confirm(app, session, GOOD_CARD)).body).toMatchObject({ fulfilment: 'fulfilled' });
  });

  it('answers 429 with Retry-After after 5 declines in 10 minutes from one client (any orders, any cards), even for a good card, and lets the client in again later', async () => {
    const world = appWorld();
    const sessions = [];
    for (let i = 0; i < 6; i++) sessions.push(await openSession(world.app));
    for (const [i, [number]] of DECLINING_CARDS.slice(0, 5).entries())
      expect((await confirm(world.app, sessions[i]!, number)).status).toBe(402);
    const limited = await confirm(world.app, sessions[5]!, GOOD_CARD);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({
      type: 'RateLimited',
      message: 'Too many declined payments. Please try again in 10 minutes.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.error?.retryAfterSeconds).toBe(Number(limited.headers.get('retry-after')));
    expect((await world.deps.ledger.get(sessions[5]!.orderId))._unsafeUnwrap().status).toBe('pending');
    world.clock.advance(10 * 60 * 1000 + 1);
    expect((await confirm(world.app, sessions[5]!, GOOD_CARD)).status).toBe(200);
  });

  it('counts guessed client secrets against the client too', async () => {
    const world = appWorld();
    const session = await openSession(world.app);
    for (let i = 0; i < 5; i++) expect((await confirm(world.app, { ...session, clientSecret: `guess-${i}` })).status).toBe(404);
    expect((await confirm(world.app, session)).status).toBe(429);
  });

  it('answers 404 alike for an unknown order and a wrong secret', async () => {
    const { app } = appWorld();
    const session = await openSession(app);
    const unknown = await confirm(app, { ...session, orderId: 'no-such-order' });
    const wrong = await confirm(app, { ...session, clientSecret: `${session.clientSecret}x` });
    expect([unknown.status, wrong.status]).toEqual([404, 404]);
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a card number with letters', { card: card('4242abcd42424242') }, 'card.number', CARD_MESSAGES.number],
    ['a short card number', { card: card('4242') }, 'card.number', CARD_MESSAGES.number],
    ['a month out of range', { card: card(GOOD_CARD, { expMonth: 13 }) }, 'card.expMonth', CARD_MESSAGES.expiry],
    ['an expired card', { card: card(GOOD_CARD, { expYear: 2020 }) }, 'card.expYear', CARD_MESSAGES.expiry],
    ['a bad CVC', { card: card(GOOD_CARD, { cvc: '12' }) }, 'card.cvc', CARD_MESSAGES.cvc],
    [
      'another country',
      { billing: { ...BILLING, address: { ...BILLING.address, country: 'FR' } } },
      'billing.address.country',
      "The country must be 'US'.",
    ],
  ])('refuses %s with 400 and charges nothing', async (_, overrides, field, message) => {
    const world = appWorld();
    const session = await openSession(world.app);
    const answer = await confirm(world.app, session, GOOD_CARD, overrides);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toMatchObject({ [field]: message });
    expect(world.processor.deliveries()).toHaveLength(0);
  });

  it('takes a card number with spaces, as people type it', async () => {
    const { app } = appWorld();
    expect((await confirm(app, await openSession(app), '4242 4242 4242 4242')).status).toBe(200);
  });

  it('never logs or answers with the card number', async () => {
    const world = appWorld();
    const session = await openSession(world.app);
    const declined = await confirm(world.app, session, '4000000000009995');
    const refused = await confirm(world.app, session, '4000000000009995', { card: card('4000000000009995', { cvc: 'x' }) });
    const text = JSON.stringify([world.logs, declined.body, refused.body, world.processor.deliveries(), world.mailer.sent()]);
    expect(text).not.toContain('4000000000009995');
    expect(text).not.toContain('9995');
  });

  it('answers 404 when Stripe is configured: the card then goes to Stripe.js, never to us', async () => {
    const world = appWorld();
    const stripe = appWorld({
      simulator: null,
      config: { ...world.deps.config, stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' } },
    });
    const session = await openSession(stripe.app, checkout());
    const answer = await confirm(stripe.app, session);
    expect(answer.status).toBe(404);
    expect(stripe.processor.deliveries()).toHaveLength(0);
  });

  it('refuses a request that is not JSON', async () => {
    const { app } = appWorld();
    expect((await send(app, 'POST', '/payment/confirm', 'nope')).body.error?.type).toBe('MalformedJson');
  });
});
