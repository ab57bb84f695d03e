import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_VERSION } from '../src/adapters/backup/app-version';
import { restoreBackup, writeBackup, type BackupWritten, type Restored } from '../src/adapters/backup/backup-archive';
import { openDatabase, type Database, type DatabaseConfig } from '../src/adapters/database/database';
import { migrationState } from '../src/adapters/database/migrate';
import { backupsOver, configuredDatabase } from '../src/server/composition-root';
import { prepareDataDir, readConfig, type ServerConfig } from '../src/server/config';

type Environment = Readonly<Record<string, string | undefined>>;
type Print = (line: string) => void;

/** Exit codes: 0 done, 1 failed part way or could not run, 2 refused (bad settings, a damaged archive, a target not empty). */
const DONE = 0;
const FAILED = 1;
const REFUSED = 2;

const describe = (where: DatabaseConfig): string =>
  where.kind === 'sqlite' ? `SQLite (${where.file})` : `PostgreSQL (${new URL(where.url).host}${new URL(where.url).pathname})`;

function settings(environment: Environment, print: Print): ServerConfig | null {
  return readConfig(environment).match(
    (config) => config,
    (error) => (print(`Configuration error: ${error.message}`), null),
  );
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function summaryOf(written: BackupWritten): string {
  const { tables, files } = written.manifest;
  const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
  return `Backed up ${Object.keys(tables).length} tables (${rows} rows: ${tables.members ?? 0} members, ${tables.orders ?? 0} orders) and ${files} files, ${megabytes(written.bytes)}.`;
}

/**
 * `npm run backup`: one archive of the configured database (read in one snapshot while the site
 * runs) and every file of DATA_DIR, into BACKUP_DIR. Logged in the database as the schedule's are
 * (the officers' page shows it). The archive's path is the last line printed.
 */
export async function backupCommand(environment: Environment, print: Print = console.log, now = new Date()): Promise<number> {
  const config = settings(environment, print);
  if (config === null) return REFUSED;
  const folder = prepareDataDir(config.dataDir);
  if (folder.isErr()) return (print(folder.error.message), REFUSED);
  const where = configuredDatabase(config);
  const database = openDatabase(where);
  try {
    const state = await migrationState(database.db);
    if (state.isErr()) return (print(state.error.message), REFUSED);
    if (state.value.applied.length === 0) return (print(`There is no database to back up in ${describe(where)}.`), REFUSED);
    // A database an older version left (not yet migrated) is backed up all the same, unlogged: its log table may not exist yet.
    const written =
      state.value.pending.length === 0
        ? await backupsOver(config, database).take(now)
        : await writeBackup({ database, dataDir: config.dataDir, backupDir: config.backupDir, appVersion: APP_VERSION, now });
    return written.match(
      (done) => (print(summaryOf(done)), print(done.archive), DONE),
      (error) => (print(`The backup failed: ${error.message}`), FAILED),
    );
  } finally {
    await database.close();
  }
}

function restoredSummary(archive: string, restored: Restored): readonly string[] {
  const { manifest, tables, files, upgraded } = restored;
  return [
    `Restored ${path.basename(archive)} (made ${manifest.createdAt} by version ${manifest.appVersion} on ${manifest.database}): ` +
      `${tables.members ?? 0} members, ${tables.orders ?? 0} orders, ${tables.documents ?? 0} documents, ${tables.accounts ?? 0} accounts, ${files} files.`,
    ...(upgraded.length > 0 ? [`Upgraded to this version: ${upgraded.join(', ')}.`] : []),
    'Start the site with the same DATA_DIR and DATABASE_URL.',
  ];
}

/**
 * `npm run restore -- <archive>`: checks the archive (manifest, checksums, version), then restores
 * it onto the configured DATA_DIR and database, which must both be empty.
 */
export async function restoreCommand(environment: Environment, args: readonly string[], print: Print = console.log): Promise<number> {
  const archive = args[0];
  if (archive === undefined || args.length !== 1) return (print('Usage: npm run restore -- <archive>'), REFUSED);
  const config = settings(environment, print);
  if (config === null) return REFUSED;
  const where = configuredDatabase(config);
  const restored = await restoreBackup({
    archive: path.resolve(archive),
    dataDir: config.dataDir,
    backupDir: config.backupDir,
    openDatabase: () => openDatabase(where),
  });
  return restored.match(
    (done) => (restoredSummary(archive, done).forEach((line) => print(line)), DONE),
    (error) => (print(error.message), error.type === 'Refused' ? REFUSED : FAILED),
  );
}

/** `--to sqlite` or `--to postgres://...`: where the database goes. */
function targetOf(args: readonly string[], config: ServerConfig): DatabaseConfig | string {
  const usage = 'Usage: npm run move-database -- --to postgres://user:password@host:5432/database   (or --to sqlite)';
  if (args.length !== 2 || args[0] !== '--to' || args[1] === undefined) return usage;
  const to = args[1];
  if (to === 'sqlite') {
    if (config.databaseUrl === null) return 'The database is SQLite already (DATABASE_URL is not set).';
    return configuredDatabase({ dataDir: config.dataDir, databaseUrl: null });
  }
  const checked = readConfig({ DATABASE_URL: to });
  if (checked.isErr()) return checked.error.message;
  if (to === config.databaseUrl) return 'The target is the database the settings use already.';
  return { kind: 'postgres', url: to };
}

/**
 * `npm run move-database -- --to <postgres URL | sqlite>`: copies the configured database (read in
 * one snapshot) into another, which must be empty: SQLite to PostgreSQL, or back. The files in
 * DATA_DIR stay where they are; the source is left as it was. Stop the site first: what it writes
 * after the snapshot would not be copied.
 */
export async function moveDatabaseCommand(environment: Environment, args: readonly string[], print: Print = console.log): Promise<number> {
  const config = settings(environment, print);
  if (config === null) return REFUSED;
  const target = targetOf(args, config);
  if (typeof target === 'string') return (print(target), REFUSED);
  const from = configuredDatabase(config);
  const source: Database = openDatabase(from);
  const scratch = mkdtempSync(path.join(tmpdir(), 'chapter-move-'));
  try {
    const state = await migrationState(source.db);
    if (state.isErr()) return (print(state.error.message), REFUSED);
    if (state.value.applied.length === 0) return (print(`There is no database to move in ${describe(from)}.`), REFUSED);
    if (state.value.pending.length > 0) {
      return (
        print(`The database in ${describe(from)} is from an older version: start the site once to upgrade it, then move it.`),
        REFUSED
      );
    }
    // The database alone, through an archive in a scratch folder: an empty data folder gives no files.
    const emptyDataDir = path.join(scratch, 'data');
    const written = await writeBackup({
      database: source,
      dataDir: emptyDataDir,
      backupDir: path.join(scratch, 'archive'),
      appVersion: APP_VERSION,
      now: new Date(),
    });
    if (written.isErr()) return (print(`Reading ${describe(from)} failed: ${written.error.message}`), FAILED);
    const restored = await restoreBackup({
      archive: written.value.archive,
      dataDir: emptyDataDir,
      openDatabase: () => openDatabase(target),
    });
    return restored.match(
      (done) => {
        const rows = Object.values(done.tables).reduce((sum, count) => sum + count, 0);
        print(`Moved ${Object.keys(done.tables).length} tables (${rows} rows) from ${describe(from)} to ${describe(target)}.`);
        print(
          target.kind === 'postgres'
            ? `Now set DATABASE_URL to it and start the site. ${describe(from)} was left as it was.`
            : `Now remove DATABASE_URL from the settings and start the site. ${describe(from)} was left as it was.`,
        );
        return DONE;
      },
      (error) => (print(error.message), error.type === 'Refused' ? REFUSED : FAILED),
    );
  } finally {
    await source.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
