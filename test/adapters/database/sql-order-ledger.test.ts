import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { auditedRefundContract } from '../../contracts/audited-refund.contract';
import { orderLedgerContract, sampleOrder } from '../../contracts/order-ledger.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlOrderLedger', (kind, database) => {
  orderLedgerContract(kind, async () => {
    await resetTables(database());
    return { ledger: new SqlOrderLedger(database().db, new ManualClock()) };
  });
  auditedRefundContract(
    kind,
    async () => {
      await resetTables(database());
      return { ledger: new SqlOrderLedger(database().db, new ManualClock()), auditLog: new SqlAuditLog(database().db) };
    },
    { canRefuseEntry: true },
  );

  describe('in the database', () => {
    it('writes one fulfilments row for an order fulfilled by 20 callers at once', async () => {
      await resetTables(database());
      const ledger = new SqlOrderLedger(database().db, new ManualClock());
      (await ledger.record(sampleOrder(1)))._unsafeUnwrap();
      (await ledger.attachPayment('order-1', 'pi_1'))._unsafeUnwrap();
      (await ledger.markPaid('order-1', '2026-06-15T12:30:00.000Z'))._unsafeUnwrap();
      const answers = await Promise.all(Array.from({ length: 20 }, () => ledger.markFulfilled('order-1', '2026-06-15T13:00:00.000Z')));
      expect(answers.map((answer) => answer._unsafeUnwrap()).sort()).toEqual([...Array(19).fill('already'), 'now']);
      const rows = await database().db.selectFrom('fulfilments').selectAll().execute();
      expect(rows).toEqual([{ order_id: 'order-1', fulfilled_at: '2026-06-15T13:00:00.000Z' }]);
    });

    it('refuses to attach one payment to two orders', async () => {
      await resetTables(database());
      const ledger = new SqlOrderLedger(database().db, new ManualClock());
      (await ledger.record(sampleOrder(1)))._unsafeUnwrap();
      (await ledger.record(sampleOrder(2)))._unsafeUnwrap();
      (await ledger.attachPayment('order-1', 'pi_1'))._unsafeUnwrap();
      expect((await ledger.attachPayment('order-2', 'pi_1'))._unsafeUnwrapErr().type).toBe('InvalidTransition');
      expect((await ledger.get('order-2'))._unsafeUnwrap().paymentId).toBeNull();
    });
  });
});
