import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyArchive } from '../../src/adapters/backup/backup-archive';
import { openDatabase } from '../../src/adapters/database/database';
import { KNOWN_MIGRATIONS, migrate, migrateTo } from '../../src/adapters/database/migrate';
import { composeServer } from '../../src/server/composition-root';
import { readConfig } from '../../src/server/config';
import { seedSomeData } from '../adapters/backup/backup-kit';

/** The last migration of the release before backups (today's release): a data folder it made has no `backup_runs`. */
const RELEASED = '0018-member-email';

const start = (dataDir: string) =>
  composeServer(readConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: 'chair@example.org' })._unsafeUnwrap(), {
    clientDir: null,
    log: () => undefined,
  });

describe('starting on a data folder another version made', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-upgrade-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function releasedFolder(): Promise<void> {
    const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') });
    (await migrateTo(database.db, RELEASED))._unsafeUnwrap();
    await seedSomeData(database, dataDir, 3);
    await database.close();
  }

  it("migrates today's release's folder, backing it up first, and serves its members", async () => {
    await releasedFolder();
    const started = await start(dataDir);
    if (started.isErr()) throw new Error(started.error.message);
    const server = started.value;
    try {
      expect(server.migrated).toEqual(KNOWN_MIGRATIONS.slice(KNOWN_MIGRATIONS.indexOf(RELEASED) + 1));
      expect(server.upgradeBackup).not.toBeNull();
      const archive = server.upgradeBackup ?? '';
      expect(path.dirname(archive)).toBe(path.join(dataDir, 'backups'));
      const verified = await verifyArchive(archive);
      if (verified.isErr()) throw new Error(verified.error.message);
      const manifest = verified.value;
      expect(manifest.migrations.at(-1)).toBe(RELEASED);
      expect(manifest.tables.members).toBe(3);
      const member = await server.deps.members.get('M000002');
      expect(member.isOk() ? member.value.lastName : member.error).toBe('Lovelace 2');
    } finally {
      await server.database.close();
    }
    const again = (await start(dataDir))._unsafeUnwrap();
    expect([again.migrated, again.upgradeBackup]).toEqual([[], null]);
    await again.database.close();
  });

  it('takes no backup of a new data folder', async () => {
    const server = (await start(dataDir))._unsafeUnwrap();
    expect(server.upgradeBackup).toBeNull();
    expect(existsSync(path.join(dataDir, 'backups'))).toBe(false);
    await server.database.close();
  });

  it('stops with a clear message on a folder a newer version migrated, and changes nothing', async () => {
    const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') });
    (await migrate(database.db))._unsafeUnwrap();
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-the-future', 'x')`.execute(database.db);
    await database.close();
    const refused = (await start(dataDir))._unsafeUnwrapErr();
    expect(refused.type).toBe('NewerDatabase');
    expect(refused.message).toMatch(/^The database was upgraded by a newer version of the site \(migration 9999-from-the-future/);
    expect(existsSync(path.join(dataDir, 'backups'))).toBe(false);
  });
});
