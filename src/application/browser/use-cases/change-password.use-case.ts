import { okAsync, type ResultAsync } from 'neverthrow';
import { validateChangePassword, type ChangePasswordForm } from '../../../domain/validation/account-forms';
import { IDENTITY_ROUTES } from '../identity-routes';
import { MESSAGES, withDetail, type Notice } from '../messages';
import { SIGNED_IN_USER_KEY, type BrowserStorage } from '../../ports/browser-storage.port';
import type { IdentityProvider } from '../../ports/identity-provider.port';
import { formRejected, identityFailure, type FormRejected, type IdentityFailure } from './identity-flow.errors';

export interface ChangePasswordDeps {
  readonly identity: IdentityProvider;
  readonly storage: BrowserStorage;
}

export interface ChangePasswordInput extends ChangePasswordForm {
  /** The e-mail the code was sent to (see sendPasswordChangeCode). */
  readonly email: string;
}

/** Said when the password changed but this browser could not sign in again on its own (the spec has no words for it). */
export const SIGN_IN_AGAIN = 'Please sign in again with your new password.';

/**
 * The password changed. `signedIn`: the member is signed in on a fresh session and stays in the
 * Member Area. `signInAgain`: the new session needs a further step (MFA) or could not start, so
 * the member is signed out here and sent to `path` to sign in with the new password.
 */
export type PasswordChanged =
  | { readonly outcome: 'signedIn'; readonly notice: Notice }
  | { readonly outcome: 'signInAgain'; readonly notice: Notice; readonly path: typeof IDENTITY_ROUTES.login };

export type ChangePasswordError = FormRejected<keyof ChangePasswordForm> | IdentityFailure<'PasswordUpdateFailed'>;

const SIGNED_IN_AGAIN: PasswordChanged = { outcome: 'signedIn', notice: MESSAGES.passwordUpdated };

const MUST_SIGN_IN_AGAIN: PasswordChanged = {
  outcome: 'signInAgain',
  notice: withDetail(MESSAGES.passwordUpdated.text, SIGN_IN_AGAIN, 'success', null),
  path: IDENTITY_ROUTES.login,
};

/** Ends whatever this browser still holds (a revoked session, a pending sign-in step); best effort. */
function forgetLocalSession(identity: IdentityProvider): ResultAsync<void, never> {
  return identity.signOut().orElse(() => okAsync(undefined));
}

/**
 * Signs in on a fresh session with the new password. Anything but DONE (an MFA step, a refusal,
 * an unreachable service) ends cleanly: nothing pending is left and the stored user is forgotten.
 */
function signInAgain(deps: ChangePasswordDeps, email: string, password: string): ResultAsync<PasswordChanged, never> {
  // Best effort both ways: the stored e-mail is only a hint, the identity service decides who is signed in.
  const signedIn = (): PasswordChanged => {
    void deps.storage.set(SIGNED_IN_USER_KEY, email);
    return SIGNED_IN_AGAIN;
  };
  const signedOut = (): ResultAsync<PasswordChanged, never> =>
    forgetLocalSession(deps.identity).map(() => {
      void deps.storage.remove(SIGNED_IN_USER_KEY);
      return MUST_SIGN_IN_AGAIN;
    });
  return forgetLocalSession(deps.identity).andThen(() =>
    deps.identity
      .signIn({ username: email, password })
      .andThen((outcome) => (outcome.nextStep.signInStep === 'DONE' ? okAsync(signedIn()) : signedOut()))
      .orElse(signedOut),
  );
}

/**
 * Member Area password change, second step ('Update Information'): the e-mailed code and the new
 * password, checked by the domain first. 'Password has been updated!' or 'There was an error
 * updating your password. Please check your information and try again.'
 *
 * A confirmed reset ends every session of the account, this one too, so the member is then signed
 * in again with the new password they just typed: the older sessions stay revoked and this browser
 * has a new one. When that sign-in needs another step, the member is asked to sign in again.
 */
export function changePassword(deps: ChangePasswordDeps, input: ChangePasswordInput): ResultAsync<PasswordChanged, ChangePasswordError> {
  return validateChangePassword({ code: input.code, newPassword: input.newPassword })
    .mapErr(formRejected)
    .asyncAndThen((valid) =>
      deps.identity
        .confirmResetPassword({ username: input.email, code: valid.code, newPassword: valid.newPassword })
        .mapErr((error) => identityFailure('PasswordUpdateFailed', error, MESSAGES.passwordUpdateFailed))
        .andThen(() => signInAgain(deps, input.email, valid.newPassword)),
    );
}
