import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_MFA, type Account, type OneTimeCode, type TokenPairRecord } from '../../src/identity/ports/account-records';
import type { AccountStore, CodeAttempt } from '../../src/identity/ports/account-store.port';

/** What an account store suite needs: the port over EMPTY tables. */
export interface AccountStoreHarness {
  readonly store: AccountStore;
  readonly dispose?: () => Promise<void>;
}

const T0 = 1_780_000_000_000;

export const sampleAccount = (id: string, email: string): Account => ({
  id,
  email,
  passwordHash: `hash-of-${id}`,
  status: 'UNCONFIRMED',
  temporaryPasswordExpiresAt: null,
  mfa: NO_MFA,
  totpLastStep: null,
  disabled: false,
  createdAt: T0,
});

const code = (overrides: Partial<OneTimeCode> = {}): OneTimeCode => ({
  accountId: 'a1',
  purpose: 'sign-up',
  codeHash: 'digest-123456',
  boundPasswordHash: null,
  expiresAt: T0 + 1_000,
  attempts: 0,
  used: false,
  createdAt: T0,
  ...overrides,
});

const pair = (n: number, refreshExpiresAt = T0 + 10_000): TokenPairRecord => ({
  accessHash: `access-${n}`,
  accessExpiresAt: T0 + 1_000,
  refreshHash: `refresh-${n}`,
  refreshExpiresAt,
  createdAt: T0,
});

/**
 * The AccountStore contract: what the identity service relies on from any store, in memory or in
 * a database, above all the single calls that must decide a race (unique e-mail, spending a code,
 * accepting a TOTP step, ending a challenge, rotating a refresh token).
 */
