import type { ResultAsync } from 'neverthrow';

/** One backup: made by `npm run backup` or the server's schedule (issue 21). */
export interface BackupRun {
  readonly startedAt: string;
  readonly finishedAt: string | null;
  readonly ok: boolean;
  /** The archive's file name, when it was written. */
  readonly archive: string | null;
  readonly bytes: number | null;
  /** Why it failed (never a secret), or null. */
  readonly error: string | null;
}

export type BackupLogError = { readonly type: 'Unavailable'; readonly message: string };

/** Where the officers' area and `/healthz` learn when the last backup succeeded. */
export interface BackupLog {
  /** The newest successful backup, or null when none has succeeded. */
  lastSucceeded(): ResultAsync<BackupRun | null, BackupLogError>;
  /** The latest runs, newest first. */
  recent(limit: number): ResultAsync<readonly BackupRun[], BackupLogError>;
}

/** The log as the backups write it: one entry per run, when it ends (success or failure). */
export interface BackupLogStore extends BackupLog {
  record(run: BackupRun): ResultAsync<void, BackupLogError>;
}
