import type { Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { GivingStatementRun, GivingStatementRuns } from '../../application/ports/giving-statement-runs.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { AuditEntry } from '../../domain/audit';
import { appendAuditEntry } from './audit-rows';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

/** The statement runs in `giving_statement_runs` (migration 0020), each inserted with its audit entry in one transaction. */
export class SqlGivingStatementRuns implements GivingStatementRuns {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  record(run: GivingStatementRun, audit: AuditEntry): ResultAsync<void, RepositoryError> {
    return attempt(() =>
      this.#db.transaction().execute(async (trx) => {
        await trx
          .insertInto('giving_statement_runs')
          .values({
            id: run.id,
            year: run.year,
            start_month: run.startMonth,
            ran_at: run.ranAt,
            run_by: run.by,
            donors: run.donors,
            queued: run.queued,
            already_queued: run.alreadyQueued,
          })
          .execute();
        await appendAuditEntry(trx, audit);
      }),
    );
  }

  runs(limit: number): ResultAsync<readonly GivingStatementRun[], RepositoryError> {
    return attempt(() =>
      this.#db.selectFrom('giving_statement_runs').selectAll().orderBy('ran_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    ).map((rows) =>
      rows.map((row) => ({
        id: row.id,
        year: Number(row.year),
        startMonth: Number(row.start_month),
        ranAt: row.ran_at,
        by: row.run_by,
        donors: Number(row.donors),
        queued: Number(row.queued),
        alreadyQueued: Number(row.already_queued),
      })),
    );
  }
}
