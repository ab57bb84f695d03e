import type { Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { BackupLogError, BackupLogStore, BackupRun } from '../../application/ports/backup-log.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

type Row = DatabaseSchema['backup_runs'];

const runOf = (row: Row): BackupRun => ({
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  ok: Number(row.ok) === 1,
  archive: row.archive,
  bytes: row.bytes === null ? null : Number(row.bytes),
  error: row.error,
});

/** The backups' log in `backup_runs` (migration 0023), newest first by start. */
export class SqlBackupLog implements BackupLogStore {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #ids: IdGenerator;

  constructor(db: Kysely<DatabaseSchema>, ids: IdGenerator) {
    this.#db = db;
    this.#ids = ids;
  }

  record(run: BackupRun): ResultAsync<void, BackupLogError> {
    return attempt(() =>
      this.#db
        .insertInto('backup_runs')
        .values({
          id: this.#ids.newId(),
          started_at: run.startedAt,
          finished_at: run.finishedAt,
          ok: run.ok ? 1 : 0,
          archive: run.archive,
          bytes: run.bytes,
          error: run.error,
        })
        .execute(),
    ).map(() => undefined);
  }

  lastSucceeded(): ResultAsync<BackupRun | null, BackupLogError> {
    return attempt(() =>
      this.#db.selectFrom('backup_runs').selectAll().where('ok', '=', 1).orderBy('started_at', 'desc').orderBy('id').limit(1).execute(),
    ).map((rows) => (rows[0] ? runOf(rows[0]) : null));
  }

  recent(limit: number): ResultAsync<readonly BackupRun[], BackupLogError> {
    return attempt(() =>
      this.#db.selectFrom('backup_runs').selectAll().orderBy('started_at', 'desc').orderBy('id').limit(limit).execute(),
    ).map((rows) => rows.map(runOf));
  }
}
