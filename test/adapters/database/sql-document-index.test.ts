import { describe, expect, it, vi } from 'vitest';
import { SqlDocumentIndex } from '../../../src/adapters/database/sql-document-index';
import { describeEachDatabase, resetTables } from './database-harness';

const doc = (key: string, uploadedAt: string) => ({ key, name: `${key}.pdf`, size: 12, contentType: 'application/pdf', uploadedAt });

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
  });
});
