import { describe, expect, it, vi } from 'vitest';
import { InMemoryAuditRecords } from '../../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryMemberRepository } from '../../../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryOrderLedger } from '../../../../src/adapters/in-memory/in-memory-order-ledger';
import { ANY_LEDGER_ENTRY } from '../../../../src/application/ports/ledger-view.port';
import { refundPayment, type RefundInput } from '../../../../src/application/server/ledger/refund-payment.use-case';
import type { Actor } from '../../../../src/domain/access';
import type { Cents } from '../../../../src/domain/money';
import type { MembershipPlan } from '../../../../src/domain/membership';
import { REFUND_MESSAGES } from '../../../../src/domain/refunds';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { BILLING, card } from '../../../contracts/card-simulator.contract';
import { ADMIN, mailsTo, MEMBER, paidOrder, waitingListWorld } from '../events/waiting-list-fixtures';

const TREASURER: Actor = { role: 'member', email: 'treasurer@example.org', offices: [{ role: 'treasurer', event: null }] };

/** `membersInLedger`: the ledger holds the member records (self-hosted: one database), else they are elsewhere (aws: AppSync). */
function refundWorld({ membersInLedger = true }: { readonly membersInLedger?: boolean } = {}) {
  const base = waitingListWorld();
  const audit = new InMemoryAuditRecords();
  const members = new InMemoryMemberRepository(base.clock);
  return { ...base, audit, ledger: new InMemoryOrderLedger(audit, membersInLedger ? members : null), members };
}
type World = ReturnType<typeof refundWorld>;

const form = (orderId: string, overrides: Partial<RefundInput> = {}): RefundInput => ({
  orderId,
  reason: 'Could not come after all.',
  undo: false,
  idempotencyKey: 'form-1',
  ...overrides,
});

/** A member's dues for 2026 paid online by card. */
async function paidDues(world: World) {
  const member = (await world.members.create(sampleMember(1, { email: 'grace@example.org', duesPayYear: '2026' })))._unsafeUnwrap();
  const at = new Date(world.clock.now()).toISOString();
  const amount = 2_500 as Cents;
  (
    await world.ledger.record({
      id: 'dues-1',
      order: { item: 'dues', membership: member.membership },
      amount,
      currency: 'usd',
      description: 'Member Dues',
      contact: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org' },
      application: null,
      memberId: member.id,
      idempotencyKey: 'key-dues-1',
      createdAt: at,
    })
  )._unsafeUnwrap();
  const intent = (
    await world.processor.createIntent({
      amount,
      currency: 'usd',
      description: 'dues-1',
      metadata: { orderId: 'dues-1' },
      receiptEmail: null,
      idempotencyKey: 'dues-1',
    })
  )._unsafeUnwrap();
  (await world.processor.confirm(intent.id, card('4242424242424242'), BILLING))._unsafeUnwrap();
  (await world.ledger.attachPayment('dues-1', intent.id))._unsafeUnwrap();
  (await world.ledger.markPaid('dues-1', at))._unsafeUnwrap();
  (await world.ledger.markFulfilled('dues-1', at))._unsafeUnwrap();
  return member;
}

