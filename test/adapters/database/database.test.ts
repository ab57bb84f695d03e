import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { openDatabase } from '../../../src/adapters/database/database';
import { migrate, MIGRATIONS } from '../../../src/adapters/database/migrate';
import { SqlMemberRepository } from '../../../src/adapters/database/sql-member-repository';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { sampleMember } from '../../contracts/member-repository.contract';
import { sampleOrder } from '../../contracts/order-ledger.contract';
import { describeEachDatabase, resetTables } from './database-harness';

const UNAVAILABLE = { type: 'Unavailable', message: expect.any(String) };

describe('an SQLite file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chapter-reopen-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its data when closed and opened again, and the second start applies no migration', async () => {
    const file = join(dir, 'nested', 'chapter.sqlite');
    const first = openDatabase({ kind: 'sqlite', file });
    expect((await migrate(first.db))._unsafeUnwrap()).toEqual(Object.keys(MIGRATIONS));
    const created = (await new SqlMemberRepository(first.db, new ManualClock()).create(sampleMember(1)))._unsafeUnwrap();
    await first.close();

    const second = openDatabase({ kind: 'sqlite', file });
    expect((await migrate(second.db))._unsafeUnwrap()).toEqual([]);
    expect((await new SqlMemberRepository(second.db, new ManualClock()).get(created.id))._unsafeUnwrap()).toEqual(created);
    expect((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(second.db)).rows).toEqual([{ journal_mode: 'wal' }]);
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(second.db)).rows).toEqual([{ foreign_keys: 1 }]);
    await second.close();
  });

  it('syncs every commit to disk before acknowledging it (synchronous = FULL under WAL), so acknowledged writes survive power loss', async () => {
    const database = openDatabase({ kind: 'sqlite', file: join(dir, 'durable.sqlite') });
    // SQLite's numbering: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA.
    expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db)).rows).toEqual([{ synchronous: 2 }]);
    expect((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db)).rows).toEqual([{ journal_mode: 'wal' }]);
    await database.close();
  });

  it('answers Unavailable when another connection holds the write lock past the busy timeout, then recovers', async () => {
    const file = join(dir, 'busy.sqlite');
    const database = openDatabase({ kind: 'sqlite', file, busyTimeoutMs: 50 });
    (await migrate(database.db))._unsafeUnwrap();
    const members = new SqlMemberRepository(database.db, new ManualClock());
    const other = new BetterSqlite3(file);
    other.exec('begin immediate');
    expect((await members.create(sampleMember(1)))._unsafeUnwrapErr()).toEqual(UNAVAILABLE);
    other.exec('rollback');
    other.close();
    expect((await members.create(sampleMember(1))).isOk()).toBe(true);
    await database.close();
  });

  it('answers Unavailable, not a thrown error, once closed', async () => {
    const database = openDatabase({ kind: 'sqlite', file: join(dir, 'closed.sqlite') });
    (await migrate(database.db))._unsafeUnwrap();
    await database.close();
    expect((await new SqlMemberRepository(database.db, new ManualClock()).get('100001'))._unsafeUnwrapErr()).toEqual(UNAVAILABLE);
  });
});

describeEachDatabase('migrations', (_kind, database) => {
  it('are idempotent: running them again applies nothing and keeps the data', async () => {
    await resetTables(database());
    (await new SqlMemberRepository(database().db, new ManualClock()).create(sampleMember(1)))._unsafeUnwrap();
    expect((await migrate(database().db))._unsafeUnwrap()).toEqual([]);
    expect((await migrate(database().db))._unsafeUnwrap()).toEqual([]);
    expect(await database().db.selectFrom('members').select('id').execute()).toEqual([{ id: sampleMember(1).id }]);
  });

  it('protect the data with constraints the repositories rely on', async () => {
    await resetTables(database());
    const ledger = new SqlOrderLedger(database().db, new ManualClock());
    (await ledger.record(sampleOrder(1)))._unsafeUnwrap();
    const db = database().db;
    await expect(db.updateTable('orders').set({ status: 'lost' }).execute()).rejects.toThrow();
    await expect(db.insertInto('fulfilments').values({ order_id: 'no-such-order', fulfilled_at: 'x' }).execute()).rejects.toThrow();
  });
});
