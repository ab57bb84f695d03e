import fc from 'fast-check';
import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { UNAUTHORIZED } from '../../../../src/domain/access';
import { duplicateMember, memberIdFrom } from '../../../../src/domain/members';
import { DONATION_AMOUNT_MESSAGE, type Cents } from '../../../../src/domain/money';
import type { Order } from '../../../../src/domain/pricing';
import { createPayment } from '../../../../src/application/server/payments/create-payment.use-case';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { paymentsWorld, type PaymentsWorld } from '../../../support/payments-world';
import { breaking, checkoutInput, membershipInput, openSession, sampleApplication, VISITOR } from './payments-fixtures';

const firstOrderId = 'id-000001';
const invalid = (message: string) => expect.objectContaining({ type: 'InvalidOrder', message });

async function signedInMember(world: PaymentsWorld, overrides: Parameters<typeof sampleMember>[1] = {}) {
  const member = (await world.members.create(sampleMember(7, overrides)))._unsafeUnwrap();
  return { member, actor: { role: 'member' as const, email: member.email, memberId: member.id } };
}

describe('createPayment', () => {
  it('prices the order on the server, records it, opens one intent for it and answers the session', async () => {
    const world = paymentsWorld();
    const session = await openSession(world, checkoutInput({ order: { item: 'banquet-2022', adults: 2, children: 1 } }));
    expect(session).toEqual({
      orderId: firstOrderId,
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      amount: 9_600,
      description: 'Spring Banquet 2022 Tickets - Adults: 2, Children: 1',
    });
    const order = (await world.ledger.get(session.orderId))._unsafeUnwrap();
    expect(order).toMatchObject({
      status: 'pending',
      amount: 9_600,
      currency: 'usd',
      contact: { email: 'ada@example.org' },
      memberId: null,
    });
    const intent = (await world.processor.retrieveIntent(order.paymentId ?? ''))._unsafeUnwrap();
    expect(intent).toMatchObject({
      amount: 9_600,
      clientSecret: session.clientSecret,
      metadata: { orderId: session.orderId, item: 'event-tickets', event: 'spring-banquet-2022' },
    });
  });

  it('records the order before it opens the intent', async () => {
    const world = paymentsWorld();
    const seen: boolean[] = [];
    const processor = new Proxy(world.processor, {
      get(target, property) {
        if (property !== 'createIntent') return (Reflect.get(target, property, target) as (...a: never[]) => unknown).bind(target);
        return (intent: Parameters<typeof target.createIntent>[0]) =>
          world.ledger.get(intent.metadata['orderId'] ?? '').andThen((o) => {
            seen.push(o.status === 'pending' && o.paymentId === null);
            return target.createIntent(intent);
          });
      },
    });
    await openSession({ ...world, processor });
    expect(seen).toEqual([true]);
  });

  it('accepts a client amount equal to the price, as a number or text', async () => {
    const world = paymentsWorld();
    expect((await createPayment(world, checkoutInput({ clientAmount: 5_000 }))).isOk()).toBe(true);
    expect((await createPayment(world, checkoutInput({ clientAmount: ' 5000 ', idempotencyKey: 'key-2' }))).isOk()).toBe(true);
  });

  it('refuses a client amount that differs from the price, and records nothing', async () => {
    const world = paymentsWorld();
    for (const clientAmount of [100, '4999', 'fifty', '']) {
      expect((await createPayment(world, checkoutInput({ clientAmount })))._unsafeUnwrapErr()).toEqual({
        type: 'InvalidOrder',
        message: 'The amount does not match the order.',
        fields: { amount: 'The amount does not match the order.' },
      });
    }
    expect((await world.ledger.listUnfinished())._unsafeUnwrap()).toEqual([]);
    expect((await world.ledger.get(firstOrderId)).isErr()).toBe(true);
  });

  it.each<[string, Order, string]>([
    ['no tickets', { item: 'cookout-2024', tickets: 0 }, 'Please choose at least one ticket.'],
    ['too many tickets', { item: 'cookout-2022', tickets: 501 }, 'Please enter a whole number from 0 to 500.'],
    ['a negative count', { item: 'banquet-2022', adults: -1, children: 0 }, 'Please enter a whole number from 0 to 500.'],
    ['cents in a donation', { item: 'donation', amount: 1_050 as Cents, donationType: 'Chapter Donation' }, DONATION_AMOUNT_MESSAGE],
    ['a zero donation', { item: 'donation', amount: 0 as Cents, donationType: 'Chapter Donation' }, DONATION_AMOUNT_MESSAGE],
    [
      'a huge donation',
      { item: 'donation', amount: 100_000_000 as Cents, donationType: 'Chapter Donation' },
      'Please enter a donation of at most $999,999.',
    ],
    [
      'an unknown donation type',
      { item: 'donation', amount: 1_000 as Cents, donationType: 'Party' as never },
      'Please choose a donation type.',
    ],
    ['no students named', { item: 'sponsor-cookout-2024', students: 2, studentNames: '  ' }, 'Students to Sponsor is required.'],
    ['an unknown membership', { item: 'membership', membership: 'Gold' as never }, 'Please choose a membership.'],
    ['an unknown item', { item: 'yacht' } as never, 'This item is not for sale.'],
  ])('refuses %s', async (_, order, message) => {
    const world = paymentsWorld();
    expect((await createPayment(world, checkoutInput({ order })))._unsafeUnwrapErr()).toEqual(invalid(message));
  });

  it('needs a buyer’s name and e-mail for tickets but not for a donation', async () => {
    const world = paymentsWorld();
    const noName = await createPayment(world, checkoutInput({ contact: { firstName: '', lastName: 'L', email: 'x@y.org' } }));
    expect(noName._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidOrder', fields: { firstName: 'First name is required.' } });
    const donation: Order = { item: 'donation', amount: 1_000 as Cents, donationType: 'Chapter Donation' };
    const anonymous = await createPayment(world, checkoutInput({ order: donation, contact: { firstName: '', lastName: '', email: '' } }));
    expect(anonymous._unsafeUnwrap().amount).toBe(1_000);
    const badEmail = await createPayment(
      world,
      checkoutInput({ order: donation, contact: { firstName: '', lastName: '', email: 'nope' }, idempotencyKey: 'k2' }),
    );
    expect(badEmail._unsafeUnwrapErr().type).toBe('InvalidOrder');
  });

  it('refuses a missing or absurd idempotency key', async () => {
    const world = paymentsWorld();
    for (const idempotencyKey of ['', '   ', 'k'.repeat(256)]) {
      expect((await createPayment(world, checkoutInput({ idempotencyKey })))._unsafeUnwrapErr().type).toBe('InvalidOrder');
    }
  });

  it('answers the same session for a repeated key: one order, one intent', async () => {
    const world = paymentsWorld();
    const first = await openSession(world);
    const again = await openSession(world);
    expect(again).toEqual(first);
    expect((await world.ledger.listUnfinished())._unsafeUnwrap()).toHaveLength(1);
  });

  it('refuses a repeated key with a different order', async () => {
    const world = paymentsWorld();
    await openSession(world);
    const other = await createPayment(world, checkoutInput({ order: { item: 'cookout-2024', tickets: 3 } }));
    expect(other._unsafeUnwrapErr()).toEqual(invalid('This payment was already started with different details.'));
  });

  describe('dues and the upgrade', () => {
    it('refuses a visitor, a member without a record, and someone else’s member ID', async () => {
      const world = paymentsWorld();
      const { member } = await signedInMember(world);
      const actors = [
        VISITOR,
        { role: 'member' as const, email: member.email, memberId: null },
        { role: 'member' as const, email: member.email, memberId: '999999' },
        { role: 'member' as const, email: 'someone@example.org', memberId: member.id },
      ];
      for (const actor of actors) {
        for (const order of [{ item: 'dues', membership: 'Annual Membership' }, { item: 'upgrade' }] as const) {
          expect((await createPayment(world, checkoutInput({ order, actor })))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
        }
      }
    });

    it.each([
      ['Annual Membership', 5_000],
      ['Annual Chapter fee', 5_000],
      ['Lifetime Membership', 2_500],
    ])('prices dues from the stored membership (%s: %i cents) and bills the member', async (membership, amount) => {
      const world = paymentsWorld();
      const { member, actor } = await signedInMember(world, { membership, duesPayYear: '2025' });
      const order: Order = { item: 'dues', membership: 'Lifetime Membership' };
      const session = await openSession(
        world,
        checkoutInput({ order, actor, contact: { firstName: 'X', lastName: 'Y', email: 'x@y.org' } }),
      );
      expect(session).toMatchObject({ amount, description: 'Member Dues' });
      const recorded = (await world.ledger.get(session.orderId))._unsafeUnwrap();
      expect(recorded).toMatchObject({ memberId: member.id, order: { item: 'dues', membership }, contact: { email: member.email } });
    });

    it('refuses dues already paid this year', async () => {
      const world = paymentsWorld();
      const { actor } = await signedInMember(world, { duesPayYear: '2026' });
      const result = await createPayment(world, checkoutInput({ order: { item: 'dues', membership: 'Annual Membership' }, actor }));
      expect(result._unsafeUnwrapErr()).toEqual(invalid('Your dues for 2026 are already paid.'));
    });

    it("reads 'this year' in the chapter's zone: on December 31 at 7:30 pm in New York, this year's dues are still that year's", async () => {
      const world = paymentsWorld('2027-01-01T00:30:00.000Z');
      const { actor } = await signedInMember(world, { duesPayYear: '2026' });
      const result = await createPayment(world, checkoutInput({ order: { item: 'dues', membership: 'Annual Membership' }, actor }));
      expect(result._unsafeUnwrapErr()).toEqual(invalid('Your dues for 2026 are already paid.'));
    });

    it('prices the upgrade for an annual member and refuses it to a lifetime member', async () => {
      const world = paymentsWorld();
      const annual = await signedInMember(world);
      expect((await openSession(world, checkoutInput({ order: { item: 'upgrade' }, actor: annual.actor }))).amount).toBe(50_000);
      const other = paymentsWorld();
      const lifetime = await signedInMember(other, { membership: 'Lifetime Membership' });
      const refused = await createPayment(other, checkoutInput({ order: { item: 'upgrade' }, actor: lifetime.actor }));
      expect(refused._unsafeUnwrapErr()).toEqual(invalid('You are already a lifetime member.'));
    });

    it('answers Unavailable when the member cannot be read', async () => {
      const world = paymentsWorld();
      const { actor } = await signedInMember(world);
      const result = await createPayment(
        { ...world, members: breaking(world.members, 'get') },
        checkoutInput({ order: { item: 'upgrade' }, actor }),
      );
      expect(result._unsafeUnwrapErr().type).toBe('Unavailable');
    });
  });

  describe('a membership', () => {
    it('reserves a free member ID on the order for the member it will create', async () => {
      const world = paymentsWorld();
      const session = await openSession(world, membershipInput());
      expect(session).toMatchObject({ amount: 5_000, description: 'Annual Membership' });
      const order = (await world.ledger.get(session.orderId))._unsafeUnwrap();
      expect(order.memberId).toBe(memberIdFrom(0.123456));
      expect(order.application).toMatchObject({ email: 'grace@example.org', phone: '7575550100', gradYear: '1999' });
    });

    it('draws again when the member ID is taken', async () => {
      const world = paymentsWorld();
      void (await world.members.create(sampleMember(1, { id: memberIdFrom(0.123456) })));
      const session = await openSession(world, membershipInput());
      expect((await world.ledger.get(session.orderId))._unsafeUnwrap().memberId).toBe(memberIdFrom(0.654321));
    });

    it('gives up when no free member ID turns up', async () => {
      const world = paymentsWorld();
      const taken = Object.assign(Object.create(world.members) as typeof world.members, {
        get: (id: string) => okAsync({ ...sampleMember(1), id, createdAt: '', updatedAt: '' }),
        findByEmail: () => okAsync(null),
      });
      const result = await createPayment({ ...world, members: taken }, membershipInput());
      expect(result._unsafeUnwrapErr()).toEqual({ type: 'Unavailable', message: 'No free member ID was found.' });
    });

    it('needs the new member’s details, checked like the form', async () => {
      const world = paymentsWorld();
      const missing = await createPayment(world, membershipInput('grace@example.org', { application: undefined }));
      expect(missing._unsafeUnwrapErr().type).toBe('InvalidOrder');
      const bad = await createPayment(
        world,
        membershipInput('grace@example.org', { application: sampleApplication('grace@example.org', { zipcode: '1', phone: 'x' }) }),
      );
      expect(bad._unsafeUnwrapErr()).toMatchObject({
        type: 'InvalidOrder',
        fields: { zipcode: expect.any(String), phone: expect.any(String) },
      });
    });

    it("refuses an e-mail that is already a member's with the spec's message", async () => {
      const world = paymentsWorld();
      void (await world.members.create(sampleMember(1, { email: 'grace@example.org' })));
      const result = await createPayment(world, membershipInput(' Grace@Example.org'));
      expect(result._unsafeUnwrapErr()).toEqual(duplicateMember(' Grace@Example.org'));
      expect(result._unsafeUnwrapErr().message).toBe('Grace@Example.org is already a member. Login to the Member Area to make a payment.');
    });

    it("refuses every restyling of a member's e-mail (case, surrounding spaces), opening no order", async () => {
      const world = paymentsWorld();
      void (await world.members.create(sampleMember(1, { email: 'grace@example.org' })));
      const restyled = fc
        .tuple(fc.array(fc.boolean(), { minLength: 17, maxLength: 17 }), fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' ', '  '))
        .map(
          ([upper, before, after]) =>
            before + Array.from('grace@example.org', (ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join('') + after,
        );
      await fc.assert(
        fc.asyncProperty(restyled, async (email) => {
          expect((await createPayment(world, membershipInput(email)))._unsafeUnwrapErr()).toEqual(duplicateMember(email));
        }),
        { numRuns: 30 },
      );
      expect((await world.ledger.get(firstOrderId)).isErr()).toBe(true);
    });

    it('answers Unavailable when members cannot be searched', async () => {
      const world = paymentsWorld();
      const result = await createPayment({ ...world, members: breaking(world.members, 'findByEmail') }, membershipInput());
      expect(result._unsafeUnwrapErr().type).toBe('Unavailable');
      const noLookup = await createPayment({ ...world, members: breaking(world.members, 'get') }, membershipInput());
      expect(noLookup._unsafeUnwrapErr().type).toBe('Unavailable');
    });
  });

  describe('outages', () => {
    it('answers Unavailable when the ledger cannot record', async () => {
      const world = paymentsWorld();
      expect((await createPayment({ ...world, ledger: breaking(world.ledger, 'record') }, checkoutInput()))._unsafeUnwrapErr().type).toBe(
        'Unavailable',
      );
    });

    it('keeps the order when the processor is down, and the same key resumes it later', async () => {
      const world = paymentsWorld();
      const down = await createPayment({ ...world, processor: breaking(world.processor, 'createIntent') }, checkoutInput());
      expect(down._unsafeUnwrapErr().type).toBe('Unavailable');
      expect((await world.ledger.get(firstOrderId))._unsafeUnwrap()).toMatchObject({ status: 'pending', paymentId: null });
      expect((await openSession(world)).orderId).toBe(firstOrderId);
    });

    it('opens no second intent when attaching the first failed: the retry gets the same one', async () => {
      const world = paymentsWorld();
      const failed = await createPayment({ ...world, ledger: breaking(world.ledger, 'attachPayment', 1) }, checkoutInput());
      expect(failed._unsafeUnwrapErr().type).toBe('Unavailable');
      const session = await openSession(world);
      const intent = (await world.ledger.get(session.orderId))._unsafeUnwrap().paymentId;
      expect(intent).toBe(`pi_${'id000002'}`);
    });

    it('answers Unavailable when the intent of a repeated key cannot be read', async () => {
      const world = paymentsWorld();
      await openSession(world);
      const result = await createPayment({ ...world, processor: breaking(world.processor, 'retrieveIntent') }, checkoutInput());
      expect(result._unsafeUnwrapErr().type).toBe('Unavailable');
    });

    it('answers InvalidOrder when the processor refuses the request', async () => {
      const world = paymentsWorld();
      const refusal = { type: 'InvalidRequest', message: 'Amount must be at least $0.50 usd.' };
      const result = await createPayment({ ...world, processor: breaking(world.processor, 'createIntent', 1, refusal) }, checkoutInput());
      expect(result._unsafeUnwrapErr()).toEqual(invalid('Amount must be at least $0.50 usd.'));
    });
  });
});
