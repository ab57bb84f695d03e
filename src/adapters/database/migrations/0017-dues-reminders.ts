import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// Dues reminders with a pay link (issue 19).

/**
 * - `dues_reminder_settings`: the chair's schedule, one row (`id` 'schedule'): on (1) or off (0),
 *   and the offsets in days from the dues year's first day as JSON (`[-30,0,30,60]`). No row: the defaults.
 * - `dues_reminder_runs`: each run, by the schedule (`run_by` null) or by an officer's 'Send now':
 *   the dues year, the offset, when, how many members it mailed.
 * - `dues_reminders_sent`: each reminder sent, one per member, dues year and offset (the key), and
 *   when: the record that keeps a repeated or overlapping run from mailing anyone twice, and the
 *   roster's 'last reminded'.
 */
export const duesRemindersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('dues_reminder_settings')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('offsets_json', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('dues_reminder_settings_pkey', ['id'])
      .addCheckConstraint('dues_reminder_settings_enabled_check', sql`enabled in (0, 1)`)
      .execute();
    await db.schema
      .createTable('dues_reminder_runs')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('offset_days', 'integer', (c) => c.notNull())
      .addColumn('ran_at', 'text', (c) => c.notNull())
      .addColumn('mailed', 'integer', (c) => c.notNull())
      .addColumn('run_by', 'text')
      .addPrimaryKeyConstraint('dues_reminder_runs_pkey', ['id'])
      .execute();
    await db.schema.createIndex('dues_reminder_runs_slot').on('dues_reminder_runs').columns(['year', 'offset_days']).execute();
    await db.schema.createIndex('dues_reminder_runs_ran_at').on('dues_reminder_runs').columns(['ran_at']).execute();
    await db.schema
      .createTable('dues_reminders_sent')
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('offset_days', 'integer', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('dues_reminders_sent_pkey', ['member_id', 'year', 'offset_days'])
      .execute();
    await db.schema.createIndex('dues_reminders_sent_slot').on('dues_reminders_sent').columns(['year', 'offset_days']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('dues_reminders_sent').execute();
    await db.schema.dropTable('dues_reminder_runs').execute();
    await db.schema.dropTable('dues_reminder_settings').execute();
  },
};
