import { okAsync, type ResultAsync } from 'neverthrow';
import type { BackupLogError, BackupLogStore, BackupRun } from '../../application/ports/backup-log.port';

/** The backups' log in this process's memory (tests), with the SQL table's meaning. */
export class InMemoryBackupLog implements BackupLogStore {
  readonly #runs: BackupRun[] = [];

  record(run: BackupRun): ResultAsync<void, BackupLogError> {
    this.#runs.push(run);
    return okAsync(undefined);
  }

  lastSucceeded(): ResultAsync<BackupRun | null, BackupLogError> {
    return this.recent(this.#runs.length).map((runs) => runs.find((run) => run.ok) ?? null);
  }

  recent(limit: number): ResultAsync<readonly BackupRun[], BackupLogError> {
    const newest = this.#runs
      .map((run, index) => ({ run, index }))
      .sort((a, b) => b.run.startedAt.localeCompare(a.run.startedAt) || a.index - b.index);
    return okAsync(newest.slice(0, limit).map(({ run }) => run));
  }
}
