import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { duplicateMemberMessage, type Member } from '../../src/domain/members';
import { DONATION_AMOUNT_MESSAGE, type Cents } from '../../src/domain/money';
import type { Order } from '../../src/domain/pricing';
import type {
  CardEntry,
  CheckoutRequest,
  MemberApplication,
  PaymentGateway,
  PaymentSession,
} from '../../src/application/ports/payment-gateway.port';
import type { MemberRepository } from '../../src/application/ports/member-repository.port';
import { BILLING, card, DECLINING_CARDS } from './card-simulator.contract';

/**
 * What a payment gateway suite needs: the browser's port over an empty server, and the members as
 * the product itself reads them, through the MemberRepository port (an administrator's view:
 * GraphQL over HTTP, or the repository the in-memory gateway fulfils orders into).
 */
export interface PaymentGatewayHarness {
  readonly gateway: PaymentGateway;
  readonly members: MemberRepository;
  readonly dispose?: () => Promise<void>;
  /**
   * Whether a server between the port and the processor reports lost and stolen cards as
   * `generic_decline`, as Stripe advises (the HTTP gateway: the server's edge hides them).
   */
  readonly hidesSensitiveDeclines?: boolean;
}

const SENSITIVE_DECLINES: ReadonlySet<string> = new Set(['lost_card', 'stolen_card']);

export const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' };

export function sampleApplication(email: string, overrides: Partial<MemberApplication> = {}): MemberApplication {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    phone: '757-555-0100',
    address: '1 Main St',
    city: 'Norfolk',
    state: 'VA',
    zipcode: '23504',
    gradYear: '1999',
    ...overrides,
  };
}

export const cardEntry = (number: string): CardEntry => ({ kind: 'card-details', card: card(number) });

export function membershipRequest(
  email: string,
  membership: 'Annual Membership' | 'Lifetime Membership' = 'Annual Membership',
): CheckoutRequest {
  return { order: { item: 'membership', membership }, contact: { ...BUYER, email }, application: sampleApplication(email) };
}

const PRICED: readonly (readonly [string, Order, number, string])[] = [
  ['banquet', { item: 'banquet-2022', adults: 2, children: 1 }, 9_600, 'Spring Banquet 2022 Tickets - Adults: 2, Children: 1'],
  ['donation', { item: 'donation', amount: 2_500 as Cents, donationType: 'Community Service Project' }, 2_500, 'Community Service Project'],
  ['cookout 2022', { item: 'cookout-2022', tickets: 3 }, 6_000, 'Cookout 2022 Tickets: 3'],
  ['cookout 2024', { item: 'cookout-2024', tickets: 2 }, 5_000, 'Cookout 2024 Tickets: 2'],
  [
    'sponsorship',
    { item: 'sponsor-cookout-2024', students: 2, studentNames: 'Ann, Bob' },
    5_000,
    'Cookout 2024 Sponsored Student Tickets: 2',
  ],
];

/**
 * The PaymentGateway contract, from the browser's side: the server prices, checks and records the
 * order, the card is charged with Stripe's test cards, and the order is fulfilled exactly once.
 * `make()` is called before each test and gives the port over an empty server.
 */
