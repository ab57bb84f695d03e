import type { Kysely, Transaction } from 'kysely';
import type { AuditEntry } from '../../domain/audit';
import type { DatabaseSchema } from './schema';

/** Values kept as JSON text; undefined and null both mean 'none'. */
function json(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

/**
 * Appends one audit entry (domain/audit.ts). Call it with the transaction of the change it
 * records, so the change and its entry are written together or not at all.
 */
export async function appendAuditEntry(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      subject_kind: entry.subject.kind,
      subject_id: entry.subject.id,
      before_json: json(entry.before),
      after_json: json(entry.after),
      reason: entry.reason,
    })
    .execute();
}
