import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type {
  AccessTokenRecord,
  Account,
  AccountChanges,
  AttemptCount,
  CodeSpend,
  OneTimeCode,
  RefreshTokenRecord,
  SignInChallenge,
  SignInFailures,
  TakeOutcome,
  TokenPairRecord,
} from '../../identity/ports/account-records';
import {
  ACCOUNT_NOT_FOUND,
  type AccountAudit,
  accountEmailTaken,
  type AccountStore,
  type AccountStoreError,
  type CodeAttempt,
  type CounterAttempt,
} from '../../identity/ports/account-store.port';
import { InMemoryAuditRecords } from './in-memory-audit-records';

type Result<T> = ResultAsync<T, AccountStoreError>;

const codeKey = (accountId: string, purpose: string) => `${accountId}\u0000${purpose}`;

/**
 * The identity service's tables in Maps. Each method runs to completion without awaiting, so every
 * "one call that says whether it won" is atomic here as a transaction makes it in a database.
 * It keeps no rule of its own: it compares only what the service passes in.
 */
export class InMemoryAccountStore implements AccountStore {
  readonly #accounts = new Map<string, Account>();
  readonly #failures = new Map<string, SignInFailures>();
  readonly #codes = new Map<string, OneTimeCode>();
  readonly #challenges = new Map<string, SignInChallenge>();
  readonly #access = new Map<string, AccessTokenRecord>();
  readonly #refresh = new Map<string, RefreshTokenRecord>();
  readonly #counters = new Map<string, AttemptCount>();
  readonly #audit: InMemoryAuditRecords;

  /** `audit`: the wiring's audit log, which officers' changes of accounts append to. */
  constructor(audit = new InMemoryAuditRecords()) {
    this.#audit = audit;
  }

