import { okAsync, type ResultAsync } from 'neverthrow';
import type { GivingStatementRun, GivingStatementRuns } from '../../application/ports/giving-statement-runs.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { AuditEntry } from '../../domain/audit';
import { InMemoryAuditRecords } from './in-memory-audit-records';

/** The statement runs in memory; each run's audit entry goes to the wiring's shared audit log. */
export class InMemoryGivingStatementRuns implements GivingStatementRuns {
  readonly #runs: GivingStatementRun[] = [];
  readonly #audit: InMemoryAuditRecords;

  constructor(audit: InMemoryAuditRecords = new InMemoryAuditRecords()) {
    this.#audit = audit;
  }

  record(run: GivingStatementRun, audit: AuditEntry): ResultAsync<void, RepositoryError> {
    this.#runs.push(run);
    this.#audit.append(audit);
    return okAsync(undefined);
  }

  runs(limit: number): ResultAsync<readonly GivingStatementRun[], RepositoryError> {
    const newestFirst = [...this.#runs].sort((a, b) => (a.ranAt === b.ranAt ? (a.id < b.id ? 1 : -1) : a.ranAt < b.ranAt ? 1 : -1));
    return okAsync(newestFirst.slice(0, limit));
  }
}
