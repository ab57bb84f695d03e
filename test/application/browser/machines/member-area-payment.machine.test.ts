import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES } from '../../../../src/application/browser/messages';
import {
  memberAreaPaymentMachine,
  type MemberAreaPaymentEvent,
  type PayingMember,
} from '../../../../src/application/browser/machines/member-area-payment.machine';
import type { PayForOrderInput } from '../../../../src/application/browser/use-cases/pay-for-order.use-case';
import {
  BAD_CARD,
  BAD_CARD_ERRORS,
  billedTo,
  CLEAN_GOOD_CARD,
  DECLINED_CARD_ERRORS,
  INPUT,
  failedWith,
  GOOD_CARD,
  itReachesEveryStateAndTransition,
  okReceipt,
  paymentOutcomes,
  receipt,
  type PaymentActor,
} from './checkout-test-kit';
import { answers, crashes, startWatching } from './machine-test-kit';

const ANNUAL: PayingMember = {
  firstName: 'Dorothy',
  lastName: 'Vaughan',
  email: 'dorothy@example.org',
  phone: '7575550100',
  address: '3 Mercury Way',
  city: 'Newport News',
  state: 'VA',
  zipcode: '23606',
  membership: 'Annual Membership',
  duesPayYear: '2025',
};
const LIFETIME: PayingMember = { ...ANNUAL, membership: 'Lifetime Membership', duesPayYear: null };

function start(payment: PaymentActor = answers(okReceipt)) {
  const reloadProfile = vi.fn();
  const machine = memberAreaPaymentMachine.provide({ actors: { payForOrder: payment }, actions: { reloadProfile } });
  return { ...startWatching(createActor(machine, { input: INPUT })), reloadProfile };
}

