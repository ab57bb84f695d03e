import { beforeEach, describe, expect, it } from 'vitest';
import type { Cents } from '../../../src/domain/money';
import { REFUND_MESSAGES } from '../../../src/domain/refunds';
import { BILLING, card } from '../../contracts/card-simulator.contract';
import { appWorld, type AppWorld } from '../../support/app-world';
import { errorOf, signedInAdmin, signedInMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

/** A $38 donation paid online by card. */
async function paidOnline(w: AppWorld): Promise<string> {
  const at = new Date(w.clock.now()).toISOString();
  const amount = 3_800 as Cents;
  (
    await w.deps.ledger.record({
      id: 'order-1',
      order: { item: 'donation', amount, donationType: 'Chapter Donation' } as never,
      amount,
      currency: 'usd',
      description: 'Chapter Donation',
      contact: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org' },
      application: null,
      memberId: null,
      idempotencyKey: 'key-1',
      createdAt: at,
    })
  )._unsafeUnwrap();
  const intent = (
    await w.processor.createIntent({
      amount,
      currency: 'usd',
      description: 'order-1',
      metadata: { orderId: 'order-1' },
      receiptEmail: null,
      idempotencyKey: 'order-1',
    })
  )._unsafeUnwrap();
  (await w.processor.confirm(intent.id, card('4242424242424242'), BILLING))._unsafeUnwrap();
  (await w.deps.ledger.attachPayment('order-1', intent.id))._unsafeUnwrap();
  (await w.deps.ledger.markPaid('order-1', at))._unsafeUnwrap();
  return 'order-1';
}

const refundForm = (overrides: Record<string, unknown> = {}) => ({
  reason: 'Given twice by mistake.',
  undo: false,
  idempotencyKey: 'form-1',
  ...overrides,
});

describe('the refund route', () => {
  let w: AppWorld;
  let admin: Browser;
  let orderId: string;
  beforeEach(async () => {
    w = appWorld();
    admin = await signedInAdmin(w);
    orderId = await paidOnline(w);
  });
  const path = () => `/officers/ledger/${orderId}/refunds`;

  it('refunds $20 of $38, then the rest; the order page lists both, the ledger totals count them, the payer is told each time', async () => {
    const part = await admin.post(path(), refundForm({ amount: 2_000 }));
    expect(part.status).toBe(201);
    expect(await part.json()).toMatchObject({
      left: 1_800,
      effect: 'not-asked',
      mailed: true,
      refund: { amount: 2_000, refundedBy: 'chair@example.org' },
    });
    expect((await admin.post(path(), refundForm({ idempotencyKey: 'form-2' }))).status).toBe(201);
    const order = (await (await admin.get(`/officers/ledger/${orderId}`)).json()) as {
      refunds: { amount: number }[];
      left: number;
      refundable: boolean;
      entry: { status: string };
    };
    expect(order).toMatchObject({ left: 0, refundable: false, entry: { status: 'refunded' } });
    expect(order.refunds.map((refund) => refund.amount)).toEqual([2_000, 1_800]);
    const page = (await (await admin.get('/officers/ledger')).json()) as { totals: unknown[] };
    expect(page.totals).toEqual([{ category: { group: 'donation', detail: 'Chapter Donation' }, count: 1, received: 0, refunded: 3_800 }]);
    expect(w.mailer.to('grace@example.org').map((mail) => mail.subject)).toEqual([
      'Part of your payment was refunded: Chapter Donation',
      'Your payment was refunded: Chapter Donation',
    ]);
  });

  it('refunds once for a repeated submit', async () => {
    expect((await admin.post(path(), refundForm({ amount: 500 }))).status).toBe(201);
    expect((await admin.post(path(), refundForm({ amount: 500 }))).status).toBe(201);
    const order = (await (await admin.get(`/officers/ledger/${orderId}`)).json()) as { refunds: unknown[]; left: number };
    expect(order).toMatchObject({ left: 3_300 });
    expect(order.refunds).toHaveLength(1);
    expect(w.mailer.to('grace@example.org')).toHaveLength(1);
  });

  it('answers 400 with each field beside it, and 409 once nothing is left', async () => {
    const bad = await admin.post(path(), refundForm({ amount: 3_801, reason: '' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      amount: REFUND_MESSAGES.amount(3_800 as Cents),
      reason: REFUND_MESSAGES.reason,
    });
    expect((await admin.post(path(), refundForm())).status).toBe(201);
    const again = await admin.post(path(), refundForm({ idempotencyKey: 'form-2' }));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(REFUND_MESSAGES.nothingLeft);
  });

  it('answers 401 to a visitor and 403 to a member, refunding nothing', async () => {
    expect((await new Browser(w).post(path(), refundForm())).status).toBe(401);
    const member = await signedInMember(w);
    expect((await member.post(path(), refundForm())).status).toBe(403);
    expect((await w.deps.ledger.refundsOf(orderId))._unsafeUnwrap()).toEqual([]);
    expect(w.mailer.to('grace@example.org')).toEqual([]);
  });

  it('answers 404 for an order it does not hold', async () => {
    expect((await admin.post('/officers/ledger/nope/refunds', refundForm())).status).toBe(404);
  });
});
