import type { Result, ResultAsync } from 'neverthrow';
import { checkMfaType } from '../../../identity/rules/identity-rules';
import { validateVerificationCode } from '../../../domain/validation/account-forms';
import { providerMessage } from '../messages';
import type { IdentityProvider } from '../../ports/identity-provider.port';
import { fieldRejected, formRejected, identityFailure, type FormRejected, type IdentityFailure } from './identity-flow.errors';
import { nextStepOf, withTwoStepCheck, type SignInNext } from './sign-in.use-case';

export interface ConfirmSignInDeps {
  readonly identity: IdentityProvider;
}

/** The answer to a pending sign-in step: a code (SMS, e-mail, authenticator) or the chosen MFA method. */
type SignInAnswer = { readonly kind: 'code'; readonly code: string } | { readonly kind: 'mfaChoice'; readonly method: string };

export interface ConfirmSignInInput {
  /** The e-mail being signed in, remembered once the sign-in is done. */
  readonly email: string;
  readonly answer: SignInAnswer;
}

export type ConfirmSignInError = FormRejected<'code' | 'method'> | IdentityFailure<'ConfirmSignInFailed'>;

function challengeResponseOf(answer: SignInAnswer): Result<string, FormRejected<'code' | 'method'>> {
  if (answer.kind === 'code')
    return validateVerificationCode({ code: answer.code })
      .map((form) => form.code)
      .mapErr(formRejected);
  return checkMfaType(answer.method)
    .map((method): string => method)
    .mapErr((error) => fieldRejected('method', error.message));
}

/**
 * Answers the pending multi-factor step of a sign-in: an MFA code or the choice of method. The
 * answer is checked by the domain first; the identity service may ask for a further step.
 */
export function confirmSignIn(deps: ConfirmSignInDeps, input: ConfirmSignInInput): ResultAsync<SignInNext, ConfirmSignInError> {
  return challengeResponseOf(input.answer).asyncAndThen((challengeResponse) =>
    deps.identity
      .confirmSignIn({ challengeResponse })
      .map((outcome) => nextStepOf(outcome, input.email.trim()))
      .mapErr((error) => identityFailure('ConfirmSignInFailed', error, providerMessage(error.message)))
      .andThen((next) => withTwoStepCheck(deps.identity, next)),
  );
}
