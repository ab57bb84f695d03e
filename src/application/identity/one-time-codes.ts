import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { IDENTITY_LIMITS } from '../../domain/identity-rules';
import type { CodeDelivery, IdentityError } from '../ports/identity-provider.port';
import type { Account, CodePurpose, ConsumeOutcome } from './account-records';
import { secondsFromNow, type IdentityDeps } from './identity-context';
import { codeDelivery, codeMail, send, sendInBackground } from './identity-mail';
import { attemptLimit, codeMismatch, expiredCode, fromStoreError } from './identity.errors';

/** How long each kind of code works (SECURITY.md: sign-up 24 h, reset 1 h; sign-in codes as long as the pending sign-in). */
export const CODE_LIFETIME_SECONDS: Readonly<Record<CodePurpose, number>> = {
  'sign-up': IDENTITY_LIMITS.signUpCodeSeconds,
  reset: IDENTITY_LIMITS.resetCodeSeconds,
  'sign-in-mfa': IDENTITY_LIMITS.pendingSignInSeconds,
};

const LIFETIME_WORDS: Readonly<Record<CodePurpose, string>> = {
  'sign-up': '24 hours',
  reset: '1 hour',
  'sign-in-mfa': '3 minutes',
};

/** E-mailed codes have six digits, as the managed identity service's do. */
export const CODE_DIGITS = 6;

/** A code's stored digest, bound to its account and purpose so it cannot be replayed elsewhere. */
export function codeDigest(ctx: IdentityDeps, accountId: string, purpose: CodePurpose, code: string): string {
  return ctx.digest.digest(`code:${purpose}:${accountId}:${code.trim()}`);
}

/**
 * Draws a new code, stores its digest (replacing the previous one) and e-mails it: waiting for the
 * mailer, or (`background`, for requests that must not reveal whether an account exists) not.
 */
export function issueAndSendCode(
  ctx: IdentityDeps,
  account: Account,
  purpose: CodePurpose,
  delivery: 'wait' | 'background' = 'wait',
): ResultAsync<CodeDelivery, IdentityError> {
  const code = ctx.ids.numericCode(CODE_DIGITS);
  return ctx.store
    .saveCode({
      accountId: account.id,
      purpose,
      codeHash: codeDigest(ctx, account.id, purpose, code),
      expiresAt: secondsFromNow(ctx, CODE_LIFETIME_SECONDS[purpose]),
      attempts: 0,
      used: false,
      createdAt: ctx.clock.now(),
    })
    .mapErr(fromStoreError)
    .andThen(() => {
      const mail = codeMail(account.email, purpose, code, LIFETIME_WORDS[purpose], ctx.config.issuer);
      if (delivery === 'wait') return send(ctx, mail);
      sendInBackground(ctx, mail);
      return okAsync(undefined);
    })
    .map(() => codeDelivery(account.email));
}

function outcomeToResult(outcome: ConsumeOutcome): ResultAsync<void, IdentityError> {
  switch (outcome) {
    case 'consumed':
      return okAsync(undefined);
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

/**
 * Spends a code: CodeMismatch when wrong (or none was issued), ExpiredCode when expired or
 * already used, LimitExceeded after five wrong attempts (even for the right code).
 */
export function spendCode(ctx: IdentityDeps, accountId: string, purpose: CodePurpose, code: string): ResultAsync<void, IdentityError> {
  return ctx.store
    .consumeCode({
      accountId,
      purpose,
      codeHash: codeDigest(ctx, accountId, purpose, code),
      now: ctx.clock.now(),
      maxAttempts: IDENTITY_LIMITS.codeAttempts,
    })
    .mapErr(fromStoreError)
    .andThen(outcomeToResult);
}
