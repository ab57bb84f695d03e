import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/adapters/database/database';
import { migrate } from '../../src/adapters/database/migrate';
import { backupCommand, moveDatabaseCommand, restoreCommand } from '../../scripts/backup-commands';
import { contentsOf, emptyTarget, seedSomeData, temporaryFolder } from '../adapters/backup/backup-kit';
import { postgresUrl } from '../adapters/database/database-harness';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function folder(prefix: string): string {
  const made = temporaryFolder(prefix);
  cleanups.push(made.dispose);
  return made.dir;
}

function printer(): { lines: string[]; print: (line: string) => void } {
  const lines: string[] = [];
  return { lines, print: (line) => lines.push(line) };
}

async function sqliteSite(): Promise<{ dataDir: string; database: Database }> {
  const dataDir = folder('chapter-site-');
  const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') });
  cleanups.push(() => database.close());
  (await migrate(database.db))._unsafeUnwrap();
  await seedSomeData(database, dataDir);
  return { dataDir, database };
}

describe('npm run backup and npm run restore', () => {
  it('back up the configured data folder (the archive last, the run logged) and restore it onto an empty one', async () => {
    const site = await sqliteSite();
    const backupDir = folder('chapter-backups-');
    const out = printer();
    expect(await backupCommand({ DATA_DIR: site.dataDir, BACKUP_DIR: backupDir }, out.print)).toBe(0);
    const archive = out.lines.at(-1) ?? '';
    expect(path.dirname(archive)).toBe(backupDir);
    expect(existsSync(archive)).toBe(true);
    expect(out.lines[0]).toMatch(/^Backed up \d+ tables \(\d+ rows: 2 members, 1 orders\) and 2 files, \d+\.\d MB\.$/);
    const logged = await sql<{ archive: string; ok: number }>`select archive, ok from backup_runs`.execute(site.database.db);
    expect(logged.rows).toEqual([{ archive: path.basename(archive), ok: 1 }]);

    const restoredDir = path.join(folder('chapter-new-'), 'data');
    const restored = printer();
    expect(await restoreCommand({ DATA_DIR: restoredDir }, [archive], restored.print)).toBe(0);
    expect(restored.lines[0]).toMatch(
      /^Restored chapter-backup-.*\.backup\.gz \(made .* by version \d+\.\d+\.\d+ on sqlite\): 2 members, 1 orders, 0 documents, 0 accounts, 2 files\.$/,
    );
    const reopened = openDatabase({ kind: 'sqlite', file: path.join(restoredDir, 'chapter.sqlite') });
    cleanups.push(() => reopened.close());
    const original = await contentsOf(site.database);
    const copy = await contentsOf(reopened);
    expect({ ...copy, backup_runs: [] }).toEqual({ ...original, backup_runs: [] });

    const again = printer();
    expect(await restoreCommand({ DATA_DIR: restoredDir }, [archive], again.print)).toBe(2);
    expect(again.lines).toEqual([
      expect.stringMatching(/^The data folder .* is not empty \(chapter\.sqlite, .*\)\. A restore only writes into an empty data folder/),
    ]);
  });

  it('says how to call restore, and refuses a database a newer version migrated', async () => {
    const usage = printer();
    expect(await restoreCommand({}, [], usage.print)).toBe(2);
    expect(usage.lines).toEqual(['Usage: npm run restore -- <archive>']);
    const site = await sqliteSite();
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-the-future', 'x')`.execute(site.database.db);
    const out = printer();
    expect(await backupCommand({ DATA_DIR: site.dataDir }, out.print)).toBe(2);
    expect(out.lines).toEqual([
      expect.stringMatching(/^The database was upgraded by a newer version of the site \(migration 9999-from-the-future/),
    ]);
  });
});

describe.skipIf(postgresUrl === null)('npm run move-database', () => {
  it('moves SQLite to PostgreSQL and back, each one command, with identical content', async () => {
    const site = await sqliteSite();
    const original = await contentsOf(site.database);
    const pg = await emptyTarget('postgres', folder('unused-'));
    cleanups.push(pg.dispose);
    const there = printer();
    expect(await moveDatabaseCommand({ DATA_DIR: site.dataDir }, ['--to', pg.location], there.print)).toBe(0);
    expect(there.lines[0]).toMatch(/^Moved \d+ tables \(\d+ rows\) from SQLite \(.*chapter\.sqlite\) to PostgreSQL \(.*\)\.$/);
    const onPostgres = pg.open();
    expect(await contentsOf(onPostgres)).toEqual(original);
    await onPostgres.close();

    const backDir = folder('chapter-back-');
    const back = printer();
    expect(await moveDatabaseCommand({ DATA_DIR: backDir, DATABASE_URL: pg.location }, ['--to', 'sqlite'], back.print)).toBe(0);
    const returned = openDatabase({ kind: 'sqlite', file: path.join(backDir, 'chapter.sqlite') });
    cleanups.push(() => returned.close());
    expect(await contentsOf(returned)).toEqual(original);

    const twice = printer();
    expect(await moveDatabaseCommand({ DATA_DIR: site.dataDir }, ['--to', pg.location], twice.print)).toBe(2);
    expect(twice.lines[0]).toMatch(/^The database is not empty/);
  });
});
