import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type {
  AccessTokenRecord,
  Account,
  AccountChanges,
  CodePurpose,
  CodeSpend,
  OneTimeCode,
  RefreshTokenRecord,
  SignInChallenge,
  SignInFailures,
  TakeOutcome,
  TokenPairRecord,
} from './account-records';

/** What a store can answer instead of a record. Database errors never cross the port. */
export type AccountStoreError =
  | { readonly type: 'DuplicateEmail'; readonly message: string }
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/** The store's refusals, worded once for every store. */
export const ACCOUNT_NOT_FOUND: AccountStoreError = { type: 'NotFound', message: 'The account was not found.' };
export const accountEmailTaken = (email: string): AccountStoreError => ({
  type: 'DuplicateEmail',
  message: `${email} already has an account.`,
});

/**
 * The audit entry of an officer's change of an account (an invitation, a required reset, sign-in
 * turned off or on), made from the account as written: the store writes it with the change, in one
 * transaction where the store is a database (self-hosted: the audit log's own).
 */
export type AccountAudit = (account: Account) => AuditEntry;

/** One attempt at an e-mailed code. The service supplies the time and the limit; the store only compares. */
export interface CodeAttempt {
  readonly accountId: string;
  readonly purpose: CodePurpose;
  readonly codeHash: string;
  readonly now: number;
  readonly maxAttempts: number;
}

/** One attempt to count against a counter: the window restarts when it opened at or before `windowOpenedBy`. */
export interface CounterAttempt {
  readonly key: string;
  readonly now: number;
  /** The most attempts one window holds. */
  readonly max: number;
  /** `now` minus the window's length: a window that opened at or before this has ended. */
  readonly windowOpenedBy: number;
}

/**
 * Accounts, one-time codes, pending sign-ins and sessions: the identity service's storage. It
 * holds no rule (lifetimes, limits, what a status means are the service's); it stores, finds and
 * makes each state change that must happen once a single call that says whether it won:
 * `createAccount` (unique e-mail), `consumeCode`, `acceptTotpStep`, `endChallenge`,
 * `rotateRefreshToken`. A SQL store maps each to one statement or one short transaction
 * (`INSERT ... ON CONFLICT`, `UPDATE ... WHERE ... RETURNING`).
 */
export interface AccountStore {
  /** Adds an account; DuplicateEmail when the (normalised) e-mail is taken, and nothing is written. */
  createAccount(account: Account, audit?: AccountAudit): ResultAsync<Account, AccountStoreError>;
  findAccountByEmail(email: string): ResultAsync<Account | null, AccountStoreError>;
  findAccountById(id: string): ResultAsync<Account | null, AccountStoreError>;
  /** NotFound when there is no such account. */
  updateAccount(id: string, changes: AccountChanges, audit?: AccountAudit): ResultAsync<Account, AccountStoreError>;
  /** Moves `totpLastStep` forward to `step`: 'replayed' when it is already at or past it. */
  acceptTotpStep(accountId: string, step: number): ResultAsync<'accepted' | 'replayed', AccountStoreError>;

  findSignInFailures(key: string): ResultAsync<SignInFailures | null, AccountStoreError>;
  /** Adds one failure under a throttle key (creating its row) and answers the new count. */
  recordSignInFailure(key: string, at: number): ResultAsync<SignInFailures, AccountStoreError>;
  clearSignInFailures(key: string): ResultAsync<void, AccountStoreError>;

  /**
   * Counts one attempt, atomically: when the counter's window has ended (or it has none) a new
   * window opens at `now` with this attempt; else the attempt is counted only while the window
   * holds fewer than `max`. Of many racing callers at most `max` per window are `taken`.
   */
  takeAttempt(attempt: CounterAttempt): ResultAsync<TakeOutcome, AccountStoreError>;
  /** Un-counts one attempt taken in the window that opened at `windowStartedAt` (a right code is no guess); nothing if that window is gone. */
  giveBackAttempt(key: string, windowStartedAt: number): ResultAsync<void, AccountStoreError>;
  /** Forgets every counter whose window opened before `time`, answering how many (housekeeping). */
  forgetCountersBefore(time: number): ResultAsync<number, AccountStoreError>;

  /**
   * Keeps a code, replacing any earlier code of the same account and purpose (its attempts with
   * it). A code saved without a bound password keeps the one the replaced code was bound to: a
   * resent sign-up code confirms the same sign-up as the code it replaces.
   */
  saveCode(code: OneTimeCode): ResultAsync<void, AccountStoreError>;
  /**
   * Tries a code, atomically, in this order: missing (no code); wrong (digest differs: attempts + 1
   * while the code is live); then, for the right digest only, used; expired (`expiresAt <= now`);
   * exhausted (`attempts >= maxAttempts`); else consumed (marked used). A wrong code never learns
   * the state of the one it missed. Of two concurrent right attempts exactly one is 'consumed'; a consumed code
   * answers the password it was bound to.
   */
  consumeCode(attempt: CodeAttempt): ResultAsync<CodeSpend, AccountStoreError>;

  saveChallenge(challenge: SignInChallenge): ResultAsync<void, AccountStoreError>;
  findChallenge(handleHash: string): ResultAsync<SignInChallenge | null, AccountStoreError>;
  /** Counts one wrong answer and returns the new count ('gone' if the challenge no longer exists). */
  countChallengeFailure(handleHash: string): ResultAsync<number | 'gone', AccountStoreError>;
  /** Deletes a challenge: 'ended' for the one caller that removed it, 'gone' for every other. */
  endChallenge(handleHash: string): ResultAsync<'ended' | 'gone', AccountStoreError>;

  /** Stores the first token pair of a new session family. */
  startSession(accountId: string, familyId: string, tokens: TokenPairRecord): ResultAsync<void, AccountStoreError>;
  findAccessToken(tokenHash: string): ResultAsync<AccessTokenRecord | null, AccountStoreError>;
  findRefreshToken(tokenHash: string): ResultAsync<RefreshTokenRecord | null, AccountStoreError>;
  /**
   * Marks an active refresh token rotated and stores its successor pair in the same family:
   * 'rotated' for the one caller that did it, 'stale' if the token was no longer active.
   */
  rotateRefreshToken(tokenHash: string, next: TokenPairRecord): ResultAsync<'rotated' | 'stale', AccountStoreError>;
  /** Revokes every access and refresh token of one family (one sign-in). */
  revokeFamily(familyId: string): ResultAsync<void, AccountStoreError>;
  /** Revokes every token of an account, except the family given (the session making the change). */
  revokeAccountSessions(accountId: string, exceptFamilyId: string | null): ResultAsync<void, AccountStoreError>;
}
