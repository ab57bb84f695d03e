import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/adapters/database/database';
import { KNOWN_MIGRATIONS, migrate, migrateTo, migrationState } from '../../../src/adapters/database/migrate';
import { describeEachDatabase } from './database-harness';

describe('migrations', () => {
  it('are known in name order, each name unique', () => {
    expect(KNOWN_MIGRATIONS).toEqual([...KNOWN_MIGRATIONS].sort());
    expect(new Set(KNOWN_MIGRATIONS.map((name) => name.slice(0, 4))).size).toBe(KNOWN_MIGRATIONS.length);
  });

  it('bring an older database up to date in order, recorded, keeping its rows', async () => {
    const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    const older = KNOWN_MIGRATIONS[KNOWN_MIGRATIONS.length - 3] ?? '';
    (await migrateTo(database.db, older))._unsafeUnwrap();
    await sql`insert into members (id, first_name, last_name, email, email_key, address, city, state, zipcode, phone, membership, created_at, updated_at)
      values ('M1', 'Ada', 'L', 'a@example.org', 'a@example.org', '', '', '', '', '', 'Life Membership', 'x', 'x')`.execute(database.db);
    expect((await migrationState(database.db))._unsafeUnwrap().pending).toEqual(KNOWN_MIGRATIONS.slice(-2));
    expect((await migrate(database.db))._unsafeUnwrap()).toEqual(KNOWN_MIGRATIONS.slice(-2));
    const recorded = await sql<{ name: string }>`select name from kysely_migration order by timestamp, name`.execute(database.db);
    expect(recorded.rows.map((row) => row.name)).toEqual(KNOWN_MIGRATIONS);
    expect((await sql<{ id: string }>`select id from members`.execute(database.db)).rows).toEqual([{ id: 'M1' }]);
    expect((await migrate(database.db))._unsafeUnwrap()).toEqual([]);
    await database.close();
  });
});

describeEachDatabase('a database a newer version migrated', (_kind, database) => {
  it('is refused with a clear message, and nothing in it changes', async () => {
    const { db } = database();
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-the-future', '2030-01-01T00:00:00.000Z')`.execute(db);
    try {
      const refused = (await migrate(db))._unsafeUnwrapErr();
      expect(refused).toEqual({
        type: 'NewerDatabase',
        unknown: ['9999-from-the-future'],
        message:
          'The database was upgraded by a newer version of the site (migration 9999-from-the-future, which this version does not know). ' +
          'Nothing was changed. Run the newer version again, or restore a backup made before the upgrade onto an empty data folder.',
      });
      const names = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(names.rows.map((row) => row.name)).toEqual([...KNOWN_MIGRATIONS, '9999-from-the-future']);
    } finally {
      await sql`delete from kysely_migration where name = '9999-from-the-future'`.execute(db);
    }
  });
});
