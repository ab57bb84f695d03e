import { errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { checkConfirmSignUp, checkResendSignUpCode, checkSignUp } from '../../domain/identity-rules';
import { normalizeEmail } from '../../domain/members';
import { email as emailShape } from '../../domain/validation/fields';
import type { CodeDelivery, IdentityError } from '../ports/identity-provider.port';
import { NO_MFA, type Account } from './account-records';
import type { IdentityDeps } from './identity-context';
import { codeDelivery } from './identity-mail';
import { codeMismatch, fromStoreError, invalidParameter, notAuthorized } from './identity.errors';
import { issueAndSendCode, spendCode } from './one-time-codes';
import { choosePassword } from './password-rules';

/** A username the service can take: present and shaped like an e-mail address; answered normalised. */
export function checkEmailUsername(username: string, check: (u: string) => Result<void, IdentityError>): Result<string, IdentityError> {
  return check(username).andThen(() => emailShape(username).mapErr(invalidParameter)).map(normalizeEmail);
}

/** A new account row, not yet stored. */
export function newAccount(ctx: IdentityDeps, fields: Pick<Account, 'email' | 'passwordHash' | 'status' | 'temporaryPasswordExpiresAt'>): Account {
  return { id: ctx.ids.newId(), ...fields, mfa: NO_MFA, totpLastStep: null, createdAt: ctx.clock.now() };
}

/**
 * Creates an UNCONFIRMED account and e-mails a six-digit code valid for 24 hours.
 * InvalidParameter for a missing or malformed e-mail, InvalidPassword for a password the policy
 * refuses, UsernameExists 'An account with the given email already exists.' for a taken e-mail
 * (decided by the store's unique e-mail, so concurrent sign-ups make exactly one account).
 */
export function signUp(
  ctx: IdentityDeps,
  input: { readonly email: string; readonly password: string },
): ResultAsync<{ readonly userId: string; readonly codeDelivery: CodeDelivery }, IdentityError> {
  return checkEmailUsername(input.email, checkSignUp).asyncAndThen((email) =>
    choosePassword(ctx, input.password)
      .andThen((passwordHash) =>
        ctx.store
          .createAccount(newAccount(ctx, { email, passwordHash, status: 'UNCONFIRMED', temporaryPasswordExpiresAt: null }))
          .mapErr(fromStoreError),
      )
      .andThen((account) => issueAndSendCode(ctx, account, 'sign-up').map((delivery) => ({ userId: account.id, codeDelivery: delivery }))),
  );
}

/**
 * Confirms the e-mail with the sign-up code: CodeMismatch (also for an unknown e-mail),
 * ExpiredCode, LimitExceeded after five wrong tries; NotAuthorized once the account is confirmed.
 */
export function confirmSignUp(
  ctx: IdentityDeps,
  input: { readonly email: string; readonly code: string },
): ResultAsync<{ readonly userId: string }, IdentityError> {
  return checkConfirmSignUp(input.email, input.code).asyncAndThen(() =>
    ctx.store
      .findAccountByEmail(normalizeEmail(input.email))
      .mapErr(fromStoreError)
      .andThen((account) => {
        if (account === null) return errAsync<Account, IdentityError>(codeMismatch());
        if (account.status !== 'UNCONFIRMED') return errAsync(notAuthorized(`User cannot be confirmed. Current status is ${account.status}`));
        return spendCode(ctx, account.id, 'sign-up', input.code).andThen(() =>
          ctx.store.updateAccount(account.id, { status: 'CONFIRMED' }).mapErr(fromStoreError),
        );
      })
      .map((account) => ({ userId: account.id })),
  );
}

/**
 * Sends a fresh sign-up code (the old one stops working). Answers the same delivery for an
 * unknown or already confirmed e-mail, sending nothing, so the answer tells nobody which it was.
 */
export function resendSignUpCode(ctx: IdentityDeps, input: { readonly email: string }): ResultAsync<CodeDelivery, IdentityError> {
  return checkResendSignUpCode(input.email).asyncAndThen(() =>
    ctx.store
      .findAccountByEmail(normalizeEmail(input.email))
      .mapErr(fromStoreError)
      .andThen((account) =>
        account === null || account.status !== 'UNCONFIRMED' ? okAsync(codeDelivery(input.email)) : issueAndSendCode(ctx, account, 'sign-up'),
      ),
  );
}