describe('member-area payment: idle and checkout', () => {
  it('starts idle', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ item: null, member: null, amount: 0 });
  });

  it.each([
    ['dues', ANNUAL, 5_000],
    ['dues', LIFETIME, 2_500],
    ['upgrade', ANNUAL, 50_000],
  ] as const)('opens the %s checkout for a %o member at the domain price', (item, member, amount) => {
    const { actor } = start();
    actor.send({ type: 'CHECKOUT', item, member });
    expect(actor.getSnapshot().value).toBe('checkout');
    expect(actor.getSnapshot().context).toMatchObject({ item, member, amount });
  });

  it('refuses dues already paid this year and an upgrade for a lifetime member', () => {
    const { actor } = start();
    actor.send({ type: 'CHECKOUT', item: 'dues', member: { ...ANNUAL, duesPayYear: '2026' } });
    actor.send({ type: 'CHECKOUT', item: 'upgrade', member: LIFETIME });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('switches item while the panel is open', () => {
    const { actor } = start();
    actor.send({ type: 'CHECKOUT', item: 'dues', member: ANNUAL });
    actor.send({ type: 'CHECKOUT', item: 'upgrade', member: ANNUAL });
    expect(actor.getSnapshot().context).toMatchObject({ item: 'upgrade', amount: 50_000 });
  });

  it('closes the panel on CANCEL', () => {
    const { actor } = start();
    actor.send({ type: 'CHECKOUT', item: 'dues', member: ANNUAL });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.item).toBeNull();
  });

  it('keeps the card messages and stays in checkout for a bad card', () => {
    const { actor } = start();
    actor.send({ type: 'CHECKOUT', item: 'dues', member: ANNUAL });
    actor.send({ type: 'SUBMIT', card: BAD_CARD });
    expect(actor.getSnapshot().value).toBe('checkout');
    expect(actor.getSnapshot().context.cardErrors).toEqual(BAD_CARD_ERRORS);
  });

  it.each([
    ['dues', { item: 'dues', membership: 'Annual Membership' }],
    ['upgrade', { item: 'upgrade' }],
  ] as const)('pays for the %s order with the billing details from the profile', async (item, order) => {
    const inputs: PayForOrderInput[] = [];
    const { actor } = start(answers(okReceipt, inputs));
    actor.send({ type: 'CHECKOUT', item, member: ANNUAL });
    actor.send({ type: 'SUBMIT', card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(inputs).toEqual([
      {
        order,
        contact: { firstName: 'Dorothy', lastName: 'Vaughan', email: 'dorothy@example.org' },
        billing: billedTo('Dorothy Vaughan', 'dorothy@example.org', {
          phone: '7575550100',
          line1: '3 Mercury Way',
          city: 'Newport News',
          state: 'VA',
          postalCode: '23606',
        }),
        card: CLEAN_GOOD_CARD,
        wording: 'member-area',
      },
    ]);
  });
});

describe('member-area payment: paying', () => {
  it('announces the success, asks the page to reload the profile, and keeps the receipt until START_OVER closes the panel', async () => {
    const { actor, notices, reloadProfile } = start();
    actor.send({ type: 'CHECKOUT', item: 'upgrade', member: ANNUAL });
    actor.send({ type: 'SUBMIT', card: GOOD_CARD });
    expect(actor.getSnapshot().value).toBe('paying');
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(notices).toEqual([MESSAGES.paymentSucceeded]);
    expect(reloadProfile).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.receipt).toEqual(receipt());
    actor.send({ type: 'START_OVER' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ item: null, receipt: null });
  });

  it('opens another payment from the confirmation (the upgrade after the dues)', async () => {
    const { actor } = start();
    actor.send({ type: 'CHECKOUT', item: 'dues', member: ANNUAL });
    actor.send({ type: 'SUBMIT', card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('confirmed'));
    actor.send({ type: 'CHECKOUT', item: 'upgrade', member: ANNUAL });
    expect(actor.getSnapshot().value).toBe('checkout');
    expect(actor.getSnapshot().context).toMatchObject({ item: 'upgrade', receipt: null });
  });

  it("returns to checkout with 'Payment processing failed.' on a failure", async () => {
    const { actor, notices, reloadProfile } = start(answers(failedWith(MESSAGES.paymentProcessingFailed)));
    actor.send({ type: 'CHECKOUT', item: 'dues', member: ANNUAL });
    actor.send({ type: 'SUBMIT', card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('checkout'));
    expect(notices).toEqual([{ tone: 'error', text: 'Payment processing failed.', durationMs: 5_000 }]);
    expect(reloadProfile).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ item: 'dues', cardErrors: DECLINED_CARD_ERRORS });
  });

  it('goes to failed on a bug; RESTART returns to idle', async () => {
    const { actor, notices } = start(crashes());
    actor.send({ type: 'CHECKOUT', item: 'dues', member: ANNUAL });
    actor.send({ type: 'SUBMIT', card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(notices).toEqual([MESSAGES.paymentProcessingFailed]);
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('runs without a page-provided reload (the default does nothing)', async () => {
    const actor = createActor(memberAreaPaymentMachine.provide({ actors: { payForOrder: answers(okReceipt) } }), { input: INPUT }).start();
    actor.send({ type: 'CHECKOUT', item: 'dues', member: ANNUAL });
    actor.send({ type: 'SUBMIT', card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('confirmed'));
  });
});

describe('member-area payment: every state and transition', () => {
  const machine = memberAreaPaymentMachine;
  const events: MemberAreaPaymentEvent[] = [
    { type: 'CHECKOUT', item: 'dues', member: ANNUAL },
    { type: 'CANCEL' },
    { type: 'SUBMIT', card: GOOD_CARD },
    { type: 'SUBMIT', card: BAD_CARD },
    { type: 'RESTART' },
    { type: 'START_OVER' },
    ...paymentOutcomes<MemberAreaPaymentEvent>(MESSAGES.paymentProcessingFailed),
  ];

  itReachesEveryStateAndTransition(machine, { events, input: INPUT });
});
