import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// The audit log (issue 18): officers' writes, appended in the transaction of the change.

/**
 * `audit_log`: one row per officer write (domain/audit.ts). Rows are only ever inserted: the
 * database itself refuses UPDATE and DELETE (`auditLogGuards`), so not even a defect in the
 * application can rewrite the history. `seq` orders entries written in the same millisecond.
 */
export const auditLogMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema
      .createTable('audit_log')
      .addColumn('seq', 'integer', (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedAlwaysAsIdentity()))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject_kind', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .addColumn('reason', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'seq']).execute();
    await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_kind', 'subject_id']).execute();
    await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor', 'at']).execute();
    await addAuditLogGuards(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await dropAuditLogGuards(db);
    await db.schema.dropTable('audit_log').execute();
  },
};

const REFUSAL = 'The audit log is append-only.';

/** Triggers that refuse every UPDATE and DELETE of `audit_log` (TRUNCATE too, on PostgreSQL). */
export async function addAuditLogGuards(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const verb of ['update', 'delete']) {
      await sql
        .raw(`create trigger audit_log_no_${verb} before ${verb} on audit_log begin select raise(abort, '${REFUSAL}'); end`)
        .execute(db);
    }
    return;
  }
  await sql
    .raw(`create or replace function audit_log_refuse() returns trigger language plpgsql as $$ begin raise exception '${REFUSAL}'; end $$`)
    .execute(db);
  await sql
    .raw(`create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_refuse()`)
    .execute(db);
  await sql
    .raw(`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_refuse()`)
    .execute(db);
}

/** Removes the guards: only for a migration going down, and for tests that empty every table. */
export async function dropAuditLogGuards(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const verb of ['update', 'delete']) await sql.raw(`drop trigger if exists audit_log_no_${verb}`).execute(db);
    return;
  }
  await sql.raw('drop trigger if exists audit_log_no_change on audit_log').execute(db);
  await sql.raw('drop trigger if exists audit_log_no_truncate on audit_log').execute(db);
  await sql.raw('drop function if exists audit_log_refuse()').execute(db);
}
