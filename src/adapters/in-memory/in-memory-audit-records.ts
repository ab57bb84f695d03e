import type { AuditEntry } from '../../domain/audit';

/**
 * The audit log of the in-memory wiring: one list every in-memory adapter that records an officer's
 * write appends to (as the SQL adapters append to `audit_log` in their transaction). Entries are
 * copied in and out, so nobody holding one can change the history.
 */
export class InMemoryAuditRecords {
  readonly #entries: AuditEntry[] = [];

  append(entry: AuditEntry): void {
    this.#entries.push(structuredClone(entry));
  }

  /** Every entry, oldest first. */
  all(): readonly AuditEntry[] {
    return this.#entries.map((entry) => structuredClone(entry));
  }
}
