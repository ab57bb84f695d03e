import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Database } from '../database/database';
import { KNOWN_MIGRATIONS, migrate, migrateTo, migrationState } from '../database/migrate';
import { ArchiveDamaged, ArchiveWriter, MANIFEST_ENTRY, readArchive, type ArchiveEntry, type ReadEntry } from './archive-format';
import { dumpDatabase, loadDatabase, type TableLines } from './database-dump';

/** What an archive says about itself (its last entry, `manifest.json`). */
export interface BackupManifest {
  readonly format: 'chapter-backup';
  readonly formatVersion: 1;
  /** The site's version (package.json) that wrote it. */
  readonly appVersion: string;
  readonly createdAt: string;
  /** The database it was read from. */
  readonly database: Database['kind'];
  /** The migrations applied to that database, in order: a restore builds the same schema before loading. */
  readonly migrations: readonly string[];
  /** Rows per table. */
  readonly tables: Readonly<Record<string, number>>;
  /** How many files of the data folder (documents, photos, the sign-in digest key). */
  readonly files: number;
  /** Every other entry with its size and sha256. */
  readonly entries: readonly ArchiveEntry[];
}

/** A backup written: where, how large, and its manifest. */
export interface BackupWritten {
  readonly archive: string;
  readonly bytes: number;
  readonly manifest: BackupManifest;
}

type BackupError = { readonly type: 'BackupFailed'; readonly message: string };

type RestoreError =
  /** Nothing was written: the archive is damaged or tampered with, newer than this version, or the target is not empty. */
  | { readonly type: 'Refused'; readonly message: string }
  /** Writing failed part way (the message says what is left). */
  | { readonly type: 'RestoreFailed'; readonly message: string };

/** The SQLite files of a data folder: the database is in the archive as data, never as these files. */
const SQLITE_FILES = ['chapter.sqlite', 'chapter.sqlite-wal', 'chapter.sqlite-shm', 'chapter.sqlite-journal'];

/** Folders of the data folder never archived: uploads being written (durable-files.ts). */
const SKIPPED_FOLDERS = ['.incoming'];

const DATABASE_PREFIX = 'database/';
const FILES_PREFIX = 'files/';

/** `chapter-backup-2026-11-26T16-04-00-123Z.backup.gz`: sorts by time; retention reads the time back. */
export function archiveNameAt(at: Date): string {
  return `chapter-backup-${at.toISOString().replace(/:/g, '-').replace('.', '-')}.backup.gz`;
}

/** The instant a name from `archiveNameAt` was taken at, or null for any other file. */
export function archiveTimeOf(name: string): Date | null {
  const match = /^chapter-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.backup\.gz$/.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Every file under `root` to archive, as paths relative to it with / separators, sorted. */
async function dataFiles(root: string, excluded: readonly string[]): Promise<readonly string[]> {
  const found: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (excluded.some((skip) => path.resolve(skip) === full)) continue;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.includes(entry.name)) await walk(full);
      } else if (entry.isFile()) {
        if (folder === root && SQLITE_FILES.includes(entry.name)) continue;
        found.push(path.relative(root, full).split(path.sep).join('/'));
      }
    }
  };
  await walk(path.resolve(root));
  return found.sort();
}

interface BackupOptions {
  /** The database to read (for SQLite, best a connection of its own: the snapshot is one read transaction). */
  readonly database: Database;
  readonly dataDir: string;
  /** Where the archive goes (created if missing); skipped when it lies inside the data folder. */
  readonly backupDir: string;
  readonly appVersion: string;
  readonly now: Date;
}

/**
 * Writes one archive: the database read in one snapshot (`dumpDatabase`), then every file of the
 * data folder. Files are renamed into place before they are indexed (durable-files.ts), so every
 * document the snapshot lists is on the disk whole by the time the files are read; a file added
 * after the snapshot is archived too and is harmless. The archive is written under a temporary
 * name, flushed, and renamed: a crash leaves no half archive with the real name.
 */
