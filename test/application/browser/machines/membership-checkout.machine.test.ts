import { err, ok, type Result } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type PromiseActorLogic } from 'xstate';
import { MESSAGES, providerMessage } from '../../../../src/application/browser/messages';
import {
  membershipCheckoutMachine,
  EMPTY_MEMBERSHIP_FORM,
  type MembershipCheckoutContext,
  type MembershipCheckoutEvent,
} from '../../../../src/application/browser/machines/membership-checkout.machine';
import type { CodeDelivery, SignUpOutcome } from '../../../../src/application/ports/identity-provider.port';
import { codeResentNotice, type ConfirmMembershipError } from '../../../../src/application/browser/use-cases/confirm-membership.use-case';
import type {
  JoinAsMemberError,
  JoinAsMemberInput,
  JoinedMember,
} from '../../../../src/application/browser/use-cases/join-as-member.use-case';
import type { SignInError, SignInNext } from '../../../../src/application/browser/use-cases/sign-in.use-case';
import type { MembershipFormInput } from '../../../../src/domain/validation/checkout-forms';
import {
  BAD_CARD,
  BAD_CARD_ERRORS,
  CLEAN_GOOD_CARD,
  crashed,
  INPUT,
  done,
  GOOD_CARD,
  itReachesEveryStateAndTransition,
  paymentFailure,
  receipt,
} from './checkout-test-kit';
import { answers, crashes, startWatching } from './machine-test-kit';

type JoinResult = Result<JoinedMember, JoinAsMemberError>;
type ConfirmResult = Result<SignUpOutcome, ConfirmMembershipError>;
type ResendResult = Result<CodeDelivery, ConfirmMembershipError>;
type SignInResult = Result<SignInNext, SignInError>;

const FORM: MembershipFormInput = {
  firstName: 'Mary',
  lastName: 'Jackson',
  email: 'mary@example.org',
  phone: '757 555 0100',
  address: '2 Langley Rd',
  city: 'Hampton',
  state: 'VA',
  zipcode: '23681',
  gradYear: '',
  password: 'a long passphrase',
};

const DELIVERY: CodeDelivery = { deliveryMedium: 'EMAIL', destination: 'm***@e***.org' };
const NEEDS_CODE: SignUpOutcome = {
  isSignUpComplete: false,
  userId: 'u1',
  nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDelivery: DELIVERY },
};
const COMPLETE: SignUpOutcome = { isSignUpComplete: true, userId: 'u1', nextStep: { signUpStep: 'DONE' } };
const JOINED: JoinResult = ok({ account: 'created', email: FORM.email, receipt: receipt(), signUp: NEEDS_CODE });
const DUPLICATE = providerMessage('mary@example.org is already a member. Login to the Member Area to make a payment.', null);
const WRONG_CODE: ConfirmMembershipError = {
  type: 'CodeMismatch',
  message: 'Invalid verification code provided, please try again.',
  notice: providerMessage('Invalid verification code provided, please try again.'),
};

type CodeInput = { email: string; code: string };
type SignInInput = { email: string; password: string };

const SIGNED_IN: SignInResult = ok({ step: 'signedIn', email: FORM.email, path: '/Member-Area' });
const WRONG_PASSWORD: SignInResult = err({
  type: 'SignInFailed',
  message: 'Incorrect username or password.',
  notice: providerMessage('Incorrect username or password.'),
  cause: 'NotAuthorized',
});

interface Actors {
  readonly joinAsMember?: PromiseActorLogic<JoinResult, JoinAsMemberInput>;
  readonly confirmSignUp?: PromiseActorLogic<ConfirmResult, CodeInput>;
  readonly resendCode?: PromiseActorLogic<ResendResult, { email: string }>;
  readonly signIn?: PromiseActorLogic<SignInResult, SignInInput>;
}

/** What the machine asked of the browser's storage and the page, in order. */
type Effect = readonly [string, unknown];

const join = (result: JoinResult, inputs: JoinAsMemberInput[] = []) => answers<JoinResult, JoinAsMemberInput>(result, inputs);
const confirm = (result: ConfirmResult, inputs: CodeInput[] = []) => answers<ConfirmResult, CodeInput>(result, inputs);
const resend = (result: ResendResult, inputs: { email: string }[] = []) => answers<ResendResult, { email: string }>(result, inputs);
const signIn = (result: SignInResult, inputs: SignInInput[] = []) => answers<SignInResult, SignInInput>(result, inputs);

