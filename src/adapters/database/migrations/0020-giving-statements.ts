import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// Year-end giving statements (issue 20).

/**
 * - `giving_statement_runs`: each 'Send all' of a year's statements: the statement year and the
 *   fiscal year's first month it was read with, when, by whom, how many donors, how many mails
 *   were queued and how many had been queued before (sent again, nothing is sent twice).
 * - `orders_contact_email_lower`: a member's own statements read their orders by
 *   `lower(contact_email)`; the index keeps that one lookup, not a pass over every order.
 */
export const givingStatementsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('giving_statement_runs')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('start_month', 'integer', (c) => c.notNull())
      .addColumn('ran_at', 'text', (c) => c.notNull())
      .addColumn('run_by', 'text', (c) => c.notNull())
      .addColumn('donors', 'integer', (c) => c.notNull())
      .addColumn('queued', 'integer', (c) => c.notNull())
      .addColumn('already_queued', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('giving_statement_runs_pkey', ['id'])
      .execute();
    await db.schema.createIndex('giving_statement_runs_ran_at').on('giving_statement_runs').columns(['ran_at']).execute();
    await db.schema
      .createIndex('orders_contact_email_lower')
      .on('orders')
      .expression(sql`lower(contact_email)`)
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('orders_contact_email_lower').execute();
    await db.schema.dropTable('giving_statement_runs').execute();
  },
};