export function writeBackup(options: BackupOptions): ResultAsync<BackupWritten, BackupError> {
  return ResultAsync.fromPromise(writeArchive(options), (error): BackupError => ({ type: 'BackupFailed', message: reasonOf(error) }));
}

async function writeArchive(options: BackupOptions): Promise<BackupWritten> {
  const backupDir = path.resolve(options.backupDir);
  await mkdir(backupDir, { recursive: true });
  const name = archiveNameAt(options.now);
  const final = path.join(backupDir, name);
  const partial = `${final}.partial`;
  const writer = await ArchiveWriter.open(partial);
  try {
    const summary = await dumpDatabase(options.database.db, options.database.kind, async (dump) => {
      await writer.add(`${DATABASE_PREFIX}${dump.table}.jsonl`, dump.chunks);
    });
    const files = await dataFiles(options.dataDir, [backupDir]);
    let archived = 0;
    for (const file of files) {
      // A file removed since the listing (a document deleted meanwhile) is left out.
      const bytes = await readFile(path.join(options.dataDir, file)).catch(() => null);
      if (bytes === null) continue;
      await writer.add(`${FILES_PREFIX}${file}`, [bytes]);
      archived += 1;
    }
    const manifest: BackupManifest = {
      format: 'chapter-backup',
      formatVersion: 1,
      appVersion: options.appVersion,
      createdAt: options.now.toISOString(),
      database: options.database.kind,
      migrations: summary.migrations,
      tables: summary.tables,
      files: archived,
      entries: [...writer.entries],
    };
    await writer.add(MANIFEST_ENTRY, [Buffer.from(JSON.stringify(manifest, null, 2))]);
    await writer.close();
  } catch (error) {
    writer.abort();
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, final);
  const manifest = await readManifestOf(final);
  return { archive: final, bytes: (await stat(final)).size, manifest };
}

async function readManifestOf(archive: string): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  for await (const entry of readArchive(archive)) if (entry.name === MANIFEST_ENTRY) manifest = JSON.parse(entry.bytes.toString('utf8'));
  if (manifest === null) throw new Error('the archive just written has no manifest');
  return manifest;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const refused = (message: string): RestoreError => ({ type: 'Refused', message });

/** A name that stays inside the data folder: relative, no `..`, no empty parts. */
function safeEntryName(name: string): boolean {
  if (!name.startsWith(FILES_PREFIX) && !name.startsWith(DATABASE_PREFIX)) return false;
  const parts = name.split('/').slice(1);
  return parts.length > 0 && parts.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'));
}

function manifestOf(entry: ReadEntry): BackupManifest {
  let parsed: Partial<BackupManifest>;
  try {
    parsed = JSON.parse(entry.bytes.toString('utf8')) as Partial<BackupManifest>;
  } catch {
    throw new ArchiveDamaged('its manifest is not readable');
  }
  if (parsed.format !== 'chapter-backup' || !Array.isArray(parsed.entries) || !Array.isArray(parsed.migrations)) {
    throw new ArchiveDamaged('its manifest is not a backup manifest');
  }
  if (parsed.formatVersion !== 1)
    throw new ArchiveDamaged(`it is in format ${String(parsed.formatVersion)}, which this version cannot read`);
  return parsed as BackupManifest;
}

/**
 * Reads the whole archive and checks it against its manifest: every entry listed, none missing or
 * added, each with its size and sha256, the manifest last; and every migration it was made at
 * known to this version. Writes nothing. A damaged or tampered archive, or one from a newer
 * version, is answered `Refused` with the reason.
 */
export function verifyArchive(archive: string): ResultAsync<BackupManifest, RestoreError> {
  return ResultAsync.fromPromise(checkArchive(archive), (error) =>
    refused(`The archive ${path.basename(archive)} was refused before anything was written: ${reasonOf(error)}`),
  ).andThen((manifest) => {
    const unknown = manifest.migrations.filter((name) => !KNOWN_MIGRATIONS.includes(name));
    if (unknown.length === 0) return okAsync(manifest);
    const message =
      `The archive ${path.basename(archive)} was made by a newer version of the site (${manifest.appVersion}; migration ${unknown.join(', ')}, which this version does not know). ` +
      'Restore it with that version or a later one. Nothing was written.';
    return errAsync(refused(message));
  });
}

