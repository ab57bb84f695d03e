import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GivingLedger, KeptOrder } from '../../src/application/ports/giving-ledger.port';
import type { NewOrder, OrderLedger } from '../../src/application/ports/order-ledger.port';
import type { OrderRefunds } from '../../src/application/ports/order-refunds.port';
import type { Cents } from '../../src/domain/money';
import type { Order } from '../../src/domain/pricing';
import { sampleOrder } from './order-ledger.contract';
import { refundAudit, sampleRefund } from './order-refunds.contract';

type GivingHarnessLedger = OrderLedger & OrderRefunds & GivingLedger;

export interface GivingLedgerHarness {
  readonly ledger: GivingHarnessLedger;
  readonly dispose?: () => Promise<void>;
}

const donation = (amount: number): Order => ({ item: 'donation', amount: amount as Cents, donationType: 'Chapter Donation' });
const BANQUET: Order = { item: 'event-tickets', event: 'spring-banquet-2027', counts: { adults: 1 }, answers: {}, sponsoredNames: '' };

function order(id: string, what: Order, amount: number, email: string): NewOrder {
  return sampleOrder(0, {
    id,
    idempotencyKey: `key-${id}`,
    order: what,
    amount: amount as Cents,
    contact: { firstName: 'Ada', lastName: 'Lovelace', email },
  });
}

async function paid(ledger: GivingHarnessLedger, made: NewOrder, at: string): Promise<void> {
  (await ledger.record({ ...made, createdAt: at }))._unsafeUnwrap();
  (await ledger.attachPayment(made.id, `pi_${made.id}`))._unsafeUnwrap();
  (await ledger.markPaid(made.id, at))._unsafeUnwrap();
}

/**
 * Fiscal year 2026 in New York (1 July 2025, 04:00 UTC, to 30 June 2026): Ada gives as a member
 * and as a guest under the same address in another case; one gift before the year, one after.
 */
async function recordYear(ledger: GivingHarnessLedger): Promise<void> {
  await paid(ledger, order('june-30', donation(1_000), 1_000, 'ada@example.org'), '2025-07-01T03:59:59.000Z');
  await paid(ledger, order('july-1', donation(5_000), 5_000, 'ada@example.org'), '2025-07-01T04:00:00.000Z');
  await paid(ledger, order('banquet', BANQUET, 3_800, 'Ada@Example.org'), '2026-03-01T18:00:00.000Z');
  await paid(
    ledger,
    order('dues', { item: 'dues', membership: 'Annual Membership' }, 2_500, 'ada@example.org'),
    '2026-01-10T15:00:00.000Z',
  );
  await paid(ledger, order('part-refunded', donation(4_000), 4_000, 'ada@example.org'), '2026-02-01T15:00:00.000Z');
  const part = sampleRefund(1, 1_500, { orderId: 'part-refunded', refundedAt: '2026-02-02T15:00:00.000Z' });
  (await ledger.recordRefund(part, 'Refunded in part', refundAudit(part)))._unsafeUnwrap();
  await paid(ledger, order('cancelled', donation(2_000), 2_000, 'grace@example.org'), '2026-02-03T15:00:00.000Z');
  (await ledger.markRefunded('cancelled', '2026-02-04T15:00:00.000Z', 'Cancelled'))._unsafeUnwrap();
  const cheque = order('cheque', donation(7_500), 7_500, 'grace@example.org');
  const offline = { method: 'cheque', reference: '1042', receivedOn: '2026-06-30', recordedBy: 'treasurer@example.org' } as const;
  const recordedAt = '2026-07-01T12:00:00.000Z';
  (
    await ledger.recordOffline(
      { ...cheque, createdAt: recordedAt, paidAt: recordedAt, offline },
      { ...refundAudit(part), action: 'recordOfflinePayment' },
    )
  )._unsafeUnwrap();
  await paid(ledger, order('next-year', donation(9_900), 9_900, 'ada@example.org'), '2026-07-01T04:00:00.000Z');
  (await ledger.record(order('unpaid', donation(100), 100, 'ada@example.org')))._unsafeUnwrap();
}

const day = (text: string, startsAt: string) => ({ day: text, startsAt });
const FISCAL_2026 = { from: day('2025-07-01', '2025-07-01T04:00:00.000Z'), to: day('2026-06-30', '2026-07-01T04:00:00.000Z') };

const summary = (orders: readonly KeptOrder[]) => orders.map(({ record, kept }) => [record.id, kept]);

/** The giving statements' reads as every order ledger answers them (giving-ledger.port.ts). */
export function givingLedgerContract(name: string, make: () => Promise<GivingLedgerHarness>): void {
  describe(`GivingLedger contract: ${name}`, () => {
    let harness: GivingLedgerHarness;
    let ledger: GivingHarnessLedger;
    beforeEach(async () => {
      harness = await make();
      ledger = harness.ledger;
    });
    afterEach(async () => harness.dispose?.());

    it('answers nothing for a year with no orders', async () => {
      expect((await ledger.paidOrdersWithin(FISCAL_2026))._unsafeUnwrap()).toEqual([]);
    });

    it('reads the paid orders that may hold a gift within the period, each with the cents kept after refunds', async () => {
      await recordYear(ledger);
      const within = (await ledger.paidOrdersWithin(FISCAL_2026))._unsafeUnwrap();
      expect(summary(within).sort()).toEqual(
        [
          ['july-1', 5_000],
          ['banquet', 3_800],
          ['part-refunded', 2_500],
          ['cancelled', 0],
          ['cheque', 7_500],
        ].sort(),
      );
      const banquet = within.find(({ record }) => record.id === 'banquet');
      expect(banquet?.record.order).toEqual(BANQUET);
      expect(banquet?.record.contact.email).toBe('Ada@Example.org');
    });

    it('reads a donor’s paid orders of every year by their e-mail in any case, and no one else’s', async () => {
      await recordYear(ledger);
      const own = (await ledger.paidOrdersOf(' ADA@example.ORG '))._unsafeUnwrap();
      expect(summary(own).sort()).toEqual(
        [
          ['june-30', 1_000],
          ['july-1', 5_000],
          ['banquet', 3_800],
          ['part-refunded', 2_500],
          ['next-year', 9_900],
        ].sort(),
      );
      expect((await ledger.paidOrdersOf('nobody@example.org'))._unsafeUnwrap()).toEqual([]);
    });
  });
}
