import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';
import { addAuditLogGuards, dropAuditLogGuards } from './0009-audit-log';

// Migrations are history: never edit one that has shipped; add the next file instead.
// A member's own records (issue 20): 'Delete my account' takes their personal data out of the
// audit entries about them, and nothing else may change an entry.

const REFUSAL = 'The audit log is append-only.';

/**
 * The one change the guards allow: a redaction, which marks the row `redacted` and keeps when it
 * happened, what was done and to what kind of thing (`seq`, `at`, `action`, `subject_kind`); the
 * actor, the subject's id, the values and the reason may lose a person's data. A DELETE, a TRUNCATE,
 * or any other UPDATE is refused as before.
 */
const REDACTION =
  'new.redacted = 1 and new.seq = old.seq and new.at = old.at and new.action = old.action and new.subject_kind = old.subject_kind';

/** The guards of `audit_log` with redaction allowed (the same trigger names as 0009's, so `dropAuditLogGuards` removes them). */
export async function addRedactableAuditLogGuards(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql
      .raw(
        `create trigger audit_log_no_update before update on audit_log when not (${REDACTION}) begin select raise(abort, '${REFUSAL}'); end`,
      )
      .execute(db);
    await sql.raw(`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, '${REFUSAL}'); end`).execute(db);
    return;
  }
  await sql
    .raw(
      'create or replace function audit_log_refuse() returns trigger language plpgsql as $$ begin ' +
        `if tg_op = 'UPDATE' and ${REDACTION} then return new; end if; ` +
        `raise exception '${REFUSAL}'; end $$`,
    )
    .execute(db);
  await sql
    .raw(`create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_refuse()`)
    .execute(db);
  await sql
    .raw(`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_refuse()`)
    .execute(db);
}

/** `audit_log.redacted` (0/1) and the guards that allow a redaction and nothing else. */
export const auditRedactionMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await dropAuditLogGuards(db);
    await db.schema
      .alterTable('audit_log')
      .addColumn('redacted', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await addRedactableAuditLogGuards(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await dropAuditLogGuards(db);
    await db.schema.alterTable('audit_log').dropColumn('redacted').execute();
    await addAuditLogGuards(db);
  },
};
