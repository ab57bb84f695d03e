import { describe, expect, it, vi } from 'vitest';
import { ok } from 'neverthrow';
import { createActor, waitFor } from 'xstate';
import { CARD_REFUSALS, MESSAGES } from '../../../../src/application/browser/messages';
import { createBanquetCheckoutMachine } from '../../../../src/application/browser/machines/banquet-checkout.machine';
import { createDonationCheckoutMachine } from '../../../../src/application/browser/machines/donation-checkout.machine';
import { createMemberAreaPaymentMachine } from '../../../../src/application/browser/machines/member-area-payment.machine';
import { createMembershipCheckoutMachine } from '../../../../src/application/browser/machines/membership-checkout.machine';
import { createTicketCheckoutMachine } from '../../../../src/application/browser/machines/ticket-checkout.machine';
import { checkoutInput } from '../../../../src/application/browser/machines/checkout-support';
import { pendingMembershipOf } from '../../../../src/application/browser/use-cases/pending-membership';
import { PENDING_MEMBERSHIP_KEY, SIGNED_IN_USER_KEY } from '../../../../src/application/ports/browser-storage.port';
import type { CardEntry } from '../../../../src/application/ports/payment-gateway.port';
import type { PayingActor } from '../../../../src/application/server/payments/resolve-checkout';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { gatewayOver, paymentsWorld } from '../../../support/payments-world';
import { identityFlowWorld } from '../identity-flow-world';
import { startWatching } from './machine-test-kit';

/** The machines as the pages get them: `create...Machine(deps)` over the in-memory fakes, nothing provided. */

const card = (number: string): CardEntry => ({ kind: 'card-details', card: { number, expMonth: 12, expYear: 2030, cvc: '123' } });
const GOOD = card('4242 4242 4242 4242');
const DECLINED = card('4000000000000002');
const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' };

const MEMBERSHIP_FORM = {
  ...BUYER,
  phone: '7575550100',
  address: '1 Main St',
  city: 'Norfolk',
  state: 'VA',
  zipcode: '23504',
  gradYear: '',
  password: 'a long passphrase',
};

function checkoutDeps() {
  const world = paymentsWorld();
  return { world, deps: { payments: gatewayOver(world), clock: world.clock }, input: checkoutInput(world.clock) };
}

