import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { validateNewPasswordForm, validateSetPasswordForm, type SetPasswordForm } from '../../../domain/validation/account-forms';
import { IDENTITY_ROUTES } from '../identity-routes';
import { MESSAGES, withDetail, type Notice } from '../messages';
import type { IdentityError, IdentityProvider, SignInOutcome } from '../../ports/identity-provider.port';
import { formRejected, identityFailure, type FormRejected, type IdentityFailure } from './identity-flow.errors';

export interface SetPasswordDeps {
  readonly identity: IdentityProvider;
}

/**
 * How the temporary password signed in: `challenge` when the identity service asks for a new
 * password (the usual case), `signedIn` when it was already a working password.
 */
export type TemporarySignInMode = 'challenge' | 'signedIn';

export interface PasswordSet {
  readonly email: string;
  readonly path: typeof IDENTITY_ROUTES.memberArea;
  /** 'New password has been set. You can now login into the member area!' */
  readonly notice: Notice;
}

export type SetPasswordError = FormRejected<keyof SetPasswordForm> | IdentityFailure<'SignInFailed'> | IdentityFailure<'SetPasswordFailed'>;

/** Said when the account answers with a step this page cannot take (an MFA code, an unconfirmed account). */
export const FINISH_ON_LOGIN_PAGE = 'This account needs another sign-in step: please sign in on the Login page.';

const anotherStep: IdentityError = { type: 'NotAllowed', message: FINISH_ON_LOGIN_PAGE };

const signInFailed = (error: IdentityError) =>
  identityFailure('SignInFailed', error, withDetail(MESSAGES.setPasswordSignInFailedPrefix, error.message));

const setFailed = (error: IdentityError) =>
  identityFailure('SetPasswordFailed', error, withDetail(MESSAGES.setPasswordFailedPrefix, error.message));

function modeOf(outcome: SignInOutcome): ResultAsync<TemporarySignInMode, IdentityFailure<'SignInFailed'>> {
  const step = outcome.nextStep.signInStep;
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return okAsync('challenge');
  return step === 'DONE' ? okAsync('signedIn') : errAsync(signInFailed(anotherStep));
}

/**
 * First step of Set Password: signs in with the e-mail and the temporary password. A refusal reads
 * 'There was an error signing in.' followed by the identity service's message.
 */
export function signInWithTemporaryPassword(
  deps: SetPasswordDeps,
  form: SetPasswordForm,
): ResultAsync<TemporarySignInMode, SetPasswordError> {
  return validateSetPasswordForm(form)
    .mapErr(formRejected)
    .asyncAndThen((valid) =>
      deps.identity.signIn({ username: valid.email, password: valid.temporaryPassword }).mapErr(signInFailed).andThen(modeOf),
    );
}

function answerWithNewPassword(identity: IdentityProvider, form: SetPasswordForm, mode: TemporarySignInMode) {
  if (mode === 'signedIn') return identity.updatePassword({ oldPassword: form.temporaryPassword, newPassword: form.newPassword });
  return identity
    .confirmSignIn({ challengeResponse: form.newPassword })
    .andThen((outcome) => (outcome.nextStep.signInStep === 'DONE' ? okAsync(undefined) : errAsync(anotherStep)));
}

/**
 * What the second step needs: answering the challenge needs no temporary password (the sign-in
 * that made the challenge, on this page or on the Login page, already gave it); changing a
 * password that signed in does.
 */
function checkSecondStep(form: SetPasswordForm, mode: TemporarySignInMode) {
  if (mode === 'signedIn') return validateSetPasswordForm(form).mapErr(formRejected);
  return validateNewPasswordForm(form)
    .map((valid): SetPasswordForm => ({ ...valid, temporaryPassword: form.temporaryPassword }))
    .mapErr(formRejected);
}

/**
 * Second step of Set Password: answers the new-password challenge (or, if the temporary password
 * already signed in, changes it). A refusal reads 'There was an error setting your password.'
 * followed by the identity service's message.
 */
export function setNewPassword(
  deps: SetPasswordDeps,
  input: { readonly form: SetPasswordForm; readonly mode: TemporarySignInMode },
): ResultAsync<PasswordSet, SetPasswordError> {
  return checkSecondStep(input.form, input.mode).asyncAndThen((valid) =>
    answerWithNewPassword(deps.identity, valid, input.mode)
      .map((): PasswordSet => ({ email: valid.email, path: IDENTITY_ROUTES.memberArea, notice: MESSAGES.newPasswordSet }))
      .mapErr(setFailed),
  );
}

/** Set Password in one go: sign in with the temporary password, then set the new one. */
export function setPassword(deps: SetPasswordDeps, form: SetPasswordForm): ResultAsync<PasswordSet, SetPasswordError> {
  return signInWithTemporaryPassword(deps, form).andThen((mode) => setNewPassword(deps, { form, mode }));
}
