/**
 * The records the identity service keeps, one per table in a database store. Times are
 * milliseconds since the epoch (the Clock's unit); every secret a user could replay (codes,
 * tokens, challenge handles) is kept only as a digest from the SecretDigest port.
 */

/**
 * Where an account stands:
 * - UNCONFIRMED: signed up, e-mail not yet proven (sign-in answers CONFIRM_SIGN_UP);
 * - CONFIRMED: normal;
 * - FORCE_CHANGE_PASSWORD: created by an administrator with a temporary password;
 * - RESET_REQUIRED: an administrator asked for a new password (sign-in answers RESET_PASSWORD).
 */
export type AccountStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

/** The MFA methods this service can run (SMS needs a provider nobody has configured). */
export type ServedMfaMethod = 'TOTP' | 'EMAIL';

/** A member's multi-factor settings (columns of the account row). */
export interface MfaSettings {
  /** The verified authenticator secret (base32), or null. */
  readonly totpSecret: string | null;
  /** A secret handed out by `setUpTotp` and not yet proven with a code; replaced on the next set-up. */
  readonly totpPendingSecret: string | null;
  readonly totpEnabled: boolean;
  readonly emailEnabled: boolean;
  readonly preferred: ServedMfaMethod | null;
}

/** A new account's settings: no MFA method, none preferred. */
export const NO_MFA: MfaSettings = {
  totpSecret: null,
  totpPendingSecret: null,
  totpEnabled: false,
  emailEnabled: false,
  preferred: null,
};

/** The MFA methods an account has turned on, in a fixed order. */
export function enabledMfa(mfa: MfaSettings): readonly ServedMfaMethod[] {
  const methods: ServedMfaMethod[] = [];
  if (mfa.totpEnabled && mfa.totpSecret !== null) methods.push('TOTP');
  if (mfa.emailEnabled) methods.push('EMAIL');
  return methods;
}

/**
 * One account (table `accounts`, unique `email`). Failed sign-ins are not here: they are kept per
 * e-mail in {@link SignInFailures}, so unknown e-mails are throttled by the same code and the same
 * writes as real ones.
 */
export interface Account {
  readonly id: string;
  /** Normalised (trimmed, lower case); unique. */
  readonly email: string;
  readonly passwordHash: string;
  readonly status: AccountStatus;
  /** Only for FORCE_CHANGE_PASSWORD: when the temporary password stops working. */
  readonly temporaryPasswordExpiresAt: number | null;
  readonly mfa: MfaSettings;
  /** The last TOTP time step accepted, so a code is never accepted twice (RFC 6238 section 5.2). */
  readonly totpLastStep: number | null;
  /** Sign-in turned off by an officer (issue 18): every sign-in is refused and no session of it is honoured. */
  readonly disabled: boolean;
  readonly createdAt: number;
}

/** What `updateAccount` may change: never the id, e-mail or creation time. */
export type AccountChanges = Partial<Pick<Account, 'passwordHash' | 'status' | 'temporaryPasswordExpiresAt' | 'mfa' | 'disabled'>>;

/**
 * Consecutive failed sign-ins under one throttle key (table `sign_in_failures`): a normalised
 * e-mail alone (every client together), or an e-mail with one client. Kept whether or not the
 * e-mail has an account.
 */
export interface SignInFailures {
  readonly key: string;
  readonly count: number;
  readonly lastFailedAt: number;
  /** When the first failure of this count was (the count's window opened). */
  readonly firstFailedAt: number;
}

/** What an e-mailed code is for; each purpose has its own lifetime. */
export type CodePurpose = 'sign-up' | 'reset' | 'sign-in-mfa' | 'account-deletion';

/** An e-mailed one-time code (table `one_time_codes`, primary key account + purpose: a new code replaces the old). */
export interface OneTimeCode {
  readonly accountId: string;
  readonly purpose: CodePurpose;
  readonly codeHash: string;
  /**
   * The password a sign-up chose, for a code sent to an account still waiting for its first code:
   * the code confirms that sign-up's password and no other, so a second sign-up never changes the
   * account's password by itself. Null for every other code.
   */
  readonly boundPasswordHash: string | null;
  readonly expiresAt: number;
  readonly attempts: number;
  readonly used: boolean;
  readonly createdAt: number;
}

/**
 * The answer of one attempt at a code: consumed (right, now used), wrong (counted), expired, used
 * (already consumed), exhausted (the attempt limit was reached before this attempt), missing (none issued).
 */
export type ConsumeOutcome = 'consumed' | 'wrong' | 'expired' | 'used' | 'exhausted' | 'missing';

/** One attempt's outcome, with the password a consumed sign-up code was bound to (else null). */
export interface CodeSpend {
  readonly outcome: ConsumeOutcome;
  readonly boundPasswordHash: string | null;
}

/**
 * An attempt counter over a fixed window (table `identity_counters`): how many attempts were
 * counted since the window opened. The service names the counter (what, whose, which window).
 */
export interface AttemptCount {
  readonly count: number;
  /** Milliseconds since the epoch. */
  readonly windowStartedAt: number;
}

/** `taken`: the attempt was counted; `full`: the window already held its limit, nothing was counted. */
export type TakeOutcome =
  { readonly taken: true; readonly window: AttemptCount } | { readonly taken: false; readonly window: AttemptCount };

/** What a pending sign-in waits for (spec section 4). */
export type ChallengeKind = 'NEW_PASSWORD' | 'MFA_SELECTION' | 'TOTP' | 'EMAIL_CODE';

/** A sign-in halfway through (table `sign_in_challenges`), found by the digest of the handle the client holds. */
export interface SignInChallenge {
  readonly handleHash: string;
  readonly accountId: string;
  readonly kind: ChallengeKind;
  readonly expiresAt: number;
  readonly attempts: number;
}

/** An access token (table `access_tokens`): opaque, found by its digest. */
export interface AccessTokenRecord {
  readonly tokenHash: string;
  readonly accountId: string;
  readonly familyId: string;
  readonly expiresAt: number;
  readonly revoked: boolean;
  readonly createdAt: number;
}

/** active: usable once; rotated: used, so a second use is theft; revoked: signed out. */
export type RefreshTokenState = 'active' | 'rotated' | 'revoked';

/** A refresh token (table `refresh_tokens`). Every token of one sign-in shares a family id. */
export interface RefreshTokenRecord {
  readonly tokenHash: string;
  readonly accountId: string;
  readonly familyId: string;
  readonly expiresAt: number;
  readonly state: RefreshTokenState;
  readonly createdAt: number;
}

/** A new access + refresh token pair, as digests. */
export interface TokenPairRecord {
  readonly accessHash: string;
  readonly accessExpiresAt: number;
  readonly refreshHash: string;
  readonly refreshExpiresAt: number;
  readonly createdAt: number;
}
