import type { ResultAsync } from 'neverthrow';
import { validateResetRequest } from '../../../domain/validation/account-forms';
import { MESSAGES, type Notice } from '../messages';
import type { CodeDelivery, IdentityProvider } from '../../ports/identity-provider.port';
import { formRejected, identityFailure, type FormRejected, type IdentityFailure } from './identity-flow.errors';

export interface RequestPasswordResetDeps {
  readonly identity: IdentityProvider;
}

export interface ResetRequested {
  readonly email: string;
  /** Where the code went, when the identity service says. */
  readonly delivery: CodeDelivery | null;
  /** 'A reset verification code will be sent to you remail shortly!', shown until closed. */
  readonly notice: Notice;
}

/** An empty e-mail ('Please enter your email to reset password'), or the service's refusal. */
export type RequestPasswordResetError = FormRejected<'email'> | IdentityFailure<'ResetRequestFailed'>;

/** Sends a password-reset code to the e-mail typed on the Login page (reset mode). */
export function requestPasswordReset(
  deps: RequestPasswordResetDeps,
  input: { readonly email: string },
): ResultAsync<ResetRequested, RequestPasswordResetError> {
  return validateResetRequest(input.email)
    .mapErr(formRejected)
    .asyncAndThen((email) =>
      deps.identity
        .resetPassword({ username: email })
        .map((step): ResetRequested => ({
          email,
          delivery: step.resetPasswordStep === 'CONFIRM_RESET_PASSWORD_WITH_CODE' ? step.codeDelivery : null,
          notice: MESSAGES.resetRequested,
        }))
        .mapErr((error) => identityFailure('ResetRequestFailed', error, MESSAGES.resetRequestFailed)),
    );
}
