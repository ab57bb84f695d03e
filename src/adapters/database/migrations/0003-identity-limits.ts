import type { Kysely, Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// Limits that hold per account across codes and clients (issue 14, docs/reliability.md "Limits").

/**
 * - `identity_counters`: attempt counters over fixed windows (codes sent, wrong codes, wrong
 *   second factors), one row per counter;
 * - `one_time_codes.bound_password_hash`: the password a repeated sign-up chose, confirmed only by
 *   that sign-up's code;
 * - `sign_in_failures.email` becomes `throttle_key`: failures are counted per e-mail and client as
 *   well as per e-mail. Existing rows keep meaning "every client together"; `first_failed_at`
 *   says when a count began (null on the existing rows: their last failure stands in).
 */
export const identityLimitsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('identity_counters')
      .addColumn('counter_key', 'text', (c) => c.notNull())
      .addColumn('window_started_at', 'text', (c) => c.notNull())
      .addColumn('attempt_count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('identity_counters_pkey', ['counter_key'])
      .execute();
    await db.schema.createIndex('identity_counters_window').on('identity_counters').column('window_started_at').execute();
    await db.schema.alterTable('one_time_codes').addColumn('bound_password_hash', 'text').execute();
    await db.schema.alterTable('sign_in_failures').renameColumn('email', 'throttle_key').execute();
    await db.schema.alterTable('sign_in_failures').addColumn('first_failed_at', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('sign_in_failures').dropColumn('first_failed_at').execute();
    await db.schema.alterTable('sign_in_failures').renameColumn('throttle_key', 'email').execute();
    await db.schema.alterTable('one_time_codes').dropColumn('bound_password_hash').execute();
    await db.schema.dropTable('identity_counters').execute();
  },
};