function start(actors: Actors = {}) {
  const effects: Effect[] = [];
  const machine = membershipCheckoutMachine.provide({
    actors: {
      joinAsMember: actors.joinAsMember ?? join(JOINED),
      confirmSignUp: actors.confirmSignUp ?? confirm(ok(COMPLETE)),
      resendCode: actors.resendCode ?? resend(ok(DELIVERY)),
      signIn: actors.signIn ?? signIn(SIGNED_IN),
    },
    actions: {
      rememberPending: (_, params) => effects.push(['rememberPending', params.email]),
      forgetPending: () => effects.push(['forgetPending', null]),
      rememberUser: (_, params) => effects.push(['rememberUser', params.email]),
      navigate: (_, params) => effects.push(['navigate', params.path]),
    },
  });
  return { ...startWatching(createActor(machine, { input: INPUT })), effects };
}

function resumed(actors?: Actors) {
  const started = start(actors);
  started.actor.send({ type: 'RESUME', email: ` ${FORM.email} ` });
  return started;
}

function atForm(actors?: Actors) {
  const started = start(actors);
  started.actor.send({ type: 'SELECT_MEMBERSHIP', membership: 'Lifetime Membership' });
  return started;
}

async function atVerifying(actors?: Actors) {
  const started = atForm(actors);
  started.actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
  await waitFor(started.actor, (s) => s.matches('verifying'));
  started.notices.length = 0;
  return started;
}

describe('membership checkout: selecting and form', () => {
  it('starts selecting with nothing chosen', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context).toMatchObject({ membership: null, total: 0, form: EMPTY_MEMBERSHIP_FORM });
  });

  it.each([
    ['Lifetime Membership', 50_000],
    ['Annual Membership', 5_000],
  ])('SELECT_MEMBERSHIP %s opens the form with the total %i from the domain', (membership, total) => {
    const { actor } = start();
    actor.send({ type: 'SELECT_MEMBERSHIP', membership });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toMatchObject({ membership, total });
  });

  it('ignores a membership that cannot be bought', () => {
    const { actor } = start();
    actor.send({ type: 'SELECT_MEMBERSHIP', membership: 'Annual Chapter fee' });
    expect(actor.getSnapshot().value).toBe('selecting');
  });

  it("'Return to membership selection' (BACK) goes back to selecting", () => {
    const { actor } = atForm();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('selecting');
  });

  it('stays on the form with every field and card message; the password is not kept', () => {
    const { actor } = atForm();
    const typed = { ...EMPTY_MEMBERSHIP_FORM, firstName: 'Mary', phone: 'abc', password: 'short' };
    actor.send({ type: 'SUBMIT', form: typed, card: BAD_CARD });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('form');
    expect(context.form).toEqual({ ...typed, password: '' });
    expect(Object.keys(context.fieldErrors).sort()).toEqual(
      ['address', 'city', 'email', 'lastName', 'password', 'phone', 'state', 'zipcode'].sort(),
    );
    expect(context.cardErrors).toEqual(BAD_CARD_ERRORS);
  });

  it('pays with the chosen membership, the form and the cleaned card', async () => {
    const inputs: JoinAsMemberInput[] = [];
    const { actor } = atForm({ joinAsMember: join(JOINED, inputs) });
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('verifying'));
    expect(inputs).toEqual([{ membership: 'Lifetime Membership', form: FORM, card: CLEAN_GOOD_CARD }]);
  });
});

