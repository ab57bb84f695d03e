/**
 * The identity service's tables (migration 0002), one per record of
 * `identity/ports/account-records.ts`. Times are ISO-8601 text like every other table
 * (the records' milliseconds are converted at the edge); flags are integers 0/1. No foreign keys:
 * codes, challenges and tokens name an account the service has already checked, and the store's
 * contract keeps them independent.
 */

export interface AccountsTable {
  readonly id: string;
  /** Normalised by the service; unique. */
  readonly email: string;
  readonly password_hash: string;
  readonly status: string;
  readonly temporary_password_expires_at: string | null;
  readonly totp_secret: string | null;
  readonly totp_pending_secret: string | null;
  readonly totp_enabled: number;
  readonly email_mfa_enabled: number;
  readonly preferred_mfa: string | null;
  readonly totp_last_step: number | null;
  /** Sign-in turned off by an officer (0011), 0/1. */
  readonly disabled: number;
  readonly created_at: string;
}

/** Consecutive failed sign-ins per throttle key (an e-mail, or an e-mail and a client), with or without an account. */
export interface SignInFailuresTable {
  readonly throttle_key: string;
  readonly failure_count: number;
  readonly last_failed_at: string;
  /** Migration 0003: when the first failure of the count was (null on rows written before it). */
  readonly first_failed_at: string | null;
}

/** One live code per account and purpose (primary key): a new code replaces the old. */
export interface OneTimeCodesTable {
  readonly account_id: string;
  readonly purpose: string;
  readonly code_hash: string;
  readonly expires_at: string;
  readonly attempts: number;
  readonly used: number;
  readonly created_at: string;
  /** Migration 0003: the password a repeated sign-up chose, or null. */
  readonly bound_password_hash: string | null;
}

/** Attempt counters over fixed windows (migration 0003), one row per counter. */
interface IdentityCountersTable {
  readonly counter_key: string;
  readonly window_started_at: string;
  readonly attempt_count: number;
}

export interface SignInChallengesTable {
  readonly handle_hash: string;
  readonly account_id: string;
  readonly kind: string;
  readonly expires_at: string;
  readonly attempts: number;
}

export interface AccessTokensTable {
  readonly token_hash: string;
  readonly account_id: string;
  readonly family_id: string;
  readonly expires_at: string;
  readonly revoked: number;
  readonly created_at: string;
}

export interface RefreshTokensTable {
  readonly token_hash: string;
  readonly account_id: string;
  readonly family_id: string;
  readonly expires_at: string;
  /** active | rotated | revoked */
  readonly state: string;
  readonly created_at: string;
}

export interface IdentitySchema {
  readonly accounts: AccountsTable;
  readonly sign_in_failures: SignInFailuresTable;
  readonly one_time_codes: OneTimeCodesTable;
  readonly identity_counters: IdentityCountersTable;
  readonly sign_in_challenges: SignInChallengesTable;
  readonly access_tokens: AccessTokensTable;
  readonly refresh_tokens: RefreshTokensTable;
}
