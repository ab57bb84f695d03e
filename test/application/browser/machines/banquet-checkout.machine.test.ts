import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES } from '../../../../src/application/browser/messages';
import {
  banquetCheckoutMachine,
  type BanquetCheckoutContext,
  type BanquetCheckoutEvent,
} from '../../../../src/application/browser/machines/banquet-checkout.machine';
import type { PayForOrderInput } from '../../../../src/application/browser/use-cases/pay-for-order.use-case';
import { COUNT_MESSAGE } from '../../../../src/domain/pricing';
import {
  BAD_CARD,
  BAD_CARD_ERRORS,
  billedTo,
  CLEAN_GOOD_CARD,
  INPUT,
  failedWith,
  GOOD_CARD,
  itReachesEveryStateAndTransition,
  DECLINED_CARD_ERRORS,
  okReceipt,
  receipt,
  paymentOutcomes,
  type PaymentActor,
} from './checkout-test-kit';
import { answers, crashes, startWatching } from './machine-test-kit';

const BUYER = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org' };

function start(payment: PaymentActor = answers(okReceipt)) {
  return startWatching(createActor(banquetCheckoutMachine.provide({ actors: { payForOrder: payment } }), { input: INPUT }));
}

function atForm(payment?: PaymentActor) {
  const started = start(payment);
  started.actor.send({ type: 'COUNT_CHANGED', kind: 'adults', text: '2' });
  started.actor.send({ type: 'INCREMENT', kind: 'children' });
  started.actor.send({ type: 'PROCEED' });
  return started;
}

describe('banquet checkout: selecting', () => {
  it('starts with no tickets and a zero total', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context).toMatchObject({ counts: { adults: 0, children: 0 }, total: 0 });
  });

  it('parses typed counts with the domain and keeps a running total ($38 adult, $20 child)', () => {
    const { actor } = start();
    actor.send({ type: 'COUNT_CHANGED', kind: 'adults', text: ' 3 ' });
    actor.send({ type: 'COUNT_CHANGED', kind: 'children', text: '2' });
    expect(actor.getSnapshot().context).toMatchObject({
      counts: { adults: 3, children: 2 },
      countTexts: { adults: ' 3 ', children: '2' },
      total: 3 * 3_800 + 2 * 2_000,
    });
  });

  it('refuses a count that is not a whole number, keeping the text and the last good count', () => {
    const { actor } = start();
    actor.send({ type: 'COUNT_CHANGED', kind: 'adults', text: '2' });
    actor.send({ type: 'COUNT_CHANGED', kind: 'adults', text: '2.5' });
    expect(actor.getSnapshot().context).toMatchObject({
      counts: { adults: 2, children: 0 },
      countTexts: { adults: '2.5' },
      countErrors: { adults: COUNT_MESSAGE },
    });
    actor.send({ type: 'PROCEED' });
    expect(actor.getSnapshot().value).toBe('selecting');
  });

  it('steps each count with INCREMENT and DECREMENT, clearing its message', () => {
    const { actor } = start();
    actor.send({ type: 'COUNT_CHANGED', kind: 'children', text: 'x' });
    actor.send({ type: 'INCREMENT', kind: 'children' });
    actor.send({ type: 'INCREMENT', kind: 'children' });
    actor.send({ type: 'INCREMENT', kind: 'adults' });
    actor.send({ type: 'DECREMENT', kind: 'children' });
    expect(actor.getSnapshot().context).toMatchObject({
      counts: { adults: 1, children: 1 },
      countTexts: { adults: '1', children: '1' },
      countErrors: {},
      total: 5_800,
    });
  });

  it('never goes below 0', () => {
    const { actor } = start();
    actor.send({ type: 'DECREMENT', kind: 'adults' });
    expect(actor.getSnapshot().context.counts.adults).toBe(0);
  });

  it('never goes above the domain maximum', () => {
    const { actor } = start();
    actor.send({ type: 'COUNT_CHANGED', kind: 'adults', text: '500' });
    actor.send({ type: 'INCREMENT', kind: 'adults' });
    expect(actor.getSnapshot().context.counts.adults).toBe(500);
  });

  it('does not proceed while the total is 0', () => {
    const { actor } = start();
    actor.send({ type: 'PROCEED' });
    expect(actor.getSnapshot().value).toBe('selecting');
  });

  it('proceeds to the form when the total is above 0', () => {
    const { actor } = atForm();
    expect(actor.getSnapshot().value).toBe('form');
  });
});

