import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { NO_PERSONAL_DATA_TABLES, PERSONAL_TABLES } from '../../../src/adapters/database/own-data-tables';
import type { DatabaseSchema } from '../../../src/adapters/database/schema';
import { describeEachDatabase } from './database-harness';

const SORTED = new Set<string>([...PERSONAL_TABLES, ...Object.keys(NO_PERSONAL_DATA_TABLES)]);

async function tablesOf(db: Kysely<DatabaseSchema>): Promise<readonly string[]> {
  return (await db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name);
}

/** The tables of the database in neither list. */
async function unsorted(db: Kysely<DatabaseSchema>): Promise<readonly string[]> {
  return (await tablesOf(db)).filter((table) => !SORTED.has(table));
}

/**
 * 'Download my data' and 'Delete my account' must know every table: a table added by a migration
 * fails here until it is sorted, into PERSONAL_TABLES (and read and cleared by sql-own-data.ts) or
 * into NO_PERSONAL_DATA_TABLES with why.
 */
describeEachDatabase('every table is sorted for a member\u2019s own data', (_kind, database) => {
  it('is either read and cleared, or listed as holding no personal data', async () => {
    expect(await unsorted(database().db)).toEqual([]);
  });

  it('finds a new table that is in neither list', async () => {
    const db = database().db;
    await db.schema.createTable('new_people').addColumn('email', 'text').execute();
    try {
      expect(await unsorted(db)).toEqual(['new_people']);
    } finally {
      await db.schema.dropTable('new_people').execute();
    }
  });

  it('lists no table twice and none that does not exist', async () => {
    const tables = new Set(await tablesOf(database().db));
    expect(PERSONAL_TABLES.filter((table) => table in NO_PERSONAL_DATA_TABLES)).toEqual([]);
    expect([...SORTED].filter((table) => !tables.has(table))).toEqual([]);
  });
});
