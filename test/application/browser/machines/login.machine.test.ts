import { err, ok } from 'neverthrow';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES } from '../../../../src/identity/rules/identity-rules';
import { RESET_EMAIL_REQUIRED } from '../../../../src/domain/validation/account-forms';
import { PASSWORD_TOO_SHORT } from '../../../../src/identity/rules/passwords';
import { MESSAGES, providerMessage, type Notice } from '../../../../src/application/browser/messages';
import { createLoginMachine, loginMachine, type LoginField } from '../../../../src/application/browser/machines/login.machine';
import { codeResentNotice } from '../../../../src/application/browser/use-cases/confirm-membership.use-case';
import type { ConfirmSignInInput } from '../../../../src/application/browser/use-cases/confirm-sign-in.use-case';
import type { SignInNext } from '../../../../src/application/browser/use-cases/sign-in.use-case';
import { identityFlowWorld } from '../identity-flow-world';
import { pageRecorder, stubsFor, TransitionCoverage, typeInto } from './identity-machine-kit';
import { crashes, hangs, startWatching } from './machine-test-kit';

const coverage = new TransitionCoverage();
type Actors = NonNullable<NonNullable<Parameters<typeof loginMachine.provide>[0]>['actors']>;
const { reply, replyInTurn, hang } = stubsFor<Actors>();

const EMAIL = 'jane@example.org';
const PASSWORD = 'a long passphrase';
const NEW_PASSWORD = 'a brand new passphrase';
const signedIn: SignInNext = { step: 'signedIn', email: EMAIL, path: '/Member-Area' };
const emailCode: SignInNext = { step: 'mfaCode', method: 'EMAIL', destination: 'j***@e***.org', setupUri: null };
const selection: SignInNext = { step: 'mfaSelection', allowed: ['EMAIL', 'TOTP'] };
const delivery = { deliveryMedium: 'EMAIL', destination: 'j***@e***.org' } as const;
const signUpDone = { isSignUpComplete: true, userId: 'u1', nextStep: { signUpStep: 'DONE' } } as const;

function refusal<T extends string>(type: T, text: string, notice: Notice = providerMessage(text)) {
  return { type, message: text, notice, cause: 'NotAuthorized' } as const;
}

function start(actors: Partial<Actors> = {}) {
  const { paths, remembered, actions } = pageRecorder();
  const machine = loginMachine.provide({
    actors: {
      signIn: hangs(),
      confirmSignIn: hangs(),
      confirmSignUp: hangs(),
      resendSignUpCode: hangs(),
      requestPasswordReset: hangs(),
      confirmPasswordReset: hangs(),
      ...actors,
    },
    actions,
  });
  const { actor, notices } = startWatching(createActor(machine, { inspect: coverage.inspect }));
  const edit = (values: Partial<Record<LoginField, string>>) => typeInto(actor, values);
  const at = (state: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) => waitFor(actor, (s) => s.matches(state));
  return { actor, notices, paths, remembered, edit, at };
}

/** Signs in with the given answers from the identity service (one per sign-in attempt). */
function signingIn(answersGiven: readonly SignInNext[] | null, actors: Partial<Actors> = {}) {
  const inputs: { email: string; password: string }[] = [];
  const signIn = answersGiven
    ? replyInTurn(
        'signIn',
        answersGiven.map((next) => ok(next)),
        inputs,
      )
    : hang('signIn');
  const run = start({ signIn, ...actors });
  run.edit({ email: EMAIL, password: PASSWORD });
  run.actor.send({ type: 'SUBMIT' });
  return { ...run, inputs };
}

