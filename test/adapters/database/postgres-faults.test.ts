import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { openDatabase, type Database } from '../../../src/adapters/database/database';
import { migrate, MIGRATIONS } from '../../../src/adapters/database/migrate';
import { SqlMemberRepository } from '../../../src/adapters/database/sql-member-repository';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { sampleMember } from '../../contracts/member-repository.contract';
import { createCluster, findPostgresBin } from '../../support/postgres-cluster';
import { adminQuery, createTestDatabase, postgresUrl, withDatabaseName } from './database-harness';

// PostgreSQL going away (nothing listening, a connection ended by the server, the server stopped
// and started again) answers Unavailable through the ports, never a thrown error, and recovers.

const UNAVAILABLE = { type: 'Unavailable', message: expect.any(String) };

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

describe.skipIf(postgresUrl === null)('PostgreSQL out of reach', () => {
  it('answers Unavailable on every port call, and a failed migration, when nothing listens on the port', async () => {
    const url = withDatabaseName(`postgres://postgres@127.0.0.1:${await closedPort()}/`, 'chapter');
    const database = openDatabase({ kind: 'postgres', url, connectTimeoutMs: 1_000 });
    const errors = vi.spyOn(console, 'error');
    expect((await new SqlMemberRepository(database.db, new ManualClock()).list())._unsafeUnwrapErr()).toEqual(UNAVAILABLE);
    expect((await new SqlOrderLedger(database.db, new ManualClock()).markFulfilled('order-1', 'now'))._unsafeUnwrapErr()).toEqual(
      UNAVAILABLE,
    );
    expect((await migrate(database.db))._unsafeUnwrapErr().type).toBe('MigrationFailed');
    expect(errors).not.toHaveBeenCalled(); // recognised as the connection, not logged as a bug
    errors.mockRestore();
    await database.close();
  });

  it('answers Unavailable when the server ends the connection mid-query, and serves again afterwards', async () => {
    const test = await createTestDatabase('postgres');
    const members = new SqlMemberRepository(test.database.db, new ManualClock());
    const blocker = openDatabase({ kind: 'postgres', url: test.location });
    await holdMembersLock(blocker, async () => {
      const waiting = members.create(sampleMember(1));
      await terminateWaitingBackend(test.location);
      expect((await waiting)._unsafeUnwrapErr()).toEqual(UNAVAILABLE);
    });
    expect((await members.create(sampleMember(1))).isOk()).toBe(true);
    await blocker.close();
    await test.dispose();
  });
});

describe.skipIf(postgresUrl === null)('migrations on PostgreSQL', () => {
  it('apply once when two servers start at the same time (the migrator takes a lock)', async () => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = withDatabaseName(postgresUrl ?? '', name);
    const servers = [openDatabase({ kind: 'postgres', url }), openDatabase({ kind: 'postgres', url })];
    const applied = await Promise.all(servers.map((server) => migrate(server.db)));
    expect(applied.map((result) => result._unsafeUnwrap()).sort()).toEqual([[], Object.keys(MIGRATIONS)]);
    await Promise.all(servers.map((server) => server.close()));
    await adminQuery(`drop database ${name} with (force)`);
  });
});

describe.skipIf(findPostgresBin() === null)('a PostgreSQL server that stops and comes back', () => {
  it('answers Unavailable while it is down, then serves the same data again', async () => {
    const cluster = await createCluster(findPostgresBin() ?? '');
    const database = openDatabase({ kind: 'postgres', url: cluster.url, connectTimeoutMs: 1_000 });
    try {
      (await migrate(database.db))._unsafeUnwrap();
      const members = new SqlMemberRepository(database.db, new ManualClock());
      const created = (await members.create(sampleMember(1)))._unsafeUnwrap();
      cluster.stopServer();
      expect((await members.get(created.id))._unsafeUnwrapErr()).toEqual(UNAVAILABLE);
      expect((await members.create(sampleMember(2)))._unsafeUnwrapErr()).toEqual(UNAVAILABLE);
      cluster.startServer();
      expect((await members.get(created.id))._unsafeUnwrap()).toEqual(created);
      expect((await members.create(sampleMember(2))).isOk()).toBe(true);
    } finally {
      await database.close();
      cluster.remove();
    }
  }, 60_000);
});

/** Runs `body` while another connection holds an exclusive lock on `members`. */
async function holdMembersLock(blocker: Database, body: () => Promise<void>): Promise<void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = (): void => undefined;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holding = blocker.db.transaction().execute(async (trx) => {
    await sql`lock table members in access exclusive mode`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  try {
    await body();
  } finally {
    release();
    await holding;
  }
}

/** Ends (as an administrator would) the backend of `url`'s database that waits for a lock. */
async function terminateWaitingBackend(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  for (let tries = 0; tries < 200; tries++) {
    const statement = `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and wait_event_type = 'Lock'`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rowCount } = await client.query(statement);
    await client.end();
    if ((rowCount ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('No backend waited for the lock.');
}
