import { describe, expect, it } from 'vitest';
import { COUNT_MESSAGE } from '../../../src/domain/pricing';
import { DONATION_AMOUNT_MESSAGE } from '../../../src/domain/money';
import { sampleMember } from '../../contracts/member-repository.contract';
import { appWorld, type AppWorld } from '../../support/app-world';
import { BUYER, checkout, membershipCheckout, openSession, send, memberWithAccessToken, startPayment } from './payment-requests';

/** What the processor and the ledger hold: no intent may exist for a refused order. */
async function recorded(world: AppWorld) {
  return { orders: (await world.deps.ledger.listUnfinished())._unsafeUnwrap().length, events: world.processor.deliveries().length };
}

async function intentCount(world: AppWorld, orderIds: readonly string[]) {
  const ids = await Promise.all(orderIds.map(async (id) => (await world.deps.ledger.get(id))._unsafeUnwrap().paymentId));
  return new Set(ids).size;
}

describe('POST /payment', () => {
  it.each<[string, Record<string, unknown>, number, string]>([
    ['banquet', { item: 'banquet-2022', adults: 2, children: 1 }, 9_600, 'Spring Banquet 2022 Tickets - Adults: 2, Children: 1'],
    ['donation', { item: 'donation', amount: 2_500, donationType: 'Community Service Project' }, 2_500, 'Community Service Project'],
    ['cookout 2022', { item: 'cookout-2022', tickets: 3 }, 6_000, 'Cookout 2022 Tickets: 3'],
    ['cookout 2024', { item: 'cookout-2024', tickets: '2' }, 5_000, 'Cookout 2024 Tickets: 2'],
    [
      'sponsorship',
      { item: 'sponsor-cookout-2024', students: 2, studentNames: 'Ann, Bob' },
      5_000,
      'Cookout 2024 Sponsored Student Tickets: 2',
    ],
  ])('prices a %s order on the server and answers the session', async (_, order, amount, description) => {
    const { app } = appWorld();
    const answer = await startPayment(app, checkout({ order }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ clientSecret: expect.stringMatching(/_secret_/), orderId: expect.any(String), amount, description });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('takes the spec’s body: amount in cents as text, currency, a description it ignores, and the students’ names', async () => {
    const { app } = appWorld();
    const body = {
      amount: '5000',
      currency: 'USD',
      description: 'whatever the page says',
      students: 'Ann, Bob',
      order: { item: 'sponsor-cookout-2024', students: 2 },
      contact: BUYER,
    };
    const answer = await startPayment(app, body);
    expect(answer.body).toMatchObject({ amount: 5_000, description: 'Cookout 2024 Sponsored Student Tickets: 2' });
  });

  it('refuses a tampered amount with 400 and opens no intent', async () => {
    const world = appWorld();
    for (const amount of [1, '100', 4_999, '50.00']) {
      const answer = await startPayment(world.app, checkout({ amount }));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        type: 'InvalidOrder',
        message: 'The amount does not match the order.',
        fields: { amount: expect.any(String) },
      });
    }
    expect(await recorded(world)).toEqual({ orders: 0, events: 0 });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an unknown item', { item: 'yacht' }, 'order.item', 'This item is not for sale.'],
    ['no item', { tickets: 2 }, 'order.item', 'This item is not for sale.'],
    ['a negative count', { item: 'cookout-2024', tickets: -1 }, 'order.tickets', COUNT_MESSAGE],
    ['a fractional count', { item: 'banquet-2022', adults: 1.5, children: 0 }, 'order.adults', COUNT_MESSAGE],
    ['a huge count', { item: 'cookout-2022', tickets: 1e12 }, 'order.tickets', COUNT_MESSAGE],
    ['a count past the limit', { item: 'sponsor-cookout-2024', students: 501, studentNames: 'A' }, 'order.students', COUNT_MESSAGE],
    ['a non-numeric count', { item: 'cookout-2024', tickets: 'two' }, 'order.tickets', COUNT_MESSAGE],
    [
      'a fractional donation',
      { item: 'donation', amount: 1_050.5, donationType: 'Chapter Donation' },
      'order.amount',
      DONATION_AMOUNT_MESSAGE,
    ],
    ['a negative donation', { item: 'donation', amount: -100, donationType: 'Chapter Donation' }, 'order.amount', DONATION_AMOUNT_MESSAGE],
    ['an absurd donation', { item: 'donation', amount: 1e15, donationType: 'Chapter Donation' }, 'order.amount', DONATION_AMOUNT_MESSAGE],
  ])('refuses %s with 400, a field message and no intent', async (_, order, field, message) => {
    const world = appWorld();
    const answer = await startPayment(world.app, checkout({ order }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ type: 'InvalidBody', fields: { [field]: message } });
    expect(await recorded(world)).toEqual({ orders: 0, events: 0 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['zero tickets', { order: { item: 'cookout-2024', tickets: 0 } }, 'Please choose at least one ticket.'],
    [
      'a donation of part of a dollar',
      { order: { item: 'donation', amount: 1_050, donationType: 'Chapter Donation' } },
      DONATION_AMOUNT_MESSAGE,
    ],
    [
      'an unknown donation type',
      { order: { item: 'donation', amount: 1_000, donationType: 'Yacht Fund' } },
      'Please choose a donation type.',
    ],
    ['an unknown membership', { order: { item: 'membership', membership: 'Gold' } }, 'Please choose a membership.'],
    ['a sponsorship without names', { order: { item: 'sponsor-cookout-2024', students: 1 } }, 'Students to Sponsor is required.'],
    ['a bad e-mail', { contact: { ...BUYER, email: 'not-an-email' } }, ''],
  ])('refuses %s with the use case’s words and no intent', async (_, overrides, message) => {
    const world = appWorld();
    const answer = await startPayment(world.app, checkout(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.type).toBe('InvalidOrder');
    if (message !== '') expect(answer.body.error?.message).toBe(message);
    expect(await recorded(world)).toEqual({ orders: 0, events: 0 });
  });

  it("refuses a currency other than 'usd'", async () => {
    const answer = await startPayment(appWorld().app, checkout({ currency: 'eur' }));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toEqual({ currency: "The currency must be 'usd'." });
  });

  it('needs an idempotency key, from the header or the body, and refuses two that differ', async () => {
    const { app } = appWorld();
    const missing = await send(app, 'POST', '/payment', checkout());
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields).toEqual({ idempotencyKey: expect.stringContaining('Idempotency-Key') });
    expect((await send(app, 'POST', '/payment', checkout({ idempotencyKey: 'body-key' }))).status).toBe(200);
    const differing = await startPayment(app, checkout({ idempotencyKey: 'body-key' }), 'header-key');
    expect(differing.status).toBe(400);
    expect((await startPayment(app, checkout(), 'k'.repeat(256))).status).toBe(400);
  });

  it('opens one order and one intent for a double submit with one key, and refuses the key with other details', async () => {
    const world = appWorld();
    const [first, second] = await Promise.all([
      startPayment(world.app, checkout(), 'double'),
      startPayment(world.app, checkout(), 'double'),
    ]);
    expect(first!.body).toEqual(second!.body);
    expect(await recorded(world)).toEqual({ orders: 1, events: 0 });
    expect(await intentCount(world, [String(first!.body.orderId), String(second!.body.orderId)])).toBe(1);
    const other = await startPayment(world.app, checkout({ order: { item: 'cookout-2024', tickets: 3 } }), 'double');
    expect(other.status).toBe(400);
    expect(other.body.error?.message).toBe('This payment was already started with different details.');
  });

  it('opens separate orders for separate keys', async () => {
    const world = appWorld();
    const first = await openSession(world.app);
    const second = await openSession(world.app);
    expect(first.orderId).not.toBe(second.orderId);
    expect(await intentCount(world, [first.orderId, second.orderId])).toBe(2);
  });

  it('refuses a membership for an e-mail that is already a member’s with the spec’s message (409)', async () => {
    const world = appWorld();
    (await world.deps.members.create(sampleMember(1, { email: 'grace@example.org' })))._unsafeUnwrap();
    const answer = await startPayment(world.app, membershipCheckout('Grace@Example.org'));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ type: 'DuplicateMember', message: expect.stringContaining('is already a member') });
  });

  it('refuses a membership without the application, naming the field', async () => {
    const answer = await startPayment(appWorld().app, membershipCheckout('grace@example.org', { application: undefined }));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toEqual({ application: 'Required.' });
  });

  it('refuses a body that is not JSON, not sent as JSON, too large, or from another site', async () => {
    const { app } = appWorld();
    expect((await send(app, 'POST', '/payment', '{not json', { 'Idempotency-Key': 'k' })).body.error?.type).toBe('MalformedJson');
    const form = await app.request('/payment', {
      method: 'POST',
      body: 'a=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const huge = await startPayment(app, checkout({ description: 'x'.repeat(40_000) }));
    expect(huge.status).toBe(413);
    const crossSite = await startPayment(app, checkout(), 'k2', { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
  });

  describe('dues and the upgrade', () => {
    it('refuse a visitor (401/403) and open nothing', async () => {
      const world = appWorld();
      for (const order of [{ item: 'dues', membership: 'Annual Membership' }, { item: 'upgrade' }]) {
        const answer = await startPayment(world.app, checkout({ order }));
        expect(answer.status).toBe(403);
        expect(answer.body.error).toMatchObject({ type: 'Unauthorized', message: 'Unauthorized' });
      }
      expect(await recorded(world)).toEqual({ orders: 0, events: 0 });
    });

    it("price a signed-in member's dues from their stored membership, whatever the page says", async () => {
      const world = appWorld();
      const { headers } = await memberWithAccessToken(world, { membership: 'Lifetime Membership', duesPayYear: '2020' });
      const answer = await startPayment(
        world.app,
        checkout({ order: { item: 'dues', membership: 'Annual Membership' } }),
        undefined,
        headers,
      );
      expect(answer.body).toMatchObject({ amount: 2_500, description: 'Member Dues' });
    });

    it('upgrade a signed-in annual member, and refuse a lifetime member', async () => {
      const world = appWorld();
      const { headers } = await memberWithAccessToken(world, { membership: 'Annual Membership' });
      expect((await startPayment(world.app, checkout({ order: { item: 'upgrade' } }), undefined, headers)).body).toMatchObject({
        amount: 50_000,
      });
      const lifetime = appWorld();
      const signedIn = await memberWithAccessToken(lifetime, { membership: 'Lifetime Membership' });
      const refused = await startPayment(lifetime.app, checkout({ order: { item: 'upgrade' } }), undefined, signedIn.headers);
      expect(refused.body.error?.message).toBe('You are already a lifetime member.');
    });

    it('refuse a signed-in account that has no member record', async () => {
      const world = appWorld();
      const { headers } = await memberWithAccessToken(world);
      (await world.deps.members.delete((await world.deps.members.findByEmail('member@example.org'))._unsafeUnwrap()!.id))._unsafeUnwrap();
      expect((await startPayment(world.app, checkout({ order: { item: 'upgrade' } }), undefined, headers)).status).toBe(403);
    });
  });
});