describe('the checkout machines wired to the in-memory fakes', () => {
  it('Become a Member: pays, records the member, confirms the e-mailed code and signs the member in', async () => {
    const { world, deps, input } = checkoutDeps();
    const people = identityFlowWorld();
    const navigate = vi.fn();
    const machine = createMembershipCheckoutMachine({ ...deps, identity: people.identity, storage: people.storage });
    const { actor, notices } = startWatching(
      createActor(machine.provide({ actions: { navigate: (_, params) => navigate(params) } }), { input }),
    );
    actor.send({ type: 'SELECT_MEMBERSHIP', membership: 'Lifetime Membership' });
    actor.send({ type: 'SUBMIT', form: MEMBERSHIP_FORM, card: GOOD });
    await waitFor(actor, (s) => s.matches('verifying'));
    expect((await world.members.findByEmail(BUYER.email))._unsafeUnwrap()?.membership).toBe('Lifetime Membership');
    expect(people.storage.get(PENDING_MEMBERSHIP_KEY)).toEqual(ok(BUYER.email));
    actor.send({ type: 'SUBMIT_CODE', code: people.lastCode(BUYER.email) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(notices).toEqual([MESSAGES.paymentSucceeded, MESSAGES.verificationComplete]);
    expect(navigate).toHaveBeenCalledWith({ path: '/Member-Area' });
    expect(people.storage.get(SIGNED_IN_USER_KEY)).toEqual(ok(BUYER.email));
    expect(people.storage.get(PENDING_MEMBERSHIP_KEY)).toEqual(ok(null));
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('Become a Member: a page opened again resumes the code step and signs in with the password typed there', async () => {
    const { deps, input } = checkoutDeps();
    const people = identityFlowWorld();
    const wired = { ...deps, identity: people.identity, storage: people.storage };
    const first = createActor(createMembershipCheckoutMachine(wired), { input }).start();
    first.send({ type: 'SELECT_MEMBERSHIP', membership: 'Annual Membership' });
    first.send({ type: 'SUBMIT', form: MEMBERSHIP_FORM, card: GOOD });
    await waitFor(first, (s) => s.matches('verifying'));
    first.stop();

    const pending = pendingMembershipOf(people.storage);
    expect(pending).toBe(BUYER.email);
    const again = createActor(createMembershipCheckoutMachine(wired), { input }).start();
    again.send({ type: 'RESUME', email: pending ?? '' });
    expect(again.getSnapshot().context).toMatchObject({ email: BUYER.email, resumed: true });
    again.send({ type: 'SUBMIT_CODE', code: people.lastCode(BUYER.email), password: MEMBERSHIP_FORM.password });
    await waitFor(again, (s) => s.matches('signedIn'));
    expect(people.storage.get(SIGNED_IN_USER_KEY)).toEqual(ok(BUYER.email));
    expect(pendingMembershipOf(people.storage)).toBeNull();
  });

  it('Donate: a declined card stays on the card step with the 3 s message and the reason beside the card', async () => {
    const { deps, input } = checkoutDeps();
    const { actor, notices } = startWatching(createActor(createDonationCheckoutMachine(deps), { input }));
    actor.send({ type: 'QUICK_AMOUNT', dollars: 50 });
    actor.send({ type: 'PROCEED' });
    actor.send({ type: 'SUBMIT', donor: { name: 'Ada', email: '', address: '', state: '', zipcode: '', phone: '' }, card: DECLINED });
    await waitFor(actor, (s) => s.matches('form') && notices.length > 0);
    expect(notices).toEqual([MESSAGES.paymentFailed]);
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '50', cardErrors: { number: CARD_REFUSALS.declined } });
  });

  it('Spring Banquet: pays for the counted tickets', async () => {
    const { world, deps, input } = checkoutDeps();
    const { actor, notices } = startWatching(createActor(createBanquetCheckoutMachine(deps), { input }));
    actor.send({ type: 'INCREMENT', kind: 'adults' });
    actor.send({ type: 'PROCEED' });
    actor.send({ type: 'SUBMIT', buyer: BUYER, card: GOOD });
    await waitFor(actor, (s) => s.matches('confirmed') && notices.length > 0);
    expect(notices).toEqual([MESSAGES.paymentSucceeded]);
    expect(world.mailer.sent()).toHaveLength(1);
    expect(actor.getSnapshot().context.receipt).toMatchObject({
      amount: 3_800,
      description: 'Spring Banquet 2022 Tickets - Adults: 1, Children: 0',
      receiptEmail: BUYER.email,
      fulfilment: 'fulfilled',
    });
  });

  it('Sponsor Cookout: a declined card returns to the form with everything kept', async () => {
    const { deps, input } = checkoutDeps();
    const { actor, notices } = startWatching(
      createActor(createTicketCheckoutMachine(deps), { input: { page: 'sponsor-cookout-2024', ...input } }),
    );
    actor.send({ type: 'ADD' });
    actor.send({ type: 'PROCEED' });
    const form = { ...BUYER, students: 'Ann, Bo' };
    actor.send({ type: 'SUBMIT', form, card: DECLINED });
    await waitFor(actor, (s) => s.matches('form') && notices.length > 0);
    expect(notices).toEqual([MESSAGES.paymentFailed]);
    expect(actor.getSnapshot().context).toMatchObject({ count: 1, form });
  });

  it('Member Area: pays the dues of a signed-in member, then asks the page to reload', async () => {
    const world = paymentsWorld();
    const member = (await world.members.create(sampleMember(1, { membership: 'Annual Membership', duesPayYear: '2025' })))._unsafeUnwrap();
    const signedIn: PayingActor = { role: 'member', email: member.email, memberId: member.id };
    const deps = { payments: gatewayOver(world, () => signedIn) };
    let reloads = 0;
    const machine = createMemberAreaPaymentMachine(deps).provide({ actions: { reloadProfile: () => void reloads++ } });
    const actor = createActor(machine, { input: checkoutInput(world.clock) }).start();
    actor.send({ type: 'CHECKOUT', item: 'dues', member });
    actor.send({ type: 'SUBMIT', card: GOOD });
    await waitFor(actor, (s) => s.matches('confirmed') && reloads > 0);
    expect(actor.getSnapshot().context.receipt).toMatchObject({ description: 'Member Dues', amount: 5_000 });
    expect((await world.members.get(member.id))._unsafeUnwrap().duesPayYear).toBe('2026');
  });
});
