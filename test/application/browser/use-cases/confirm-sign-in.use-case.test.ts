import { okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { IDENTITY_MESSAGES } from '../../../../src/identity/rules/identity-rules';
import { providerMessage } from '../../../../src/application/browser/messages';
import type { SignInOutcome } from '../../../../src/application/ports/identity-provider.port';
import { confirmSignIn } from '../../../../src/application/browser/use-cases/confirm-sign-in.use-case';
import { failingIdentity, identityFlowWorld } from '../identity-flow-world';

const PASSWORD = 'a long passphrase';
const unused = { type: 'Unavailable', message: 'unused' } as const;

describe('confirmSignIn', () => {
  it('refuses a code that is not a number before asking the identity service', async () => {
    const result = await confirmSignIn({ identity: failingIdentity(unused) }, { email: 'a@b.org', answer: { kind: 'code', code: 'abc' } });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: { code: 'The verification code is the number in the e-mail we sent.' },
    });
  });

  it('refuses an MFA method other than SMS, TOTP or EMAIL', async () => {
    const result = await confirmSignIn(
      { identity: failingIdentity(unused) },
      { email: 'a@b.org', answer: { kind: 'mfaChoice', method: 'FAX' } },
    );
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidForm', fields: { method: IDENTITY_MESSAGES.incorrectMfaMethod } });
  });

  it('sends the chosen method and passes the next step on', async () => {
    const outcome: SignInOutcome = {
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDelivery: { deliveryMedium: 'EMAIL', destination: 'a***@b***.org' } },
    };
    const confirm = vi.fn(() => okAsync(outcome));
    const result = await confirmSignIn(
      { identity: failingIdentity(unused, { confirmSignIn: confirm }) },
      { email: 'a@b.org', answer: { kind: 'mfaChoice', method: 'EMAIL' } },
    );
    expect(confirm).toHaveBeenCalledWith({ challengeResponse: 'EMAIL' });
    expect(result._unsafeUnwrap()).toEqual({ step: 'mfaCode', method: 'EMAIL', destination: 'a***@b***.org', setupUri: null });
  });

  it('finishes an e-mail MFA sign-in with the code from the e-mail', async () => {
    const world = identityFlowWorld();
    await world.member('jane@example.org', PASSWORD);
    (await world.identity.signIn({ username: 'jane@example.org', password: PASSWORD }))._unsafeUnwrap();
    (await world.identity.updateMfaPreference({ enable: ['EMAIL'], preferred: 'EMAIL', password: PASSWORD, code: null }))._unsafeUnwrap();
    (await world.identity.signOut())._unsafeUnwrap();
    const step = (await world.identity.signIn({ username: 'jane@example.org', password: PASSWORD }))._unsafeUnwrap();
    expect(step.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
    const code = world.lastCode('jane@example.org');
    const result = await confirmSignIn(world, { email: ' jane@example.org ', answer: { kind: 'code', code } });
    expect(result._unsafeUnwrap()).toEqual({ step: 'signedIn', email: 'jane@example.org', path: '/Member-Area' });
  });

  it("shows the identity service's message when it refuses", async () => {
    const world = identityFlowWorld();
    const result = await confirmSignIn(world, { email: 'jane@example.org', answer: { kind: 'code', code: '123456' } });
    const error = result._unsafeUnwrapErr();
    expect(error).toMatchObject({ type: 'ConfirmSignInFailed' });
    expect(error.notice).toEqual(providerMessage(error.message));
  });
});
