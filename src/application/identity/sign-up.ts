import { errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { checkConfirmSignUp, checkResendSignUpCode, checkSignUp } from '../../domain/identity-rules';
import { normalizeEmail } from '../../domain/members';
import { email as emailShape } from '../../domain/validation/fields';
import type { CodeDelivery, IdentityError } from '../ports/identity-provider.port';
import { NO_MFA, type Account } from './account-records';
import type { IdentityDeps } from './identity-context';
import { accountExistsMail, codeDelivery, sendInBackground } from './identity-mail';
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

type SignUpAnswer = { readonly userId: string; readonly codeDelivery: CodeDelivery };

/**
 * A sign-up for an address that already has an account answers exactly as for a new one (SECURITY.md:
 * no user enumeration): an account still waiting for its code takes the new password and gets a
 * fresh code (only the mailbox's owner can confirm it); any other account's owner gets an e-mail
 * saying someone tried, and nothing changes. The requester reads a code delivery and an id either way.
 */
function signUpTaken(ctx: IdentityDeps, email: string, passwordHash: string): ResultAsync<SignUpAnswer, IdentityError> {
  return ctx.store
    .findAccountByEmail(email)
    .mapErr(fromStoreError)
    .andThen((account): ResultAsync<SignUpAnswer, IdentityError> => {
      if (account === null) return errAsync(fromStoreError({ type: 'Unavailable', message: 'The account vanished during sign-up.' }));
      if (account.status === 'UNCONFIRMED') {
        return ctx.store
          .updateAccount(account.id, { passwordHash })
          .mapErr(fromStoreError)
          .andThen((updated) => issueAndSendCode(ctx, updated, 'sign-up', 'background'))
          .map((codeDelivery) => ({ userId: account.id, codeDelivery }));
      }
      sendInBackground(ctx, accountExistsMail(account.email, ctx.config.issuer));
      return okAsync({ userId: ctx.ids.newId(), codeDelivery: codeDelivery(email) });
    });
}

/**
 * Creates an UNCONFIRMED account and e-mails (in the background) a six-digit code valid for 24
 * hours. InvalidParameter for a missing or malformed e-mail, InvalidPassword for a password the
 * policy refuses. A taken e-mail answers like a new one (see `signUpTaken`); the store's unique
 * e-mail decides, so concurrent sign-ups make exactly one account.
 */
export function signUp(ctx: IdentityDeps, input: { readonly email: string; readonly password: string }): ResultAsync<SignUpAnswer, IdentityError> {
  return checkEmailUsername(input.email, checkSignUp).asyncAndThen((email) =>
    choosePassword(ctx, input.password).andThen((passwordHash) =>
      ctx.store
        .createAccount(newAccount(ctx, { email, passwordHash, status: 'UNCONFIRMED', temporaryPasswordExpiresAt: null }))
        .map((account): Account | null => account)
        .orElse((error) => (error.type === 'DuplicateEmail' ? okAsync(null) : errAsync(fromStoreError(error))))
        .andThen((account) =>
          account === null
            ? signUpTaken(ctx, email, passwordHash)
            : issueAndSendCode(ctx, account, 'sign-up', 'background').map((delivery) => ({ userId: account.id, codeDelivery: delivery })),
        ),
    ),
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
        account === null || account.status !== 'UNCONFIRMED' ? okAsync(codeDelivery(input.email)) : issueAndSendCode(ctx, account, 'sign-up', 'background'),
      ),
  );
}