describe('refunding an online payment from the ledger', () => {
  it('refunds part of a ticket order: recorded with who and why, the order still fulfilled, the totals count it, the buyer told', async () => {
    const world = refundWorld();
    const order = await paidOrder(world, { adult: 2 });
    const done = (await refundPayment(world, TREASURER, form(order.id, { amount: 1_500 })))._unsafeUnwrap();
    expect(done).toMatchObject({ left: 2_500, effect: 'not-asked', mailed: true, order: { status: 'fulfilled' } });
    expect(done.refund).toMatchObject({
      amount: 1_500,
      refundedBy: 'treasurer@example.org',
      reason: 'Could not come after all.',
      undo: false,
    });
    expect((await world.ledger.refundsOf(order.id))._unsafeUnwrap()).toEqual([done.refund]);
    expect((await world.ledger.ledgerTotals(ANY_LEDGER_ENTRY))._unsafeUnwrap()).toEqual([
      { category: { group: 'tickets', detail: 'gala' }, count: 1, received: 4_000, refunded: 1_500 },
    ]);
    expect(world.audit.all()).toEqual([
      expect.objectContaining({
        actor: 'treasurer@example.org',
        action: 'refundPayment',
        subject: { kind: 'order', id: order.id },
        reason: 'Could not come after all.',
        after: expect.objectContaining({ amount: 1_500, effect: 'not-asked' }),
      }),
    ]);
    const [mail] = mailsTo(world, order.contact.email);
    expect(mail?.subject).toBe(`Part of your payment was refunded: ${order.description}`);
    expect(mail?.text).toContain('$15 of your payment of $40 was refunded to your card.');
    // The tickets still admit: nothing was undone.
    expect((await world.ticketing.tickets.ofOrder(order.id))._unsafeUnwrap().map((t) => t.voided)).toEqual([false, false]);
  });

  it('refunds the rest with the tickets released: the order refunded, its seats freed, the totals the whole amount', async () => {
    const world = refundWorld();
    const order = await paidOrder(world, { adult: 2 });
    (await refundPayment(world, ADMIN, form(order.id, { amount: 1_500 })))._unsafeUnwrap();
    const rest = (await refundPayment(world, ADMIN, form(order.id, { undo: true, idempotencyKey: 'form-2' })))._unsafeUnwrap();
    expect(rest).toMatchObject({ left: 0, effect: 'tickets-released', refund: { amount: 2_500 }, order: { status: 'refunded' } });
    expect(rest.refunds.map((refund) => refund.amount)).toEqual([1_500, 2_500]);
    expect((await world.ticketing.tickets.ofOrder(order.id))._unsafeUnwrap().map((t) => t.voided)).toEqual([true, true]);
    expect((await world.ticketing.events.claimOf(order.id))._unsafeUnwrap()?.state).toBe('released');
    expect((await world.ledger.ledgerTotals(ANY_LEDGER_ENTRY))._unsafeUnwrap()[0]).toMatchObject({ received: 0, refunded: 4_000 });
    expect(mailsTo(world, order.contact.email).map((mail) => mail.subject)).toEqual([
      `Part of your payment was refunded: ${order.description}`,
      `Your payment was refunded: ${order.description}`,
    ]);
    expect(mailsTo(world, order.contact.email)[1]?.text).toContain('Your tickets for this order are cancelled.');
    expect((await refundPayment(world, ADMIN, form(order.id, { idempotencyKey: 'form-3' })))._unsafeUnwrapErr()).toEqual({
      type: 'NotPaid',
      message: REFUND_MESSAGES.nothingLeft,
    });
  });

  it('refunds once for a repeated submit: one refund at the processor, one row, one audit entry, one e-mail', async () => {
    const world = refundWorld();
    const order = await paidOrder(world, { adult: 2 });
    const first = (await refundPayment(world, ADMIN, form(order.id, { amount: 1_000 })))._unsafeUnwrap();
    const again = (await refundPayment(world, ADMIN, form(order.id, { amount: 1_000 })))._unsafeUnwrap();
    expect(again.refund).toEqual(first.refund);
    expect(again.mailed).toBe(false);
    expect((await world.ledger.refundsOf(order.id))._unsafeUnwrap()).toHaveLength(1);
    expect(world.audit.all()).toHaveLength(1);
    expect(mailsTo(world, order.contact.email)).toHaveLength(1);
  });

  it("reverts a member's dues year to the year before when asked, and leaves it when not", async () => {
    const world = refundWorld();
    const member = await paidDues(world);
    const done = (await refundPayment(world, ADMIN, form('dues-1', { undo: true })))._unsafeUnwrap();
    expect(done).toMatchObject({ effect: 'dues-reverted', left: 0, order: { status: 'refunded' } });
    expect((await world.members.get(member.id))._unsafeUnwrap().duesPayYear).toBe('2025');
    expect(mailsTo(world, 'grace@example.org')[0]?.text).toContain('Your dues for this year are marked unpaid again.');
  });

  it("sets the dues year back with the refund, in the ledger's write, where the ledger holds the records; not again on a repeat", async () => {
    const world = refundWorld();
    const member = await paidDues(world);
    const update = vi.spyOn(world.members, 'update');
    (await refundPayment(world, ADMIN, form('dues-1', { undo: true, amount: '1000' })))._unsafeUnwrap();
    expect((await world.members.get(member.id))._unsafeUnwrap().duesPayYear).toBe('2025');
    // The officer sets it to 2026 again; the same form sent again records nothing and changes nothing.
    (await world.members.update(member.id, { duesPayYear: '2026' }))._unsafeUnwrap();
    (await refundPayment(world, ADMIN, form('dues-1', { undo: true, amount: '1000' })))._unsafeUnwrap();
    expect((await world.members.get(member.id))._unsafeUnwrap().duesPayYear).toBe('2026');
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('sets the dues year back after the refund where the member records are not in the ledger (aws: AppSync)', async () => {
    const world = refundWorld({ membersInLedger: false });
    const member = await paidDues(world);
    const done = (await refundPayment(world, ADMIN, form('dues-1', { undo: true })))._unsafeUnwrap();
    expect(done.effect).toBe('dues-reverted');
    expect((await world.members.get(member.id))._unsafeUnwrap().duesPayYear).toBe('2025');
  });

  it('leaves a refunded membership for the secretary: the member record stays as it was', async () => {
    const world = refundWorld();
    const member = await paidDues(world);
    const order = (await world.ledger.get('dues-1'))._unsafeUnwrap();
    (
      await world.ledger.record({
        ...order,
        id: 'join-1',
        idempotencyKey: 'key-join-1',
        order: { item: 'membership', membership: member.membership as MembershipPlan },
      })
    )._unsafeUnwrap();
    const intent = (
      await world.processor.createIntent({
        amount: order.amount,
        currency: 'usd',
        description: 'join-1',
        metadata: { orderId: 'join-1' },
        receiptEmail: null,
        idempotencyKey: 'join-1',
      })
    )._unsafeUnwrap();
    (await world.processor.confirm(intent.id, card('4242424242424242'), BILLING))._unsafeUnwrap();
    (await world.ledger.attachPayment('join-1', intent.id))._unsafeUnwrap();
    (await world.ledger.markPaid('join-1', order.paidAt!))._unsafeUnwrap();
    const done = (await refundPayment(world, ADMIN, form('join-1', { undo: true, amount: 1_000 })))._unsafeUnwrap();
    expect(done.effect).toBe('left-for-secretary');
    expect((await world.members.get(member.id))._unsafeUnwrap()).toEqual(member);
  });

  it('refuses each field beside it, an amount above what is left, half a ticket order released, and offline or unpaid orders', async () => {
    const world = refundWorld();
    const order = await paidOrder(world, { adult: 2 });
    const refused = (await refundPayment(world, ADMIN, form(order.id, { amount: 4_001, reason: ' ' })))._unsafeUnwrapErr();
    expect(refused).toMatchObject({
      type: 'InvalidOrder',
      fields: { amount: 'Please enter an amount in cents from 1 to 4000 ($40 is left to refund).', reason: REFUND_MESSAGES.reason },
    });
    for (const amount of [0, -5, 12.5, 'ten']) {
      expect((await refundPayment(world, ADMIN, form(order.id, { amount })))._unsafeUnwrapErr()).toMatchObject({
        fields: { amount: expect.any(String) },
      });
    }
    expect((await refundPayment(world, ADMIN, form(order.id, { amount: 1_000, undo: true })))._unsafeUnwrapErr()).toMatchObject({
      fields: { undo: REFUND_MESSAGES.undoPartial },
    });
    expect((await refundPayment(world, ADMIN, form(order.id, { idempotencyKey: ' ' })))._unsafeUnwrapErr().message).toBe(
      REFUND_MESSAGES.key,
    );
    expect((await refundPayment(world, ADMIN, form('nope')))._unsafeUnwrapErr().type).toBe('OrderNotFound');
    const pending = { ...order, id: 'pending-1', idempotencyKey: 'pending-1' };
    (await world.ledger.record(pending))._unsafeUnwrap();
    expect((await refundPayment(world, ADMIN, form('pending-1')))._unsafeUnwrapErr().message).toBe(REFUND_MESSAGES.notOnline);
    // Nothing was refunded by any of these.
    expect((await world.ledger.refundsOf(order.id))._unsafeUnwrap()).toEqual([]);
    expect(world.audit.all()).toEqual([]);
  });

  it('is refused to a member and to anyone without an e-mail, with nothing refunded', async () => {
    const world = refundWorld();
    const order = await paidOrder(world, { adult: 1 });
    expect((await refundPayment(world, MEMBER, form(order.id)))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await refundPayment(world, { role: 'visitor', email: null }, form(order.id)))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await world.ledger.refundsOf(order.id))._unsafeUnwrap()).toEqual([]);
  });
});
