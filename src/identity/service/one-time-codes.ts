import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { CODE_FAILURE_LIMITS, CODE_ISSUE_LIMITS, MFA_FAILURE_LIMITS } from '../rules/attempt-limits';
import { IDENTITY_LIMITS } from '../rules/identity-rules';
import type { CodeDelivery, IdentityError } from '../../application/ports/identity-provider.port';
import type { Account, CodePurpose, CodeSpend } from '../ports/account-records';
import { countedAttempt, takeAttempt, type TakenAttempts } from './attempt-counters';
import { secondsFromNow, type IdentityDeps } from './identity-context';
import { codeDelivery, codeMail, codesLockedMail, repeatedSignUpMail, send, sendInBackground } from './identity-mail';
import { attemptLimit, codeMismatch, expiredCode } from '../rules/identity.errors';
import { fromStoreError } from './store-errors';

/** How long each kind of code works (SECURITY.md: sign-up 24 h, reset 1 h; sign-in codes as long as the pending sign-in). */
const CODE_LIFETIME_SECONDS: Readonly<Record<CodePurpose, number>> = {
  'sign-up': IDENTITY_LIMITS.signUpCodeSeconds,
  reset: IDENTITY_LIMITS.resetCodeSeconds,
  'sign-in-mfa': IDENTITY_LIMITS.pendingSignInSeconds,
  'account-deletion': IDENTITY_LIMITS.resetCodeSeconds,
};

const LIFETIME_WORDS: Readonly<Record<CodePurpose, string>> = {
  'sign-up': '24 hours',
  reset: '1 hour',
  'sign-in-mfa': '3 minutes',
  'account-deletion': '1 hour',
};

/** E-mailed codes have six digits, as the managed identity service's do. */
const CODE_DIGITS = 6;

/** A code's stored digest, bound to its account and purpose so it cannot be replayed elsewhere. */
function codeDigest(ctx: IdentityDeps, accountId: string, purpose: CodePurpose, code: string): string {
  return ctx.digest.digest(`code:${purpose}:${accountId}:${code.trim()}`);
}

/**
 * Counts one code sent to `email` for `purpose` (CODE_ISSUE_LIMITS: a few an hour, per address
 * whether or not it has an account): LimitExceeded once the limit is reached, and nothing is sent.
 * Every request that may send a code counts, including those answered without one, so the answer
 * never tells whether an address has an account.
 */
export function countCodeRequest(ctx: IdentityDeps, email: string, purpose: CodePurpose): ResultAsync<void, IdentityError> {
  return takeAttempt(ctx, `codes-sent/${purpose}/${email}`, CODE_ISSUE_LIMITS).map(() => undefined);
}

/** The counter of wrong second-factor codes of one account: authenticator and e-mailed codes, every sign-in and settings change. */
export function mfaFailureCounter(accountId: string): string {
  return `wrong-mfa/${accountId}`;
}

function wrongCodeCounter(email: string, purpose: CodePurpose): string {
  return `wrong-codes/${purpose}/${email}`;
}

/**
 * Draws a new code, stores its digest (replacing the previous one) and e-mails it: waiting for the
 * mailer, or (`background`, for requests that must not reveal whether an account exists) not.
 * A code sent for a repeated sign-up carries that sign-up's password (`boundPasswordHash`).
 * The caller counts the request (`countCodeRequest`) where the limits apply.
 */
export function issueAndSendCode(
  ctx: IdentityDeps,
  account: Account,
  purpose: CodePurpose,
  delivery: 'wait' | 'background' = 'wait',
  boundPasswordHash: string | null = null,
): ResultAsync<CodeDelivery, IdentityError> {
  const code = ctx.ids.numericCode(CODE_DIGITS);
  return ctx.store
    .saveCode({
      accountId: account.id,
      purpose,
      codeHash: codeDigest(ctx, account.id, purpose, code),
      boundPasswordHash,
      expiresAt: secondsFromNow(ctx, CODE_LIFETIME_SECONDS[purpose]),
      attempts: 0,
      used: false,
      createdAt: ctx.clock.now(),
    })
    .mapErr(fromStoreError)
    .andThen(() => {
      const mail =
        boundPasswordHash === null
          ? codeMail(account.email, purpose, code, LIFETIME_WORDS[purpose], ctx.config.issuer)
          : repeatedSignUpMail(account.email, code, ctx.config.issuer);
      if (delivery === 'wait') return send(ctx, mail);
      sendInBackground(ctx, mail);
      return okAsync(undefined);
    })
    .map(() => codeDelivery(account.email));
}

function outcomeToResult(spent: CodeSpend): ResultAsync<string | null, IdentityError> {
  switch (spent.outcome) {
    case 'consumed':
      return okAsync(spent.boundPasswordHash);
    case 'wrong':
    case 'missing':
      return errAsync(codeMismatch());
    case 'expired':
    case 'used':
      return errAsync(expiredCode());
    case 'exhausted':
      return errAsync(attemptLimit());
  }
}

/** When a counter fills, its owner hears of it (in the background): someone is guessing their codes. */
export function warnWhenFilled(ctx: IdentityDeps, account: Account, purpose: CodePurpose, taken: TakenAttempts): void {
  if (taken.filled) sendInBackground(ctx, codesLockedMail(account.email, purpose, ctx.config.issuer));
}

/**
 * Tries a code without counting it against any account limit (the caller counts: `spendCode`, or
 * the second-factor check that also tries an authenticator): CodeMismatch, ExpiredCode, or
 * LimitExceeded after five wrong attempts at this one code.
 */
export function tryCode(
  ctx: IdentityDeps,
  account: Account,
  purpose: CodePurpose,
  code: string,
): ResultAsync<string | null, IdentityError> {
  return ctx.store
    .consumeCode({
      accountId: account.id,
      purpose,
      codeHash: codeDigest(ctx, account.id, purpose, code),
      now: ctx.clock.now(),
      maxAttempts: IDENTITY_LIMITS.codeAttempts,
    })
    .mapErr(fromStoreError)
    .andThen(outcomeToResult);
}

/**
 * Spends a code: CodeMismatch when wrong (or none was issued), ExpiredCode when expired or
 * already used, LimitExceeded (with the wait) after five wrong attempts at one code, or once the
 * account's wrong codes for this purpose reach CODE_FAILURE_LIMITS (e-mailed sign-in codes:
 * MFA_FAILURE_LIMITS, shared with the authenticator), whichever code they were made against: a
 * re-issued code keeps the count. A right code is not counted. Answers the password a sign-up code
 * was bound to (null for other codes).
 */
export function spendCode(
  ctx: IdentityDeps,
  account: Account,
  purpose: CodePurpose,
  code: string,
): ResultAsync<string | null, IdentityError> {
  const [counter, limits] =
    purpose === 'sign-in-mfa'
      ? [mfaFailureCounter(account.id), MFA_FAILURE_LIMITS]
      : [wrongCodeCounter(account.email, purpose), CODE_FAILURE_LIMITS];
  return countedAttempt(
    ctx,
    counter,
    limits,
    () => tryCode(ctx, account, purpose, code),
    (taken) => warnWhenFilled(ctx, account, purpose, taken),
  );
}

/**
 * A code given for an e-mail without an account: counted exactly as a wrong code for an account
 * is (same counter, same limit, same answers), so the answers never tell the two apart.
 */
export function guessWithoutAccount(ctx: IdentityDeps, email: string, purpose: CodePurpose): ResultAsync<never, IdentityError> {
  return countedAttempt(ctx, wrongCodeCounter(email, purpose), CODE_FAILURE_LIMITS, () => errAsync<never, IdentityError>(codeMismatch()));
}
