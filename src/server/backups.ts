import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { err, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import { APP_VERSION } from '../adapters/backup/app-version';
import { archiveTimeOf, holdsData, writeBackup, type BackupWritten } from '../adapters/backup/backup-archive';
import { migrationState, type MigrationError } from '../adapters/database/migrate';
import { openDatabase, type Database } from '../adapters/database/database';
import type { BackupLogStore } from '../application/ports/backup-log.port';
import type { ScheduledJob } from '../application/server/scheduling/scheduled-job';
import { backupsToKeep } from '../domain/backup-retention';
import type { ServerConfig } from './config';

/** The server's backups: take one now (recorded in the log, old ones pruned), and the log the officers read. */
export interface Backups {
  readonly log: BackupLogStore;
  readonly every: ServerConfig['backupEvery'];
  take(now: Date): ResultAsync<BackupWritten, { readonly message: string }>;
}

interface BackupsDeps {
  readonly config: Pick<ServerConfig, 'backupDir' | 'backupEvery' | 'dataDir'>;
  /** The server's database: PostgreSQL's pool is shared; SQLite is read on a connection of its own. */
  readonly database: Database;
  /** The SQLite file, when the database is SQLite. */
  readonly sqliteFile: string | null;
  readonly log: BackupLogStore;
  readonly clock: { now(): number };
}

/**
 * Opens what a snapshot is read from: on SQLite a second connection to the file, so the one read
 * transaction the dump runs in never holds the server's own connection (WAL lets the server write
 * meanwhile); on PostgreSQL the server's pool (the dump takes one connection of it).
 */
function snapshotSource(deps: BackupsDeps): { database: Database; close: () => Promise<void> } {
  if (deps.sqliteFile === null) return { database: deps.database, close: async () => undefined };
  const own = openDatabase({ kind: 'sqlite', file: deps.sqliteFile });
  return { database: own, close: () => own.close() };
}

/** Removes the archives the retention rule (domain/backup-retention.ts) no longer keeps; other files are left alone. */
async function prune(backupDir: string): Promise<number> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  const dated = names.flatMap((name) => {
    const at = archiveTimeOf(name);
    return at === null ? [] : [{ name, at: at.toISOString() }];
  });
  const kept = backupsToKeep(dated.map((archive) => archive.at));
  const removed = dated.filter((archive) => !kept.has(archive.at));
  for (const archive of removed) await rm(path.join(backupDir, archive.name), { force: true });
  return removed.length;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function serverBackups(deps: BackupsDeps): Backups {
  const take = (now: Date): ResultAsync<BackupWritten, { readonly message: string }> => {
    const run = async (): Promise<Result<BackupWritten, { readonly message: string }>> => {
      const startedAt = now.toISOString();
      const source = snapshotSource(deps);
      const outcome = await writeBackup({
        database: source.database,
        dataDir: deps.config.dataDir,
        backupDir: deps.config.backupDir,
        appVersion: APP_VERSION,
        now,
      });
      await source.close();
      const finishedAt = new Date(deps.clock.now()).toISOString();
      const entry = outcome.match(
        (done) => ({ startedAt, finishedAt, ok: true, archive: path.basename(done.archive), bytes: done.bytes, error: null }),
        (error) => ({ startedAt, finishedAt, ok: false, archive: null, bytes: null, error: error.message }),
      );
      // A log that cannot be written does not undo the archive; the failure is in the job's record.
      const recorded = await deps.log.record(entry);
      if (outcome.isErr()) return err({ message: outcome.error.message });
      await prune(deps.config.backupDir);
      return recorded.isErr() ? err({ message: `The backup was written but not logged: ${recorded.error.message}` }) : ok(outcome.value);
    };
    return new ResultAsync(run().catch((error: unknown) => err({ message: reasonOf(error) })));
  };
  return { log: deps.log, every: deps.config.backupEvery, take };
}

/** The scheduled backup (BACKUP_EVERY): one archive per day (or hour) into BACKUP_DIR; its summary names the archive. */
export function backupJob(backups: Backups): readonly ScheduledJob[] {
  const every = backups.every;
  if (every === null) return [];
  return [
    {
      name: 'backup',
      every,
      run: (now) => backups.take(now).map((done) => `${path.basename(done.archive)} (${done.bytes} bytes)`),
    },
  ];
}

/**
 * Before migrations run on a database that holds data (members, orders or accounts), one backup is
 * written into BACKUP_DIR: an upgrade that goes wrong can be undone by restoring it with the old
 * version. Answers the archive's path, or null when nothing needed backing up (a new database, one
 * already current, one without data). A backup that fails stops the upgrade: nothing is migrated.
 * A database a newer version migrated is refused here already (`NewerDatabase`).
 */
export function backupBeforeUpgrade(
  config: Pick<ServerConfig, 'backupDir' | 'dataDir'>,
  database: Database,
  now: Date,
): ResultAsync<string | null, MigrationError> {
  return migrationState(database.db).andThen(({ applied, pending }) => {
    if (applied.length === 0 || pending.length === 0) return okAsync(null);
    return ResultAsync.fromPromise(holdsData(database), (error) => failedBackup(config, reasonOf(error))).andThen((data) =>
      data
        ? writeBackup({ database, dataDir: config.dataDir, backupDir: config.backupDir, appVersion: APP_VERSION, now })
            .map((written) => written.archive)
            .mapErr((error) => failedBackup(config, error.message))
        : okAsync(null),
    );
  });
}

function failedBackup(config: Pick<ServerConfig, 'backupDir'>, reason: string): MigrationError {
  return {
    type: 'MigrationFailed',
    message: `The backup before upgrading the database could not be written into BACKUP_DIR (${config.backupDir}): ${reason}. Nothing was migrated.`,
  };
}
