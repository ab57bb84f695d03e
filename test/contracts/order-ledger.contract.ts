import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cents } from '../../src/domain/money';
import { PAYMENT_OF_ANOTHER_ORDER, type NewOrder, type OrderLedger, type OrderStatus } from '../../src/application/ports/order-ledger.port';

/** What an order ledger suite needs: the port over an EMPTY store, and a way to let go of it. */
export interface OrderLedgerHarness {
  readonly ledger: OrderLedger;
  readonly dispose?: () => Promise<void>;
}

/** An order numbered `n`: id and idempotency key unique by `n`. */
export function sampleOrder(n: number, overrides: Partial<NewOrder> = {}): NewOrder {
  return {
    id: `order-${n}`,
    order: { item: 'cookout-2024', tickets: 2 },
    amount: 5_000 as Cents,
    currency: 'usd',
    description: 'Cookout 2024 Tickets: 2',
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: `buyer${n}@example.org` },
    application: null,
    memberId: null,
    idempotencyKey: `key-${n}`,
    createdAt: `2026-06-15T12:00:${String(n % 60).padStart(2, '0')}.000Z`,
    ...overrides,
  };
}

const AT = '2026-06-15T12:30:00.000Z';
const LATER = '2026-06-15T13:00:00.000Z';

/**
 * The OrderLedger contract: every adapter behaves like this. `make()` is called before each test
 * (and once per run inside the property test) and gives the port over an EMPTY store.
 */
