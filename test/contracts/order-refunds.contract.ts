import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANY_LEDGER_ENTRY, type LedgerView } from '../../src/application/ports/ledger-view.port';
import type { OrderLedger } from '../../src/application/ports/order-ledger.port';
import type { OrderRefunds } from '../../src/application/ports/order-refunds.port';
import type { AuditEntry } from '../../src/domain/audit';
import type { Cents } from '../../src/domain/money';
import type { RecordedRefund } from '../../src/domain/refunds';
import type { MemberRepository } from '../../src/application/ports/member-repository.port';
import { sampleMember } from './member-repository.contract';
import { sampleOrder } from './order-ledger.contract';

export interface OrderRefundsHarness {
  readonly ledger: OrderLedger & LedgerView & OrderRefunds;
  /** The audit entries written, oldest first (actor, action and subject are enough). */
  readonly audit: () => Promise<readonly Pick<AuditEntry, 'actor' | 'action' | 'subject'>[]>;
  /** The member records the ledger's store holds (its dues reversals change them). */
  readonly members: MemberRepository;
  readonly dispose?: () => Promise<void>;
}

const AT = '2026-06-15T12:00:00.000Z';

export const sampleRefund = (n: number, amount: number, overrides: Partial<RecordedRefund> = {}): RecordedRefund => ({
  id: `re_${n}`,
  orderId: 'order-1',
  amount: amount as Cents,
  reason: 'Could not come.',
  refundedBy: 'treasurer@example.org',
  refundedAt: `2026-06-16T1${n}:00:00.000Z`,
  undo: false,
  ...overrides,
});

export const refundAudit = (refund: RecordedRefund): AuditEntry => ({
  actor: refund.refundedBy,
  at: refund.refundedAt,
  action: 'refundPayment',
  subject: { kind: 'order', id: refund.orderId },
  before: null,
  after: { refund: refund.id, amount: refund.amount },
  reason: refund.reason,
});

/** The officers' refunds as every order ledger keeps them (order-refunds.port.ts). */
export function orderRefundsContract(name: string, make: () => Promise<OrderRefundsHarness>): void {
  describe(`OrderRefunds contract: ${name}`, () => {
    let harness: OrderRefundsHarness;
    let ledger: OrderRefundsHarness['ledger'];
    beforeEach(async () => {
      harness = await make();
      ledger = harness.ledger;
      // A $50 order paid online and fulfilled.
      (await ledger.record(sampleOrder(1)))._unsafeUnwrap();
      (await ledger.attachPayment('order-1', 'pi_1'))._unsafeUnwrap();
      (await ledger.markPaid('order-1', AT))._unsafeUnwrap();
      (await ledger.markFulfilled('order-1', AT))._unsafeUnwrap();
    });
    afterEach(async () => harness.dispose?.());

    it('records a part refund: kept with who, when and why, the order still fulfilled, the totals counting it', async () => {
      const refund = sampleRefund(1, 2_000, { undo: true });
      const recorded = (await ledger.recordRefund(refund, 'Refunded: Could not come.', refundAudit(refund)))._unsafeUnwrap();
      expect(recorded).toMatchObject({ fresh: true, refunds: [refund], order: { status: 'fulfilled', refundedAt: null } });
      expect((await ledger.refundsOf('order-1'))._unsafeUnwrap()).toEqual([refund]);
      expect((await ledger.refundsOf('order-2'))._unsafeUnwrap()).toEqual([]);
      expect((await ledger.ledgerTotals(ANY_LEDGER_ENTRY))._unsafeUnwrap()).toEqual([
        { category: { group: 'tickets', detail: 'cookout-2024' }, count: 1, received: 5_000, refunded: 2_000 },
      ]);
      expect(await harness.audit()).toEqual([
        expect.objectContaining({ actor: 'treasurer@example.org', action: 'refundPayment', subject: { kind: 'order', id: 'order-1' } }),
      ]);
    });

    it('marks the order refunded, with when and why, once its refunds cover its amount', async () => {
      const first = sampleRefund(1, 2_000);
      const rest = sampleRefund(2, 3_000);
      (await ledger.recordRefund(first, 'Refunded: first', refundAudit(first)))._unsafeUnwrap();
      const recorded = (await ledger.recordRefund(rest, 'Refunded: the rest', refundAudit(rest)))._unsafeUnwrap();
      expect(recorded.order).toMatchObject({ status: 'refunded', refundedAt: rest.refundedAt, note: 'Refunded: the rest' });
      expect(recorded.refunds).toEqual([first, rest]);
      expect((await ledger.ledgerTotals(ANY_LEDGER_ENTRY))._unsafeUnwrap()[0]).toMatchObject({ received: 0, refunded: 5_000 });
      expect(await harness.audit()).toHaveLength(2);
    });

    it('records a refund once: the same processor id again writes nothing and answers fresh: false', async () => {
      const refund = sampleRefund(1, 2_000);
      (await ledger.recordRefund(refund, 'Refunded', refundAudit(refund)))._unsafeUnwrap();
      const again = (await ledger.recordRefund({ ...refund, reason: 'again' }, 'Refunded', refundAudit(refund)))._unsafeUnwrap();
      expect(again).toMatchObject({ fresh: false, refunds: [refund], order: { status: 'fulfilled' } });
      expect((await ledger.ledgerTotals(ANY_LEDGER_ENTRY))._unsafeUnwrap()[0]?.refunded).toBe(2_000);
      expect(await harness.audit()).toHaveLength(1);
    });

    it("sets a member's dues year back with the refund when it is still the refunded year, once", async () => {
      const members = harness.members;
      const member = (await members.create(sampleMember(1, { duesPayYear: '2026' })))._unsafeUnwrap();
      const other = (await members.create(sampleMember(2, { duesPayYear: '2027' })))._unsafeUnwrap();
      const refund = sampleRefund(1, 1_000, { undo: true });
      const recorded = await ledger.recordRefund(refund, 'Refunded', refundAudit(refund), { memberId: member.id, year: 2026 });
      expect(recorded._unsafeUnwrap()).toMatchObject({ fresh: true, duesReverted: true });
      expect((await members.get(member.id))._unsafeUnwrap().duesPayYear).toBe('2025');
      (await members.update(member.id, { duesPayYear: '2026' }))._unsafeUnwrap();
      const again = await ledger.recordRefund(refund, 'Refunded', refundAudit(refund), { memberId: member.id, year: 2026 });
      expect(again._unsafeUnwrap()).toMatchObject({ fresh: false, duesReverted: false });
      expect((await members.get(member.id))._unsafeUnwrap().duesPayYear).toBe('2026');
      const later = sampleRefund(2, 1_000, { undo: true });
      const moved = await ledger.recordRefund(later, 'Refunded', refundAudit(later), { memberId: other.id, year: 2026 });
      expect(moved._unsafeUnwrap()).toMatchObject({ fresh: true, duesReverted: false });
      expect((await members.get(other.id))._unsafeUnwrap().duesPayYear).toBe('2027');
    });

    it('answers NotFound for an order it does not hold', async () => {
      const refund = sampleRefund(1, 2_000, { orderId: 'nope' });
      expect((await ledger.recordRefund(refund, 'Refunded', refundAudit(refund)))._unsafeUnwrapErr().type).toBe('NotFound');
      expect(await harness.audit()).toEqual([]);
    });
  });
}
