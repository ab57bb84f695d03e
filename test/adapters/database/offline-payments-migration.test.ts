import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from '../../../src/adapters/database/migrate';
import { toRow } from '../../../src/adapters/database/order-rows';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { ANY_LEDGER_ENTRY } from '../../../src/application/ports/ledger-view.port';
import type { Cents } from '../../../src/domain/money';
import { sampleOrder } from '../../contracts/order-ledger.contract';
import { createTestDatabase } from './database-harness';

describe('migration 0012 (offline payments) on a database with orders in it', () => {
  it('files every earlier order as a card payment under its category, and goes down again', async () => {
    const test = await createTestDatabase('sqlite');
    const { db } = test.database;
    // createTestDatabase migrates to the newest: step back to just before 0012 and put orders in.
    const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
    expect((await migrator.migrateTo('0009-audit-log')).error).toBeUndefined();
    const orders = [
      sampleOrder(1),
      sampleOrder(2, { order: { item: 'donation', amount: 2_500 as Cents, donationType: 'Community Service Project' } }),
      sampleOrder(3, { order: { item: 'upgrade' } }),
    ];
    for (const order of orders) {
      const { method, reference, received_on, recorded_by, category_group, category_detail, ...before } = toRow(order);
      void [method, reference, received_on, recorded_by, category_group, category_detail];
      await db
        .insertInto('orders')
        .values(before as never)
        .execute();
    }
    expect((await migrate(db))._unsafeUnwrap()).toEqual(Object.keys(MIGRATIONS).filter((name) => name > '0009-audit-log'));
    const ledger = new SqlOrderLedger(db, new ManualClock());
    expect((await ledger.ledgerTotals(ANY_LEDGER_ENTRY))._unsafeUnwrap().map((total) => total.category)).toEqual([
      { group: 'upgrade', detail: '' },
      { group: 'donation', detail: 'Community Service Project' },
      { group: 'tickets', detail: 'cookout-2024' },
    ]);
    expect((await ledger.ledgerPage({ ...ANY_LEDGER_ENTRY, method: 'card' }, { offset: 0, limit: 10 }))._unsafeUnwrap().total).toBe(3);
    expect((await migrator.migrateTo('0009-audit-log')).error).toBeUndefined();
    expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(3);
    await test.dispose();
  });
});
