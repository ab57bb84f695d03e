import { type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// Backups (issue 21): each run of `npm run backup`, the server's schedule, or the backup before an upgrade.

/**
 * `backup_runs`: one row per backup, written when it ends: when it started and finished, whether it
 * succeeded (1 or 0), the archive's file name and size, and why it failed (never a secret).
 */
export const backupRunsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('backup_runs')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('ok', 'integer', (c) => c.notNull())
      .addColumn('archive', 'text')
      .addColumn('bytes', 'bigint')
      .addColumn('error', 'text')
      .addPrimaryKeyConstraint('backup_runs_pkey', ['id'])
      .execute();
    await db.schema.createIndex('backup_runs_started').on('backup_runs').columns(['started_at']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('backup_runs').execute();
  },
};
