/** How the identity records map to the rows of the identity tables, and back. */
import type { Selectable, Updateable } from 'kysely';
import type {
  AccessTokenRecord,
  Account,
  AccountChanges,
  AccountStatus,
  ChallengeKind,
  CodePurpose,
  OneTimeCode,
  RefreshTokenRecord,
  RefreshTokenState,
  ServedMfaMethod,
  SignInChallenge,
  SignInFailures,
  TokenPairRecord,
} from '../../identity/ports/account-records';
import type {
  AccessTokensTable,
  AccountsTable,
  OneTimeCodesTable,
  RefreshTokensTable,
  SignInChallengesTable,
  SignInFailuresTable,
} from './identity-schema';

/** The records' times are whole milliseconds; the tables keep ISO-8601 text, which round-trips them exactly. */
export const toIso = (milliseconds: number): string => new Date(milliseconds).toISOString();
export const fromIso = (iso: string): number => Date.parse(iso);
const isoOrNull = (milliseconds: number | null): string | null => (milliseconds === null ? null : toIso(milliseconds));

/** The `accounts` row of an account (MFA settings as columns, flags as 0/1). */
export function accountRow(account: Account): Selectable<AccountsTable> {
  return {
    id: account.id,
    email: account.email,
    password_hash: account.passwordHash,
    status: account.status,
    temporary_password_expires_at: isoOrNull(account.temporaryPasswordExpiresAt),
    ...mfaColumns(account.mfa),
    totp_last_step: account.totpLastStep,
    disabled: account.disabled ? 1 : 0,
    created_at: toIso(account.createdAt),
  };
}

function mfaColumns(
  mfa: Account['mfa'],
): Pick<AccountsTable, 'totp_secret' | 'totp_pending_secret' | 'totp_enabled' | 'email_mfa_enabled' | 'preferred_mfa'> {
  return {
    totp_secret: mfa.totpSecret,
    totp_pending_secret: mfa.totpPendingSecret,
    totp_enabled: mfa.totpEnabled ? 1 : 0,
    email_mfa_enabled: mfa.emailEnabled ? 1 : 0,
    preferred_mfa: mfa.preferred,
  };
}

/** The columns an update sets: only the changes given (never id, e-mail or creation time). */
export function accountChangeColumns(changes: AccountChanges): Updateable<AccountsTable> {
  return {
    ...(changes.passwordHash === undefined ? {} : { password_hash: changes.passwordHash }),
    ...(changes.status === undefined ? {} : { status: changes.status }),
    ...(changes.temporaryPasswordExpiresAt === undefined
      ? {}
      : { temporary_password_expires_at: isoOrNull(changes.temporaryPasswordExpiresAt) }),
    ...(changes.mfa === undefined ? {} : mfaColumns(changes.mfa)),
    ...(changes.disabled === undefined ? {} : { disabled: changes.disabled ? 1 : 0 }),
  };
}

/** The account an `accounts` row holds. */
export function toAccount(row: Selectable<AccountsTable>): Account {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    status: row.status as AccountStatus,
    temporaryPasswordExpiresAt: row.temporary_password_expires_at === null ? null : fromIso(row.temporary_password_expires_at),
    mfa: {
      totpSecret: row.totp_secret,
      totpPendingSecret: row.totp_pending_secret,
      totpEnabled: row.totp_enabled === 1,
      emailEnabled: row.email_mfa_enabled === 1,
      preferred: row.preferred_mfa as ServedMfaMethod | null,
    },
    totpLastStep: row.totp_last_step,
    disabled: row.disabled === 1,
    createdAt: fromIso(row.created_at),
  };
}

/** The failed sign-ins a `sign_in_failures` row holds. */
export function toFailures(row: Selectable<SignInFailuresTable>): SignInFailures {
  const lastFailedAt = fromIso(row.last_failed_at);
  return {
    key: row.throttle_key,
    count: row.failure_count,
    lastFailedAt,
    firstFailedAt: row.first_failed_at === null ? lastFailedAt : fromIso(row.first_failed_at),
  };
}

/** The `one_time_codes` row of a code. */
export function codeRow(code: OneTimeCode): Selectable<OneTimeCodesTable> {
  return {
    account_id: code.accountId,
    purpose: code.purpose,
    code_hash: code.codeHash,
    expires_at: toIso(code.expiresAt),
    attempts: code.attempts,
    used: code.used ? 1 : 0,
    created_at: toIso(code.createdAt),
    bound_password_hash: code.boundPasswordHash,
  };
}

/** The code a `one_time_codes` row holds. */
export function toCode(row: Selectable<OneTimeCodesTable>): OneTimeCode {
  return {
    accountId: row.account_id,
    purpose: row.purpose as CodePurpose,
    codeHash: row.code_hash,
    expiresAt: fromIso(row.expires_at),
    attempts: row.attempts,
    used: row.used === 1,
    createdAt: fromIso(row.created_at),
    boundPasswordHash: row.bound_password_hash,
  };
}

/** The `sign_in_challenges` row of a pending sign-in. */
export function challengeRow(challenge: SignInChallenge): Selectable<SignInChallengesTable> {
  const { handleHash, accountId, kind, expiresAt, attempts } = challenge;
  return { handle_hash: handleHash, account_id: accountId, kind, expires_at: toIso(expiresAt), attempts };
}

/** The pending sign-in a `sign_in_challenges` row holds. */
export function toChallenge(row: Selectable<SignInChallengesTable>): SignInChallenge {
  const { handle_hash, account_id, kind, expires_at, attempts } = row;
  return { handleHash: handle_hash, accountId: account_id, kind: kind as ChallengeKind, expiresAt: fromIso(expires_at), attempts };
}

/** The access and refresh rows of a new token pair in one session family. */
export function pairRows(accountId: string, familyId: string, tokens: TokenPairRecord) {
  const owner = { account_id: accountId, family_id: familyId, created_at: toIso(tokens.createdAt) };
  return {
    access: {
      ...owner,
      token_hash: tokens.accessHash,
      expires_at: toIso(tokens.accessExpiresAt),
      revoked: 0,
    } satisfies Selectable<AccessTokensTable>,
    refresh: {
      ...owner,
      token_hash: tokens.refreshHash,
      expires_at: toIso(tokens.refreshExpiresAt),
      state: 'active',
    } satisfies Selectable<RefreshTokensTable>,
  };
}

/** The access token an `access_tokens` row holds. */
export function toAccessToken(row: Selectable<AccessTokensTable>): AccessTokenRecord {
  const owner = { tokenHash: row.token_hash, accountId: row.account_id, familyId: row.family_id };
  return { ...owner, expiresAt: fromIso(row.expires_at), revoked: row.revoked === 1, createdAt: fromIso(row.created_at) };
}

/** The refresh token a `refresh_tokens` row holds. */
export function toRefreshToken(row: Selectable<RefreshTokensTable>): RefreshTokenRecord {
  const owner = { tokenHash: row.token_hash, accountId: row.account_id, familyId: row.family_id };
  return { ...owner, expiresAt: fromIso(row.expires_at), state: row.state as RefreshTokenState, createdAt: fromIso(row.created_at) };
}
