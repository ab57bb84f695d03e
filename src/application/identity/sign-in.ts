import { ok, safeTry, type ResultAsync } from 'neverthrow';
import { checkSignIn } from '../../domain/identity-rules';
import { normalizeEmail } from '../../domain/members';
import type { IdentityError } from '../ports/identity-provider.port';
import type { Account } from './account-records';
import type { IdentityContext } from './identity-context';
import { fromStoreError } from './identity.errors';
import { afterPassword, type SignInResult } from './sign-in-steps';
import { checkBackOff, clearBackOff, failSignIn } from './sign-in-throttle';

/** What a person types to sign in; the e-mail is normalised here. */
export interface SignInInput {
  readonly email: string;
  readonly password: string;
}

/**
 * Checks an e-mail and password. A wrong password and an unknown e-mail get the same answer
 * after the same work: one password verification (against a dummy hash when there is no
 * account) and one failure recorded for the e-mail.
 */
function verifyCredentials(ctx: IdentityContext, email: string, password: string): ResultAsync<Account, IdentityError> {
  return safeTry(async function* () {
    const account = yield* ctx.store.findAccountByEmail(email).mapErr(fromStoreError);
    const hash = account === null ? yield* ctx.dummyPasswordHash() : account.passwordHash;
    const matches = yield* ctx.passwords.verify(password, hash).mapErr(fromStoreError);
    if (account === null || !matches) return failSignIn<Account>(ctx, email);
    return ok(account);
  });
}

/**
 * Signs in with e-mail and password (spec sections 4 and 8, SECURITY.md):
 * - InvalidParameter for an empty username or password (the identity-rules messages);
 * - TooManyRequests (with retryAfterSeconds) while the e-mail is backing off, before any check;
 * - NotAuthorized 'Incorrect username or password.' for a wrong password or an unknown e-mail;
 * - with the right password: CONFIRM_SIGN_UP (unconfirmed), RESET_PASSWORD (reset required),
 *   CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED (temporary password; NotAuthorized once it has
 *   expired), an MFA step, or DONE with session tokens.
 * The account's state is revealed only to someone who knows its password.
 */
export function signIn(ctx: IdentityContext, input: SignInInput): ResultAsync<SignInResult, IdentityError> {
  return checkSignIn(input.email, input.password).asyncAndThen(() => {
    const email = normalizeEmail(input.email);
    return checkBackOff(ctx, email)
      .andThen(() => verifyCredentials(ctx, email, input.password))
      .andThen((account) => clearBackOff(ctx, email).andThen(() => afterPassword(ctx, account)));
  });
}