describe('membership checkout: paying', () => {
  it("goes to verifying on success with 'Payment was successful!' (3 s), remembering where the code went", async () => {
    const { actor, notices } = atForm();
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    expect(actor.getSnapshot().value).toBe('paying');
    await waitFor(actor, (s) => s.matches('verifying'));
    expect(notices).toEqual([MESSAGES.paymentSucceeded]);
    expect(actor.getSnapshot().context).toMatchObject({ email: FORM.email, codeDestination: DELIVERY.destination, codeError: null });
  });

  it("remembers the new member's e-mail (never the password) while the code is awaited; the password stays in memory for the sign-in", async () => {
    const { actor, effects } = atForm();
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('verifying'));
    expect(effects).toEqual([['rememberPending', FORM.email]]);
    expect(actor.getSnapshot().context).toMatchObject({ password: FORM.password, resumed: false, form: { ...FORM, password: '' } });
  });

  it('goes straight back to selecting when the account needs no code', async () => {
    const { actor, notices } = atForm({
      joinAsMember: join(ok({ account: 'created', email: FORM.email, receipt: receipt(), signUp: COMPLETE })),
    });
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('selecting'));
    expect(notices).toEqual([MESSAGES.paymentSucceeded, MESSAGES.verificationComplete]);
    expect(actor.getSnapshot().context.form).toEqual(EMPTY_MEMBERSHIP_FORM);
  });

  it('tells the member to sign in when the e-mail already has an account: no code is awaited, the message stays', async () => {
    const existing = ok({ account: 'existing', email: FORM.email, receipt: receipt() } as const);
    const confirmed: CodeInput[] = [];
    const { actor, notices } = atForm({ joinAsMember: join(existing), confirmSignUp: confirm(ok(COMPLETE), confirmed) });
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('existingAccount'));
    expect(notices).toEqual([MESSAGES.paymentSucceeded]);
    expect(actor.getSnapshot().context).toMatchObject({ email: FORM.email, codeDestination: null, form: EMPTY_MEMBERSHIP_FORM });
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(actor.getSnapshot().matches('existingAccount')).toBe(true);
    expect(confirmed).toEqual([]);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context.email).toBe('');
  });

  it("returns to the form on a refused card with the provider's message (5 s), data kept", async () => {
    const declined = providerMessage('Your card was declined.');
    const { actor, notices } = atForm({ joinAsMember: join(err({ ...paymentFailure(declined), paid: false })) });
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('form'));
    expect(notices).toEqual([{ tone: 'error', text: 'Your card was declined.', durationMs: 5_000 }]);
    expect(actor.getSnapshot().context).toMatchObject({ membership: 'Lifetime Membership', form: { ...FORM, password: '' } });
  });

  it('returns to the form with the persistent duplicate-member message', async () => {
    const failure = { ...paymentFailure(DUPLICATE, 'DuplicateMember', 'start'), paid: false as const };
    const { actor, notices } = atForm({ joinAsMember: join(err(failure)) });
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('form'));
    expect(notices).toEqual([{ tone: 'error', text: DUPLICATE.text, durationMs: null }]);
    expect(actor.getSnapshot().context.alreadyMember).toBe(DUPLICATE.text);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.alreadyMember).toBeNull();
  });

  it("shows the server's field messages with the form message", async () => {
    const failure: JoinAsMemberError = {
      type: 'InvalidForm',
      message: MESSAGES.membershipFormFailed.text,
      fields: { zipcode: 'ZIP code must be 5 digits (or ZIP+4).' },
      notice: MESSAGES.membershipFormFailed,
      paid: false,
    };
    const { actor, notices } = atForm({ joinAsMember: join(err(failure)) });
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('form'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ zipcode: 'ZIP code must be 5 digits (or ZIP+4).' });
    expect(notices).toEqual([MESSAGES.membershipFormFailed]);
  });

  it.each([
    ['AccountCreationFailed', MESSAGES.accountCreationFailed],
    ['MemberAdditionFailed', MESSAGES.memberAdditionFailed],
  ] as const)('after the charge, %s stops at incomplete (never pays again); BACK starts over', async (type, notice) => {
    const failure: JoinAsMemberError = { type, message: notice.text, notice, paid: true };
    const { actor, notices } = atForm({ joinAsMember: join(err(failure)) });
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('incomplete'));
    expect(notices).toEqual([notice]);
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    expect(actor.getSnapshot().value).toBe('incomplete');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context.form).toEqual(EMPTY_MEMBERSHIP_FORM);
  });

  it('goes to failed on a bug with the generic form message; RESTART returns to selecting', async () => {
    const { actor, notices } = atForm({ joinAsMember: crashes() });
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(notices).toEqual([MESSAGES.membershipFormFailed]);
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().value).toBe('selecting');
  });
});

