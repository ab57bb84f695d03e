import { errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { checkConfirmSignUp, checkResendSignUpCode, checkSignUp } from '../rules/identity-rules';
import { normalizeEmail } from '../../domain/members';
import { email as emailShape } from '../../domain/validation/fields';
import type { CodeDelivery, IdentityError } from '../../application/ports/identity-provider.port';
import { NO_MFA, type Account } from '../ports/account-records';
import type { IdentityDeps } from './identity-context';
import { accountExistsMail, codeDelivery, joinFirstMail, sendInBackground } from './identity-mail';
import { cannotBeConfirmed, invalidParameter } from '../rules/identity.errors';
import { fromStoreError } from './store-errors';
import { countCodeRequest, guessWithoutAccount, issueAndSendCode, spendCode } from './one-time-codes';
import { choosePassword } from './password-rules';

/** A username the service can take: present and shaped like an e-mail address; answered normalised. */
export function checkEmailUsername(username: string, check: (u: string) => Result<void, IdentityError>): Result<string, IdentityError> {
  return check(username)
    .andThen(() => emailShape(username).mapErr(invalidParameter))
    .map(normalizeEmail);
}

/** A new account row, not yet stored. */
export function newAccount(
  ctx: IdentityDeps,
  fields: Pick<Account, 'email' | 'passwordHash' | 'status' | 'temporaryPasswordExpiresAt'>,
): Account {
  return { id: ctx.ids.newId(), ...fields, mfa: NO_MFA, totpLastStep: null, disabled: false, createdAt: ctx.clock.now() };
}

type SignUpAnswer = { readonly userId: string; readonly codeDelivery: CodeDelivery };

/** A sign-up request: the address, the password chosen, and whether that address may have an account. */
export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  /**
   * False when the address may not sign up (no member record, or an administrator's address, whose
   * accounts an administrator creates): answered exactly as an allowed one, and the address is
   * mailed why nothing happened. Default true.
   */
  readonly allowed?: boolean;
}

/**
 * A sign-up for an address that already has an account answers exactly as for a new one (SECURITY.md:
 * no user enumeration), and never changes the account: one still waiting for its first code is sent a
 * code bound to THIS sign-up's password (only the mailbox's owner can confirm it, and only then does
 * that password become the account's); any other account's owner is told someone tried.
 */
function signUpTaken(ctx: IdentityDeps, email: string, passwordHash: string): ResultAsync<SignUpAnswer, IdentityError> {
  return ctx.store
    .findAccountByEmail(email)
    .mapErr(fromStoreError)
    .andThen((account): ResultAsync<SignUpAnswer, IdentityError> => {
      if (account === null) return errAsync(fromStoreError({ type: 'Unavailable', message: 'The account vanished during sign-up.' }));
      if (account.status === 'UNCONFIRMED') {
        return issueAndSendCode(ctx, account, 'sign-up', 'background', passwordHash).map((codeDelivery) => ({
          userId: account.id,
          codeDelivery,
        }));
      }
      sendInBackground(ctx, accountExistsMail(account.email, ctx.config.issuer));
      return okAsync({ userId: ctx.ids.newId(), codeDelivery: codeDelivery(email) });
    });
}

/**
 * Creates an UNCONFIRMED account and e-mails (in the background) a six-digit code valid for 24
 * hours. InvalidParameter for a missing or malformed e-mail, InvalidPassword for a password the
 * policy refuses (checked first, for every address alike); LimitExceeded past CODE_ISSUE_LIMITS for
 * the address. A taken e-mail, and one that may not sign up, answer like a new one (same status,
 * body and work: the password is hashed either way); the store's unique e-mail decides, so
 * concurrent sign-ups make exactly one account.
 */
export function signUp(ctx: IdentityDeps, input: SignUpInput): ResultAsync<SignUpAnswer, IdentityError> {
  return checkEmailUsername(input.email, checkSignUp).asyncAndThen((email) =>
    choosePassword(ctx, input.password)
      .andThrough(() => countCodeRequest(ctx, email, 'sign-up'))
      .andThen((passwordHash) => {
        if (input.allowed === false) {
          sendInBackground(ctx, joinFirstMail(email, ctx.config.issuer));
          return okAsync({ userId: ctx.ids.newId(), codeDelivery: codeDelivery(email) });
        }
        return ctx.store
          .createAccount(newAccount(ctx, { email, passwordHash, status: 'UNCONFIRMED', temporaryPasswordExpiresAt: null }))
          .map((account): Account | null => account)
          .orElse((error) => (error.type === 'DuplicateEmail' ? okAsync(null) : errAsync(fromStoreError(error))))
          .andThen((account) =>
            account === null
              ? signUpTaken(ctx, email, passwordHash)
              : issueAndSendCode(ctx, account, 'sign-up', 'background').map((delivery) => ({ userId: account.id, codeDelivery: delivery })),
          );
      }),
  );
}

/** What confirming a code for an account that is not waiting for one answers: its state only to the holder of the right code. */
function confirmOther(ctx: IdentityDeps, account: Account, code: string): ResultAsync<Account, IdentityError> {
  return spendCode(ctx, account, 'sign-up', code)
    .orElse((error) => errAsync(error.type === 'ExpiredCode' ? cannotBeConfirmed(account.status) : error))
    .andThen(() => errAsync(cannotBeConfirmed(account.status)));
}

/**
 * Confirms the e-mail with the sign-up code, setting the password the code was bound to (a
 * repeated sign-up's): CodeMismatch (also for an unknown e-mail, counted alike), ExpiredCode,
 * LimitExceeded after five wrong tries (per code, and per account across codes); NotAuthorized
 * once the account is confirmed, told only to whoever gives its spent code.
 */
export function confirmSignUp(
  ctx: IdentityDeps,
  input: { readonly email: string; readonly code: string },
): ResultAsync<{ readonly userId: string }, IdentityError> {
  const email = normalizeEmail(input.email);
  return checkConfirmSignUp(input.email, input.code).asyncAndThen(() =>
    ctx.store
      .findAccountByEmail(email)
      .mapErr(fromStoreError)
      .andThen((account) => {
        if (account === null) return guessWithoutAccount(ctx, email, 'sign-up');
        if (account.status !== 'UNCONFIRMED') return confirmOther(ctx, account, input.code);
        return spendCode(ctx, account, 'sign-up', input.code).andThen((bound) =>
          ctx.store
            .updateAccount(account.id, { status: 'CONFIRMED', ...(bound === null ? {} : { passwordHash: bound }) })
            .mapErr(fromStoreError),
        );
      })
      .map((account) => ({ userId: account.id })),
  );
}

/**
 * Sends a fresh sign-up code (the old one stops working; its wrong tries still count). Answers the
 * same delivery for an unknown or already confirmed e-mail, sending nothing, so the answer tells
 * nobody which it was; every request counts toward CODE_ISSUE_LIMITS for the address.
 */
export function resendSignUpCode(ctx: IdentityDeps, input: { readonly email: string }): ResultAsync<CodeDelivery, IdentityError> {
  const email = normalizeEmail(input.email);
  return checkResendSignUpCode(input.email).asyncAndThen(() =>
    countCodeRequest(ctx, email, 'sign-up').andThen(() =>
      ctx.store
        .findAccountByEmail(email)
        .mapErr(fromStoreError)
        .andThen((account) =>
          account === null || account.status !== 'UNCONFIRMED'
            ? okAsync(codeDelivery(input.email))
            : issueAndSendCode(ctx, account, 'sign-up', 'background'),
        ),
    ),
  );
}