export function accountStoreContract(name: string, make: () => Promise<AccountStoreHarness>): void {
  describe(`AccountStore contract: ${name}`, () => {
    let h: AccountStoreHarness;
    let store: AccountStore;
    beforeEach(async () => {
      h = await make();
      store = h.store;
    });
    afterEach(async () => h.dispose?.());

    const attempt = (codeHash: string, now = T0): CodeAttempt => ({ accountId: 'a1', purpose: 'sign-up', codeHash, now, maxAttempts: 2 });
    const consume = async (codeHash: string, now = T0) => (await store.consumeCode(attempt(codeHash, now)))._unsafeUnwrap().outcome;
    const take = async (key: string, now: number, max = 2, windowMs = 1_000) =>
      (await store.takeAttempt({ key, now, max, windowOpenedBy: now - windowMs }))._unsafeUnwrap();

    it('keeps accounts by id and e-mail, refusing a second account for one e-mail', async () => {
      const created = (await store.createAccount(sampleAccount('a1', 'ada@example.org')))._unsafeUnwrap();
      expect((await store.findAccountById('a1'))._unsafeUnwrap()).toEqual(created);
      expect((await store.findAccountByEmail('ada@example.org'))._unsafeUnwrap()).toEqual(created);
      expect((await store.findAccountByEmail('bob@example.org'))._unsafeUnwrap()).toBeNull();
      expect((await store.createAccount(sampleAccount('a2', 'ada@example.org')))._unsafeUnwrapErr().type).toBe('DuplicateEmail');
      expect((await store.findAccountById('a2'))._unsafeUnwrap()).toBeNull();
    });

    it('makes one account of simultaneous creates with one e-mail', async () => {
      const answers = await Promise.all([1, 2, 3].map((n) => store.createAccount(sampleAccount(`a${n}`, 'ada@example.org'))));
      expect(answers.filter((answer) => answer.isOk())).toHaveLength(1);
    });

    it('updates only what it is given, and says NotFound for a missing account', async () => {
      (await store.createAccount(sampleAccount('a1', 'ada@example.org')))._unsafeUnwrap();
      const mfa = { ...NO_MFA, emailEnabled: true };
      const updated = (await store.updateAccount('a1', { status: 'CONFIRMED', mfa }))._unsafeUnwrap();
      expect(updated).toEqual({ ...sampleAccount('a1', 'ada@example.org'), status: 'CONFIRMED', mfa });
      expect((await store.findAccountById('a1'))._unsafeUnwrap()).toEqual(updated);
      expect((await store.updateAccount('zz', { status: 'CONFIRMED' }))._unsafeUnwrapErr().type).toBe('NotFound');
    });

    it('accepts each TOTP step once, and only moving forward', async () => {
      (await store.createAccount(sampleAccount('a1', 'ada@example.org')))._unsafeUnwrap();
      expect((await store.acceptTotpStep('a1', 100))._unsafeUnwrap()).toBe('accepted');
      expect((await store.acceptTotpStep('a1', 100))._unsafeUnwrap()).toBe('replayed');
      expect((await store.acceptTotpStep('a1', 99))._unsafeUnwrap()).toBe('replayed');
      expect((await store.acceptTotpStep('a1', 101))._unsafeUnwrap()).toBe('accepted');
      expect((await store.findAccountById('a1'))._unsafeUnwrap()?.totpLastStep).toBe(101);
    });

    it('counts failed sign-ins per key, with or without an account, until cleared', async () => {
      expect((await store.findSignInFailures('x@example.org'))._unsafeUnwrap()).toBeNull();
      (await store.recordSignInFailure('x@example.org', T0))._unsafeUnwrap();
      expect((await store.recordSignInFailure('x@example.org', T0 + 5))._unsafeUnwrap()).toEqual({
        key: 'x@example.org',
        count: 2,
        lastFailedAt: T0 + 5,
        firstFailedAt: T0,
      });
      expect((await store.recordSignInFailure('x@example.org\n10.0.0.1', T0 + 6))._unsafeUnwrap().count).toBe(1);
      expect((await store.findSignInFailures('y@example.org'))._unsafeUnwrap()).toBeNull();
      (await store.clearSignInFailures('x@example.org'))._unsafeUnwrap();
      expect((await store.findSignInFailures('x@example.org'))._unsafeUnwrap()).toBeNull();
    });

    it('spends a code once, answering why not otherwise, and only the right code learns why', async () => {
      expect(await consume('digest-123456')).toBe('missing');
      (await store.saveCode(code()))._unsafeUnwrap();
      expect(await consume('digest-123456', T0 + 1_000)).toBe('expired');
      expect(await consume('digest-999999', T0 + 1_000)).toBe('wrong');
      expect(await consume('digest-999999')).toBe('wrong');
      expect(await consume('digest-123456')).toBe('consumed');
      expect(await consume('digest-123456')).toBe('used');
      expect(await consume('digest-999999')).toBe('wrong');
    });

    it('answers the password a consumed code was bound to, and nothing for a wrong one', async () => {
      (await store.saveCode(code({ boundPasswordHash: 'hash-of-the-second-sign-up' })))._unsafeUnwrap();
      expect((await store.consumeCode(attempt('digest-1')))._unsafeUnwrap()).toEqual({ outcome: 'wrong', boundPasswordHash: null });
      expect((await store.consumeCode(attempt('digest-123456')))._unsafeUnwrap()).toEqual({
        outcome: 'consumed',
        boundPasswordHash: 'hash-of-the-second-sign-up',
      });
    });

    it('keeps the bound password when a code is replaced by one without, and replaces it by another', async () => {
      (await store.saveCode(code({ boundPasswordHash: 'second' })))._unsafeUnwrap();
      (await store.saveCode(code({ codeHash: 'digest-resent' })))._unsafeUnwrap();
      expect((await store.consumeCode(attempt('digest-resent')))._unsafeUnwrap()).toEqual({
        outcome: 'consumed',
        boundPasswordHash: 'second',
      });
      (await store.saveCode(code({ codeHash: 'digest-third', boundPasswordHash: 'third' })))._unsafeUnwrap();
      expect((await store.consumeCode(attempt('digest-third')))._unsafeUnwrap()).toEqual({
        outcome: 'consumed',
        boundPasswordHash: 'third',
      });
    });

    it('stops taking a code after the attempt limit, and a new code starts afresh', async () => {
      (await store.saveCode(code()))._unsafeUnwrap();
      expect(await consume('digest-1')).toBe('wrong');
      expect(await consume('digest-2')).toBe('wrong');
      expect(await consume('digest-3')).toBe('wrong');
      expect(await consume('digest-123456')).toBe('exhausted');
      (await store.saveCode(code({ codeHash: 'digest-654321' })))._unsafeUnwrap();
      expect(await consume('digest-123456')).toBe('wrong');
      expect(await consume('digest-654321')).toBe('consumed');
    });

    it('lets one of two simultaneous right attempts spend a code', async () => {
      (await store.saveCode(code()))._unsafeUnwrap();
      const outcomes = await Promise.all([consume('digest-123456'), consume('digest-123456')]);
      expect(outcomes.sort()).toEqual(['consumed', 'used']);
    });

    it('counts attempts in a fixed window that opens with the first, refusing past the limit until it ends', async () => {
      expect(await take('k', T0)).toEqual({ taken: true, window: { count: 1, windowStartedAt: T0 } });
      expect(await take('k', T0 + 10)).toEqual({ taken: true, window: { count: 2, windowStartedAt: T0 } });
      expect(await take('k', T0 + 999)).toEqual({ taken: false, window: { count: 2, windowStartedAt: T0 } });
      expect(await take('other', T0 + 999)).toEqual({ taken: true, window: { count: 1, windowStartedAt: T0 + 999 } });
      expect(await take('k', T0 + 1_000)).toEqual({ taken: true, window: { count: 1, windowStartedAt: T0 + 1_000 } });
    });

    it('gives back an attempt of the current window only', async () => {
      await take('k', T0);
      await take('k', T0 + 1);
      (await store.giveBackAttempt('k', T0))._unsafeUnwrap();
      expect(await take('k', T0 + 2)).toEqual({ taken: true, window: { count: 2, windowStartedAt: T0 } });
      (await store.giveBackAttempt('k', T0 - 5))._unsafeUnwrap();
      (await store.giveBackAttempt('nothing', T0))._unsafeUnwrap();
      expect((await take('k', T0 + 3)).taken).toBe(false);
    });

    it('never counts past the limit when attempts race', async () => {
      const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => take('race', T0 + i, 5, 60_000)));
      expect(outcomes.filter((o) => o.taken)).toHaveLength(5);
      expect(Math.max(...outcomes.map((o) => o.window.count))).toBe(5);
    });

    it('forgets counters whose window opened before a time', async () => {
      await take('old', T0);
      await take('new', T0 + 5_000);
      expect((await store.forgetCountersBefore(T0 + 1))._unsafeUnwrap()).toBe(1);
      expect(await take('old', T0 + 5_001, 1, 60_000)).toEqual({ taken: true, window: { count: 1, windowStartedAt: T0 + 5_001 } });
      expect((await take('new', T0 + 5_001, 1, 60_000)).taken).toBe(false);
    });

    it('keeps challenges, counts their attempts, and ends each once', async () => {
      const challenge = { handleHash: 'h1', accountId: 'a1', kind: 'TOTP' as const, expiresAt: T0 + 180_000, attempts: 0 };
      (await store.saveChallenge(challenge))._unsafeUnwrap();
      expect((await store.findChallenge('h1'))._unsafeUnwrap()).toEqual(challenge);
      expect((await store.countChallengeFailure('h1'))._unsafeUnwrap()).toBe(1);
      expect((await store.countChallengeFailure('h1'))._unsafeUnwrap()).toBe(2);
      expect((await store.endChallenge('h1'))._unsafeUnwrap()).toBe('ended');
      expect((await store.endChallenge('h1'))._unsafeUnwrap()).toBe('gone');
      expect((await store.countChallengeFailure('h1'))._unsafeUnwrap()).toBe('gone');
      expect((await store.findChallenge('h1'))._unsafeUnwrap()).toBeNull();
    });

    it('keeps token pairs of a session family and rotates a refresh token once', async () => {
      (await store.startSession('a1', 'f1', pair(1)))._unsafeUnwrap();
      expect((await store.findAccessToken('access-1'))._unsafeUnwrap()).toEqual({
        tokenHash: 'access-1',
        accountId: 'a1',
        familyId: 'f1',
        expiresAt: T0 + 1_000,
        revoked: false,
        createdAt: T0,
      });
      expect((await store.findRefreshToken('refresh-1'))._unsafeUnwrap()).toMatchObject({
        familyId: 'f1',
        state: 'active',
        expiresAt: T0 + 10_000,
      });
      const outcomes = await Promise.all([store.rotateRefreshToken('refresh-1', pair(2)), store.rotateRefreshToken('refresh-1', pair(3))]);
      expect(outcomes.map((o) => o._unsafeUnwrap()).sort()).toEqual(['rotated', 'stale']);
      expect((await store.findRefreshToken('refresh-1'))._unsafeUnwrap()?.state).toBe('rotated');
      const successor =
        (await store.findRefreshToken('refresh-2'))._unsafeUnwrap() ?? (await store.findRefreshToken('refresh-3'))._unsafeUnwrap();
      expect(successor).toMatchObject({ accountId: 'a1', familyId: 'f1', state: 'active' });
      expect((await store.rotateRefreshToken('nope', pair(4)))._unsafeUnwrap()).toBe('stale');
    });

    it('revokes one family, or every family of an account but one', async () => {
      (await store.startSession('a1', 'f1', pair(1)))._unsafeUnwrap();
      (await store.startSession('a1', 'f2', pair(2)))._unsafeUnwrap();
      (await store.startSession('a1', 'f3', pair(3)))._unsafeUnwrap();
      (await store.startSession('b1', 'f4', pair(4)))._unsafeUnwrap();
      (await store.revokeFamily('f1'))._unsafeUnwrap();
      expect((await store.findAccessToken('access-1'))._unsafeUnwrap()?.revoked).toBe(true);
      expect((await store.findRefreshToken('refresh-1'))._unsafeUnwrap()?.state).toBe('revoked');
      (await store.revokeAccountSessions('a1', 'f3'))._unsafeUnwrap();
      expect((await store.findRefreshToken('refresh-2'))._unsafeUnwrap()?.state).toBe('revoked');
      expect((await store.findAccessToken('access-3'))._unsafeUnwrap()?.revoked).toBe(false);
      expect((await store.findAccessToken('access-4'))._unsafeUnwrap()?.revoked).toBe(false);
      (await store.revokeAccountSessions('a1', null))._unsafeUnwrap();
      expect((await store.findRefreshToken('refresh-3'))._unsafeUnwrap()?.state).toBe('revoked');
    });
  });
}
