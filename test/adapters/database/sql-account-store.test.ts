import { describe, expect, it } from 'vitest';
import { SqlAccountStore } from '../../../src/adapters/database/sql-account-store';
import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { NO_AUDIT_FILTER } from '../../../src/application/ports/audit-log.port';
import type { AccountAudit } from '../../../src/identity/ports/account-store.port';
import { accountStoreContract, sampleAccount } from '../../contracts/account-store.contract';
import { describeEachDatabase, resetTables } from './database-harness';

const T0 = 1_780_000_000_000;

describeEachDatabase('SqlAccountStore', (kind, database) => {
  accountStoreContract(kind, async () => {
    await resetTables(database());
    return { store: new SqlAccountStore(database().db) };
  });

  describe("an officer's audited change of an account", () => {
    const officer =
      (action: string, actor: string | null = 'chair@example.org'): AccountAudit =>
      (account) => ({
        actor: actor as string,
        at: '2026-06-15T12:00:00.000Z',
        action,
        subject: { kind: 'member', id: '100001' },
        before: null,
        after: { disabled: account.disabled },
        reason: null,
      });
    const entries = async () => (await new SqlAuditLog(database().db).page(NO_AUDIT_FILTER, 0, 10))._unsafeUnwrap().entries;

    it('writes the change with its entry, made from the account written; a change that fails writes none', async () => {
      await resetTables(database());
      const store = new SqlAccountStore(database().db);
      (await store.createAccount(sampleAccount('a1', 'ada@example.org'), officer('inviteMember')))._unsafeUnwrap();
      expect((await store.createAccount(sampleAccount('a2', 'ada@example.org'), officer('inviteMember')))._unsafeUnwrapErr().type).toBe(
        'DuplicateEmail',
      );
      (await store.updateAccount('a1', { disabled: true }, officer('disableSignIn')))._unsafeUnwrap();
      expect((await store.updateAccount('nobody', { disabled: true }, officer('disableSignIn')))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await entries()).map((entry) => [entry.action, entry.after])).toEqual([
        ['disableSignIn', { disabled: true }],
        ['inviteMember', { disabled: false }],
      ]);
    });

    it('keeps neither the account nor its change when the entry cannot be written', async () => {
      await resetTables(database());
      const store = new SqlAccountStore(database().db);
      expect((await store.createAccount(sampleAccount('a1', 'ada@example.org'), officer('inviteMember', null))).isErr()).toBe(true);
      expect((await store.findAccountById('a1'))._unsafeUnwrap()).toBeNull();
      (await store.createAccount(sampleAccount('a1', 'ada@example.org')))._unsafeUnwrap();
      expect((await store.updateAccount('a1', { disabled: true }, officer('disableSignIn', null))).isErr()).toBe(true);
      expect((await store.findAccountById('a1'))._unsafeUnwrap()?.disabled).toBe(false);
      expect(await entries()).toEqual([]);
    });
  });

  describe('under concurrency', () => {
    it('spends a code once, counts wrong tries exactly, and rotates a token once, among 20 callers each', async () => {
      await resetTables(database());
      const store = new SqlAccountStore(database().db);
      const code = {
        accountId: 'a1',
        purpose: 'reset' as const,
        codeHash: 'right',
        boundPasswordHash: null,
        expiresAt: T0 + 60_000,
        attempts: 0,
        used: false,
        createdAt: T0,
      };
      (await store.saveCode(code))._unsafeUnwrap();
      const attempt = (codeHash: string) => store.consumeCode({ accountId: 'a1', purpose: 'reset', codeHash, now: T0, maxAttempts: 50 });
      const outcomes = await Promise.all(Array.from({ length: 20 }, (_, n) => attempt(n % 2 ? 'right' : `wrong-${n}`)));
      const counts = outcomes
        .map((o) => o._unsafeUnwrap().outcome)
        .reduce<Record<string, number>>((all, o) => ({ ...all, [o]: (all[o] ?? 0) + 1 }), {});
      expect(counts.consumed).toBe(1);
      expect((counts.wrong ?? 0) + (counts.used ?? 0)).toBe(19);
      // Wrong tries are counted while the code is live; those after it was spent change nothing.
      const row = await database().db.selectFrom('one_time_codes').select(['attempts', 'used']).executeTakeFirstOrThrow();
      expect(row.used).toBe(1);
      expect(row.attempts).toBeLessThanOrEqual(counts.wrong ?? 0);

      const pair = (n: number) => ({
        accessHash: `a${n}`,
        accessExpiresAt: T0 + 1,
        refreshHash: `r${n}`,
        refreshExpiresAt: T0 + 2,
        createdAt: T0,
      });
      (await store.startSession('a1', 'f1', pair(0)))._unsafeUnwrap();
      const rotations = await Promise.all(Array.from({ length: 20 }, (_, n) => store.rotateRefreshToken('r0', pair(n + 1))));
      expect(rotations.map((r) => r._unsafeUnwrap()).filter((r) => r === 'rotated')).toHaveLength(1);
    });

    it('keeps times to the millisecond and every MFA setting through a round trip', async () => {
      await resetTables(database());
      const store = new SqlAccountStore(database().db);
      const full = {
        ...sampleAccount('a1', 'ada@example.org'),
        status: 'FORCE_CHANGE_PASSWORD' as const,
        temporaryPasswordExpiresAt: T0 + 123,
        mfa: { totpSecret: 'JBSWY3DP', totpPendingSecret: 'KRSXG5A', totpEnabled: true, emailEnabled: true, preferred: 'TOTP' as const },
        totpLastStep: 59_333_333,
        disabled: true,
        createdAt: T0 + 7,
      };
      (await store.createAccount(full))._unsafeUnwrap();
      expect((await store.findAccountById('a1'))._unsafeUnwrap()).toEqual(full);
      expect((await store.updateAccount('a1', {}))._unsafeUnwrap()).toEqual(full);
      expect((await store.updateAccount('zz', {}))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await store.acceptTotpStep('zz', 1))._unsafeUnwrapErr().type).toBe('NotFound');
    });
  });
});
