import type { ResultAsync } from 'neverthrow';
import { MESSAGES } from '../messages';
import type { CodeDelivery, IdentityProvider } from '../../ports/identity-provider.port';
import { identityFailure, type IdentityFailure } from './identity-flow.errors';

export interface SendPasswordChangeCodeDeps {
  readonly identity: IdentityProvider;
}

export interface PasswordChangeCodeSent {
  /** The signed-in e-mail the code went to; the password change is confirmed for it. */
  readonly email: string;
  readonly delivery: CodeDelivery | null;
}

export type SendPasswordChangeCodeError = IdentityFailure<'SendCodeFailed'>;

/**
 * Member Area password change, first step: e-mails a code to the signed-in member (through the
 * identity service's password reset). Failure: 'There was an error updating your password. ...'
 */
export function sendPasswordChangeCode(deps: SendPasswordChangeCodeDeps): ResultAsync<PasswordChangeCodeSent, SendPasswordChangeCodeError> {
  return deps.identity
    .currentUser()
    .andThen((user) =>
      deps.identity.resetPassword({ username: user.email }).map((step): PasswordChangeCodeSent => ({
        email: user.email,
        delivery: step.resetPasswordStep === 'CONFIRM_RESET_PASSWORD_WITH_CODE' ? step.codeDelivery : null,
      })),
    )
    .mapErr((error) => identityFailure('SendCodeFailed', error, MESSAGES.passwordUpdateFailed));
}
