import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { RepositoryError } from './repository.errors';

/**
 * Which entries to read: each set field narrows (instants compared as ISO text, `from` included,
 * `until` excluded; the actor and action exactly; the subject by kind and, with it, id).
 */
export interface AuditFilter {
  readonly from: string | null;
  readonly until: string | null;
  readonly actor: string | null;
  readonly action: string | null;
  readonly subjectKind: string | null;
  readonly subjectId: string | null;
}

export const NO_AUDIT_FILTER: AuditFilter = { from: null, until: null, actor: null, action: null, subjectKind: null, subjectId: null };

/** One page of entries, newest first, and how many match in all. */
export interface AuditPage {
  readonly entries: readonly AuditEntry[];
  readonly total: number;
}

/**
 * The audit log's reading side (issue 18, item 9). There is no way to change or remove an entry
 * through it (entries are appended by the adapters of the writes they record).
 */
export interface AuditLog {
  /** Entries matching `filter`, newest first (entries of one instant in the reverse of their writing), `limit` from `offset`. */
  page(filter: AuditFilter, offset: number, limit: number): ResultAsync<AuditPage, RepositoryError>;
}
