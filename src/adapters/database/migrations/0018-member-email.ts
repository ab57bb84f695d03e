import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// Mail preferences and the officers' member e-mail (issue 19, items 4 and 5).

/**
 * - `mail_list_departures`: one row per address (normalised) and mailing list it has left
 *   ('reminders', 'newsletters'), and when; rejoining deletes the row. An address with no row
 *   receives every list.
 * - `campaigns`: the officers' messages: subject, Markdown body, the segment (JSON), the author,
 *   the state (draft, sending, sent), when, and the counts of recipients and of mails queued.
 */
export const memberEmailMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('mail_list_departures')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('list', 'text', (c) => c.notNull())
      .addColumn('left_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('mail_list_departures_pkey', ['email', 'list'])
      .addCheckConstraint('mail_list_departures_list_check', sql`list in ('reminders', 'newsletters')`)
      .execute();
    await db.schema
      .createTable('campaigns')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('segment_json', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('queued', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('campaigns_pkey', ['id'])
      .addCheckConstraint('campaigns_state_check', sql`state in ('draft', 'sending', 'sent')`)
      .execute();
    await db.schema.createIndex('campaigns_created').on('campaigns').columns(['created_at']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('campaigns').execute();
    await db.schema.dropTable('mail_list_departures').execute();
  },
};
