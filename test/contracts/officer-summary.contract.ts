import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberRepository } from '../../src/application/ports/member-repository.port';
import type { OfficerSummaryView } from '../../src/application/ports/officer-summary.port';
import type { OrderLedger } from '../../src/application/ports/order-ledger.port';
import { lastMonths } from '../../src/application/server/officer-summary/summary-months';
import type { ManualClock } from '../../src/adapters/in-memory/manual-clock';
import type { Cents } from '../../src/domain/money';
import { sampleOfflineOrder } from './ledger-view.contract';
import { sampleMember } from './member-repository.contract';
import { sampleOrder } from './order-ledger.contract';

/** The summary over an EMPTY store, with the ports that fill it and the clock the members' records are stamped by. */
export interface OfficerSummaryHarness {
  readonly summary: OfficerSummaryView;
  readonly members: MemberRepository;
  readonly ledger: OrderLedger;
  readonly clock: ManualClock;
}

const NEW_YORK = 'America/New_York';
/** May, June and July 2026 in New York. */
const MONTHS = lastMonths(Date.parse('2026-07-10T12:00:00Z'), NEW_YORK, 3);

/** The console home's monthly figures: every adapter counts the same members and money in the same months. */
export function officerSummaryContract(name: string, make: () => Promise<OfficerSummaryHarness>): void {
  describe(`OfficerSummaryView contract: ${name}`, () => {
    let harness: OfficerSummaryHarness;
    beforeEach(async () => {
      harness = await make();
    });

    const joinAt = async (n: number, at: string) => {
      harness.clock.set(at);
      (await harness.members.create(sampleMember(n)))._unsafeUnwrap();
    };

    it('answers every month asked, in order, with zero where nothing happened', async () => {
      expect((await harness.summary.newMembersByMonth(MONTHS))._unsafeUnwrap()).toEqual([
        { month: '2026-05', count: 0 },
        { month: '2026-06', count: 0 },
        { month: '2026-07', count: 0 },
      ]);
      expect((await harness.summary.incomeByMonth(MONTHS))._unsafeUnwrap().map((m) => m.received)).toEqual([0, 0, 0]);
      expect((await harness.summary.incomeByMonth([]))._unsafeUnwrap()).toEqual([]);
    });

    it("counts new members in the chapter's months: 9 pm on June 30 in New York is June, though July in UTC", async () => {
      await joinAt(1, '2026-05-31T12:00:00.000Z');
      await joinAt(2, '2026-07-01T01:00:00.000Z');
      await joinAt(3, '2026-06-15T12:00:00.000Z');
      await joinAt(4, '2026-07-01T04:00:00.000Z');
      await joinAt(5, '2026-05-01T04:00:00.000Z');
      await joinAt(6, '2026-05-01T03:59:00.000Z');
      expect((await harness.summary.newMembersByMonth(MONTHS))._unsafeUnwrap()).toEqual([
        { month: '2026-05', count: 2 },
        { month: '2026-06', count: 2 },
        { month: '2026-07', count: 1 },
      ]);
    });

    it('sums the money held by the day an order counts on (received offline, paid online), leaving out unpaid and refunded orders', async () => {
      const { ledger } = harness;
      const paid = async (n: number, amount: number, paidAt: string) => {
        (await ledger.record(sampleOrder(n, { amount: amount as Cents, createdAt: paidAt })))._unsafeUnwrap();
        (await ledger.markPaid(`order-${n}`, paidAt))._unsafeUnwrap();
      };
      await paid(1, 2_500, '2026-07-01T02:00:00.000Z');
      await paid(2, 10_000, '2026-07-02T12:00:00.000Z');
      (await ledger.record(sampleOrder(3, { amount: 700 as Cents, createdAt: '2026-06-10T12:00:00.000Z' })))._unsafeUnwrap();
      await paid(4, 4_000, '2026-05-03T12:00:00.000Z');
      (await ledger.markRefunded('order-4', '2026-05-04T12:00:00.000Z', 'Asked back'))._unsafeUnwrap();
      const cheque = sampleOfflineOrder(5, { paidAt: '2026-07-01T14:00:00.000Z' });
      (
        await ledger.recordOffline({ ...cheque, offline: { ...cheque.offline, receivedOn: '2026-05-31' } }, audit(cheque.id))
      )._unsafeUnwrap();
      expect((await harness.summary.incomeByMonth(MONTHS))._unsafeUnwrap()).toEqual([
        { month: '2026-05', received: 5_000 },
        { month: '2026-06', received: 2_500 },
        { month: '2026-07', received: 10_000 },
      ]);
    });
  });
}

function audit(orderId: string) {
  return {
    actor: 'treasurer@example.org',
    at: '2026-07-01T14:00:00.000Z',
    action: 'recordOfflinePayment',
    subject: { kind: 'order', id: orderId },
    before: null,
    after: null,
    reason: null,
  } as const;
}