export function paymentGatewayContract(name: string, make: () => Promise<PaymentGatewayHarness>): void {
  describe(`PaymentGateway contract: ${name}`, () => {
    let harness: PaymentGatewayHarness;
    let gateway: PaymentGateway;
    beforeEach(async () => {
      harness = await make();
      gateway = harness.gateway;
    });
    afterEach(async () => harness.dispose?.());

    const start = async (request: CheckoutRequest): Promise<PaymentSession> => (await gateway.startPayment(request))._unsafeUnwrap();
    const memberByEmail = async (email: string): Promise<Member | null> => (await harness.members.findByEmail(email))._unsafeUnwrap();
    const pay = (session: PaymentSession, number = '4242424242424242') => gateway.confirmCard(session, cardEntry(number), BILLING);

    it.each(PRICED)('prices a %s order on the server and fulfils it once paid', async (_, order, amount, description) => {
      const session = await start({ order, contact: BUYER });
      expect(session).toMatchObject({ amount, description });
      expect(session.clientSecret).not.toBe('');
      expect((await pay(session))._unsafeUnwrap()).toEqual({
        orderId: session.orderId,
        amount,
        description,
        receiptEmail: BUYER.email,
        fulfilment: 'fulfilled',
      });
    });

    it('refuses an order it cannot price, with a clear message', async () => {
      const refusals: readonly CheckoutRequest[] = [
        { order: { item: 'cookout-2024', tickets: 0 }, contact: BUYER },
        { order: { item: 'cookout-2024', tickets: 501 }, contact: BUYER },
        { order: { item: 'banquet-2022', adults: 1.5, children: 0 }, contact: BUYER },
        { order: { item: 'donation', amount: 1_050 as Cents, donationType: 'Chapter Donation' }, contact: BUYER },
        { order: { item: 'sponsor-cookout-2024', students: 1, studentNames: ' ' }, contact: BUYER },
        { order: { item: 'cookout-2024', tickets: 1 }, contact: { ...BUYER, email: 'not-an-email' } },
        { order: { item: 'membership', membership: 'Annual Membership' }, contact: BUYER },
      ];
      for (const request of refusals) {
        const error = (await gateway.startPayment(request))._unsafeUnwrapErr();
        expect(error.type).toBe('InvalidOrder');
        expect(error.message).not.toBe('');
      }
      const donation = await gateway.startPayment(refusals[3]!);
      expect(donation._unsafeUnwrapErr().message).toBe(DONATION_AMOUNT_MESSAGE);
    });

    it('refuses dues and the upgrade to a visitor', async () => {
      expect((await gateway.startPayment({ order: { item: 'upgrade' }, contact: BUYER }))._unsafeUnwrapErr().type).toBe('Unauthorized');
      const dues = await gateway.startPayment({ order: { item: 'dues', membership: 'Annual Membership' }, contact: BUYER });
      expect(dues._unsafeUnwrapErr().type).toBe('Unauthorized');
    });

    it('makes a new annual member once the membership is paid', async () => {
      const session = await start(membershipRequest('grace@example.org'));
      expect(session).toMatchObject({ amount: 5_000, description: 'Annual Membership' });
      expect(await memberByEmail('grace@example.org')).toBeNull();
      expect((await pay(session))._unsafeUnwrap().fulfilment).toBe('fulfilled');
      const member = await memberByEmail('grace@example.org');
      expect(member).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        membership: 'Annual Membership',
        zipcode: '23504',
        phone: '7575550100',
      });
      expect(member?.id).toMatch(/^\d{6}$/);
      expect(member?.duesPayYear).toMatch(/^\d{4}$/);
      expect((await harness.members.get(member!.id))._unsafeUnwrap()).toEqual(member);
    });

    it('makes a lifetime member with no dues year yet', async () => {
      const session = await start(membershipRequest('grace@example.org', 'Lifetime Membership'));
      expect(session.amount).toBe(50_000);
      void (await pay(session));
      expect(await memberByEmail('grace@example.org')).toMatchObject({ membership: 'Lifetime Membership', duesPayYear: null });
    });

    it("refuses a membership for a member's e-mail with the spec's message", async () => {
      void (await pay(await start(membershipRequest('grace@example.org'))));
      const again = await gateway.startPayment(membershipRequest('GRACE@example.org'));
      expect(again._unsafeUnwrapErr()).toEqual({ type: 'DuplicateMember', message: duplicateMemberMessage('GRACE@example.org') });
    });

    it('refuses a membership whose details break the form rules, naming the field', async () => {
      const request = {
        ...membershipRequest('grace@example.org'),
        application: sampleApplication('grace@example.org', { zipcode: 'ABC' }),
      };
      const error = (await gateway.startPayment(request))._unsafeUnwrapErr();
      expect(error.type === 'InvalidOrder' && error.fields?.['zipcode']).toEqual(expect.any(String));
    });

    it.each(DECLINING_CARDS)('answers %s with CardDeclined %s and the message, and fulfils nothing', async (number, code, message) => {
      const session = await start(membershipRequest('grace@example.org'));
      const shown = harness.hidesSensitiveDeclines && SENSITIVE_DECLINES.has(code) ? 'generic_decline' : code;
      expect((await pay(session, number))._unsafeUnwrapErr()).toEqual({ type: 'CardDeclined', code: shown, message });
      expect(await memberByEmail('grace@example.org')).toBeNull();
    });

    it('lets the payer start again after a decline and pay', async () => {
      void (await pay(await start(membershipRequest('grace@example.org')), '4000000000000002'));
      const receipt = (await pay(await start(membershipRequest('grace@example.org'))))._unsafeUnwrap();
      expect(receipt.fulfilment).toBe('fulfilled');
      expect(await memberByEmail('grace@example.org')).not.toBeNull();
    });

    it('stops a client after 5 declined attempts in 10 minutes, even with a good card', async () => {
      const session = await start({ order: { item: 'cookout-2024', tickets: 1 }, contact: BUYER });
      for (let i = 0; i < 5; i++) expect((await pay(session, '4000000000000002'))._unsafeUnwrapErr().type).toBe('CardDeclined');
      const limited = (await pay(session))._unsafeUnwrapErr();
      expect(limited.type).toBe('RateLimited');
      expect(limited.type === 'RateLimited' && limited.retryAfterSeconds).toBeGreaterThan(0);
    });

    it('refuses to confirm a session the server never opened', async () => {
      const made = await start({ order: { item: 'cookout-2024', tickets: 1 }, contact: BUYER });
      const forged = { ...made, clientSecret: `${made.clientSecret}x` };
      expect((await pay(forged)).isErr()).toBe(true);
      expect((await pay({ ...made, orderId: 'no-such-order' })).isErr()).toBe(true);
    });

    it('makes one member when two memberships with one e-mail are paid at once', async () => {
      const sessions = [await start(membershipRequest('grace@example.org')), await start(membershipRequest('grace@example.org'))];
      const receipts = await Promise.all(sessions.map((session) => pay(session)));
      expect(receipts.map((r) => r._unsafeUnwrap().fulfilment).sort()).toEqual(['failed', 'fulfilled']);
      expect(await memberByEmail('grace@example.org')).not.toBeNull();
    });
  });
}
