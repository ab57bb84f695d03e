import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { providerMessage } from '../../../../src/application/browser/messages';
import type { SignInOutcome, SignInStep } from '../../../../src/application/ports/identity-provider.port';
import { nextStepOf, signIn, type SignInNext } from '../../../../src/application/browser/use-cases/sign-in.use-case';
import { failingIdentity, identityFlowWorld } from '../identity-flow-world';

const PASSWORD = 'a long passphrase';

describe('signIn', () => {
  it('checks the form with the domain before asking the identity service', async () => {
    const identity = failingIdentity({ type: 'Unavailable', message: 'must not be called' });
    const result = await signIn({ identity }, { email: '', password: '' });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: { email: 'Email is required.', password: 'Password is required.' },
      notice: null,
    });
  });

  it('goes to the Member Area when the sign-in is done, with the e-mail as typed but trimmed', async () => {
    const world = identityFlowWorld();
    await world.member('jane@example.org', PASSWORD);
    const result = await signIn(world, { email: '  jane@example.org ', password: PASSWORD });
    expect(result._unsafeUnwrap()).toEqual({ step: 'signedIn', email: 'jane@example.org', path: '/Member-Area' });
    expect((await world.identity.currentUser())._unsafeUnwrap().email).toBe('jane@example.org');
  });

  it('sends an account with a temporary password to /Set-Password', async () => {
    const world = identityFlowWorld();
    const temporary = await world.invited('new@example.org');
    const result = await signIn(world, { email: 'new@example.org', password: temporary });
    expect(result._unsafeUnwrap()).toEqual({ step: 'newPasswordRequired', path: '/Set-Password' });
  });

  it('asks for the sign-up code when the account was never confirmed', async () => {
    const world = identityFlowWorld();
    (await world.identity.signUp({ username: 'late@example.org', password: PASSWORD }))._unsafeUnwrap();
    const result = await signIn(world, { email: 'late@example.org', password: PASSWORD });
    expect(result._unsafeUnwrap()).toEqual({ step: 'confirmSignUp' });
  });

  it('leads to the password reset when an administrator required one', async () => {
    const world = identityFlowWorld();
    await world.member('jane@example.org', PASSWORD);
    (await world.service.adminRequirePasswordReset({ email: 'jane@example.org' }))._unsafeUnwrap();
    const result = await signIn(world, { email: 'jane@example.org', password: PASSWORD });
    expect(result._unsafeUnwrap()).toEqual({ step: 'resetPassword' });
  });

  it("shows the identity service's own message when it refuses", async () => {
    const world = identityFlowWorld();
    await world.member('jane@example.org', PASSWORD);
    const result = await signIn(world, { email: 'jane@example.org', password: 'not the password' });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'SignInFailed',
      message: 'Incorrect username or password.',
      notice: providerMessage('Incorrect username or password.'),
      cause: 'NotAuthorized',
    });
  });

  it('takes an administrator who must turn on two-step sign-in to its set-up, as the session says', async () => {
    const done: SignInOutcome = { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    const admin = { userId: 'u1', username: 'chair@example.org', email: 'chair@example.org', isAdmin: false, needsTwoStep: true };
    const identity = failingIdentity(
      { type: 'Unavailable', message: 'unused' },
      { signIn: () => okAsync(done), currentUser: () => okAsync(admin) },
    );
    const result = await signIn({ identity }, { email: 'chair@example.org', password: PASSWORD });
    expect(result._unsafeUnwrap()).toEqual({ step: 'twoStepRequired', email: 'chair@example.org', path: '/Member-Area#two-step-sign-in' });
  });

  it('goes on to the Member Area when the session cannot say whether two-step sign-in is required', async () => {
    const done: SignInOutcome = { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    const identity = failingIdentity({ type: 'Unavailable', message: 'down' }, { signIn: () => okAsync(done) });
    const result = await signIn({ identity }, { email: 'jane@example.org', password: PASSWORD });
    expect(result._unsafeUnwrap()).toEqual({ step: 'signedIn', email: 'jane@example.org', path: '/Member-Area' });
  });

  it('passes an MFA step on to the page', async () => {
    const outcome: SignInOutcome = { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } };
    const identity = failingIdentity({ type: 'Unavailable', message: 'unused' }, { signIn: () => okAsync(outcome) });
    const result = await signIn({ identity }, { email: 'jane@example.org', password: PASSWORD });
    expect(result._unsafeUnwrap()).toEqual({ step: 'mfaCode', method: 'TOTP', destination: null, setupUri: null });
  });
});

describe('nextStepOf', () => {
  const delivery = { deliveryMedium: 'EMAIL', destination: 'j***@e***.org' } as const;
  const cases: readonly [SignInStep, SignInNext][] = [
    [{ signInStep: 'DONE' }, { step: 'signedIn', email: 'jane@example.org', path: '/Member-Area' }],
    [
      { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] },
      { step: 'newPasswordRequired', path: '/Set-Password' },
    ],
    [{ signInStep: 'CONFIRM_SIGN_UP' }, { step: 'confirmSignUp' }],
    [{ signInStep: 'RESET_PASSWORD' }, { step: 'resetPassword' }],
    [
      { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDelivery: { deliveryMedium: 'SMS', destination: '+1***99' } },
      { step: 'mfaCode', method: 'SMS', destination: '+1***99', setupUri: null },
    ],
    [
      { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDelivery: delivery },
      { step: 'mfaCode', method: 'EMAIL', destination: 'j***@e***.org', setupUri: null },
    ],
    [{ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }, { step: 'mfaCode', method: 'TOTP', destination: null, setupUri: null }],
    [
      { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', sharedSecret: 'ABC', setupUri: 'otpauth://totp/x' },
      { step: 'mfaCode', method: 'TOTP', destination: null, setupUri: 'otpauth://totp/x' },
    ],
    [
      { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMfaTypes: ['EMAIL', 'TOTP'] },
      { step: 'mfaSelection', allowed: ['EMAIL', 'TOTP'] },
    ],
  ];

  it.each(cases)('maps %o', (nextStep, expected) => {
    expect(nextStepOf({ isSignedIn: nextStep.signInStep === 'DONE', nextStep }, 'jane@example.org')).toEqual(expected);
  });
});
