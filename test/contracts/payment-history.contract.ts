import { beforeEach, describe, expect, it } from 'vitest';
import type { LedgerView } from '../../src/application/ports/ledger-view.port';
import type { NewOrder, OrderLedger } from '../../src/application/ports/order-ledger.port';
import type { PaymentHistory } from '../../src/application/ports/payment-history.port';
import type { Cents } from '../../src/domain/money';
import { sampleOrder } from './order-ledger.contract';

/** The history over a ledger it reads (empty at first). */
export interface PaymentHistoryWorld {
  readonly history: PaymentHistory;
  readonly ledger: OrderLedger & LedgerView;
}

const order = (id: string, email: string, overrides: Partial<NewOrder> = {}): NewOrder =>
  sampleOrder(0, {
    id,
    idempotencyKey: `key-${id}`,
    contact: { firstName: 'Ada', lastName: 'Lovelace', email },
    amount: 2_500 as Cents,
    ...overrides,
  });

async function paid(world: PaymentHistoryWorld, made: NewOrder, at: string): Promise<void> {
  (await world.ledger.record(made))._unsafeUnwrap();
  (await world.ledger.attachPayment(made.id, `pi_${made.id}`))._unsafeUnwrap();
  (await world.ledger.markPaid(made.id, at))._unsafeUnwrap();
}

/** A person's payments (issue 20): paid by their address (any case) or for their member record, ever paid, newest first. */
export function paymentHistoryContract(kind: string, make: () => Promise<PaymentHistoryWorld>): void {
  describe(`PaymentHistory contract (${kind})`, () => {
    let world: PaymentHistoryWorld;
    beforeEach(async () => {
      world = await make();
    });

    it('lists the orders paid by the address or for the member, newest payment first, and nobody else’s', async () => {
      await paid(world, order('mine-old', 'ada@example.org'), '2026-01-10T15:00:00.000Z');
      await paid(world, order('mine-case', 'ADA@Example.org'), '2026-03-10T15:00:00.000Z');
      await paid(world, order('for-member', 'someone-else@example.org', { memberId: '100001' }), '2026-02-10T15:00:00.000Z');
      await paid(world, order('theirs', 'grace@example.org', { memberId: '100002' }), '2026-02-11T15:00:00.000Z');
      (await world.ledger.record(order('unpaid', 'ada@example.org')))._unsafeUnwrap();
      (await world.ledger.record(order('failed', 'ada@example.org')))._unsafeUnwrap();
      (await world.ledger.markFailed('failed', 'Card declined'))._unsafeUnwrap();
      const mine = (await world.history.paymentsOf({ email: 'Ada@example.org', memberId: '100001' }))._unsafeUnwrap();
      expect(mine.map((o) => o.id)).toEqual(['mine-case', 'for-member', 'mine-old']);
      const byAddress = (await world.history.paymentsOf({ email: 'ada@example.org', memberId: null }))._unsafeUnwrap();
      expect(byAddress.map((o) => o.id)).toEqual(['mine-case', 'mine-old']);
    });

    it('keeps a fulfilled and a refunded payment, with their status', async () => {
      await paid(world, order('fulfilled', 'ada@example.org'), '2026-01-10T15:00:00.000Z');
      (await world.ledger.markFulfilled('fulfilled', '2026-01-10T15:00:01.000Z'))._unsafeUnwrap();
      await paid(world, order('refunded', 'ada@example.org'), '2026-01-11T15:00:00.000Z');
      (await world.ledger.markRefunded('refunded', '2026-01-12T15:00:00.000Z', 'Event cancelled'))._unsafeUnwrap();
      const mine = (await world.history.paymentsOf({ email: 'ada@example.org', memberId: null }))._unsafeUnwrap();
      expect(mine.map((o) => [o.id, o.status])).toEqual([
        ['refunded', 'refunded'],
        ['fulfilled', 'fulfilled'],
      ]);
    });
  });
}
