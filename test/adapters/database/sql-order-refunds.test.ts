import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SqlMemberRepository } from '../../../src/adapters/database/sql-member-repository';
import { SqlOrderLedger } from '../../../src/adapters/database/sql-order-ledger';
import { sampleMember } from '../../contracts/member-repository.contract';
import { orderRefundsContract, refundAudit, sampleRefund } from '../../contracts/order-refunds.contract';
import { sampleOrder } from '../../contracts/order-ledger.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlOrderLedger as the refunds', (kind, database) => {
  const audit = async () =>
    (await database().db.selectFrom('audit_log').selectAll().orderBy('seq').execute()).map((row) => ({
      actor: row.actor,
      action: row.action,
      subject: { kind: row.subject_kind, id: row.subject_id },
    }));

  orderRefundsContract(kind, async () => {
    await resetTables(database());
    return {
      ledger: new SqlOrderLedger(database().db, new ManualClock()),
      audit,
      members: new SqlMemberRepository(database().db, new ManualClock()),
    };
  });

  describe('in the database', () => {
    it("writes neither the refund, the order change nor the member's dues reversal when the audit entry cannot be written", async () => {
      await resetTables(database());
      const ledger = new SqlOrderLedger(database().db, new ManualClock());
      (await ledger.record(sampleOrder(1)))._unsafeUnwrap();
      (await ledger.attachPayment('order-1', 'pi_1'))._unsafeUnwrap();
      (await ledger.markPaid('order-1', '2026-06-15T12:00:00.000Z'))._unsafeUnwrap();
      const members = new SqlMemberRepository(database().db, new ManualClock());
      const member = (await members.create(sampleMember(1, { duesPayYear: '2026' })))._unsafeUnwrap();
      const refund = sampleRefund(1, 5_000);
      const reversal = { memberId: member.id, year: 2026 };
      const answer = await ledger.recordRefund(refund, 'Refunded', { ...refundAudit(refund), actor: null } as never, reversal);
      expect(answer.isErr()).toBe(true);
      expect((await ledger.refundsOf('order-1'))._unsafeUnwrap()).toEqual([]);
      expect((await ledger.get('order-1'))._unsafeUnwrap().status).toBe('paid');
      expect((await members.get(member.id))._unsafeUnwrap().duesPayYear).toBe('2026');
      expect(await audit()).toEqual([]);
    });
  });
});
