import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { MFA_FAILURE_LIMITS } from '../rules/attempt-limits';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import { enabledMfa, type Account } from '../ports/account-records';
import { countedAttempt } from './attempt-counters';
import type { IdentityDeps } from './identity-context';
import { codeMismatch, IDENTITY_ERRORS, invalidParameter } from '../rules/identity.errors';
import { fromStoreError } from './store-errors';
import { mfaFailureCounter, tryCode, warnWhenFilled } from './one-time-codes';
import type { AuthenticatedSession } from './sessions';
import { checkBackOff, clearBackOff, failSignIn, type SignInClient } from './sign-in-throttle';
import { checkTotpCode } from './totp-check';

/**
 * A signed-in session as a sign-in client: it is a known device (it signed in), and wrong
 * passwords typed in it are counted on their own, so a stolen session cookie gives no more
 * guesses at the password than a stranger gets.
 */
function sessionClient(session: AuthenticatedSession): SignInClient {
  return { key: `session:${session.familyId}`, knownDevice: true };
}

/**
 * Proves the account's password again inside a session (ASVS: re-authenticate before changing a
 * password or a second factor). A wrong one is 'Incorrect username or password.' and counts
 * toward the sign-in back-off; a right one clears the session's count.
 */
export function confirmPassword(ctx: IdentityDeps, session: AuthenticatedSession, password: string): ResultAsync<void, IdentityError> {
  const { account } = session;
  const client = sessionClient(session);
  return checkBackOff(ctx, account.email, client)
    .andThen(() => ctx.passwords.verify(password, account.passwordHash).mapErr(fromStoreError))
    .andThen((matches) => (matches ? clearBackOff(ctx, account.email, client) : failSignIn<void>(ctx, account.email, client)));
}

/**
 * When the account has a second factor on, proves it: a code from its authenticator, or the code
 * just e-mailed for the purpose. Nothing is asked when none is on. Wrong codes count against the
 * account's second-factor limit (MFA_FAILURE_LIMITS), shared with sign-in; a right one does not.
 */
export function confirmSecondFactor(ctx: IdentityDeps, account: Account, code: string | null): ResultAsync<void, IdentityError> {
  const methods = enabledMfa(account.mfa);
  if (methods.length === 0) return okAsync(undefined);
  if (code === null || code.trim() === '') return errAsync(invalidParameter(IDENTITY_ERRORS.secondFactorNeeded));
  const byEmail = () =>
    methods.includes('EMAIL')
      ? tryCode(ctx, account, 'sign-in-mfa', code).map(() => undefined)
      : errAsync<void, IdentityError>(codeMismatch());
  const check = () =>
    methods.includes('TOTP')
      ? checkTotpCode(ctx, account, account.mfa.totpSecret, code).orElse((error) =>
          error.type === 'CodeMismatch' ? byEmail() : errAsync(error),
        )
      : byEmail();
  return countedAttempt(ctx, mfaFailureCounter(account.id), MFA_FAILURE_LIMITS, check, (taken) =>
    warnWhenFilled(ctx, account, 'sign-in-mfa', taken),
  );
}
