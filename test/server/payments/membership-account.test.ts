import { errAsync } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IdentityError } from '../../../src/application/ports/identity-provider.port';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { StripePaymentProcessor } from '../../../src/adapters/stripe/stripe-payment-processor';
import { appWorld, type AppWorld } from '../../support/app-world';
import { FakeStripeServer } from '../../support/fake-stripe-server';
import { checkout, confirm, DECLINED_CARD, GOOD_CARD, membershipCheckout, openSession, send, type Session } from './payment-requests';

const EXISTING = 'katherine@example.org';

/** An account an administrator created for `email` (no member record). */
async function withAccount(world: AppWorld, email = EXISTING): Promise<AppWorld> {
  (await world.deps.identity.adminCreateUser({ email }))._unsafeUnwrap();
  return world;
}

/** The receipt of a paid annual membership, without a word on accounts. */
const paidMembership = (session: { readonly orderId: string }, email: string) => ({
  orderId: session.orderId,
  amount: 5_000,
  description: 'Annual Membership',
  receiptEmail: email,
  fulfilment: 'fulfilled',
});

describe("POST /payment/confirm: whether a paid membership's e-mail already has an account", () => {
  it("answers account 'existing' after a membership is paid for an e-mail that has an account, and records the member", async () => {
    const world = await withAccount(appWorld());
    const session = await openSession(world.app, membershipCheckout(EXISTING));
    const answer = await confirm(world.app, session);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...paidMembership(session, EXISTING), account: 'existing' });
    expect((await world.deps.members.findByEmail(EXISTING))._unsafeUnwrap()).toMatchObject({
      email: EXISTING,
      membership: 'Annual Membership',
    });
  });

  it('finds the account whatever the case of the e-mail typed', async () => {
    const world = await withAccount(appWorld());
    const session = await openSession(world.app, membershipCheckout('Katherine@Example.org'));
    expect((await confirm(world.app, session)).body).toMatchObject({ account: 'existing' });
  });

  it('says nothing of accounts for a new e-mail', async () => {
    const world = await withAccount(appWorld());
    const session = await openSession(world.app, membershipCheckout('grace@example.org'));
    expect((await confirm(world.app, session)).body).toEqual(paidMembership(session, 'grace@example.org'));
  });

  it('says nothing of accounts for anything but a membership', async () => {
    const world = await withAccount(appWorld());
    const session = await openSession(world.app, checkout({ contact: { firstName: 'Katherine', lastName: 'Johnson', email: EXISTING } }));
    const answer = await confirm(world.app, session);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('account');
  });

  it('says nothing of accounts when the card is declined', async () => {
    const world = await withAccount(appWorld());
    const session = await openSession(world.app, membershipCheckout(EXISTING));
    const answer = await confirm(world.app, session, DECLINED_CARD);
    expect(answer.status).toBe(402);
    expect(JSON.stringify(answer.body)).not.toContain('existing');
  });

  it('answers the receipt without it when the identity service cannot tell', async () => {
    const plain = appWorld();
    const identity = {
      ...plain.deps.identity,
      hasAccount: () => errAsync<boolean, IdentityError>({ type: 'Unavailable', message: 'down' }),
    };
    const world = appWorld({ identity });
    const session = await openSession(world.app, membershipCheckout(EXISTING));
    const answer = await confirm(world.app, session);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(paidMembership(session, EXISTING));
  });
});

describe("POST /payment/:orderId/sync (Stripe): whether a paid membership's e-mail already has an account", () => {
  let fake: FakeStripeServer;
  beforeEach(async () => {
    fake = await FakeStripeServer.start();
  });
  afterEach(async () => fake.close());

  function stripeWorld(): AppWorld {
    const plain = appWorld();
    const webhookSecret = 'whsec_membership_account';
    const processor = new StripePaymentProcessor({ stripe: fake.client(), webhookSecret, clock: new ManualClock(Date.now()) });
    const stripe = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret };
    return appWorld({ processor, simulator: null, config: { ...plain.deps.config, stripe } });
  }
  const intentOf = async (world: AppWorld, session: Session) =>
    (await world.deps.ledger.get(session.orderId))._unsafeUnwrap().paymentId ?? '';
  const sync = (world: AppWorld, session: Session) =>
    send(world.app, 'POST', `/payment/${session.orderId}/sync`, { clientSecret: session.clientSecret });

  it("answers account 'existing' once the membership is paid, never before", async () => {
    const world = await withAccount(stripeWorld());
    const session = await openSession(world.app, membershipCheckout(EXISTING));
    const before = await sync(world, session);
    expect(before.body).toMatchObject({ fulfilment: 'pending' });
    expect(before.body).not.toHaveProperty('account');
    fake.confirm(await intentOf(world, session), GOOD_CARD);
    const after = await sync(world, session);
    expect(after.body).toEqual({
      orderId: session.orderId,
      status: 'fulfilled',
      amount: 5_000,
      description: 'Annual Membership',
      receiptEmail: EXISTING,
      fulfilment: 'fulfilled',
      account: 'existing',
    });
  });

  it('says nothing of accounts for a new e-mail', async () => {
    const world = stripeWorld();
    const session = await openSession(world.app, membershipCheckout('grace@example.org'));
    fake.confirm(await intentOf(world, session), GOOD_CARD);
    expect((await sync(world, session)).body).not.toHaveProperty('account');
  });
});
