import { sql, type Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { DatabaseSchema } from './schema';
import { attempt, type DatabaseUnavailable } from './sql-errors';

/**
 * Whether the database answers a query now (the server's /healthz): one round trip of `select 1`,
 * Unavailable when the connection is closed, refused or out of reach.
 */
export function checkDatabase(db: Kysely<DatabaseSchema>): ResultAsync<void, DatabaseUnavailable> {
  return attempt(async () => {
    await sql`select 1`.execute(db);
  });
}
