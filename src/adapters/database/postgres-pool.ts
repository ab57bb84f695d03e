import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isConnectionFailure } from './sql-errors';

export interface PostgresPoolOptions {
  readonly url: string;
  readonly maxConnections: number;
  readonly connectTimeoutMs: number;
}

/**
 * A pg pool that survives the server going away. A connection the server drops emits 'error':
 * idle ones are reported on the pool (which discards them), checked-out ones on the client;
 * without listeners either would crash the process. And a connection whose query failed for
 * connection reasons (e.g. 57P01 after an administrator's shutdown arrives before the socket
 * closes) is released with that error, so the pool discards it instead of lending it out again.
 * The driver is loaded on first use: a server on SQLite never spends its start-up loading it.
 */
export function resilientPool(options: PostgresPoolOptions): PostgresPool {
  let opened: Promise<pg.Pool> | undefined;
  const pool = () =>
    (opened ??= import('pg').then(({ default: driver }) => {
      const created = new driver.Pool({
        connectionString: options.url,
        max: options.maxConnections,
        connectionTimeoutMillis: options.connectTimeoutMs,
      });
      created.on('error', () => undefined);
      created.on('connect', (client) => client.on('error', () => undefined));
      return created;
    }));
  return {
    connect: async () => guarded(await (await pool()).connect()),
    end: async () => (opened ? (await opened).end() : undefined),
  };
}

function guarded(client: pg.PoolClient): PostgresPoolClient {
  let broken: Error | undefined;
  const query = async (sql: string, parameters: readonly unknown[]) => {
    try {
      return await client.query(sql, [...parameters]);
    } catch (error) {
      if (isConnectionFailure(error)) broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    }
  };
  // Kysely calls query(sql, parameters) only: this adapter is built without cursors (no streaming).
  return { query, release: () => client.release(broken) } as unknown as PostgresPoolClient;
}