describe('login machine: sign-in mode', () => {
  it('starts in sign-in mode with empty fields', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches({ normal: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ email: '', password: '', code: '', newPassword: '', fieldErrors: {} });
  });

  it("shows the domain's field messages and stays on the form; typing clears that field's message", () => {
    const { actor, edit } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ normal: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Email is required.', password: 'Password is required.' });
    edit({ email: EMAIL });
    expect(actor.getSnapshot().context).toMatchObject({ email: EMAIL, fieldErrors: { password: 'Password is required.' } });
  });

  it('is busy while signing in', () => {
    expect(signingIn(null).actor.getSnapshot().matches({ normal: 'signingIn' })).toBe(true);
  });

  it('signs in, remembers the e-mail and goes to the Member Area', async () => {
    const { actor, inputs, paths, remembered } = signingIn([signedIn]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(inputs).toEqual([{ email: EMAIL, password: PASSWORD }]);
    expect(remembered).toEqual([EMAIL]);
    expect(paths).toEqual(['/Member-Area']);
  });

  it('takes an administrator who must turn on two-step sign-in to its section of the Member Area', async () => {
    const twoStep: SignInNext = { step: 'twoStepRequired', email: EMAIL, path: '/Member-Area#two-step-sign-in' };
    const { actor, paths, remembered } = signingIn([twoStep]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('twoStepRequired');
    expect(remembered).toEqual([EMAIL]);
    expect(paths).toEqual(['/Member-Area#two-step-sign-in']);
  });

  it('goes to /Set-Password when a new password is required', async () => {
    const { actor, paths, remembered } = signingIn([{ step: 'newPasswordRequired', path: '/Set-Password' }]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('newPasswordRequired');
    expect(paths).toEqual(['/Set-Password']);
    expect(remembered).toEqual([]);
  });

  it("shows the provider's message and keeps the entered values after a refusal", async () => {
    const failure = refusal('SignInFailed', 'Incorrect username or password.');
    const run = start({ signIn: reply('signIn', err(failure)) });
    run.edit({ email: EMAIL, password: PASSWORD });
    run.actor.send({ type: 'SUBMIT' });
    await run.at({ normal: 'editing' });
    expect(run.notices).toEqual([providerMessage('Incorrect username or password.')]);
    expect(run.actor.getSnapshot().context).toMatchObject({ email: EMAIL, password: PASSWORD });
  });

  it('goes to reset mode and asks for a code when the account must reset its password', async () => {
    const requests: unknown[] = [];
    const run = signingIn([{ step: 'resetPassword' }], {
      requestPasswordReset: reply('requestPasswordReset', ok({ email: EMAIL, delivery, notice: MESSAGES.resetRequested }), requests),
    });
    await run.at({ reset: 'codeSent' });
    expect(requests).toEqual([{ email: EMAIL }]);
    expect(run.notices).toEqual([MESSAGES.resetRequested]);
  });

  it('lands in an explicit failure state when the sign-in crashes; RETRY returns with the values kept', async () => {
    const run = start({ signIn: crashes('bug') });
    run.edit({ email: EMAIL, password: PASSWORD });
    run.actor.send({ type: 'SUBMIT' });
    await run.at('failure');
    expect(run.notices).toEqual([providerMessage('bug')]);
    run.actor.send({ type: 'RETRY' });
    expect(run.actor.getSnapshot().matches({ normal: 'editing' })).toBe(true);
    expect(run.actor.getSnapshot().context).toMatchObject({ email: EMAIL, password: PASSWORD, failure: null });
  });
});

describe('login machine: confirming an account on the Login page', () => {
  async function unconfirmed(actors: Partial<Actors>, laterSignIns: SignInNext[] = [signedIn]) {
    const run = signingIn([{ step: 'confirmSignUp' }, ...laterSignIns], actors);
    await run.at({ normal: 'confirmSignUp' });
    return run;
  }

  it('asks for the sign-up code, checks it, confirms the account and signs in again with the same password', async () => {
    const confirmations: unknown[] = [];
    const run = await unconfirmed({ confirmSignUp: reply('confirmSignUp', ok(signUpDone), confirmations) });
    run.actor.send({ type: 'SUBMIT_CODE' });
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual({ code: 'Verification code is required.' });
    run.edit({ code: '123456' });
    run.actor.send({ type: 'SUBMIT_CODE' });
    expect(run.actor.getSnapshot().matches({ normal: 'confirmingSignUp' })).toBe(true);
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(confirmations).toEqual([{ email: EMAIL, code: '123456' }]);
    expect(run.inputs).toEqual([
      { email: EMAIL, password: PASSWORD },
      { email: EMAIL, password: PASSWORD },
    ]);
    expect(run.paths).toEqual(['/Member-Area']);
  });

  it("shows a wrong code's message and stays on the code step with the code kept", async () => {
    const failure = refusal('CodeMismatch', 'Invalid verification code provided, please try again.');
    const run = await unconfirmed({ confirmSignUp: reply('confirmSignUp', err(failure)) });
    run.edit({ code: '123456' });
    run.actor.send({ type: 'SUBMIT_CODE' });
    await waitFor(run.actor, (s) => s.matches({ normal: 'confirmSignUp' }) && run.notices.length > 0);
    expect(run.notices).toEqual([failure.notice]);
    expect(run.actor.getSnapshot().context.code).toBe('123456');
  });

  it('e-mails a new code on request and says where it went', async () => {
    const run = await unconfirmed({ resendSignUpCode: reply('resendSignUpCode', ok(delivery)) });
    run.actor.send({ type: 'RESEND_CODE' });
    expect(run.actor.getSnapshot().matches({ normal: 'resendingSignUpCode' })).toBe(true);
    await run.at({ normal: 'confirmSignUp' });
    expect(run.notices).toEqual([codeResentNotice(delivery)]);
  });

  it('reports a failed resend and stays on the code step', async () => {
    const failure = refusal('LimitExceeded', 'Attempt limit exceeded.');
    const run = await unconfirmed({ resendSignUpCode: reply('resendSignUpCode', err(failure)) });
    run.actor.send({ type: 'RESEND_CODE' });
    await waitFor(run.actor, (s) => s.matches({ normal: 'confirmSignUp' }) && run.notices.length > 0);
    expect(run.notices).toEqual([failure.notice]);
  });

  it('goes back to the sign-in form on CANCEL', async () => {
    const run = await unconfirmed({});
    run.actor.send({ type: 'CANCEL' });
    expect(run.actor.getSnapshot().matches({ normal: 'editing' })).toBe(true);
  });

  it.each([['confirmSignUp'], ['resendSignUpCode']] as const)('lands in the failure state when %s crashes', async (name) => {
    const run = await unconfirmed({ [name]: crashes() });
    run.edit({ code: '123456' });
    run.actor.send({ type: name === 'confirmSignUp' ? 'SUBMIT_CODE' : 'RESEND_CODE' });
    await run.at('failure');
  });
});

describe('login machine: multi-factor sign-in', () => {
  async function atMfa(first: SignInNext, confirmAnswers: readonly SignInNext[] | null, inputs: ConfirmSignInInput[] = []) {
    const confirmSignIn = confirmAnswers
      ? replyInTurn(
          'confirmSignIn',
          confirmAnswers.map((next) => ok(next)),
          inputs,
        )
      : hang('confirmSignIn');
    const run = signingIn([first], { confirmSignIn });
    await run.at({ normal: 'mfa' });
    return run;
  }

  it('goes on to the two-step set-up after a second factor, for an administrator who still must turn it on', async () => {
    const run = await atMfa(emailCode, [{ step: 'twoStepRequired', email: EMAIL, path: '/Member-Area#two-step-sign-in' }]);
    run.edit({ code: '123456' });
    run.actor.send({ type: 'SUBMIT_CODE' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('twoStepRequired');
    expect(run.paths).toEqual(['/Member-Area#two-step-sign-in']);
  });

  it('asks for the e-mailed code, says where it went, and signs in with it', async () => {
    const inputs: ConfirmSignInInput[] = [];
    const run = await atMfa(emailCode, [signedIn], inputs);
    expect(run.actor.getSnapshot().context.mfa).toEqual({
      awaiting: 'code',
      method: 'EMAIL',
      destination: 'j***@e***.org',
      setupUri: null,
      allowed: [],
    });
    run.actor.send({ type: 'SUBMIT_CODE' });
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual({ code: 'Verification code is required.' });
    run.edit({ code: '654321' });
    run.actor.send({ type: 'SUBMIT_CODE' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(inputs).toEqual([{ email: EMAIL, answer: { kind: 'code', code: '654321' } }]);
    expect(run.remembered).toEqual([EMAIL]);
    expect(run.paths).toEqual(['/Member-Area']);
  });

  it('offers the allowed methods, refuses another, then asks for the chosen one’s code', async () => {
    const inputs: ConfirmSignInInput[] = [];
    const run = await atMfa(selection, [emailCode], inputs);
    expect(run.actor.getSnapshot().context.mfa).toMatchObject({ awaiting: 'selection', allowed: ['EMAIL', 'TOTP'] });
    run.actor.send({ type: 'SELECT_MFA', method: 'SMS' });
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual({ method: IDENTITY_MESSAGES.incorrectMfaMethod });
    run.actor.send({ type: 'SELECT_MFA', method: 'EMAIL' });
    await waitFor(run.actor, (s) => s.matches({ normal: 'mfa' }) && s.context.mfa.awaiting === 'code');
    expect(inputs).toEqual([{ email: EMAIL, answer: { kind: 'mfaChoice', method: 'EMAIL' } }]);
    expect(run.actor.getSnapshot().context.mfa.method).toBe('EMAIL');
  });

  it('shows the setup address while an authenticator app is being set up', async () => {
    const run = await atMfa({ step: 'mfaCode', method: 'TOTP', destination: null, setupUri: 'otpauth://totp/x' }, null);
    expect(run.actor.getSnapshot().context.mfa).toMatchObject({ method: 'TOTP', setupUri: 'otpauth://totp/x' });
  });

  it('goes to /Set-Password when the code step says a new password is required', async () => {
    const run = await atMfa(emailCode, [{ step: 'newPasswordRequired', path: '/Set-Password' }]);
    run.edit({ code: '654321' });
    run.actor.send({ type: 'SUBMIT_CODE' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.paths).toEqual(['/Set-Password']);
  });

  it('asks for the sign-up code when the code step says the account is unconfirmed', async () => {
    const run = await atMfa(emailCode, [{ step: 'confirmSignUp' }]);
    run.edit({ code: '654321' });
    run.actor.send({ type: 'SUBMIT_CODE' });
    await run.at({ normal: 'confirmSignUp' });
    expect(run.actor.getSnapshot().context.code).toBe('');
  });

  it('goes to reset mode when the code step says the password must be reset', async () => {
    const run = await atMfa(emailCode, [{ step: 'resetPassword' }]);
    run.edit({ code: '654321' });
    run.actor.send({ type: 'SUBMIT_CODE' });
    await run.at({ reset: 'requesting' });
  });

  it("shows a refused code's message and stays on the code step", async () => {
    const failure = refusal('ConfirmSignInFailed', 'Invalid code received for user');
    const run = signingIn([emailCode], { confirmSignIn: reply('confirmSignIn', err(failure)) });
    await run.at({ normal: 'mfa' });
    run.edit({ code: '654321' });
    run.actor.send({ type: 'SUBMIT_CODE' });
    await waitFor(run.actor, (s) => s.matches({ normal: 'mfa' }) && run.notices.length > 0);
    expect(run.notices).toEqual([failure.notice]);
    expect(run.actor.getSnapshot().context.code).toBe('654321');
  });

  it('goes back to the sign-in form on CANCEL', async () => {
    const run = await atMfa(emailCode, null);
    run.actor.send({ type: 'CANCEL' });
    expect(run.actor.getSnapshot().matches({ normal: 'editing' })).toBe(true);
  });

  it('lands in the failure state when confirming crashes', async () => {
    const run = signingIn([emailCode], { confirmSignIn: crashes() });
    await run.at({ normal: 'mfa' });
    run.edit({ code: '654321' });
    run.actor.send({ type: 'SUBMIT_CODE' });
    await run.at('failure');
  });
});

describe('login machine: reset mode', () => {
  function inResetMode(actors: Partial<Actors> = {}) {
    const run = start(actors);
    run.edit({ email: EMAIL, password: PASSWORD });
    run.actor.send({ type: 'TOGGLE_RESET' });
    expect(run.actor.getSnapshot().matches({ reset: 'idle' })).toBe(true);
    return run;
  }

  const resetDone = ok({ type: 'Reset', email: EMAIL, notice: MESSAGES.resetDone } as const);
  const resetFailed = err(refusal('ResetFailed', 'Invalid verification code provided, please try again.', MESSAGES.resetFailed));

  it("'Reset Password' and 'Cancel Password Reset' toggle the modes, keeping the e-mail", () => {
    const run = inResetMode();
    run.actor.send({ type: 'CANCEL_RESET' });
    expect(run.actor.getSnapshot().matches({ normal: 'editing' })).toBe(true);
    expect(run.actor.getSnapshot().context.email).toBe(EMAIL);
  });

  it("shows 'Please enter your email to reset password' beside the e-mail when it is empty", () => {
    const run = inResetMode();
    run.edit({ email: '' });
    run.actor.send({ type: 'REQUEST_CODE' });
    expect(run.actor.getSnapshot().matches({ reset: 'idle' })).toBe(true);
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual({ email: RESET_EMAIL_REQUIRED });
  });

  it('asks for a code and says one is on its way (until closed)', async () => {
    const requests: unknown[] = [];
    const run = inResetMode({
      requestPasswordReset: reply('requestPasswordReset', ok({ email: EMAIL, delivery, notice: MESSAGES.resetRequested }), requests),
    });
    run.actor.send({ type: 'REQUEST_CODE' });
    expect(run.actor.getSnapshot().matches({ reset: 'requesting' })).toBe(true);
    await run.at({ reset: 'codeSent' });
    expect(requests).toEqual([{ email: EMAIL }]);
    expect(run.notices).toEqual([MESSAGES.resetRequested]);
  });

  it('reports a failed request and stays in reset mode', async () => {
    const failure = refusal('ResetRequestFailed', 'Attempt limit exceeded.', MESSAGES.resetRequestFailed);
    const run = inResetMode({ requestPasswordReset: reply('requestPasswordReset', err(failure)) });
    run.actor.send({ type: 'REQUEST_CODE' });
    await waitFor(run.actor, (s) => s.matches({ reset: 'idle' }) && run.notices.length > 0);
    expect(run.notices).toEqual([MESSAGES.resetRequestFailed]);
  });

  it('does nothing on SUBMIT_RESET unless e-mail, code and new password are all filled in', () => {
    const run = inResetMode({ confirmPasswordReset: hangs() });
    run.edit({ code: '123456' });
    run.actor.send({ type: 'SUBMIT_RESET' });
    expect(run.actor.getSnapshot().matches({ reset: 'idle' })).toBe(true);
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('shows the domain’s messages when everything is filled in but not valid', () => {
    const run = inResetMode();
    run.edit({ code: 'abc', newPassword: 'short' });
    run.actor.send({ type: 'SUBMIT_RESET' });
    expect(run.actor.getSnapshot().matches({ reset: 'idle' })).toBe(true);
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual({
      code: 'The verification code is the number in the e-mail we sent.',
      newPassword: PASSWORD_TOO_SHORT,
    });
  });

  it('resets with a code from an earlier e-mail, straight from reset mode', async () => {
    const run = inResetMode({ confirmPasswordReset: reply('confirmPasswordReset', resetDone) });
    run.edit({ code: '123456', newPassword: NEW_PASSWORD });
    run.actor.send({ type: 'SUBMIT_RESET' });
    expect(run.actor.getSnapshot().matches({ reset: 'resetting' })).toBe(true);
    await run.at({ normal: 'editing' });
    expect(run.notices).toEqual([MESSAGES.resetDone]);
  });

  async function withCodeSent(actors: Partial<Actors>) {
    const run = inResetMode({
      requestPasswordReset: reply('requestPasswordReset', ok({ email: EMAIL, delivery, notice: MESSAGES.resetRequested })),
      ...actors,
    });
    run.actor.send({ type: 'REQUEST_CODE' });
    await run.at({ reset: 'codeSent' });
    run.notices.length = 0;
    return run;
  }

  it('sets the new password and returns to sign-in mode with the e-mail kept and the secrets cleared', async () => {
    const inputs: unknown[] = [];
    const run = await withCodeSent({ confirmPasswordReset: reply('confirmPasswordReset', resetDone, inputs) });
    run.edit({ code: '123456', newPassword: NEW_PASSWORD });
    run.actor.send({ type: 'SUBMIT_RESET' });
    await run.at({ normal: 'editing' });
    expect(inputs).toEqual([{ email: EMAIL, code: '123456', newPassword: NEW_PASSWORD }]);
    expect(run.notices).toEqual([MESSAGES.resetDone]);
    expect(run.actor.getSnapshot().context).toMatchObject({ email: EMAIL, password: '', code: '', newPassword: '' });
  });

  it('stays in reset mode with the values kept when the reset fails', async () => {
    const run = await withCodeSent({ confirmPasswordReset: reply('confirmPasswordReset', resetFailed) });
    run.edit({ code: '123456', newPassword: NEW_PASSWORD });
    run.actor.send({ type: 'SUBMIT_RESET' });
    await waitFor(run.actor, (s) => s.matches({ reset: 'codeSent' }) && run.notices.length > 0);
    expect(run.notices).toEqual([MESSAGES.resetFailed]);
    expect(run.actor.getSnapshot().context).toMatchObject({ code: '123456', newPassword: NEW_PASSWORD });
  });

  it('returns quietly to the code step if the use case found the form incomplete', async () => {
    const run = await withCodeSent({ confirmPasswordReset: reply('confirmPasswordReset', ok({ type: 'Incomplete' } as const)) });
    run.edit({ code: '123456', newPassword: NEW_PASSWORD });
    run.actor.send({ type: 'SUBMIT_RESET' });
    await run.at({ reset: 'codeSent' });
    expect(run.notices).toEqual([]);
  });

  it('can ask for the code again, and checks the e-mail again', async () => {
    const run = await withCodeSent({});
    run.edit({ email: '' });
    run.actor.send({ type: 'REQUEST_CODE' });
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual({ email: RESET_EMAIL_REQUIRED });
    run.edit({ email: EMAIL });
    run.actor.send({ type: 'REQUEST_CODE' });
    await run.at({ reset: 'codeSent' });
  });

  it('checks the form on SUBMIT_RESET after the code was sent, too', async () => {
    const run = await withCodeSent({});
    run.edit({ code: '12', newPassword: NEW_PASSWORD });
    run.actor.send({ type: 'SUBMIT_RESET' });
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual({ code: 'The verification code is the number in the e-mail we sent.' });
  });

  it.each([['requestPasswordReset'], ['confirmPasswordReset']] as const)('lands in the failure state when %s crashes', async (name) => {
    const run = inResetMode({ [name]: crashes() });
    run.edit({ code: '123456', newPassword: NEW_PASSWORD });
    run.actor.send({ type: name === 'requestPasswordReset' ? 'REQUEST_CODE' : 'SUBMIT_RESET' });
    await run.at('failure');
  });
});

describe('login machine wired to the in-memory identity provider', () => {
  it('signs a member in and stores the e-mail under "user"', async () => {
    const world = identityFlowWorld();
    await world.member(EMAIL, PASSWORD);
    const paths: string[] = [];
    const machine = createLoginMachine(world).provide({ actions: { navigate: (_, { path }) => void paths.push(path) } });
    const actor = createActor(machine).start();
    actor.send({ type: 'EDIT', field: 'email', value: EMAIL });
    actor.send({ type: 'EDIT', field: 'password', value: PASSWORD });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(paths).toEqual(['/Member-Area']);
    expect(world.storage.get('user')._unsafeUnwrap()).toBe(EMAIL);
  });

  it('confirms an unconfirmed account on the page and resets a password with the e-mailed code', async () => {
    const world = identityFlowWorld();
    (await world.identity.signUp({ username: EMAIL, password: PASSWORD }))._unsafeUnwrap();
    const actor = createActor(createLoginMachine(world)).start();
    actor.send({ type: 'EDIT', field: 'email', value: EMAIL });
    actor.send({ type: 'EDIT', field: 'password', value: PASSWORD });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ normal: 'confirmSignUp' }));
    actor.send({ type: 'RESEND_CODE' });
    await waitFor(actor, (s) => s.matches({ normal: 'confirmSignUp' }));
    actor.send({ type: 'EDIT', field: 'code', value: world.lastCode(EMAIL) });
    actor.send({ type: 'SUBMIT_CODE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('resets a forgotten password with the code from the outbox', async () => {
    const world = identityFlowWorld();
    await world.member(EMAIL, PASSWORD);
    const actor = createActor(createLoginMachine(world)).start();
    actor.send({ type: 'EDIT', field: 'email', value: EMAIL });
    actor.send({ type: 'TOGGLE_RESET' });
    actor.send({ type: 'REQUEST_CODE' });
    await waitFor(actor, (s) => s.matches({ reset: 'codeSent' }));
    actor.send({ type: 'EDIT', field: 'code', value: world.lastCode(EMAIL) });
    actor.send({ type: 'EDIT', field: 'newPassword', value: NEW_PASSWORD });
    actor.send({ type: 'SUBMIT_RESET' });
    await waitFor(actor, (s) => s.matches({ normal: 'editing' }));
    expect((await world.identity.signIn({ username: EMAIL, password: NEW_PASSWORD }))._unsafeUnwrap().isSignedIn).toBe(true);
  });

  it('runs no actor without its ports: the bare machine fails explicitly', async () => {
    const actor = createActor(loginMachine).start();
    actor.send({ type: 'EDIT', field: 'email', value: EMAIL });
    actor.send({ type: 'EDIT', field: 'password', value: PASSWORD });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.failure).toBe("The actor 'signIn' was not provided.");
  });
});

describe('login machine coverage', () => {
  it('took every transition the machine defines', () => {
    expect(coverage.missing(loginMachine)).toEqual([]);
  });
});
