import { describe, expect, it, vi } from 'vitest';
import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { SqlDocumentIndex } from '../../../src/adapters/database/sql-document-index';
import { NO_AUDIT_FILTER } from '../../../src/application/ports/audit-log.port';
import type { AuditEntry } from '../../../src/domain/audit';
import { describeEachDatabase, resetTables } from './database-harness';

const doc = (key: string, uploadedAt: string) => ({ key, name: `${key}.pdf`, size: 12, contentType: 'application/pdf', uploadedAt });

const entry = (action: string, key: string): AuditEntry => ({
  actor: 'secretary@example.com',
  at: '2026-03-01T00:00:00.000Z',
  action,
  subject: { kind: 'document', id: key },
  before: null,
  after: null,
  reason: null,
});
/** An entry no database keeps (its actor is missing). */
const unwritable = (action: string, key: string): AuditEntry => ({ ...entry(action, key), actor: null as unknown as string });

describeEachDatabase('SqlDocumentIndex', (_kind, database) => {
  describe('documents metadata', () => {
    it('lists a folder newest first, finds and removes by key', async () => {
      await resetTables(database());
      const index = new SqlDocumentIndex(database().db);
      const older = doc('meeting-minutes/a', '2026-01-01T00:00:00.000Z');
      const newer = doc('meeting-minutes/b', '2026-02-01T00:00:00.000Z');
      const report = doc('treasury-report/c', '2026-03-01T00:00:00.000Z');
      expect((await index.add('meeting-minutes', older))._unsafeUnwrap()).toEqual(older);
      (await index.add('meeting-minutes', newer))._unsafeUnwrap();
      (await index.add('treasury-report', report))._unsafeUnwrap();
      expect((await index.list('meeting-minutes'))._unsafeUnwrap()).toEqual([newer, older]);
      expect((await index.list('website-assets'))._unsafeUnwrap()).toEqual([]);
      expect((await index.find(report.key))._unsafeUnwrap()).toEqual(report);
      expect((await index.remove(report.key))._unsafeUnwrap()).toBe('removed');
      expect((await index.remove(report.key))._unsafeUnwrap()).toBe('absent');
      expect((await index.find(report.key))._unsafeUnwrap()).toBeNull();
    });

    it('answers Unavailable (never throws) for a key listed twice, and logs it as the bug it is', async () => {
      await resetTables(database());
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const index = new SqlDocumentIndex(database().db);
      (await index.add('meeting-minutes', doc('meeting-minutes/a', '2026-01-01T00:00:00.000Z')))._unsafeUnwrap();
      const again = await index.add('meeting-minutes', doc('meeting-minutes/a', '2026-01-02T00:00:00.000Z'));
      expect(again._unsafeUnwrapErr().type).toBe('Unavailable');
      expect(errors).toHaveBeenCalledOnce();
      errors.mockRestore();
    });

    it('lists and unlists a document with its audit entry in one transaction: no entry, no change', async () => {
      await resetTables(database());
      const index = new SqlDocumentIndex(database().db);
      const log = new SqlAuditLog(database().db);
      const report = doc('treasury-report/c', '2026-03-01T00:00:00.000Z');
      const entries = async () => (await log.page(NO_AUDIT_FILTER, 0, 10))._unsafeUnwrap().entries;
      expect((await index.add('treasury-report', report, () => unwritable('uploadDocument', report.key)))._unsafeUnwrapErr().type).toBe(
        'Unavailable',
      );
      expect((await index.find(report.key))._unsafeUnwrap()).toBeNull();
      (await index.add('treasury-report', report, (added) => entry('uploadDocument', added.key)))._unsafeUnwrap();
      expect((await index.remove(report.key, () => unwritable('deleteDocument', report.key)))._unsafeUnwrapErr().type).toBe('Unavailable');
      expect((await index.find(report.key))._unsafeUnwrap()).toEqual(report);
      (await index.remove(report.key, (removed) => entry('deleteDocument', removed.key)))._unsafeUnwrap();
      expect((await index.remove(report.key, (removed) => entry('deleteDocument', removed.key)))._unsafeUnwrap()).toBe('absent');
      expect((await entries()).map((written) => written.action)).toEqual(['deleteDocument', 'uploadDocument']);
    });
  });
});
