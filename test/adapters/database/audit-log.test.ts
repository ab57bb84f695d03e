import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appendAuditEntry } from '../../../src/adapters/database/audit-rows';
import type { AuditEntry } from '../../../src/domain/audit';
import { describeEachDatabase, resetTables } from './database-harness';

const ENTRY: AuditEntry = {
  actor: 'treasurer@example.org',
  at: '2026-11-26T10:00:00.000Z',
  action: 'updateAnyMember',
  subject: { kind: 'member', id: 'm-1' },
  before: { graduationYear: 1999 },
  after: { graduationYear: 2000 },
  reason: 'Typo on the form',
};

describeEachDatabase('audit_log', (_kind, database) => {
  describe('an append-only record of officers’ writes', () => {
    it('keeps an appended entry, its values as JSON, in order', async () => {
      await resetTables(database());
      const { db } = database();
      await appendAuditEntry(db, ENTRY);
      await appendAuditEntry(db, { ...ENTRY, action: 'grantRole', before: null, reason: null });
      const rows = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
      expect(rows.map((row) => [row.action, row.before_json, row.after_json, row.reason])).toEqual([
        ['updateAnyMember', '{"graduationYear":1999}', '{"graduationYear":2000}', 'Typo on the form'],
        ['grantRole', null, '{"graduationYear":2000}', null],
      ]);
      expect(rows[1]!.seq).toBeGreaterThan(rows[0]!.seq);
    });

    it('refuses to change or delete an entry, whatever the statement', async () => {
      await resetTables(database());
      const { db } = database();
      await appendAuditEntry(db, ENTRY);
      await expect(db.updateTable('audit_log').set({ actor: 'someone@example.org' }).execute()).rejects.toThrow(/append-only/);
      await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
      if (_kind === 'postgres') await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
      expect(await db.selectFrom('audit_log').select('actor').execute()).toEqual([{ actor: 'treasurer@example.org' }]);
    });

    it('is written with the change or not at all: a transaction that fails takes its entry with it', async () => {
      await resetTables(database());
      const { db } = database();
      await expect(
        db.transaction().execute(async (trx) => {
          await appendAuditEntry(trx, ENTRY);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
    });
  });
});
