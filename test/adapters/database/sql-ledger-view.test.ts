import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { ledgerViewContract, sampleOfflineOrder } from '../../contracts/ledger-view.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlOrderLedger as the ledger', (kind, database) => {
  const audit = async () =>
    (await database().db.selectFrom('audit_log').selectAll().orderBy('seq').execute()).map((row) => ({
      actor: row.actor,
      action: row.action,
      subject: { kind: row.subject_kind, id: row.subject_id },
    }));

  ledgerViewContract(kind, async () => {
    await resetTables(database());
    return { ledger: new SqlOrderLedger(database().db, new ManualClock()), audit };
  });

  describe('in the database', () => {
    it('writes neither the order nor its audit entry when the entry cannot be written', async () => {
      await resetTables(database());
      const ledger = new SqlOrderLedger(database().db, new ManualClock());
      const order = sampleOfflineOrder(1);
      const broken = { actor: null, at: order.paidAt, action: 'recordOfflinePayment', subject: { kind: 'order', id: 'order-1' } };
      const answer = await ledger.recordOffline(order, { ...broken, before: null, after: null, reason: null } as never);
      expect(answer.isErr()).toBe(true);
      expect((await ledger.get('order-1'))._unsafeUnwrapErr().type).toBe('NotFound');
      expect(await audit()).toEqual([]);
    });

    it('files the orders recorded before the ledger under their categories', async () => {
      await resetTables(database());
      const ledger = new SqlOrderLedger(database().db, new ManualClock());
      void (await ledger.record(sampleOfflineOrder(1)));
      const row = await database()
        .db.selectFrom('orders')
        .select(['category_group', 'category_detail', 'method'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ category_group: 'dues', category_detail: '', method: 'card' });
    });
  });
});