describe('membership checkout: verifying', () => {
  it("refuses an empty code with the identity library's message, without a call", async () => {
    const calls: CodeInput[] = [];
    const { actor } = await atVerifying({ confirmSignUp: confirm(ok(COMPLETE), calls) });
    actor.send({ type: 'SUBMIT_CODE', code: '  ' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context.codeError).toBe('code is required to confirmSignUp');
    expect(calls).toEqual([]);
  });

  it('confirms the code, then signs in with the password of the form and goes to the Member Area', async () => {
    const calls: CodeInput[] = [];
    const signIns: SignInInput[] = [];
    const { actor, notices, effects } = await atVerifying({
      confirmSignUp: confirm(ok(COMPLETE), calls),
      signIn: signIn(SIGNED_IN, signIns),
    });
    effects.length = 0;
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(actor.getSnapshot().value).toBe('confirming');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls).toEqual([{ email: FORM.email, code: '123456' }]);
    expect(signIns).toEqual([{ email: FORM.email, password: FORM.password }]);
    expect(notices).toEqual([MESSAGES.verificationComplete]);
    expect(effects).toEqual([
      ['forgetPending', null],
      ['rememberUser', FORM.email],
      ['navigate', '/Member-Area'],
    ]);
    expect(actor.getSnapshot().context.password).toBe('');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('takes an administrator who must turn on two-step sign-in to its set-up', async () => {
    const twoStep: SignInResult = ok({ step: 'twoStepRequired', email: FORM.email, path: '/Member-Area#two-step-sign-in' });
    const { actor, effects } = await atVerifying({ signIn: signIn(twoStep) });
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(effects.at(-1)).toEqual(['navigate', '/Member-Area#two-step-sign-in']);
  });

  it.each([
    ['a refused password', signIn(WRONG_PASSWORD)],
    ['a bug', crashes<SignInResult, SignInInput>()],
  ])('sends the member to Login after %s at the sign-in (the account is confirmed); RESTART starts over', async (_, actorLogic) => {
    const { actor, effects } = await atVerifying({ signIn: actorLogic });
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    await waitFor(actor, (s) => s.matches('signInNeeded'));
    expect(actor.getSnapshot().context).toMatchObject({ email: FORM.email, password: '' });
    expect(effects.map(([name]) => name)).not.toContain('navigate');
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().context).toMatchObject({ email: '', membership: null });
  });

  it('stays verifying with the message of a wrong code', async () => {
    const { actor, notices } = await atVerifying({ confirmSignUp: confirm(err(WRONG_CODE)) });
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    await waitFor(actor, (s) => s.matches('verifying'));
    expect(notices).toEqual([WRONG_CODE.notice]);
    expect(actor.getSnapshot().context.codeError).toBe(WRONG_CODE.message);
  });

  it('sends a new code on RESEND_CODE and says where it went', async () => {
    const calls: { email: string }[] = [];
    const { actor, notices } = await atVerifying({ resendCode: resend(ok(DELIVERY), calls) });
    actor.send({ type: 'RESEND_CODE' });
    expect(actor.getSnapshot().value).toBe('resendingCode');
    await waitFor(actor, (s) => s.matches('verifying'));
    expect(calls).toEqual([{ email: FORM.email }]);
    expect(notices).toEqual([codeResentNotice(DELIVERY)]);
  });

  it('says why a new code could not be sent', async () => {
    const limit: ConfirmMembershipError = {
      type: 'LimitExceeded',
      message: 'Attempt limit exceeded.',
      notice: providerMessage('Attempt limit exceeded.'),
    };
    const { actor, notices } = await atVerifying({ resendCode: resend(err(limit)) });
    actor.send({ type: 'RESEND_CODE' });
    await waitFor(actor, (s) => s.matches('verifying') && notices.length > 0);
    expect(notices).toEqual([limit.notice]);
  });

  it('RESTART forgets the pending account and starts over', async () => {
    const { actor, effects } = await atVerifying();
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(effects.at(-1)).toEqual(['forgetPending', null]);
    expect(actor.getSnapshot().context).toMatchObject({ email: '', password: '' });
  });

  it.each(['confirmSignUp', 'resendCode'] as const)('goes to failed when %s has a bug', async (name) => {
    const { actor } = await atVerifying({ [name]: crashes() });
    actor.send(name === 'confirmSignUp' ? { type: 'SUBMIT_CODE', code: '123456' } : { type: 'RESEND_CODE' });
    await waitFor(actor, (s) => s.matches('failed'));
  });
});

describe('membership checkout: a resumed code step', () => {
  it('RESUME opens the code step for the remembered e-mail, asking for the password', () => {
    const { actor } = resumed();
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context).toMatchObject({ email: FORM.email, resumed: true, password: '', codeDestination: null });
  });

  it('ignores an empty remembered e-mail', () => {
    const { actor } = start();
    actor.send({ type: 'RESUME', email: ' ' });
    expect(actor.getSnapshot().value).toBe('selecting');
  });

  it('refuses a code without the password, saying so beside the password, without a call', () => {
    const calls: CodeInput[] = [];
    const { actor } = resumed({ confirmSignUp: confirm(ok(COMPLETE), calls) });
    actor.send({ type: 'SUBMIT_CODE', code: '123456', password: '' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context).toMatchObject({ codeError: null, passwordError: 'Enter the password you chose when you joined.' });
    expect(calls).toEqual([]);
  });

  it('confirms the code and signs in with the password typed on the step', async () => {
    const signIns: SignInInput[] = [];
    const { actor, effects } = resumed({ signIn: signIn(SIGNED_IN, signIns) });
    actor.send({ type: 'SUBMIT_CODE', code: '123456', password: 'typed again' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(signIns).toEqual([{ email: FORM.email, password: 'typed again' }]);
    expect(effects.at(-1)).toEqual(['navigate', '/Member-Area']);
  });

  it('sends a new code to the remembered e-mail', async () => {
    const calls: { email: string }[] = [];
    const { actor } = resumed({ resendCode: resend(ok(DELIVERY), calls) });
    actor.send({ type: 'RESEND_CODE' });
    await waitFor(actor, (s) => s.matches('verifying'));
    expect(calls).toEqual([{ email: FORM.email }]);
  });
});

describe('membership checkout: every state and transition', () => {
  const machine = membershipCheckoutMachine;
  const events: MembershipCheckoutEvent[] = [
    { type: 'SELECT_MEMBERSHIP', membership: 'Annual Membership' },
    { type: 'BACK' },
    { type: 'SUBMIT', form: FORM, card: GOOD_CARD },
    { type: 'SUBMIT', form: FORM, card: BAD_CARD },
    { type: 'SUBMIT_CODE', code: '123456' },
    { type: 'SUBMIT_CODE', code: '' },
    { type: 'RESEND_CODE' },
    { type: 'RESTART' },
    { type: 'RESUME', email: FORM.email },
    ...[
      done('joinAsMember', JOINED),
      done('joinAsMember', ok({ account: 'created', email: FORM.email, receipt: receipt(), signUp: COMPLETE })),
      done('joinAsMember', ok({ account: 'existing', email: FORM.email, receipt: receipt() })),
      done('joinAsMember', err({ ...paymentFailure(DUPLICATE, 'DuplicateMember', 'start'), paid: false })),
      done('joinAsMember', err({ type: 'AccountCreationFailed', message: '', notice: MESSAGES.accountCreationFailed, paid: true })),
      crashed('joinAsMember'),
      done('confirmSignUp', ok(COMPLETE)),
      done('confirmSignUp', err(WRONG_CODE)),
      crashed('confirmSignUp'),
      done('resendCode', ok(DELIVERY)),
      crashed('resendCode'),
      done('signIn', SIGNED_IN),
      done('signIn', WRONG_PASSWORD),
      crashed('signIn'),
    ].map((event) => event as MembershipCheckoutEvent),
  ];

  itReachesEveryStateAndTransition(machine, {
    events,
    input: INPUT,
    // The form's data changes nothing that matters here; one form keeps the traversal small.
    filterEvents: (snapshot: { context: MembershipCheckoutContext }, event: MembershipCheckoutEvent) =>
      event.type !== 'SUBMIT' || snapshot.context.form.firstName === '',
  });
});
