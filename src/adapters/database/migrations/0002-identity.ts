import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// The identity service's tables (see identity-schema.ts), portable as in 0001.

async function createAccounts(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('temporary_password_expires_at', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_enabled', 'integer', (c) => c.notNull())
    .addColumn('email_mfa_enabled', 'integer', (c) => c.notNull())
    .addColumn('preferred_mfa', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('accounts_pkey', ['id'])
    .addUniqueConstraint('accounts_email_unique', ['email'])
    .addCheckConstraint('accounts_status_check', sql`status in ('UNCONFIRMED', 'CONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED')`)
    .execute();
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('failure_count', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_failures_pkey', ['email'])
    .execute();
}

async function createCodesAndChallenges(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('one_time_codes')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('one_time_codes_pkey', ['account_id', 'purpose'])
    .execute();
  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('handle_hash', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_challenges_pkey', ['handle_hash'])
    .execute();
}

async function createTokens(db: Kysely<unknown>): Promise<void> {
  for (const table of ['access_tokens', 'refresh_tokens'] as const) {
    const builder = db.schema
      .createTable(table)
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('family_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pkey`, ['token_hash']);
    await (
      table === 'access_tokens'
        ? builder.addColumn('revoked', 'integer', (c) => c.notNull())
        : builder
            .addColumn('state', 'text', (c) => c.notNull())
            .addCheckConstraint('refresh_tokens_state_check', sql`state in ('active', 'rotated', 'revoked')`)
    ).execute();
    await db.schema.createIndex(`${table}_family`).on(table).column('family_id').execute();
    await db.schema.createIndex(`${table}_account`).on(table).column('account_id').execute();
  }
}

const TABLES = ['refresh_tokens', 'access_tokens', 'sign_in_challenges', 'one_time_codes', 'sign_in_failures', 'accounts'];

/** Accounts, failed sign-ins, one-time codes, pending sign-in challenges, access and refresh tokens. */
export const identityMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await createAccounts(db);
    await createCodesAndChallenges(db);
    await createTokens(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of TABLES) await db.schema.dropTable(table).execute();
  },
};
