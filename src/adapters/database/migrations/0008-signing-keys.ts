import type { Kysely, Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// Signing keys kept in the database (issue 17): every process sharing it signs alike.

/**
 * `signing_keys`: a named secret (base64url), written once by whichever process needs it first.
 * Tickets' QR codes and waiting-list links are signed with `tokens`; on AWS Lambda each instance
 * has its own /tmp, so a key kept in a file there would differ from instance to instance.
 */
export const signingKeysMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('signing_keys')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('signing_keys_pkey', ['name'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('signing_keys').execute();
  },
};
