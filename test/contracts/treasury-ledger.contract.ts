import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LedgerView } from '../../src/application/ports/ledger-view.port';
import type { NewOrder, OrderLedger } from '../../src/application/ports/order-ledger.port';
import type { OrderRefunds } from '../../src/application/ports/order-refunds.port';
import type { TreasuryLedger } from '../../src/application/ports/treasury-figures.port';
import type { Cents } from '../../src/domain/money';
import type { Order } from '../../src/domain/pricing';
import { refundAudit, sampleRefund } from './order-refunds.contract';
import { sampleOrder } from './order-ledger.contract';

export type TreasuryHarnessLedger = OrderLedger & LedgerView & OrderRefunds & TreasuryLedger;

export interface TreasuryLedgerHarness {
  readonly ledger: TreasuryHarnessLedger;
  readonly dispose?: () => Promise<void>;
}

const GALA: Order = { item: 'event-tickets', event: 'gala', counts: { adult: 1 }, answers: {}, sponsoredNames: '' };
const DUES: Order = { item: 'dues', membership: 'Annual Membership' };

function order(id: string, what: Order, amount: number, overrides: Partial<NewOrder> = {}): NewOrder {
  return { ...sampleOrder(0, { id, idempotencyKey: `key-${id}`, order: what, amount: amount as Cents }), ...overrides };
}

async function paid(ledger: TreasuryHarnessLedger, made: NewOrder, at: string): Promise<void> {
  (await ledger.record({ ...made, createdAt: at }))._unsafeUnwrap();
  (await ledger.attachPayment(made.id, `pi_${made.id}`))._unsafeUnwrap();
  (await ledger.markPaid(made.id, at))._unsafeUnwrap();
}

/**
 * The first quarter of 2026 in New York (January 1 starts at 05:00 UTC, April 1 at 04:00 UTC), one
 * order each way an order can fall in or out of it:
 * - `dues-dec31`: $25 dues paid at 23:59 on December 31 in New York (04:59:59 UTC): last year;
 * - `dues-jan1`: $25 dues paid at midnight on January 1 in New York: this quarter;
 * - `gala-feb`: a $40 gala ticket paid on February 10, $15 of it refunded on February 11 (a part refund);
 * - `cheque-mar31`: a $100 Chapter Donation by cheque received March 31 (recorded the next day in UTC): this quarter;
 * - `membership-dec`: a $50 membership paid in December, refunded in full on March 1: the refund counts, the income not;
 * - `gala-mar31`: a $40 gala ticket paid at 23:30 on March 31 in New York, the order cancelled by the chair at
 *   midnight April 1 in New York (no refund row): the income counts, the refund falls in April;
 * - `pending-upgrade`, `failed-gala`: never paid, counted nowhere.
 */
export async function recordQuarter(ledger: TreasuryHarnessLedger): Promise<void> {
  await paid(ledger, order('dues-dec31', DUES, 2_500), '2026-01-01T04:59:59.999Z');
  await paid(ledger, order('dues-jan1', DUES, 2_500), '2026-01-01T05:00:00.000Z');
  await paid(ledger, order('gala-feb', GALA, 4_000), '2026-02-10T15:00:00.000Z');
  const part = sampleRefund(1, 1_500, { orderId: 'gala-feb', refundedAt: '2026-02-11T15:00:00.000Z' });
  (await ledger.recordRefund(part, 'Refunded in part', refundAudit(part)))._unsafeUnwrap();
  const cheque = order('cheque-mar31', { item: 'donation', amount: 10_000 as Cents, donationType: 'Chapter Donation' }, 10_000);
  const offline = { method: 'cheque', reference: '1042', receivedOn: '2026-03-31', recordedBy: 'treasurer@example.org' } as const;
  const recordedAt = '2026-04-01T02:00:00.000Z';
  (
    await ledger.recordOffline(
      { ...cheque, createdAt: recordedAt, paidAt: recordedAt, offline },
      { ...refundAudit(part), action: 'recordOfflinePayment' },
    )
  )._unsafeUnwrap();
  await paid(ledger, order('membership-dec', { item: 'membership', membership: 'Annual Membership' }, 5_000), '2025-12-15T15:00:00.000Z');
  const whole = sampleRefund(2, 5_000, { orderId: 'membership-dec', refundedAt: '2026-03-01T15:00:00.000Z' });
  (await ledger.recordRefund(whole, 'Refunded', refundAudit(whole)))._unsafeUnwrap();
  await paid(ledger, order('gala-mar31', GALA, 4_000), '2026-04-01T03:30:00.000Z');
  (await ledger.markRefunded('gala-mar31', '2026-04-01T04:00:00.000Z', 'Event cancelled'))._unsafeUnwrap();
  (await ledger.record(order('pending-upgrade', { item: 'upgrade' }, 50_000)))._unsafeUnwrap();
  (await ledger.record(order('failed-gala', GALA, 4_000)))._unsafeUnwrap();
  (await ledger.markFailed('failed-gala', 'Card declined'))._unsafeUnwrap();
}

