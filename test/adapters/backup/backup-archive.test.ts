import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ArchiveWriter, MANIFEST_ENTRY, sha256Of } from '../../../src/adapters/backup/archive-format';
import {
  archiveNameAt,
  archiveTimeOf,
  restoreBackup,
  verifyArchive,
  writeBackup,
  type BackupManifest,
} from '../../../src/adapters/backup/backup-archive';
import { openDatabase, type Database } from '../../../src/adapters/database/database';
import { KNOWN_MIGRATIONS, migrate } from '../../../src/adapters/database/migrate';
import { postgresUrl } from '../database/database-harness';
import { contentsOf, emptyTarget, seedSomeData, temporaryFolder } from './backup-kit';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function folder(prefix: string): string {
  const made = temporaryFolder(prefix);
  cleanups.push(made.dispose);
  return made.dir;
}

/** A migrated SQLite data folder with some data in it. */
async function sqliteSite(): Promise<{ dataDir: string; database: Database }> {
  const dataDir = folder('chapter-site-');
  const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') });
  cleanups.push(() => database.close());
  (await migrate(database.db))._unsafeUnwrap();
  await seedSomeData(database, dataDir);
  return { dataDir, database };
}

async function backupOf(site: { dataDir: string; database: Database }, now = new Date('2026-06-15T12:00:00.000Z')) {
  return (
    await writeBackup({ database: site.database, dataDir: site.dataDir, backupDir: folder('chapter-backups-'), appVersion: '0.1.0', now })
  )._unsafeUnwrap();
}

/** Rewrites an archive's uncompressed bytes with `change` (as someone editing it would). */
function tamper(archive: string, change: (bytes: Buffer) => Buffer): void {
  writeFileSync(archive, gzipSync(change(gunzipSync(readFileSync(archive)))));
}

