import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/adapters/database/database';
import { migrate, MIGRATIONS } from '../../../src/adapters/database/migrate';
import { toRow } from '../../../src/adapters/database/order-rows';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { sampleOrder } from '../../contracts/order-ledger.contract';

describe('migration 0007 (refunded orders) on an SQLite file with orders in it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chapter-0007-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every order and fulfilment, the reference between them, and lets an order be refunded', async () => {
    const database = openDatabase({ kind: 'sqlite', file: join(dir, 'chapter.sqlite') });
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
    expect((await migrator.migrateTo('0006-ticketed-events')).error).toBeUndefined();
    // The row as 0001 made it: no refunded_at yet, nor the ledger's columns (0012).
    const {
      refunded_at: _none,
      method: _method,
      reference: _reference,
      received_on: _receivedOn,
      recorded_by: _recordedBy,
      category_group: _group,
      category_detail: _detail,
      ...before
    } = { ...toRow(sampleOrder(1)), status: 'fulfilled', payment_id: 'pi_1' };
    await database.db
      .insertInto('orders')
      .values(before as never)
      .execute();
    await database.db.insertInto('fulfilments').values({ order_id: 'order-1', fulfilled_at: '2026-06-15T12:00:00.000Z' }).execute();

    expect((await migrate(database.db))._unsafeUnwrap()).toEqual(Object.keys(MIGRATIONS).filter((name) => name > '0007'));
    const ledger = new SqlOrderLedger(database.db, new ManualClock());
    expect((await ledger.get('order-1'))._unsafeUnwrap()).toMatchObject({ status: 'fulfilled', paymentId: 'pi_1', refundedAt: null });
    expect((await ledger.markRefunded('order-1', '2026-06-16T00:00:00.000Z', 'Cancelled.'))._unsafeUnwrap().status).toBe('refunded');
    expect(await database.db.selectFrom('fulfilments').selectAll().execute()).toEqual([
      { order_id: 'order-1', fulfilled_at: '2026-06-15T12:00:00.000Z' },
    ]);
    // The fulfilments still refer to the orders: a fulfilment of no order is refused.
    await expect(database.db.insertInto('fulfilments').values({ order_id: 'nobody', fulfilled_at: 'x' }).execute()).rejects.toThrow(
      /FOREIGN KEY/,
    );
    // And the status check still holds for anything else.
    await expect(sql`update orders set status = 'lost' where id = 'order-1'`.execute(database.db)).rejects.toThrow(/CHECK/);
    await database.close();
  });
});
