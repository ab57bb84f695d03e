import { okAsync, type ResultAsync } from 'neverthrow';
import { validateResetConfirm, type ResetConfirmForm } from '../../../domain/validation/account-forms';
import { MESSAGES, type Notice } from '../messages';
import type { IdentityProvider } from '../../ports/identity-provider.port';
import { formRejected, identityFailure, type FormRejected, type IdentityFailure } from './identity-flow.errors';

export interface ConfirmPasswordResetDeps {
  readonly identity: IdentityProvider;
}

/** `Incomplete`: a field was empty, so nothing was sent (spec section 5). `Reset`: the new password is set. */
export type ConfirmPasswordResetOutcome =
  { readonly type: 'Incomplete' } | { readonly type: 'Reset'; readonly email: string; readonly notice: Notice };

export type ConfirmPasswordResetError = FormRejected<keyof ResetConfirmForm> | IdentityFailure<'ResetFailed'>;

/** Whether e-mail, code and new password are all filled in; the reset submit does nothing otherwise. */
export function isResetFormFilled(form: ResetConfirmForm): boolean {
  return form.email.trim() !== '' && form.code.trim() !== '' && form.newPassword !== '';
}

/**
 * Sets a new password with the e-mailed reset code (Login page, reset mode). Does nothing unless
 * every field is filled in; then the domain checks the code's shape and the password policy.
 */
export function confirmPasswordReset(
  deps: ConfirmPasswordResetDeps,
  form: ResetConfirmForm,
): ResultAsync<ConfirmPasswordResetOutcome, ConfirmPasswordResetError> {
  if (!isResetFormFilled(form)) return okAsync({ type: 'Incomplete' });
  return validateResetConfirm(form)
    .mapErr(formRejected)
    .asyncAndThen((valid) =>
      deps.identity
        .confirmResetPassword({ username: valid.email, code: valid.code, newPassword: valid.newPassword })
        .map((): ConfirmPasswordResetOutcome => ({ type: 'Reset', email: valid.email, notice: MESSAGES.resetDone }))
        .mapErr((error) => identityFailure('ResetFailed', error, MESSAGES.resetFailed)),
    );
}
