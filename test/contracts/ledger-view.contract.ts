import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type { OfflineMethod } from '../../src/domain/ledger';
import type { Cents } from '../../src/domain/money';
import type { Order } from '../../src/domain/pricing';
import { ANY_LEDGER_ENTRY, type LedgerFilter, type LedgerView } from '../../src/application/ports/ledger-view.port';
import { matchesLedgerFilter, newestFirst, totalsByCategory } from '../../src/application/ports/ledger-view-check';
import type { NewOfflineOrder, OrderLedger, OrderRecord } from '../../src/application/ports/order-ledger.port';
import { sampleOrder } from './order-ledger.contract';

/** What a ledger view suite needs: the ledger over an EMPTY store, the audit entries written, and a way to let go of it. */
export interface LedgerViewHarness {
  readonly ledger: OrderLedger & LedgerView;
  /** The audit log's entries, oldest first (as the store holds them). */
  readonly audit: () => Promise<readonly Pick<AuditEntry, 'actor' | 'action' | 'subject'>[]>;
  readonly dispose?: () => Promise<void>;
}

const TREASURER = 'treasurer@example.org';

/** An offline payment numbered `n`: a cheque received on `receivedOn`, recorded at noon that day (UTC). */
export function sampleOfflineOrder(n: number, overrides: Partial<NewOfflineOrder> = {}): NewOfflineOrder {
  return {
    ...sampleOrder(n, { order: { item: 'dues', membership: 'Annual Membership', year: 2026 }, description: 'Member Dues' }),
    amount: 5_000 as Cents,
    paidAt: '2026-06-15T12:00:00.000Z',
    offline: { method: 'cheque', reference: `10${n}`, receivedOn: '2026-06-14', recordedBy: TREASURER },
    ...overrides,
  };
}

function auditOf(order: NewOfflineOrder): AuditEntry {
  return {
    actor: order.offline.recordedBy,
    at: order.paidAt,
    action: 'recordOfflinePayment',
    subject: { kind: 'order', id: order.id },
    before: null,
    after: { amount: order.amount },
    reason: null,
  };
}

const day = (dayText: string, startsAt: string) => ({ day: dayText, startsAt });
/** June 14 and 15, 2026 in New York: each starts at 04:00 UTC. */
const JUNE_14 = day('2026-06-14', '2026-06-14T04:00:00.000Z');
const JUNE_15 = day('2026-06-15', '2026-06-15T04:00:00.000Z');
/** The last days shown: `startsAt` is when the day after starts. */
const THROUGH_14 = day('2026-06-14', '2026-06-15T04:00:00.000Z');
const THROUGH_15 = day('2026-06-15', '2026-06-16T04:00:00.000Z');

const ORDERS: readonly Order[] = [
  { item: 'membership', membership: 'Annual Membership' },
  { item: 'dues', membership: 'Annual Membership' },
  { item: 'upgrade' },
  { item: 'donation', amount: 2_500 as Cents, donationType: 'Chapter Donation' },
  { item: 'donation', amount: 2_500 as Cents, donationType: 'Community Service Project' },
  { item: 'event-tickets', event: 'spring-banquet-2027', counts: { adult: 1 }, answers: {}, sponsoredNames: '' },
  { item: 'event-tickets', event: 'sponsor-cookout-2024', counts: { students: 1 }, answers: {}, sponsoredNames: '', sponsorship: true },
];

/**
 * The ledger's read side and offline recording: every adapter behaves like this. The filters and
 * totals are checked against `ledger-view-check.ts` (what the filter means) over generated orders.
 */