describe('banquet checkout: form', () => {
  it('goes back to the counts on BACK, keeping them', () => {
    const { actor } = atForm();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context.counts).toEqual({ adults: 2, children: 1 });
  });

  it('stays on the form with field and card messages', () => {
    const { actor } = atForm();
    actor.send({ type: 'SUBMIT', buyer: { firstName: '', lastName: 'Hopper', email: 'grace' }, card: BAD_CARD });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      firstName: 'First name is required.',
      email: 'Please enter a valid email address.',
    });
    expect(actor.getSnapshot().context.cardErrors).toEqual(BAD_CARD_ERRORS);
  });

  it('pays for the banquet order with name, e-mail and the cleaned card', async () => {
    const inputs: PayForOrderInput[] = [];
    const { actor } = atForm(answers(okReceipt, inputs));
    actor.send({ type: 'SUBMIT', buyer: BUYER, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(inputs).toEqual([
      {
        order: { item: 'banquet-2022', adults: 2, children: 1 },
        contact: BUYER,
        billing: billedTo('Grace Hopper', 'grace@example.org'),
        card: CLEAN_GOOD_CARD,
        wording: 'generic',
      },
    ]);
  });
});

describe('banquet checkout: paying', () => {
  it('confirms on success with the success notice and the receipt; START_OVER shows a fresh selection', async () => {
    const { actor, notices } = atForm();
    actor.send({ type: 'SUBMIT', buyer: BUYER, card: GOOD_CARD });
    expect(actor.getSnapshot().value).toBe('paying');
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(notices).toEqual([MESSAGES.paymentSucceeded]);
    expect(actor.getSnapshot().context).toMatchObject({
      counts: { adults: 0, children: 0 },
      total: 0,
      buyer: { firstName: '' },
      receipt: receipt(),
    });
    actor.send({ type: 'START_OVER' });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context.receipt).toBeNull();
  });

  it('returns to the form on a refused card with the message, everything kept (deviation: the original stayed pending)', async () => {
    const { actor, notices } = atForm(answers(failedWith(MESSAGES.paymentFailed)));
    actor.send({ type: 'SUBMIT', buyer: BUYER, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('form'));
    expect(notices).toEqual([MESSAGES.paymentFailed]);
    expect(actor.getSnapshot().context).toMatchObject({
      counts: { adults: 2, children: 1 },
      buyer: BUYER,
      cardErrors: DECLINED_CARD_ERRORS,
    });
  });

  it('goes to failed on a bug, and RESTART returns to the form', async () => {
    const { actor, notices } = atForm(crashes());
    actor.send({ type: 'SUBMIT', buyer: BUYER, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(notices).toEqual([MESSAGES.paymentFailed]);
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().value).toBe('form');
  });
});

describe('banquet checkout: every state and transition', () => {
  const machine = banquetCheckoutMachine;
  const events: BanquetCheckoutEvent[] = [
    { type: 'COUNT_CHANGED', kind: 'adults', text: '1' },
    { type: 'COUNT_CHANGED', kind: 'children', text: 'x' },
    { type: 'INCREMENT', kind: 'children' },
    { type: 'DECREMENT', kind: 'children' },
    { type: 'PROCEED' },
    { type: 'BACK' },
    { type: 'SUBMIT', buyer: BUYER, card: GOOD_CARD },
    { type: 'SUBMIT', buyer: BUYER, card: BAD_CARD },
    { type: 'RESTART' },
    { type: 'START_OVER' },
    ...paymentOutcomes<BanquetCheckoutEvent>(),
  ];

  itReachesEveryStateAndTransition(machine, {
    events,
    input: INPUT,
    filterEvents: (snapshot: { context: BanquetCheckoutContext }, event: BanquetCheckoutEvent) =>
      event.type !== 'INCREMENT' || snapshot.context.counts.children < 2,
  });
});