  createAccount(account: Account, audit?: AccountAudit): Result<Account> {
    if (this.#byEmail(account.email)) return errAsync(accountEmailTaken(account.email));
    this.#accounts.set(account.id, account);
    if (audit) this.#audit.append(audit(account));
    return okAsync(account);
  }

  findAccountByEmail(email: string): Result<Account | null> {
    return okAsync(this.#byEmail(email) ?? null);
  }

  findAccountById(id: string): Result<Account | null> {
    return okAsync(this.#accounts.get(id) ?? null);
  }

  updateAccount(id: string, changes: AccountChanges, audit?: AccountAudit): Result<Account> {
    const current = this.#accounts.get(id);
    if (!current) return errAsync(ACCOUNT_NOT_FOUND);
    const { passwordHash, status, temporaryPasswordExpiresAt, mfa, disabled } = { ...current, ...changes };
    const updated: Account = { ...current, passwordHash, status, temporaryPasswordExpiresAt, mfa, disabled };
    this.#accounts.set(id, updated);
    if (audit) this.#audit.append(audit(updated));
    return okAsync(updated);
  }

  acceptTotpStep(accountId: string, step: number): Result<'accepted' | 'replayed'> {
    const current = this.#accounts.get(accountId);
    if (!current) return errAsync(ACCOUNT_NOT_FOUND);
    if (current.totpLastStep !== null && current.totpLastStep >= step) return okAsync('replayed');
    this.#accounts.set(accountId, { ...current, totpLastStep: step });
    return okAsync('accepted');
  }

  findSignInFailures(key: string): Result<SignInFailures | null> {
    return okAsync(this.#failures.get(key) ?? null);
  }

  recordSignInFailure(key: string, at: number): Result<SignInFailures> {
    const before = this.#failures.get(key);
    const failures = { key, count: (before?.count ?? 0) + 1, lastFailedAt: at, firstFailedAt: before?.firstFailedAt ?? at };
    this.#failures.set(key, failures);
    return okAsync(failures);
  }

  clearSignInFailures(key: string): Result<void> {
    this.#failures.delete(key);
    return okAsync(undefined);
  }

  takeAttempt(attempt: CounterAttempt): Result<TakeOutcome> {
    const current = this.#counters.get(attempt.key);
    if (current === undefined || current.windowStartedAt <= attempt.windowOpenedBy) {
      const window = { count: 1, windowStartedAt: attempt.now };
      this.#counters.set(attempt.key, window);
      return okAsync({ taken: true, window });
    }
    if (current.count >= attempt.max) return okAsync({ taken: false, window: current });
    const window = { ...current, count: current.count + 1 };
    this.#counters.set(attempt.key, window);
    return okAsync({ taken: true, window });
  }

  giveBackAttempt(key: string, windowStartedAt: number): Result<void> {
    const current = this.#counters.get(key);
    if (current !== undefined && current.windowStartedAt === windowStartedAt && current.count > 0) {
      this.#counters.set(key, { ...current, count: current.count - 1 });
    }
    return okAsync(undefined);
  }

  forgetCountersBefore(time: number): Result<number> {
    const old = [...this.#counters].filter(([, counter]) => counter.windowStartedAt < time).map(([key]) => key);
    for (const key of old) this.#counters.delete(key);
    return okAsync(old.length);
  }

  saveCode(code: OneTimeCode): Result<void> {
    const key = codeKey(code.accountId, code.purpose);
    this.#codes.set(key, { ...code, boundPasswordHash: code.boundPasswordHash ?? this.#codes.get(key)?.boundPasswordHash ?? null });
    return okAsync(undefined);
  }

  consumeCode(attempt: CodeAttempt): Result<CodeSpend> {
    const key = codeKey(attempt.accountId, attempt.purpose);
    const code = this.#codes.get(key);
    const spend = (outcome: CodeSpend['outcome']) =>
      okAsync({ outcome, boundPasswordHash: outcome === 'consumed' ? (code?.boundPasswordHash ?? null) : null });
    if (!code) return spend('missing');
    const live = !code.used && code.expiresAt > attempt.now && code.attempts < attempt.maxAttempts;
    if (code.codeHash !== attempt.codeHash) {
      if (live) this.#codes.set(key, { ...code, attempts: code.attempts + 1 });
      return spend('wrong');
    }
    if (code.used) return spend('used');
    if (code.expiresAt <= attempt.now) return spend('expired');
    if (code.attempts >= attempt.maxAttempts) return spend('exhausted');
    this.#codes.set(key, { ...code, used: true });
    return spend('consumed');
  }

  saveChallenge(challenge: SignInChallenge): Result<void> {
    this.#challenges.set(challenge.handleHash, challenge);
    return okAsync(undefined);
  }

  findChallenge(handleHash: string): Result<SignInChallenge | null> {
    return okAsync(this.#challenges.get(handleHash) ?? null);
  }

  countChallengeFailure(handleHash: string): Result<number | 'gone'> {
    const challenge = this.#challenges.get(handleHash);
    if (!challenge) return okAsync('gone');
    this.#challenges.set(handleHash, { ...challenge, attempts: challenge.attempts + 1 });
    return okAsync(challenge.attempts + 1);
  }

  endChallenge(handleHash: string): Result<'ended' | 'gone'> {
    return okAsync(this.#challenges.delete(handleHash) ? 'ended' : 'gone');
  }

  startSession(accountId: string, familyId: string, tokens: TokenPairRecord): Result<void> {
    this.#addPair(accountId, familyId, tokens);
    return okAsync(undefined);
  }

  findAccessToken(tokenHash: string): Result<AccessTokenRecord | null> {
    return okAsync(this.#access.get(tokenHash) ?? null);
  }

  findRefreshToken(tokenHash: string): Result<RefreshTokenRecord | null> {
    return okAsync(this.#refresh.get(tokenHash) ?? null);
  }

  rotateRefreshToken(tokenHash: string, next: TokenPairRecord): Result<'rotated' | 'stale'> {
    const current = this.#refresh.get(tokenHash);
    if (!current || current.state !== 'active') return okAsync('stale');
    this.#refresh.set(tokenHash, { ...current, state: 'rotated' });
    this.#addPair(current.accountId, current.familyId, next);
    return okAsync('rotated');
  }

  revokeFamily(familyId: string): Result<void> {
    this.#revokeWhere((token) => token.familyId === familyId);
    return okAsync(undefined);
  }

  revokeAccountSessions(accountId: string, exceptFamilyId: string | null): Result<void> {
    this.#revokeWhere((token) => token.accountId === accountId && token.familyId !== exceptFamilyId);
    return okAsync(undefined);
  }

  #addPair(accountId: string, familyId: string, tokens: TokenPairRecord): void {
    const { accessHash, accessExpiresAt, refreshHash, refreshExpiresAt, createdAt } = tokens;
    this.#access.set(accessHash, { tokenHash: accessHash, accountId, familyId, expiresAt: accessExpiresAt, revoked: false, createdAt });
    this.#refresh.set(refreshHash, {
      tokenHash: refreshHash,
      accountId,
      familyId,
      expiresAt: refreshExpiresAt,
      state: 'active',
      createdAt,
    });
  }

  #revokeWhere(matches: (token: { readonly accountId: string; readonly familyId: string }) => boolean): void {
    for (const [hash, token] of this.#access) if (matches(token)) this.#access.set(hash, { ...token, revoked: true });
    for (const [hash, token] of this.#refresh) if (matches(token)) this.#refresh.set(hash, { ...token, state: 'revoked' });
  }

  #byEmail(email: string): Account | undefined {
    return [...this.#accounts.values()].find((account) => account.email === email);
  }
}
