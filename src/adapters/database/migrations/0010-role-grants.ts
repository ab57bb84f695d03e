import type { Kysely, Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// The officers' roles bound to terms (issue 18).

/**
 * `role_grants`: one row per role an administrator gave to an account (domain/officer-roles.ts).
 * Rows are kept when a term ends or a grant is revoked (`revoked_at`, `revoked_by`), so the list
 * shows who held what and when; the audit log records each grant and revocation too.
 * `ends_on` is a calendar date (`YYYY-MM-DD`) in the chapter's time zone: the first day without the role.
 */
export const roleGrantsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('role_grants')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('event', 'text')
      .addColumn('ends_on', 'text', (c) => c.notNull())
      .addColumn('granted_by', 'text', (c) => c.notNull())
      .addColumn('granted_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('revoked_by', 'text')
      .addPrimaryKeyConstraint('role_grants_pkey', ['id'])
      .execute();
    await db.schema.createIndex('role_grants_email').on('role_grants').columns(['email', 'ends_on']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('role_grants').execute();
  },
};
