import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';
import { resilientPool } from './postgres-pool';
import type { DatabaseSchema } from './schema';

/** Where the data lives: an embedded SQLite file (the default) or a PostgreSQL server. */
export type DatabaseConfig =
  | {
      readonly kind: 'sqlite';
      /** The database file, e.g. `<DATA_DIR>/chapter.sqlite`; its folder is created if missing. */
      readonly file: string;
      /** How long a write waits for another connection's lock before answering Unavailable. */
      readonly busyTimeoutMs?: number;
    }
  | {
      readonly kind: 'postgres';
      readonly url: string;
      /** How long to wait for a connection before answering Unavailable. */
      readonly connectTimeoutMs?: number;
      readonly maxConnections?: number;
    };

/** An open database: the query builder every SQL adapter takes, and how to let go of it. */
export interface Database {
  readonly db: Kysely<DatabaseSchema>;
  readonly kind: DatabaseConfig['kind'];
  close(): Promise<void>;
}

/**
 * Opens the database the configuration names. Nothing is queried yet (run `migrate` next).
 * SQLite is tuned for a single server process: WAL, foreign keys, FULL sync (every commit is on
 * disk before it is acknowledged, so an answered write survives a power loss or an OS crash, not
 * only a killed process; its cost is measured in docs/performance.md), a busy timeout, and
 * case-sensitive LIKE so filters behave as on PostgreSQL. Open one SQLite `Database` per
 * file and process: the driver is synchronous, so two connections in one process would wait on
 * each other's locks while blocking the event loop.
 * Throws only for misconfiguration (a file that cannot be created or opened).
 */
export function openDatabase(config: DatabaseConfig): Database {
  return config.kind === 'sqlite' ? openSqlite(config.file, config.busyTimeoutMs ?? 5_000) : openPostgres(config);
}

function openSqlite(file: string, busyTimeoutMs: number): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const raw = new BetterSqlite3(file, { timeout: busyTimeoutMs });
  raw.pragma('journal_mode = WAL');
  raw.pragma('foreign_keys = ON');
  // NORMAL would leave the last commits in the OS's cache until the next checkpoint: acknowledged,
  // yet lost on power loss (a password change, a revoked session, an order marked fulfilled).
  raw.pragma('synchronous = FULL');
  raw.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  raw.pragma('case_sensitive_like = ON');
  const db = new Kysely<DatabaseSchema>({ dialect: new TransactionalSqliteDialect({ database: raw }) });
  return {
    db,
    kind: 'sqlite',
    close: async () => {
      await db.destroy();
      if (raw.open) raw.close();
    },
  };
}

function openPostgres(config: Extract<DatabaseConfig, { kind: 'postgres' }>): Database {
  const pool = resilientPool({
    url: config.url,
    maxConnections: config.maxConnections ?? 10,
    connectTimeoutMs: config.connectTimeoutMs ?? 5_000,
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** SQLite runs DDL inside transactions, so each migration is all or nothing there too. */
class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}