export function orderLedgerContract(name: string, make: () => Promise<OrderLedgerHarness>): void {
  describe(`OrderLedger contract: ${name}`, () => {
    let harness: OrderLedgerHarness;
    let ledger: OrderLedger;
    beforeEach(async () => {
      harness = await make();
      ledger = harness.ledger;
    });
    afterEach(async () => harness.dispose?.());

    const status = async (id: string): Promise<OrderStatus> => (await ledger.get(id))._unsafeUnwrap().status;
    const paidOrder = async (n: number) => {
      void (await ledger.record(sampleOrder(n)));
      void (await ledger.attachPayment(`order-${n}`, `pi_${n}`));
      return (await ledger.markPaid(`order-${n}`, AT))._unsafeUnwrap();
    };

    it('records a pending order with no payment and reads it back', async () => {
      const recorded = (await ledger.record(sampleOrder(1)))._unsafeUnwrap();
      expect(recorded).toEqual({
        ...sampleOrder(1),
        paymentId: null,
        status: 'pending',
        note: null,
        paidAt: null,
        fulfilledAt: null,
        refundedAt: null,
      });
      expect((await ledger.get('order-1'))._unsafeUnwrap()).toEqual(recorded);
    });

    it('keeps a membership order with its application and reserved member ID', async () => {
      const application = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        phone: '7575550100',
        address: '1 Main St',
        city: 'Norfolk',
        state: 'VA',
        zipcode: '23504',
        gradYear: null,
      };
      const order = sampleOrder(1, { order: { item: 'membership', membership: 'Annual Membership' }, application, memberId: '123456' });
      void (await ledger.record(order));
      expect((await ledger.get('order-1'))._unsafeUnwrap()).toMatchObject({ order: order.order, application, memberId: '123456' });
    });

    it('answers NotFound for an unknown order on every operation', async () => {
      const results = await Promise.all([
        ledger.get('nope'),
        ledger.attachPayment('nope', 'pi_1'),
        ledger.markPaid('nope', AT),
        ledger.markFailed('nope', 'declined'),
        ledger.markFulfilled('nope', AT),
        ledger.flag('nope', 'odd'),
      ]);
      expect(results.map((r) => r.isErr() && r.error.type)).toEqual(Array(6).fill('NotFound'));
    });

    it('answers DuplicateKey with the first order for a reused idempotency key, and records nothing', async () => {
      const first = (await ledger.record(sampleOrder(1)))._unsafeUnwrap();
      const again = await ledger.record(sampleOrder(2, { idempotencyKey: 'key-1' }));
      expect(again._unsafeUnwrapErr()).toMatchObject({ type: 'DuplicateKey', existing: first });
      expect((await ledger.get('order-2'))._unsafeUnwrapErr().type).toBe('NotFound');
    });

    it('records one order when 20 requests with one key arrive at once', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => ledger.record(sampleOrder(i + 1, { idempotencyKey: 'same' }))),
      );
      expect(results.filter((r) => r.isOk())).toHaveLength(1);
      expect(results.filter((r) => r.isErr() && r.error.type === 'DuplicateKey')).toHaveLength(19);
    });

    it('attaches a payment once and finds the order by it', async () => {
      void (await ledger.record(sampleOrder(1)));
      expect((await ledger.findByPaymentId('pi_1'))._unsafeUnwrap()).toBeNull();
      expect((await ledger.attachPayment('order-1', 'pi_1'))._unsafeUnwrap().paymentId).toBe('pi_1');
      expect((await ledger.attachPayment('order-1', 'pi_1'))._unsafeUnwrap().paymentId).toBe('pi_1');
      expect((await ledger.attachPayment('order-1', 'pi_2'))._unsafeUnwrapErr().type).toBe('InvalidTransition');
      expect((await ledger.findByPaymentId('pi_1'))._unsafeUnwrap()?.id).toBe('order-1');
      expect((await ledger.findByPaymentId('pi_2'))._unsafeUnwrap()).toBeNull();
    });

    it('refuses a payment another order has: two orders never share one', async () => {
      void (await ledger.record(sampleOrder(1)));
      void (await ledger.record(sampleOrder(2)));
      (await ledger.attachPayment('order-1', 'pi_1'))._unsafeUnwrap();
      expect((await ledger.attachPayment('order-2', 'pi_1'))._unsafeUnwrapErr()).toMatchObject({
        type: 'InvalidTransition',
        message: PAYMENT_OF_ANOTHER_ORDER,
      });
      expect((await ledger.get('order-2'))._unsafeUnwrap().paymentId).toBeNull();
      expect((await ledger.findByPaymentId('pi_1'))._unsafeUnwrap()?.id).toBe('order-1');
      expect((await ledger.attachPayment('order-2', 'pi_2'))._unsafeUnwrap().paymentId).toBe('pi_2');
    });

    it('marks an order paid once, keeping the first payment time', async () => {
      const paid = await paidOrder(1);
      expect(paid).toMatchObject({ status: 'paid', paidAt: AT });
      expect((await ledger.markPaid('order-1', LATER))._unsafeUnwrap()).toMatchObject({ status: 'paid', paidAt: AT });
    });

    it('fulfils a paid order exactly once: now, then already', async () => {
      await paidOrder(1);
      expect((await ledger.markFulfilled('order-1', LATER))._unsafeUnwrap()).toBe('now');
      expect((await ledger.markFulfilled('order-1', LATER))._unsafeUnwrap()).toBe('already');
      expect((await ledger.get('order-1'))._unsafeUnwrap()).toMatchObject({ status: 'fulfilled', fulfilledAt: LATER, paidAt: AT });
      expect((await ledger.markPaid('order-1', LATER))._unsafeUnwrap().status).toBe('fulfilled');
    });

    it('answers now to exactly one of 20 simultaneous fulfilments', async () => {
      await paidOrder(1);
      const answers = await Promise.all(Array.from({ length: 20 }, () => ledger.markFulfilled('order-1', LATER)));
      expect(answers.map((a) => a._unsafeUnwrap()).filter((a) => a === 'now')).toHaveLength(1);
    });

    it('refuses to fulfil an order that is not paid', async () => {
      void (await ledger.record(sampleOrder(1)));
      expect((await ledger.markFulfilled('order-1', AT))._unsafeUnwrapErr()).toMatchObject({
        type: 'InvalidTransition',
        from: 'pending',
        to: 'fulfilled',
      });
      void (await ledger.markFailed('order-1', 'declined'));
      expect((await ledger.markFulfilled('order-1', AT))._unsafeUnwrapErr().type).toBe('InvalidTransition');
    });

    it('marks a pending order failed with a note, and a failure never undoes a payment', async () => {
      void (await ledger.record(sampleOrder(1)));
      expect((await ledger.markFailed('order-1', 'Your card was declined.'))._unsafeUnwrap()).toMatchObject({
        status: 'failed',
        note: 'Your card was declined.',
      });
      expect((await ledger.markFailed('order-1', 'again'))._unsafeUnwrap().note).toBe('Your card was declined.');
      await paidOrder(2);
      expect((await ledger.markFailed('order-2', 'late'))._unsafeUnwrapErr()).toMatchObject({
        type: 'InvalidTransition',
        from: 'paid',
        to: 'failed',
      });
      expect(await status('order-2')).toBe('paid');
    });

    it('lets a failed order be paid after all (a card tried again)', async () => {
      void (await ledger.record(sampleOrder(1)));
      void (await ledger.markFailed('order-1', 'declined'));
      expect((await ledger.markPaid('order-1', AT))._unsafeUnwrap()).toMatchObject({ status: 'paid', paidAt: AT });
    });

    it('flags any unfinished order with a note; a flagged order is never paid or fulfilled', async () => {
      void (await ledger.record(sampleOrder(1)));
      await paidOrder(2);
      void (await ledger.record(sampleOrder(3)));
      void (await ledger.markFailed('order-3', 'declined'));
      for (const id of ['order-1', 'order-2', 'order-3']) {
        expect((await ledger.flag(id, 'Amount mismatch'))._unsafeUnwrap()).toMatchObject({ status: 'flagged', note: 'Amount mismatch' });
      }
      expect((await ledger.flag('order-1', 'other'))._unsafeUnwrap().note).toBe('Amount mismatch');
      expect((await ledger.markPaid('order-1', AT))._unsafeUnwrapErr().type).toBe('InvalidTransition');
      expect((await ledger.markFulfilled('order-2', AT))._unsafeUnwrapErr().type).toBe('InvalidTransition');
    });

    it('never flags a fulfilled order', async () => {
      await paidOrder(1);
      void (await ledger.markFulfilled('order-1', AT));
      expect((await ledger.flag('order-1', 'late'))._unsafeUnwrapErr().type).toBe('InvalidTransition');
      expect(await status('order-1')).toBe('fulfilled');
    });

    it('lists the pending and paid orders that have a payment, oldest first', async () => {
      void (await ledger.record(sampleOrder(1))); // no payment yet
      void (await ledger.record(sampleOrder(2)));
      void (await ledger.attachPayment('order-2', 'pi_2'));
      await paidOrder(3);
      await paidOrder(4);
      void (await ledger.markFulfilled('order-4', AT));
      void (await ledger.record(sampleOrder(5)));
      void (await ledger.attachPayment('order-5', 'pi_5'));
      void (await ledger.markFailed('order-5', 'declined'));
      void (await ledger.record(sampleOrder(6)));
      void (await ledger.attachPayment('order-6', 'pi_6'));
      void (await ledger.flag('order-6', 'odd'));
      expect((await ledger.listUnfinished())._unsafeUnwrap().map((o) => o.id)).toEqual(['order-2', 'order-3']);
    });

    it('remembers an event once, even when 20 deliveries arrive at once', async () => {
      expect((await ledger.rememberEvent('evt_1'))._unsafeUnwrap()).toBe('new');
      expect((await ledger.rememberEvent('evt_1'))._unsafeUnwrap()).toBe('seen');
      const answers = await Promise.all(Array.from({ length: 20 }, () => ledger.rememberEvent('evt_2')));
      expect(answers.map((a) => a._unsafeUnwrap()).filter((a) => a === 'new')).toHaveLength(1);
    });

    it('refunds a paid, fulfilled or flagged order once, with when and why; refunded is final', async () => {
      await paidOrder(1);
      await paidOrder(2);
      void (await ledger.markFulfilled('order-2', AT));
      await paidOrder(3);
      void (await ledger.flag('order-3', 'odd'));
      for (const id of ['order-1', 'order-2', 'order-3']) {
        expect((await ledger.markRefunded(id, LATER, 'Cancelled by the chair.'))._unsafeUnwrap()).toMatchObject({
          status: 'refunded',
          refundedAt: LATER,
          note: 'Cancelled by the chair.',
        });
      }
      const again = (await ledger.markRefunded('order-1', '2026-06-16T00:00:00.000Z', 'Twice'))._unsafeUnwrap();
      expect(again).toMatchObject({ status: 'refunded', refundedAt: LATER, note: 'Cancelled by the chair.' });
      expect((await ledger.markPaid('order-1', AT))._unsafeUnwrapErr().type).toBe('InvalidTransition');
      expect((await ledger.markFulfilled('order-1', AT))._unsafeUnwrapErr().type).toBe('InvalidTransition');
      expect((await ledger.flag('order-1', 'odd'))._unsafeUnwrapErr().type).toBe('InvalidTransition');
      expect(await status('order-1')).toBe('refunded');
    });

    it('refuses to refund an order never paid', async () => {
      void (await ledger.record(sampleOrder(1)));
      void (await ledger.record(sampleOrder(2)));
      void (await ledger.markFailed('order-2', 'declined'));
      for (const id of ['order-1', 'order-2']) {
        expect((await ledger.markRefunded(id, AT, 'no'))._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidTransition', to: 'refunded' });
      }
      expect((await ledger.markRefunded('order-9', AT, 'no'))._unsafeUnwrapErr().type).toBe('NotFound');
    });

    it('lists the ticket orders of one event, every status, oldest first', async () => {
      const tickets = (event: string) => ({
        order: { item: 'event-tickets' as const, event, counts: { adults: 2 }, answers: {}, sponsoredNames: '' },
      });
      void (await ledger.record(sampleOrder(3, tickets('spring-banquet'))));
      void (await ledger.record(sampleOrder(1, tickets('spring-banquet'))));
      void (await ledger.record(sampleOrder(2, tickets('spring-banquet-2'))));
      void (await ledger.record(sampleOrder(4)));
      void (await ledger.record(sampleOrder(5, tickets('spring'))));
      void (await ledger.markFailed('order-3', 'declined'));
      const listed = (await ledger.ofEvent('spring-banquet'))._unsafeUnwrap();
      expect(listed.map((order) => [order.id, order.status])).toEqual([
        ['order-1', 'pending'],
        ['order-3', 'failed'],
      ]);
      expect((await ledger.ofEvent('nobody'))._unsafeUnwrap()).toEqual([]);
      expect((await ledger.ofEvent('%'))._unsafeUnwrap()).toEqual([]);
    });

    it('moves status forward only, whatever steps are tried in whatever order', async () => {
      const step = fc.constantFrom('pay', 'fail', 'flag', 'fulfil', 'refund');
      await fc.assert(
        fc.asyncProperty(fc.array(step, { maxLength: 8 }), async (steps) => {
          const own = await make();
          void (await own.ledger.record(sampleOrder(1)));
          let nows = 0;
          let wasPaid = false;
          let wasFulfilled = false;
          let wasRefunded = false;
          for (const s of steps) {
            if (s === 'pay') void (await own.ledger.markPaid('order-1', AT));
            if (s === 'fail') void (await own.ledger.markFailed('order-1', 'declined'));
            if (s === 'flag') void (await own.ledger.flag('order-1', 'odd'));
            if (s === 'fulfil') nows += (await own.ledger.markFulfilled('order-1', AT)).unwrapOr('already') === 'now' ? 1 : 0;
            if (s === 'refund') void (await own.ledger.markRefunded('order-1', AT, 'cancelled'));
            const now = (await own.ledger.get('order-1'))._unsafeUnwrap().status;
            if (wasPaid) expect(['paid', 'fulfilled', 'flagged', 'refunded']).toContain(now);
            if (wasFulfilled) expect(['fulfilled', 'refunded']).toContain(now);
            if (wasRefunded) expect(now).toBe('refunded');
            wasPaid ||= now === 'paid' || now === 'fulfilled';
            wasFulfilled ||= now === 'fulfilled';
            wasRefunded ||= now === 'refunded';
          }
          expect(nows).toBeLessThanOrEqual(1);
          await own.dispose?.();
        }),
        { numRuns: 50 },
      );
    });
  });
}