const day = (text: string, startsAt: string) => ({ day: text, startsAt });
/** 2026-01-01 to 2026-03-31 in New York. */
const FIRST_QUARTER = { from: day('2026-01-01', '2026-01-01T05:00:00.000Z'), to: day('2026-03-31', '2026-04-01T04:00:00.000Z') };
/** April 2026 in New York. */
const APRIL = { from: day('2026-04-01', '2026-04-01T04:00:00.000Z'), to: day('2026-04-30', '2026-05-01T04:00:00.000Z') };

const gala = { group: 'tickets', detail: 'gala' } as const;

/** The quarter's figures, summed by hand from `recordQuarter`. */
const FIRST_QUARTER_FIGURES = {
  income: [
    { category: { group: 'dues', detail: '' }, method: 'card', count: 1, amount: 2_500 },
    { category: { group: 'donation', detail: 'Chapter Donation' }, method: 'cheque', count: 1, amount: 10_000 },
    { category: gala, method: 'card', count: 2, amount: 8_000 },
  ],
  refunds: [
    { category: { group: 'membership', detail: '' }, method: 'card', count: 1, amount: 5_000 },
    { category: gala, method: 'card', count: 1, amount: 1_500 },
  ],
};

/** The treasury report's figures as every order ledger answers them (treasury-figures.port.ts). */
export function treasuryLedgerContract(name: string, make: () => Promise<TreasuryLedgerHarness>): void {
  describe(`TreasuryLedger contract: ${name}`, () => {
    let harness: TreasuryLedgerHarness;
    let ledger: TreasuryHarnessLedger;
    beforeEach(async () => {
      harness = await make();
      ledger = harness.ledger;
    });
    afterEach(async () => harness.dispose?.());

    it('answers no figures for a period with nothing in it', async () => {
      expect((await ledger.treasuryFigures(FIRST_QUARTER))._unsafeUnwrap()).toEqual({ income: [], refunds: [] });
    });

    it('counts income on the day it was paid (an offline payment on its day received) and refunds on the day they were made', async () => {
      await recordQuarter(ledger);
      expect((await ledger.treasuryFigures(FIRST_QUARTER))._unsafeUnwrap()).toEqual(FIRST_QUARTER_FIGURES);
    });

    it('counts an order cancelled without a refund row for its whole amount on the day it was marked refunded', async () => {
      await recordQuarter(ledger);
      expect((await ledger.treasuryFigures(APRIL))._unsafeUnwrap()).toEqual({
        income: [],
        refunds: [{ category: gala, method: 'card', count: 1, amount: 4_000 }],
      });
    });

    it('counts a payment at midnight New York time in the day it starts, not the one before', async () => {
      await recordQuarter(ledger);
      const lastDay = { from: day('2025-12-31', '2025-12-31T05:00:00.000Z'), to: day('2025-12-31', '2026-01-01T05:00:00.000Z') };
      expect((await ledger.treasuryFigures(lastDay))._unsafeUnwrap().income).toEqual([
        { category: { group: 'dues', detail: '' }, method: 'card', count: 1, amount: 2_500 },
      ]);
    });
  });
}
