import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// The officers' roster (issue 18): members by name, a member's payments and orders; sign-in an officer disabled.

/**
 * Indexes for the roster (`sql-member-roster.ts`): members in name order (the first page is read
 * from the index and stops after a page); membership, dues year and graduation year (the counts by
 * status are one pass over this small index, not the table); the latest payment of each member,
 * and the orders paid with a member's e-mail. PostgreSQL orders text by code point ("C"), as the
 * queries ask. And the accounts' sign-in switch (`disabled`, 0/1).
 */
export const rosterMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const c = db.getExecutor().adapter instanceof SqliteAdapter ? '' : ' collate "C"';
    await sql.raw(`create index members_roster_name on members (lower(last_name)${c}, lower(first_name)${c}, id${c})`).execute(db);
    await db.schema.createIndex('members_roster_standing').on('members').columns(['membership', 'dues_pay_year', 'grad_year']).execute();
    await db.schema.createIndex('orders_member_paid').on('orders').columns(['member_id', 'paid_at']).execute();
    await sql.raw('create index orders_contact_email on orders (lower(contact_email))').execute(db);
    await db.schema
      .alterTable('accounts')
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('accounts').dropColumn('disabled').execute();
    await db.schema.dropIndex('orders_contact_email').execute();
    await db.schema.dropIndex('orders_member_paid').execute();
    await db.schema.dropIndex('members_roster_standing').execute();
    await db.schema.dropIndex('members_roster_name').execute();
  },
};
