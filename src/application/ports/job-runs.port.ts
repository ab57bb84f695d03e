import type { ResultAsync } from 'neverthrow';

/** A scheduled job's run in one slot: started (or still running, or stopped by a crash), finished, or failed. */
export type JobRunState = 'started' | 'finished' | 'failed';

export interface JobRun {
  readonly job: string;
  /** The slot in the chapter's time zone: `YYYY-MM-DDTHH:MM` (minute), `YYYY-MM-DDTHH` (hour), `YYYY-MM-DD` (day). */
  readonly slot: string;
  readonly state: JobRunState;
  /** The job's one-line summary, or why it failed; null while it runs. */
  readonly summary: string | null;
  /** ISO instants. */
  readonly startedAt: string;
  readonly finishedAt: string | null;
}

export type JobRunsError = { readonly type: 'Unavailable'; readonly message: string };

/**
 * The record of the scheduled jobs' runs (SQL: `job_runs`, migration 0016). `claim` is the one
 * write that decides which process runs a job's slot: of any number of processes claiming the same
 * (job, slot), exactly one is answered true.
 */
export interface JobRuns {
  /** Records the run as started, when no process has claimed this job's slot; answers whether this call did. */
  claim(job: string, slot: string, at: string): ResultAsync<boolean, JobRunsError>;
  /** Records how the run ended, with its summary (or the error). */
  finish(job: string, slot: string, state: 'finished' | 'failed', summary: string, at: string): ResultAsync<void, JobRunsError>;
  /** The latest runs, newest first (by when started). */
  latest(limit: number): ResultAsync<readonly JobRun[], JobRunsError>;
}
