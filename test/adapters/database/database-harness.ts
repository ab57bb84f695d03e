import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, type Database } from '../../../src/adapters/database/database';
import { migrate } from '../../../src/adapters/database/migrate';
import { dropAuditLogGuards } from '../../../src/adapters/database/migrations/0009-audit-log';
import { addRedactableAuditLogGuards } from '../../../src/adapters/database/migrations/0021-audit-redaction';
import type { DatabaseSchema } from '../../../src/adapters/database/schema';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The test server's URL (see test/support/postgres-global-setup.ts), or null when PostgreSQL suites are skipped. */
export const postgresUrl: string | null = inject('postgresUrl');

/** A migrated database for one test file, and how to remove it. */
export interface TestDatabase {
  readonly database: Database;
  /** The SQLite file or the PostgreSQL URL, to open a second connection. */
  readonly location: string;
  readonly dispose: () => Promise<void>;
}

/** `url` pointing at another database of the same server. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the test server (CREATE / DROP DATABASE cannot run in a transaction). */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl ?? '' });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new SQLite file in a temporary folder, or a new database on the test PostgreSQL server; migrated. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'chapter-sqlite-'));
    const location = join(dir, 'chapter.sqlite');
    const database = openDatabase({ kind: 'sqlite', file: location });
    (await migrate(database.db))._unsafeUnwrap();
    return { database, location, dispose: async () => (await database.close(), rmSync(dir, { recursive: true, force: true })) };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const location = withDatabaseName(postgresUrl ?? '', name);
  const database = openDatabase({ kind: 'postgres', url: location });
  (await migrate(database.db))._unsafeUnwrap();
  return {
    database,
    location,
    dispose: async () => (await database.close(), await adminQuery(`drop database if exists ${name} with (force)`)),
  };
}

/** Tables that reference others, emptied first. */
const CHILD_TABLES = ['fulfilments', 'seat_claims', 'refunds'];
const tablesOf = new WeakMap<Kysely<DatabaseSchema>, readonly string[]>();

/** Every application table (not Kysely's migration tables), children first; looked up once per database. */
async function applicationTables(db: Kysely<DatabaseSchema>): Promise<readonly string[]> {
  const known = tablesOf.get(db);
  if (known) return known;
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
  const ordered = [...CHILD_TABLES.filter((name) => tables.includes(name)), ...tables.filter((name) => !CHILD_TABLES.includes(name))];
  tablesOf.set(db, ordered);
  return ordered;
}

/** Empties every application table (DELETE FROM each, children first), so each test starts from nothing. */
export async function resetTables({ db, kind }: Database): Promise<void> {
  const tables = await applicationTables(db);
  // The audit log refuses every DELETE: its guards are lifted while it is emptied, and put back.
  const unguarded = db as unknown as Kysely<unknown>;
  if (tables.includes('audit_log')) await dropAuditLogGuards(unguarded);
  if (kind === 'postgres') {
    // One round trip: a query without parameters may hold several statements.
    await sql.raw(tables.map((table) => `delete from ${table};`).join(' ')).execute(db);
  } else {
    for (const table of tables) await db.deleteFrom(table as keyof DatabaseSchema).execute();
  }
  if (tables.includes('audit_log')) await addRedactableAuditLogGuards(unguarded);
}

/**
 * Declares `body` once per database kind, inside a describe that opens one migrated database for
 * the whole file section and removes it afterwards. The PostgreSQL part is skipped (with the
 * global setup's warning) when no server is available.
 */
export function describeEachDatabase(
  title: string,
  body: (kind: DatabaseKind, database: () => Database, opened: () => TestDatabase) => void,
): void {
  for (const kind of ['sqlite', 'postgres'] as const) {
    describe.skipIf(kind === 'postgres' && postgresUrl === null)(`${title} on ${kind}`, () => {
      let test: TestDatabase | undefined;
      beforeAll(async () => {
        test = await createTestDatabase(kind);
      }, 60_000);
      afterAll(async () => test?.dispose());
      const opened = (): TestDatabase => {
        if (!test) throw new Error('The test database is not open.');
        return test;
      };
      body(kind, () => opened().database, opened);
    });
  }
}