async function checkArchive(archive: string): Promise<BackupManifest> {
  await stat(archive).catch(() => {
    throw new Error('there is no such file');
  });
  const seen: ArchiveEntry[] = [];
  let manifest: BackupManifest | null = null;
  for await (const entry of readArchive(archive)) {
    if (manifest !== null) throw new ArchiveDamaged('an entry follows the manifest');
    if (entry.name === MANIFEST_ENTRY) {
      manifest = manifestOf(entry);
      continue;
    }
    if (!safeEntryName(entry.name)) throw new ArchiveDamaged(`it holds an entry named ${JSON.stringify(entry.name)}`);
    seen.push({ name: entry.name, size: entry.bytes.byteLength, sha256: entry.sha256 });
  }
  if (manifest === null) throw new ArchiveDamaged('it has no manifest (it may be cut short)');
  const listed = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  for (const entry of seen) {
    const expected = listed.get(entry.name);
    if (!expected) throw new ArchiveDamaged(`${entry.name} is not in its manifest`);
    if (expected.size !== entry.size || expected.sha256 !== entry.sha256) {
      throw new ArchiveDamaged(`${entry.name} does not match its checksum in the manifest`);
    }
    listed.delete(entry.name);
  }
  const missing = [...listed.keys()];
  if (missing.length > 0)
    throw new ArchiveDamaged(`${missing.join(', ')} listed in the manifest ${missing.length === 1 ? 'is' : 'are'} missing`);
  return manifest;
}

interface RestoreOptions {
  readonly archive: string;
  readonly dataDir: string;
  /** Opens the target database (called only once the data folder was found empty: SQLite creates its file). */
  readonly openDatabase: () => Database;
  /** A folder inside the data folder that may already exist (BACKUP_DIR): not counted as data. */
  readonly backupDir?: string;
}

/** What a restore wrote. */
export interface Restored {
  readonly manifest: BackupManifest;
  readonly tables: Readonly<Record<string, number>>;
  readonly files: number;
  /** Migrations run after loading (an archive from an older version is brought up to date). */
  readonly upgraded: readonly string[];
}

/** Whether the data folder holds nothing but (perhaps) the backup folder. */
async function dataFolderContents(dataDir: string, backupDir: string | undefined): Promise<readonly string[]> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => backupDir === undefined || path.join(path.resolve(dataDir), entry) !== path.resolve(backupDir));
}

async function databaseIsEmpty(database: Database): Promise<boolean> {
  const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.length === 0;
}

/**
 * Restores an archive onto an empty data folder and an empty database: the archive is checked
 * first (`verifyArchive`; nothing is written when it fails), then the target must be empty (a data
 * folder holding anything but the backup folder, or a database with any table, is refused), then
 * the schema is built to the archive's migration, the tables loaded in one transaction, the files
 * written (each flushed and renamed into place), and the newer migrations of this version run.
 */
export function restoreBackup(options: RestoreOptions): ResultAsync<Restored, RestoreError> {
  return verifyArchive(options.archive).andThen((manifest) =>
    ResultAsync.fromPromise(dataFolderContents(options.dataDir, options.backupDir), (error) =>
      refused(`The data folder ${path.resolve(options.dataDir)} cannot be read: ${reasonOf(error)}`),
    ).andThen((contents) => {
      if (contents.length > 0) {
        const listed = contents.slice(0, 5).join(', ') + (contents.length > 5 ? ', ...' : '');
        return errAsync(
          refused(
            `The data folder ${path.resolve(options.dataDir)} is not empty (${listed}). A restore only writes into an empty data folder: ` +
              'choose a new DATA_DIR, or move this one away first. Nothing was written.',
          ),
        );
      }
      return restoreInto(options, manifest);
    }),
  );
}

