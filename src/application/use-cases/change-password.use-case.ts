import type { ResultAsync } from 'neverthrow';
import { validateChangePassword, type ChangePasswordForm } from '../../domain/validation/account-forms';
import { MESSAGES, type Notice } from '../messages';
import type { IdentityProvider } from '../ports/identity-provider.port';
import { formRejected, identityFailure, type FormRejected, type IdentityFailure } from './identity-flow.errors';

export interface ChangePasswordDeps {
  readonly identity: IdentityProvider;
}

export interface ChangePasswordInput extends ChangePasswordForm {
  /** The e-mail the code was sent to (see sendPasswordChangeCode). */
  readonly email: string;
}

export type ChangePasswordError = FormRejected<keyof ChangePasswordForm> | IdentityFailure<'PasswordUpdateFailed'>;

/**
 * Member Area password change, second step ('Update Information'): the e-mailed code and the new
 * password, checked by the domain first. 'Password has been updated!' or 'There was an error
 * updating your password. Please check your information and try again.'
 */
export function changePassword(
  deps: ChangePasswordDeps,
  input: ChangePasswordInput,
): ResultAsync<{ readonly notice: Notice }, ChangePasswordError> {
  return validateChangePassword({ code: input.code, newPassword: input.newPassword })
    .mapErr(formRejected)
    .asyncAndThen((valid) =>
      deps.identity
        .confirmResetPassword({ username: input.email, code: valid.code, newPassword: valid.newPassword })
        .map(() => ({ notice: MESSAGES.passwordUpdated }))
        .mapErr((error) => identityFailure('PasswordUpdateFailed', error, MESSAGES.passwordUpdateFailed)),
    );
}