describe('backup archive', () => {
  it('names archives by their time and reads the time back', () => {
    const at = new Date('2026-11-26T16:04:00.123Z');
    expect(archiveNameAt(at)).toBe('chapter-backup-2026-11-26T16-04-00-123Z.backup.gz');
    expect(archiveTimeOf(archiveNameAt(at))?.toISOString()).toBe(at.toISOString());
    expect(archiveTimeOf('notes.txt')).toBeNull();
  });

  it('writes one archive with a manifest of migrations, row counts and a checksum per entry', async () => {
    const site = await sqliteSite();
    const written = await backupOf(site);
    expect(path.basename(written.archive)).toBe('chapter-backup-2026-06-15T12-00-00-000Z.backup.gz');
    expect(written.manifest.migrations).toEqual(KNOWN_MIGRATIONS);
    expect(written.manifest.tables).toMatchObject({ members: 2, orders: 1, fulfilments: 1, audit_log: 1 });
    expect(written.manifest.files).toBe(2);
    const names = written.manifest.entries.map((entry) => entry.name);
    expect(names).toContain('files/files/documents/minutes.pdf');
    expect(names).toContain('files/digest.key');
    expect(names.some((name) => name.includes('chapter.sqlite'))).toBe(false);
    // Parents before children: an order before its fulfilment.
    expect(names.indexOf('database/orders.jsonl')).toBeLessThan(names.indexOf('database/fulfilments.jsonl'));
    expect(written.manifest.entries.every((entry) => /^[0-9a-f]{64}$/.test(entry.sha256))).toBe(true);
    expect(written.bytes).toBe(readFileSync(written.archive).byteLength);
    expect(readdirSync(path.dirname(written.archive))).toEqual([path.basename(written.archive)]);
  });

  it('restores onto an empty data folder: the same rows, the same files', async () => {
    const site = await sqliteSite();
    const written = await backupOf(site);
    const dataDir = folder('chapter-restored-');
    const target = await emptyTarget('sqlite', dataDir);
    const restored = (await restoreBackup({ archive: written.archive, dataDir, openDatabase: target.open }))._unsafeUnwrap();
    expect(restored.tables).toMatchObject({ members: 2, orders: 1 });
    expect(restored.files).toBe(2);
    expect(restored.upgraded).toEqual([]);
    const reopened = target.open();
    cleanups.push(() => reopened.close());
    expect(await contentsOf(reopened)).toEqual(await contentsOf(site.database));
    expect(readFileSync(path.join(dataDir, 'files', 'documents', 'minutes.pdf'))).toEqual(
      readFileSync(path.join(site.dataDir, 'files', 'documents', 'minutes.pdf')),
    );
    expect(readFileSync(path.join(dataDir, 'digest.key'))).toEqual(readFileSync(path.join(site.dataDir, 'digest.key')));
  });

  it('refuses a tampered archive before writing anything', async () => {
    const site = await sqliteSite();
    const written = await backupOf(site);
    tamper(written.archive, (bytes) => Buffer.from(bytes.toString('latin1').replace('%PDF-1.4 minutes', '%PDF-1.4 MINUTES'), 'latin1'));
    const dataDir = folder('chapter-restored-');
    const refused = (
      await restoreBackup({
        archive: written.archive,
        dataDir,
        openDatabase: () => openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') }),
      })
    )._unsafeUnwrapErr();
    expect(refused.type).toBe('Refused');
    expect(refused.message).toContain('files/files/documents/minutes.pdf does not match its checksum in the manifest');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses an archive cut short, and one whose compressed bytes were changed', async () => {
    const site = await sqliteSite();
    const written = await backupOf(site);
    const whole = readFileSync(written.archive);
    writeFileSync(written.archive, whole.subarray(0, Math.floor(whole.length / 2)));
    expect((await verifyArchive(written.archive))._unsafeUnwrapErr().message).toMatch(
      /was refused before anything was written: .*(decompress|ends)/,
    );
    const flipped = Buffer.from(whole);
    const middle = Math.floor(flipped.length / 2);
    flipped.writeUInt8((flipped.readUInt8(middle) ^ 0xff) & 0xff, middle);
    writeFileSync(written.archive, flipped);
    expect((await verifyArchive(written.archive))._unsafeUnwrapErr().type).toBe('Refused');
  });

  it('refuses an archive with an entry its manifest does not list, or one it lists missing', async () => {
    const site = await sqliteSite();
    const written = await backupOf(site);
    tamper(written.archive, (bytes) => {
      const at = bytes.indexOf('{"name":"manifest.json"');
      const extra = Buffer.from(`${JSON.stringify({ name: 'files/extra.txt', size: 2 })}\nhi\n`);
      return Buffer.concat([bytes.subarray(0, at), extra, bytes.subarray(at)]);
    });
    expect((await verifyArchive(written.archive))._unsafeUnwrapErr().message).toContain('files/extra.txt is not in its manifest');
  });

  it('refuses an archive made by a newer version, naming the migration it does not know', async () => {
    const dir = folder('chapter-newer-');
    const archive = path.join(dir, 'newer.backup.gz');
    const writer = await ArchiveWriter.open(archive);
    const table = await writer.add('database/members.jsonl', [Buffer.from('["id"]\n')]);
    const manifest: BackupManifest = {
      format: 'chapter-backup',
      formatVersion: 1,
      appVersion: '9.0.0',
      createdAt: '2030-01-01T00:00:00.000Z',
      database: 'sqlite',
      migrations: [...KNOWN_MIGRATIONS, '9999-from-the-future'],
      tables: { members: 0 },
      files: 0,
      entries: [table],
    };
    await writer.add(MANIFEST_ENTRY, [Buffer.from(JSON.stringify(manifest))]);
    await writer.close();
    expect(sha256Of(Buffer.from('["id"]\n'))).toBe(table.sha256);
    const dataDir = folder('chapter-restored-');
    const refused = (
      await restoreBackup({
        archive,
        dataDir,
        openDatabase: () => openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') }),
      })
    )._unsafeUnwrapErr();
    expect(refused).toEqual({
      type: 'Refused',
      message:
        'The archive newer.backup.gz was made by a newer version of the site (9.0.0; migration 9999-from-the-future, which this version does not know). ' +
        'Restore it with that version or a later one. Nothing was written.',
    });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a data folder that is not empty, and leaves it as it was', async () => {
    const site = await sqliteSite();
    const written = await backupOf(site);
    const refused = (
      await restoreBackup({ archive: written.archive, dataDir: site.dataDir, openDatabase: () => site.database })
    )._unsafeUnwrapErr();
    expect(refused.type).toBe('Refused');
    expect(refused.message).toMatch(
      /^The data folder .* is not empty \(chapter\.sqlite, .*\)\. A restore only writes into an empty data folder/,
    );
    expect((await contentsOf(site.database)).members).toHaveLength(3);
  });

  it('lets a backup folder inside the empty data folder be', async () => {
    const site = await sqliteSite();
    const dataDir = folder('chapter-restored-');
    const backupDir = path.join(dataDir, 'backups');
    const written = (
      await writeBackup({ database: site.database, dataDir: site.dataDir, backupDir, appVersion: '0.1.0', now: new Date() })
    )._unsafeUnwrap();
    const target = await emptyTarget('sqlite', dataDir);
    (await restoreBackup({ archive: written.archive, dataDir, backupDir, openDatabase: target.open }))._unsafeUnwrap();
    expect(existsSync(path.join(dataDir, 'digest.key'))).toBe(true);
  });

  it('restores an archive of an older version and runs the newer migrations after loading it', async () => {
    const dataDir = folder('chapter-old-');
    const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') });
    cleanups.push(() => database.close());
    const { migrateTo } = await import('../../../src/adapters/database/migrate');
    const before = KNOWN_MIGRATIONS.at(-2) ?? '';
    (await migrateTo(database.db, before))._unsafeUnwrap();
    await seedSomeData(database, dataDir);
    const written = await backupOf({ dataDir, database });
    expect(written.manifest.migrations.at(-1)).toBe(before);
    const restoredDir = folder('chapter-restored-');
    const target = await emptyTarget('sqlite', restoredDir);
    const restored = (await restoreBackup({ archive: written.archive, dataDir: restoredDir, openDatabase: target.open }))._unsafeUnwrap();
    expect(restored.upgraded).toEqual([KNOWN_MIGRATIONS.at(-1)]);
    const reopened = target.open();
    cleanups.push(() => reopened.close());
    expect((await contentsOf(reopened)).members).toEqual((await contentsOf(database)).members);
  });
});