function restoreInto(options: RestoreOptions, manifest: BackupManifest): ResultAsync<Restored, RestoreError> {
  let database: Database;
  try {
    database = options.openDatabase();
  } catch (error) {
    return errAsync(refused(`The database cannot be opened: ${reasonOf(error)}`));
  }
  const run = async (): Promise<Restored | RestoreError> => {
    try {
      if (!(await databaseIsEmpty(database))) {
        return refused(
          'The database is not empty: a restore only loads into a new, empty database (create one, or set DATABASE_URL to one). Nothing was written.',
        );
      }
      const last = manifest.migrations.at(-1);
      if (last !== undefined) {
        const built = await migrateTo(database.db, last);
        if (built.isErr()) return { type: 'RestoreFailed', message: built.error.message };
      }
      const { tables, files } = await loadArchive(options, database, manifest);
      const upgraded = await migrate(database.db);
      if (upgraded.isErr()) return { type: 'RestoreFailed', message: upgraded.error.message };
      return { manifest, tables, files, upgraded: upgraded.value };
    } catch (error) {
      return {
        type: 'RestoreFailed',
        message: `The restore stopped part way: ${reasonOf(error)}. Empty the data folder and the database before trying again.`,
      };
    } finally {
      await database.close();
    }
  };
  return ResultAsync.fromPromise(run(), (error): RestoreError => ({ type: 'RestoreFailed', message: reasonOf(error) })).andThen(
    (outcome) => ('type' in outcome ? errAsync(outcome) : okAsync(outcome)),
  );
}

/** The second pass: each entry checked against the manifest again as it is written. */
async function loadArchive(
  options: RestoreOptions,
  database: Database,
  manifest: BackupManifest,
): Promise<{ tables: Readonly<Record<string, number>>; files: number }> {
  const expected = new Map(manifest.entries.map((entry) => [entry.name, entry.sha256]));
  const checked = (entry: ReadEntry): ReadEntry => {
    if (expected.get(entry.name) !== entry.sha256 && entry.name !== MANIFEST_ENTRY) {
      throw new ArchiveDamaged(`${entry.name} changed since the archive was checked`);
    }
    return entry;
  };
  const entries = readArchive(options.archive)[Symbol.asyncIterator]();
  let held: ReadEntry | null = null;
  async function* databaseEntries(): AsyncGenerator<TableLines> {
    for (;;) {
      const next = await entries.next();
      if (next.done === true) return;
      const entry = checked(next.value);
      if (!entry.name.startsWith(DATABASE_PREFIX)) {
        held = entry;
        return;
      }
      yield { table: entry.name.slice(DATABASE_PREFIX.length).replace(/\.jsonl$/, ''), bytes: entry.bytes };
    }
  }
  const tables = await loadDatabase(database.db, database.kind, databaseEntries());
  let files = 0;
  const root = path.resolve(options.dataDir);
  for (let entry: ReadEntry | null = held; entry !== null;) {
    if (entry.name.startsWith(FILES_PREFIX)) {
      await writeDurably(path.join(root, ...entry.name.slice(FILES_PREFIX.length).split('/')), entry.bytes);
      files += 1;
    }
    const next = await entries.next();
    entry = next.done === true ? null : checked(next.value);
  }
  return { tables, files };
}

async function writeDurably(target: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.restoring`;
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, target);
}

/** Whether a database has rows anywhere (an upgrade of such a database is backed up first). */
export async function holdsData(database: Database): Promise<boolean> {
  const state = await migrationState(database.db);
  if (state.isErr() || state.value.applied.length === 0) return false;
  const present = new Set((await database.db.introspection.getTables()).map((table) => table.name));
  for (const table of ['members', 'orders', 'accounts'].filter((name) => present.has(name))) {
    const rows = await sql<{ n: number | string }>`select count(*) as n from ${sql.id(table)}`.execute(database.db);
    if (Number(rows.rows[0]?.n ?? 0) > 0) return true;
  }
  return false;
}
