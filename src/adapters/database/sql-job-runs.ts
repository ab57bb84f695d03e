import type { Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { JobRun, JobRunState, JobRuns, JobRunsError } from '../../application/ports/job-runs.port';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

/**
 * The scheduled jobs' runs in `job_runs` (migration 0016). A claim is INSERT ... ON CONFLICT DO
 * NOTHING on the primary key (job, slot): of two processes claiming a slot at once, the database
 * lets one insert, and only that one is answered true.
 */
export class SqlJobRuns implements JobRuns {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  claim(job: string, slot: string, at: string): ResultAsync<boolean, JobRunsError> {
    return attempt(() =>
      this.#db
        .insertInto('job_runs')
        .values({ job, slot, state: 'started', summary: null, started_at: at, finished_at: null })
        .onConflict((conflict) => conflict.columns(['job', 'slot']).doNothing())
        .returning('job')
        .execute(),
    ).map((rows) => rows.length === 1);
  }

  finish(job: string, slot: string, state: 'finished' | 'failed', summary: string, at: string): ResultAsync<void, JobRunsError> {
    return attempt(() =>
      this.#db.updateTable('job_runs').set({ state, summary, finished_at: at }).where('job', '=', job).where('slot', '=', slot).execute(),
    ).map(() => undefined);
  }

  latest(limit: number): ResultAsync<readonly JobRun[], JobRunsError> {
    return attempt(() =>
      this.#db.selectFrom('job_runs').selectAll().orderBy('started_at', 'desc').orderBy('job').limit(limit).execute(),
    ).map((rows) =>
      rows.map((row) => ({
        job: row.job,
        slot: row.slot,
        state: row.state as JobRunState,
        summary: row.summary,
        startedAt: row.started_at,
        finishedAt: row.finished_at,
      })),
    );
  }
}
