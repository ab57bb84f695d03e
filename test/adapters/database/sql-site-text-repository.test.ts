import { describe, expect, it } from 'vitest';
import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { SqlSiteTextRepository } from '../../../src/adapters/database/sql-site-text-repository';
import { auditedSiteTextContract } from '../../contracts/audited-site-text.contract';
import { siteTextRepositoryContract } from '../../contracts/site-text-repository.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlSiteTextRepository', (kind, database) => {
  siteTextRepositoryContract(kind, async () => {
    await resetTables(database());
    return { texts: new SqlSiteTextRepository(database().db) };
  });
  auditedSiteTextContract(
    kind,
    async () => {
      await resetTables(database());
      return { texts: new SqlSiteTextRepository(database().db), auditLog: new SqlAuditLog(database().db) };
    },
    { canRefuseEntry: true },
  );

  describe('in the database', () => {
    it('keeps one row per text, with who saved it and when', async () => {
      await resetTables(database());
      const texts = new SqlSiteTextRepository(database().db);
      const text = {
        key: 'about.body',
        text: 'A',
        html: '<p>A</p>',
        updatedBy: 'chair@example.org',
        updatedAt: '2026-06-15T12:00:00.000Z',
      };
      (await texts.save(text))._unsafeUnwrap();
      (await texts.save({ ...text, text: 'B', html: '<p>B</p>', updatedAt: '2026-06-15T13:00:00.000Z' }))._unsafeUnwrap();
      expect(await database().db.selectFrom('site_texts').selectAll().execute()).toEqual([
        { key: 'about.body', text: 'B', html: '<p>B</p>', updated_by: 'chair@example.org', updated_at: '2026-06-15T13:00:00.000Z' },
      ]);
    });
  });
});