export function ledgerViewContract(name: string, make: () => Promise<LedgerViewHarness>): void {
  describe(`LedgerView contract: ${name}`, () => {
    let harness: LedgerViewHarness;
    let ledger: OrderLedger & LedgerView;
    beforeEach(async () => {
      harness = await make();
      ledger = harness.ledger;
    });
    afterEach(async () => harness.dispose?.());

    const page = async (filter: Partial<LedgerFilter>, offset = 0, limit = 50) =>
      (await ledger.ledgerPage({ ...ANY_LEDGER_ENTRY, ...filter }, { offset, limit }))._unsafeUnwrap();
    const ids = async (filter: Partial<LedgerFilter>) => (await page(filter)).orders.map((order) => order.id);

    it('records an offline payment as paid, with how, when and by whom, and appends its audit entry', async () => {
      const order = sampleOfflineOrder(1);
      const recorded = (await ledger.recordOffline(order, auditOf(order)))._unsafeUnwrap();
      expect(recorded).toEqual({ ...order, paymentId: null, status: 'paid', note: null, fulfilledAt: null, refundedAt: null });
      expect((await ledger.get('order-1'))._unsafeUnwrap()).toEqual(recorded);
      expect(await harness.audit()).toMatchObject([
        { actor: TREASURER, action: 'recordOfflinePayment', subject: { kind: 'order', id: 'order-1' } },
      ]);
      expect((await ledger.markFulfilled('order-1', '2026-06-15T12:01:00.000Z'))._unsafeUnwrap()).toBe('now');
    });

    it('finds an order by its idempotency key', async () => {
      const order = sampleOfflineOrder(1);
      const recorded = (await ledger.recordOffline(order, auditOf(order)))._unsafeUnwrap();
      expect((await ledger.findByIdempotencyKey(order.idempotencyKey))._unsafeUnwrap()).toEqual(recorded);
      expect((await ledger.findByIdempotencyKey('another'))._unsafeUnwrap()).toBeNull();
    });

    it('answers DuplicateKey with the first order for a reused key, and appends no second audit entry', async () => {
      const first = sampleOfflineOrder(1);
      const recorded = (await ledger.recordOffline(first, auditOf(first)))._unsafeUnwrap();
      const again = sampleOfflineOrder(2, { idempotencyKey: first.idempotencyKey });
      expect((await ledger.recordOffline(again, auditOf(again)))._unsafeUnwrapErr()).toMatchObject({
        type: 'DuplicateKey',
        existing: recorded,
      });
      expect(await harness.audit()).toHaveLength(1);
      expect((await ledger.get('order-2'))._unsafeUnwrapErr().type).toBe('NotFound');
    });

    it("keeps the processor's events about an order, with the first remembering's note, oldest first", async () => {
      const note = (outcome: string, receivedAt: string) => ({ orderId: 'order-1', kind: 'payment-failed', outcome, receivedAt });
      expect((await ledger.rememberEvent('evt_2', note('fulfilled', '2026-06-15T12:05:00.000Z')))._unsafeUnwrap()).toBe('new');
      expect((await ledger.rememberEvent('evt_1', note('failed', '2026-06-15T12:01:00.000Z')))._unsafeUnwrap()).toBe('new');
      expect((await ledger.rememberEvent('evt_1', note('duplicate', '2026-06-15T12:09:00.000Z')))._unsafeUnwrap()).toBe('seen');
      expect((await ledger.rememberEvent('evt_3'))._unsafeUnwrap()).toBe('new');
      expect((await ledger.paymentEventsOf('order-1'))._unsafeUnwrap()).toEqual([
        { eventId: 'evt_1', ...note('failed', '2026-06-15T12:01:00.000Z') },
        { eventId: 'evt_2', ...note('fulfilled', '2026-06-15T12:05:00.000Z') },
      ]);
      expect((await ledger.paymentEventsOf('order-2'))._unsafeUnwrap()).toEqual([]);
    });

    it('pages newest first with the total the filter holds', async () => {
      for (const n of [1, 2, 3, 4, 5]) void (await ledger.record(sampleOrder(n)));
      expect(await page({}, 0, 2)).toMatchObject({ total: 5, orders: [{ id: 'order-5' }, { id: 'order-4' }] });
      expect((await page({}, 4, 2)).orders.map((order) => order.id)).toEqual(['order-1']);
      expect(await page({ status: 'paid' })).toEqual({ orders: [], total: 0 });
    });

    it('filters by method and status', async () => {
      void (await ledger.record(sampleOrder(1)));
      const cash = sampleOfflineOrder(2, { offline: { ...sampleOfflineOrder(2).offline, method: 'cash', reference: '' } });
      const cheque = sampleOfflineOrder(3);
      for (const order of [cash, cheque]) void (await ledger.recordOffline(order, auditOf(order)));
      expect(await ids({ method: 'card' })).toEqual(['order-1']);
      expect(await ids({ method: 'cash' })).toEqual(['order-2']);
      expect(await ids({ status: 'paid' })).toEqual(['order-3', 'order-2']);
      expect(await ids({ status: 'pending' })).toEqual(['order-1']);
    });

    it('filters by a category group and by one category of it', async () => {
      for (const [index, order] of ORDERS.entries()) void (await ledger.record(sampleOrder(index + 1, { order })));
      expect(await ids({ category: { group: 'donation', detail: null } })).toEqual(['order-5', 'order-4']);
      expect(await ids({ category: { group: 'donation', detail: 'Community Service Project' } })).toEqual(['order-5']);
      expect(await ids({ category: { group: 'tickets', detail: 'spring-banquet-2027' } })).toEqual(['order-6']);
      expect(await ids({ category: { group: 'sponsorship', detail: null } })).toEqual(['order-7']);
      expect(await ids({ category: { group: 'dues', detail: null } })).toEqual(['order-2']);
    });

    it("reads an offline payment's day received, and an online one's paid instant (created while unpaid), in the chapter's days", async () => {
      const late = sampleOfflineOrder(1, { paidAt: '2026-06-16T01:00:00.000Z' });
      void (await ledger.recordOffline(late, auditOf(late)));
      // Paid at 23:30 in New York on June 14 (03:30 UTC on the 15th).
      void (await ledger.record(sampleOrder(2, { createdAt: '2026-06-15T03:00:00.000Z' })));
      void (await ledger.markPaid('order-2', '2026-06-15T03:30:00.000Z'));
      // Unpaid, created at 00:30 in New York on June 15.
      void (await ledger.record(sampleOrder(3, { createdAt: '2026-06-15T04:30:00.000Z' })));
      expect(await ids({ from: JUNE_14, to: THROUGH_14 })).toEqual(['order-1', 'order-2']);
      expect(await ids({ from: JUNE_15, to: THROUGH_15 })).toEqual(['order-3']);
      expect(await ids({ to: THROUGH_14 })).toEqual(['order-1', 'order-2']);
      expect(await ids({ from: JUNE_15 })).toEqual(['order-3']);
    });

    it('totals by category: the money held, the money refunded, and how many orders', async () => {
      const donation = (n: number, amount: number) =>
        sampleOrder(n, { order: { item: 'donation', amount: amount as Cents, donationType: 'Chapter Donation' }, amount: amount as Cents });
      for (const order of [donation(1, 1_000), donation(2, 2_000), donation(3, 4_000)]) void (await ledger.record(order));
      void (await ledger.markPaid('order-1', '2026-06-15T12:30:00.000Z'));
      void (await ledger.markPaid('order-2', '2026-06-15T12:30:00.000Z'));
      void (await ledger.markRefunded('order-2', '2026-06-15T13:00:00.000Z', 'asked'));
      const dues = sampleOfflineOrder(4);
      void (await ledger.recordOffline(dues, auditOf(dues)));
      expect((await ledger.ledgerTotals(ANY_LEDGER_ENTRY))._unsafeUnwrap()).toEqual([
        { category: { group: 'dues', detail: '' }, count: 1, received: 5_000, refunded: 0 },
        { category: { group: 'donation', detail: 'Chapter Donation' }, count: 3, received: 1_000, refunded: 2_000 },
      ]);
      expect((await ledger.ledgerTotals({ ...ANY_LEDGER_ENTRY, method: 'cash' }))._unsafeUnwrap()).toEqual([]);
    });

    it('holds exactly the orders the filter means, newest first, with their totals', async () => {
      const methods: readonly ('card' | OfflineMethod)[] = ['card', 'cash', 'cheque', 'bank-transfer', 'other'];
      const entry = fc.record({
        order: fc.constantFrom(...ORDERS),
        method: fc.constantFrom(...methods),
        hour: fc.integer({ min: 0, max: 71 }),
        step: fc.constantFrom('none', 'pay', 'refund', 'fail'),
        amount: fc.integer({ min: 1, max: 100_000 }),
      });
      const filter = fc.record({
        from: fc.constantFrom(null, JUNE_14, JUNE_15),
        to: fc.constantFrom(null, THROUGH_14, THROUGH_15),
        category: fc.constantFrom(
          null,
          { group: 'donation' as const, detail: null },
          { group: 'tickets' as const, detail: 'spring-banquet-2027' },
        ),
        method: fc.constantFrom(null, ...methods),
        status: fc.constantFrom(null, 'pending' as const, 'paid' as const, 'refunded' as const),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(entry, { maxLength: 12 }), filter, async (entries, chosen) => {
          const own = await make();
          const at = (hour: number) => new Date(Date.UTC(2026, 5, 14, hour)).toISOString();
          for (const [index, e] of entries.entries()) {
            const base = sampleOrder(index + 1, { order: e.order, amount: e.amount as Cents, createdAt: at(e.hour) });
            if (e.method === 'card') {
              void (await own.ledger.record(base));
              if (e.step === 'pay' || e.step === 'refund') void (await own.ledger.markPaid(base.id, at(e.hour + 1)));
              if (e.step === 'fail') void (await own.ledger.markFailed(base.id, 'declined'));
            } else {
              const offline = {
                ...base,
                paidAt: at(e.hour),
                offline: { method: e.method, reference: '', receivedOn: at(e.hour).slice(0, 10), recordedBy: TREASURER },
              };
              void (await own.ledger.recordOffline(offline, auditOf(offline)));
            }
            if (e.step === 'refund') void (await own.ledger.markRefunded(base.id, at(e.hour + 2), 'asked'));
          }
          const all = (await own.ledger.ledgerPage(ANY_LEDGER_ENTRY, { offset: 0, limit: 100 }))._unsafeUnwrap().orders;
          const expected: OrderRecord[] = all.filter((order) => matchesLedgerFilter(order, chosen)).sort(newestFirst);
          const got = (await own.ledger.ledgerPage(chosen, { offset: 0, limit: 100 }))._unsafeUnwrap();
          expect(got.orders.map((order) => order.id)).toEqual(expected.map((order) => order.id));
          expect(got.total).toBe(expected.length);
          expect((await own.ledger.ledgerTotals(chosen))._unsafeUnwrap()).toEqual(totalsByCategory(expected));
          await own.dispose?.();
        }),
        { numRuns: 25 },
      );
    });
  });
}
