import { okAsync, type ResultAsync } from 'neverthrow';
import type { AuditFilter, AuditLog, AuditPage } from '../../application/ports/audit-log.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { AuditEntry } from '../../domain/audit';
import type { InMemoryAuditRecords } from './in-memory-audit-records';

function matches(entry: AuditEntry, filter: AuditFilter): boolean {
  return (
    (filter.from === null || entry.at >= filter.from) &&
    (filter.until === null || entry.at < filter.until) &&
    (filter.actor === null || entry.actor === filter.actor) &&
    (filter.action === null || entry.action === filter.action) &&
    (filter.subjectKind === null || entry.subject.kind === filter.subjectKind) &&
    (filter.subjectKind === null || filter.subjectId === null || entry.subject.id === filter.subjectId)
  );
}

/** Reads the in-memory wiring's shared audit records as the SQL reader reads `audit_log`. */
export class InMemoryAuditLog implements AuditLog {
  readonly #records: InMemoryAuditRecords;

  constructor(records: InMemoryAuditRecords) {
    this.#records = records;
  }

  page(filter: AuditFilter, offset: number, limit: number): ResultAsync<AuditPage, RepositoryError> {
    // Oldest first, reversed: newest first, and entries of one instant in the reverse of their writing.
    const all = this.#records
      .all()
      .map((entry, seq) => ({ entry, seq }))
      .filter(({ entry }) => matches(entry, filter))
      .sort((a, b) => (a.entry.at === b.entry.at ? b.seq - a.seq : a.entry.at < b.entry.at ? 1 : -1));
    return okAsync({ entries: all.slice(offset, offset + limit).map(({ entry }) => entry), total: all.length });
  }
}