describe.skipIf(postgresUrl === null)('backup archive across databases', () => {
  it('moves SQLite to PostgreSQL and back with identical content, and PostgreSQL keeps numbering the audit log', async () => {
    const site = await sqliteSite();
    const original = await contentsOf(site.database);
    const first = await backupOf(site);

    const pgDir = folder('chapter-pg-');
    const pg = await emptyTarget('postgres', pgDir);
    cleanups.push(pg.dispose);
    (await restoreBackup({ archive: first.archive, dataDir: pgDir, openDatabase: pg.open }))._unsafeUnwrap();
    const onPostgres = pg.open();
    expect(await contentsOf(onPostgres)).toEqual(original);
    const second = await backupOf({ dataDir: pgDir, database: onPostgres }, new Date('2026-06-16T12:00:00.000Z'));
    await sql`insert into audit_log (at, actor, action, subject_kind, subject_id) values ('x', 'a', 'b', 'c', 'd')`.execute(onPostgres.db);
    const seqs = await sql<{ seq: number }>`select seq from audit_log order by seq`.execute(onPostgres.db);
    expect(seqs.rows.map((row) => Number(row.seq))).toEqual([1, 2]);
    await onPostgres.close();

    const backDir = folder('chapter-back-');
    const back = await emptyTarget('sqlite', backDir);
    (await restoreBackup({ archive: second.archive, dataDir: backDir, openDatabase: back.open }))._unsafeUnwrap();
    const reopened = back.open();
    cleanups.push(() => reopened.close());
    expect(await contentsOf(reopened)).toEqual(original);
    expect(readFileSync(path.join(backDir, 'digest.key'))).toEqual(readFileSync(path.join(site.dataDir, 'digest.key')));
  });

  it('refuses a PostgreSQL database that already has tables', async () => {
    const site = await sqliteSite();
    const written = await backupOf(site);
    const pgDir = folder('chapter-pg-');
    const pg = await emptyTarget('postgres', pgDir);
    cleanups.push(pg.dispose);
    const used = pg.open();
    (await migrate(used.db))._unsafeUnwrap();
    await used.close();
    const refused = (await restoreBackup({ archive: written.archive, dataDir: pgDir, openDatabase: pg.open }))._unsafeUnwrapErr();
    expect(refused.message).toMatch(/^The database is not empty/);
  });
});
