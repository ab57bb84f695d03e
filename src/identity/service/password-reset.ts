import { okAsync, type ResultAsync } from 'neverthrow';
import { checkConfirmResetPassword, checkResetPassword } from '../rules/identity-rules';
import { normalizeEmail } from '../../domain/members';
import type { CodeDelivery, IdentityError } from '../../application/ports/identity-provider.port';
import type { IdentityDeps } from './identity-context';
import { codeDelivery } from './identity-mail';
import { fromStoreError } from './store-errors';
import { countCodeRequest, guessWithoutAccount, issueAndSendCode, spendCode } from './one-time-codes';
import { acceptablePassword, hashPassword } from './password-rules';
import { clearBackOff } from './sign-in-throttle';

/** The e-mail, the reset code it received and the new password. */
export interface ConfirmForgotPasswordInput {
  readonly email: string;
  readonly code: string;
  readonly newPassword: string;
}

/**
 * Sends a reset code valid for one hour. Every account gets one, whatever its status: an
 * UNCONFIRMED account too, since the code proves the mailbox exactly as the sign-up code would, so
 * completing the reset also confirms it (a member who never typed the sign-up code is not stuck);
 * likewise a FORCE_CHANGE_PASSWORD account, whose temporary password went to the same mailbox.
 * An unknown e-mail gets the same answer and no mail (no enumeration); the mail is sent in the
 * background, so the answer takes the same time either way. Requests are counted per address,
 * known or not (CODE_ISSUE_LIMITS): past the limit the answer is LimitExceeded and nothing is sent.
 */
export function forgotPassword(ctx: IdentityDeps, input: { readonly email: string }): ResultAsync<CodeDelivery, IdentityError> {
  const email = normalizeEmail(input.email);
  return checkResetPassword(input.email).asyncAndThen(() =>
    countCodeRequest(ctx, email, 'reset').andThen(() =>
      ctx.store
        .findAccountByEmail(email)
        .mapErr(fromStoreError)
        .andThen((account) =>
          account === null ? okAsync(codeDelivery(input.email)) : issueAndSendCode(ctx, account, 'reset', 'background'),
        ),
    ),
  );
}

/**
 * Sets a new password with the reset code: the policy is checked first (InvalidPassword, and the
 * code is not spent); then CodeMismatch (also for an unknown e-mail), ExpiredCode, LimitExceeded
 * (wrong codes are counted per account across every reset code it was sent: see `spendCode`).
 * On success the account is CONFIRMED with no temporary password, its sign-in back-off is
 * cleared, and every session it had is revoked.
 */
export function confirmForgotPassword(ctx: IdentityDeps, input: ConfirmForgotPasswordInput): ResultAsync<void, IdentityError> {
  const email = normalizeEmail(input.email);
  return (
    checkConfirmResetPassword(input.email, input.newPassword, input.code)
      .andThen(() => acceptablePassword(input.newPassword))
      .asyncAndThen(() => ctx.store.findAccountByEmail(email).mapErr(fromStoreError))
      .andThen((account) => (account === null ? guessWithoutAccount(ctx, email, 'reset') : okAsync(account)))
      // The code is spent before the (slow) hash, so wrong guesses cost the server nothing.
      .andThrough((account) => spendCode(ctx, account, 'reset', input.code))
      .andThen((account) =>
        hashPassword(ctx, input.newPassword).andThen((passwordHash) =>
          ctx.store
            .updateAccount(account.id, { passwordHash, status: 'CONFIRMED', temporaryPasswordExpiresAt: null })
            .mapErr(fromStoreError),
        ),
      )
      .andThen((account) =>
        clearBackOff(ctx, email, null).andThen(() => ctx.store.revokeAccountSessions(account.id, null).mapErr(fromStoreError)),
      )
  );
}
