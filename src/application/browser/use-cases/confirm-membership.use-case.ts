import type { ResultAsync } from 'neverthrow';
import { providerMessage, withDetail, type Notice } from '../messages';
import type { CodeDelivery, IdentityError, IdentityProvider, SignUpOutcome } from '../../ports/identity-provider.port';

/** The port confirming a new member needs. */
export interface ConfirmMembershipDeps {
  readonly identity: IdentityProvider;
}

/** A failed confirmation or resend: the identity service's error and its own words to show. */
export type ConfirmMembershipError = IdentityError & { readonly notice: Notice };

/** What the page says when a new code is on its way (the spec has no words for it). */
const CODE_RESENT_PREFIX = 'A new verification code has been sent to';

const withNotice = (error: IdentityError): ConfirmMembershipError => ({ ...error, notice: providerMessage(error.message) });

/** The notice for a resent code, naming where it went (e.g. `j***@e***.org`). */
export function codeResentNotice(delivery: CodeDelivery): Notice {
  return withDetail(CODE_RESENT_PREFIX, `${delivery.destination}.`, 'info');
}

/**
 * Confirms a new member's account with the code e-mailed at sign-up. A wrong or expired code
 * shows the identity service's message.
 */
export function confirmMembership(
  deps: ConfirmMembershipDeps,
  input: { readonly email: string; readonly code: string },
): ResultAsync<SignUpOutcome, ConfirmMembershipError> {
  return deps.identity.confirmSignUp({ username: input.email.trim(), code: input.code.trim() }).mapErr(withNotice);
}

/** Sends a new sign-up code to the new member's e-mail. */
export function resendMembershipCode(
  deps: ConfirmMembershipDeps,
  input: { readonly email: string },
): ResultAsync<CodeDelivery, ConfirmMembershipError> {
  return deps.identity.resendSignUpCode({ username: input.email.trim() }).mapErr(withNotice);
}
