import { okAsync, type ResultAsync } from 'neverthrow';
import type { JobRun, JobRuns, JobRunsError } from '../../application/ports/job-runs.port';

/** The scheduled jobs' runs in this process's memory (tests), with the SQL table's meaning. */
export class InMemoryJobRuns implements JobRuns {
  readonly #runs: JobRun[] = [];

  claim(job: string, slot: string, at: string): ResultAsync<boolean, JobRunsError> {
    if (this.#runs.some((run) => run.job === job && run.slot === slot)) return okAsync(false);
    this.#runs.push({ job, slot, state: 'started', summary: null, startedAt: at, finishedAt: null });
    return okAsync(true);
  }

  finish(job: string, slot: string, state: 'finished' | 'failed', summary: string, at: string): ResultAsync<void, JobRunsError> {
    const index = this.#runs.findIndex((run) => run.job === job && run.slot === slot);
    const run = this.#runs[index];
    if (run) this.#runs[index] = { ...run, state, summary, finishedAt: at };
    return okAsync(undefined);
  }

  latest(limit: number): ResultAsync<readonly JobRun[], JobRunsError> {
    const newest = [...this.#runs].sort((a, b) => b.startedAt.localeCompare(a.startedAt) || a.job.localeCompare(b.job));
    return okAsync(newest.slice(0, limit));
  }
}
