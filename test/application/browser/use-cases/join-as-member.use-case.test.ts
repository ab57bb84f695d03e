import { okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../src/application/browser/messages';
import type { CardEntry, PaymentGateway } from '../../../../src/application/ports/payment-gateway.port';
import type { Cents } from '../../../../src/domain/money';
import type { MembershipFormInput } from '../../../../src/domain/validation/checkout-forms';
import { joinAsMember, type JoinAsMemberDeps } from '../../../../src/application/browser/use-cases/join-as-member.use-case';
import { gatewayOver, paymentsWorld } from '../../../support/payments-world';
import { failingIdentity, identityFlowWorld } from '../identity-flow-world';
import { sampleMember } from '../../../contracts/member-repository.contract';

const FORM: MembershipFormInput = {
  firstName: 'Mary',
  lastName: 'Jackson',
  email: 'mary@example.org',
  phone: '(757) 555-0100',
  address: '2 Langley Rd',
  city: 'Hampton',
  state: 'VA',
  zipcode: '23681',
  gradYear: '1942',
  password: 'a long passphrase',
};
const card = (number: string): CardEntry => ({ kind: 'card-details', card: { number, expMonth: 12, expYear: 2030, cvc: '123' } });
const GOOD = card('4242424242424242');

function worlds() {
  const payments = paymentsWorld();
  const people = identityFlowWorld();
  const deps: JoinAsMemberDeps = { payments: gatewayOver(payments), identity: people.identity, clock: payments.clock };
  return { payments, people, deps };
}

describe('joinAsMember (in-memory payment gateway and identity provider)', () => {
  it('pays for the membership, has the member recorded by the server, and creates the account awaiting its code', async () => {
    const { payments, people, deps } = worlds();
    const joined = (await joinAsMember(deps, { membership: 'Annual Membership', form: FORM, card: GOOD }))._unsafeUnwrap();
    expect(joined).toMatchObject({ account: 'created', email: FORM.email, receipt: { amount: 5_000, fulfilment: 'fulfilled' } });
    expect(joined.account === 'created' ? joined.signUp.nextStep.signUpStep : null).toBe('CONFIRM_SIGN_UP');
    const member = (await payments.members.findByEmail(FORM.email))._unsafeUnwrap();
    expect(member).toMatchObject({
      firstName: 'Mary',
      phone: '7575550100',
      zipcode: '23681',
      membership: 'Annual Membership',
      duesPayYear: '2026',
    });
    expect(people.lastCode(FORM.email)).toMatch(/^\d{6}$/);
  });

  it('refuses an invalid form before any payment, with every field message and the form message', async () => {
    const { payments, deps } = worlds();
    const form = { ...FORM, email: 'mary', zipcode: '1', password: 'short' };
    const error = (await joinAsMember(deps, { membership: 'Lifetime Membership', form, card: GOOD }))._unsafeUnwrapErr();
    expect(error).toMatchObject({ type: 'InvalidForm', paid: false, notice: MESSAGES.membershipFormFailed });
    expect(Object.keys(error.type === 'InvalidForm' ? error.fields : {}).sort()).toEqual(['email', 'password', 'zipcode']);
    expect(payments.processor.deliveries()).toEqual([]);
  });

  it('refuses an e-mail that is already a member with the persistent message, charging nothing', async () => {
    const { payments, people, deps } = worlds();
    (await payments.members.create(sampleMember(1, { email: 'Mary@Example.org' })))._unsafeUnwrap();
    const error = (await joinAsMember(deps, { membership: 'Annual Membership', form: FORM, card: GOOD }))._unsafeUnwrapErr();
    expect(error).toMatchObject({ type: 'DuplicateMember', paid: false });
    expect(error.notice).toEqual({
      tone: 'error',
      text: 'mary@example.org is already a member. Login to the Member Area to make a payment.',
      durationMs: null,
    });
    expect(payments.processor.deliveries()).toEqual([]);
    expect(people.mailer.to(FORM.email)).toEqual([]);
  });

  it("shows the provider's message for 5 s on a declined card, and creates no account", async () => {
    const { people, deps } = worlds();
    const error = (
      await joinAsMember(deps, { membership: 'Annual Membership', form: FORM, card: card('4000000000009995') })
    )._unsafeUnwrapErr();
    expect(error).toMatchObject({ type: 'CardDeclined', stage: 'confirm', paid: false });
    expect(error.notice).toEqual({ tone: 'error', text: error.message, durationMs: 5_000 });
    expect(people.mailer.to(FORM.email)).toEqual([]);
  });

  it("says 'There was an error creating your account.' when the sign-up fails after the charge", async () => {
    const { payments, deps } = worlds();
    const identity = failingIdentity({ type: 'Unavailable', message: 'The identity service is down.' });
    const error = (
      await joinAsMember({ ...deps, identity }, { membership: 'Annual Membership', form: FORM, card: GOOD })
    )._unsafeUnwrapErr();
    expect(error).toEqual({
      type: 'AccountCreationFailed',
      message: 'There was an error creating your account.',
      notice: MESSAGES.accountCreationFailed,
      paid: true,
    });
    expect((await payments.members.findByEmail(FORM.email))._unsafeUnwrap()).not.toBeNull();
  });

  it('signs up no account when the server says the e-mail already has one: the membership is paid and recorded', async () => {
    const { payments, deps } = worlds();
    const gateway = deps.payments;
    // The self-hosted server adds this to the receipt (POST /payment/confirm); the in-memory gateway stands in for it.
    const saysExisting: PaymentGateway = {
      startPayment: (request) => gateway.startPayment(request),
      confirmCard: (session, entry, billing) =>
        gateway.confirmCard(session, entry, billing).map((receipt) => ({ ...receipt, account: 'existing' as const })),
    };
    const signUp = vi.fn();
    const identity = failingIdentity({ type: 'Unavailable', message: 'must not be called' }, { signUp });
    const joined = await joinAsMember(
      { ...deps, payments: saysExisting, identity },
      { membership: 'Annual Membership', form: FORM, card: GOOD },
    );
    expect(joined._unsafeUnwrap()).toEqual({
      account: 'existing',
      email: FORM.email,
      receipt: expect.objectContaining({ amount: 5_000, fulfilment: 'fulfilled', account: 'existing' }),
    });
    expect(signUp).not.toHaveBeenCalled();
    expect((await payments.members.findByEmail(FORM.email))._unsafeUnwrap()).toMatchObject({ membership: 'Annual Membership' });
  });

  it("says 'There was an error adding your information.' when the server could not record the member, and creates no account", async () => {
    const recordingFailed: PaymentGateway = {
      startPayment: () => okAsync({ orderId: 'o1', clientSecret: 's', amount: 5_000 as Cents, description: 'Annual Membership' }),
      confirmCard: () =>
        okAsync({
          orderId: 'o1',
          amount: 5_000 as Cents,
          description: 'Annual Membership',
          receiptEmail: FORM.email,
          fulfilment: 'failed',
        }),
    };
    const signUp = vi.fn();
    const identity = failingIdentity({ type: 'Unavailable', message: 'down' }, { signUp });
    const deps: JoinAsMemberDeps = { payments: recordingFailed, identity, clock: paymentsWorld().clock };
    const error = (await joinAsMember(deps, { membership: 'Annual Membership', form: FORM, card: GOOD }))._unsafeUnwrapErr();
    expect(error).toEqual({
      type: 'MemberAdditionFailed',
      message: 'There was an error adding your information.',
      notice: MESSAGES.memberAdditionFailed,
      paid: true,
    });
    expect(signUp).not.toHaveBeenCalled();
  });
});
