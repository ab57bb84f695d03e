import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { checkResetPassword, checkSignUp, IDENTITY_LIMITS } from '../rules/identity-rules';
import type { CodeDelivery, IdentityError } from '../../application/ports/identity-provider.port';
import type { AccountState, MemberAccountAudit } from '../../application/ports/member-accounts.port';
import type { AccountAudit } from '../ports/account-store.port';
import { enabledMfa } from '../ports/account-records';
import type { Account } from '../ports/account-records';
import { secondsFromNow, type IdentityDeps } from './identity-context';
import { send, temporaryPasswordMail } from './identity-mail';
import { IDENTITY_ERRORS } from '../rules/identity.errors';
import { fromStoreError } from './store-errors';
import { issueAndSendCode } from './one-time-codes';
import { choosePassword, hashPassword } from './password-rules';
import { checkEmailUsername, newAccount } from './sign-up';

/** An officer's entry as the store makes it, from the account it writes (its state as an officer sees it). */
function fromAccount(audit: MemberAccountAudit | undefined): AccountAudit | undefined {
  return audit === undefined ? undefined : (account) => audit(stateOf(account));
}

function storeTemporaryPassword(
  ctx: IdentityDeps,
  email: string,
  passwordHash: string,
  audit?: MemberAccountAudit,
): ResultAsync<Account, IdentityError> {
  const temporaryPasswordExpiresAt = secondsFromNow(ctx, IDENTITY_LIMITS.temporaryPasswordSeconds);
  return ctx.store
    .findAccountByEmail(email)
    .mapErr(fromStoreError)
    .andThen((existing) => {
      if (existing === null) {
        const account = newAccount(ctx, { email, passwordHash, status: 'FORCE_CHANGE_PASSWORD', temporaryPasswordExpiresAt });
        return ctx.store.createAccount(account, fromAccount(audit)).mapErr(fromStoreError);
      }
      if (existing.status !== 'FORCE_CHANGE_PASSWORD') {
        return errAsync<Account, IdentityError>({ type: 'UsernameExists', message: IDENTITY_ERRORS.usernameExists });
      }
      return ctx.store.updateAccount(existing.id, { passwordHash, temporaryPasswordExpiresAt }, fromAccount(audit)).mapErr(fromStoreError);
    });
}

/**
 * An administrator's action (the Set-Password flow's entry point): creates a FORCE_CHANGE_PASSWORD
 * account with a random temporary password valid for 7 days and e-mails it. For an account still
 * waiting for its first password this is the administrator's reset: a new temporary password
 * replaces the old (expired) one. Any other existing account is UsernameExists.
 * The caller authorizes (domain `authorize(role, 'createMemberAccount')`); this only acts.
 */
export function adminCreateUser(
  ctx: IdentityDeps,
  input: { readonly email: string },
  audit?: MemberAccountAudit,
): ResultAsync<{ readonly userId: string }, IdentityError> {
  const temporaryPassword = ctx.ids.secret();
  return checkEmailUsername(input.email, checkSignUp)
    .asyncAndThen((email) => hashPassword(ctx, temporaryPassword).andThen((hash) => storeTemporaryPassword(ctx, email, hash, audit)))
    .andThen((account) =>
      send(ctx, temporaryPasswordMail(account.email, temporaryPassword, ctx.config.issuer)).map(() => ({ userId: account.id })),
    );
}

/**
 * An administrator's action: the account must choose a new password through the reset flow
 * (sign-in answers RESET_PASSWORD). Every session it has is revoked and a reset code is e-mailed.
 * InvalidParameter for a missing or malformed e-mail; UserNotFound for an unknown one
 * (administrators may know who has an account).
 * The caller authorizes; this only acts.
 */
export function adminRequirePasswordReset(
  ctx: IdentityDeps,
  input: { readonly email: string },
  audit?: MemberAccountAudit,
): ResultAsync<CodeDelivery, IdentityError> {
  return checkEmailUsername(input.email, checkResetPassword)
    .asyncAndThen((email) => ctx.store.findAccountByEmail(email).mapErr(fromStoreError))
    .andThen((account) =>
      account === null ? errAsync<Account, IdentityError>({ type: 'UserNotFound', message: 'User does not exist.' }) : okAsync(account),
    )
    .andThen((account) => ctx.store.updateAccount(account.id, { status: 'RESET_REQUIRED' }, fromAccount(audit)).mapErr(fromStoreError))
    .andThrough((account) => ctx.store.revokeAccountSessions(account.id, null).mapErr(fromStoreError))
    .andThen((account) => issueAndSendCode(ctx, account, 'reset'));
}

const NO_SUCH_USER: IdentityError = { type: 'UserNotFound', message: 'User does not exist.' };

/** An account's state as an officer sees it (`AccountState`); 'none' for an e-mail without one. */
function stateOf(account: Account | null): AccountState {
  if (account === null) return 'none';
  if (account.disabled) return 'disabled';
  switch (account.status) {
    case 'FORCE_CHANGE_PASSWORD':
      return 'invited';
    case 'UNCONFIRMED':
      return 'unconfirmed';
    case 'CONFIRMED':
    case 'RESET_REQUIRED':
      return enabledMfa(account.mfa).length > 0 ? 'two-step' : 'confirmed';
  }
}

/** The state of the account with this e-mail (an officer's view of a member; the caller authorizes). */
export function accountStateOf(ctx: IdentityDeps, email: string): ResultAsync<AccountState, IdentityError> {
  return checkEmailUsername(email, checkResetPassword)
    .asyncAndThen((normalised) => ctx.store.findAccountByEmail(normalised).mapErr(fromStoreError))
    .map(stateOf);
}

/**
 * An officer's action: turns an account's sign-in off (every sign-in answers 'User is disabled.',
 * and every session it has ends at once) or on again (sign-in as before; sessions ended stay
 * ended). UserNotFound for an e-mail without an account. The caller authorizes; this only acts.
 */
export function adminSetSignIn(
  ctx: IdentityDeps,
  input: { readonly email: string; readonly enabled: boolean },
  audit?: MemberAccountAudit,
): ResultAsync<void, IdentityError> {
  return checkEmailUsername(input.email, checkResetPassword)
    .asyncAndThen((email) => ctx.store.findAccountByEmail(email).mapErr(fromStoreError))
    .andThen((account) => (account === null ? errAsync<Account, IdentityError>(NO_SUCH_USER) : okAsync(account)))
    .andThen((account) => ctx.store.updateAccount(account.id, { disabled: !input.enabled }, fromAccount(audit)).mapErr(fromStoreError))
    .andThen((account) => (input.enabled ? okAsync(undefined) : ctx.store.revokeAccountSessions(account.id, null).mapErr(fromStoreError)));
}

/**
 * Start-up only: a CONFIRMED account with the given password, for the first administrator when a
 * fresh server seeds itself (SEED_ADMIN_PASSWORD). The password policy applies; an existing
 * account is left as it is (UsernameExists), so a restart never resets anybody's password.
 */
export function seedAccount(
  ctx: IdentityDeps,
  input: { readonly email: string; readonly password: string },
): ResultAsync<{ readonly userId: string }, IdentityError> {
  return checkEmailUsername(input.email, checkSignUp).asyncAndThen((email) =>
    choosePassword(ctx, input.password)
      .andThen((passwordHash) =>
        ctx.store
          .createAccount(newAccount(ctx, { email, passwordHash, status: 'CONFIRMED', temporaryPasswordExpiresAt: null }))
          .mapErr(fromStoreError),
      )
      .map((account) => ({ userId: account.id })),
  );
}
