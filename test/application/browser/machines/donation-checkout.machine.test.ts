import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { PayForOrderInput } from '../../../../src/application/browser/use-cases/pay-for-order.use-case';
import { MESSAGES } from '../../../../src/application/browser/messages';
import {
  donationCheckoutMachine,
  EMPTY_DONOR,
  type DonationCheckoutEvent,
  type DonorDetails,
} from '../../../../src/application/browser/machines/donation-checkout.machine';
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
  PROVIDER_CARD,
  receipt,
  type PaymentActor,
} from './checkout-test-kit';
import { answers, crashes, hangs, startWatching } from './machine-test-kit';

const AMOUNT_MESSAGE = 'Please use a whole number for the donation amount.';

const DONOR: DonorDetails = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  address: '1 Main St',
  state: 'VA',
  zipcode: '23704',
  phone: '757-555-0100',
};

function start(payment: PaymentActor = answers(okReceipt)) {
  return startWatching(createActor(donationCheckoutMachine.provide({ actors: { payForOrder: payment } }), { input: INPUT }));
}

function atForm(payment?: PaymentActor) {
  const started = start(payment);
  started.actor.send({ type: 'AMOUNT_CHANGED', text: '25' });
  started.actor.send({ type: 'PROCEED' });
  return started;
}

describe('donation checkout: choosing', () => {
  it('starts choosing, with no amount and the default type', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '', amount: null, donationType: 'Chapter Donation' });
  });

  it('takes a quick amount (QUICK_AMOUNT) and a typed amount (AMOUNT_CHANGED)', () => {
    const { actor } = start();
    actor.send({ type: 'QUICK_AMOUNT', dollars: 50 });
    expect(actor.getSnapshot().context.amountText).toBe('50');
    actor.send({ type: 'AMOUNT_CHANGED', text: '75' });
    expect(actor.getSnapshot().context.amountText).toBe('75');
  });

  it('takes one of the two donation types and ignores anything else (TYPE_CHANGED)', () => {
    const { actor } = start();
    actor.send({ type: 'TYPE_CHANGED', donationType: 'Community Service Project' });
    expect(actor.getSnapshot().context.donationType).toBe('Community Service Project');
    actor.send({ type: 'TYPE_CHANGED', donationType: 'Yacht Fund' });
    expect(actor.getSnapshot().context.donationType).toBe('Community Service Project');
  });

  it('clears the amount on CANCEL', () => {
    const { actor } = start();
    actor.send({ type: 'QUICK_AMOUNT', dollars: 10 });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.amountText).toBe('');
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it.each(['10.5', '', '0', '-5', 'ten'])('stays choosing with the exact message for %j, tied to the amount field', (text) => {
    const { actor } = start();
    actor.send({ type: 'AMOUNT_CHANGED', text });
    actor.send({ type: 'PROCEED' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ amount: AMOUNT_MESSAGE });
  });

  it('clears the amount message when the amount changes', () => {
    const { actor } = start();
    actor.send({ type: 'PROCEED' });
    actor.send({ type: 'QUICK_AMOUNT', dollars: 100 });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('proceeds to the form with a whole-dollar amount, parsed into cents by the domain', () => {
    const { actor } = atForm();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.amount).toBe(2_500);
  });
});

describe('donation checkout: form', () => {
  it("goes back to choosing keeping the amount on BACK (the browser's Back), and proceeds with it again", () => {
    const { actor } = atForm();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '25', amount: 2_500 });
    actor.send({ type: 'PROCEED' });
    expect(actor.getSnapshot().value).toBe('form');
  });

  it('goes back to choosing and clears the amount on CANCEL', () => {
    const { actor } = atForm();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '', amount: null });
  });

  it('stays on the form with field and card messages, keeping what was typed', () => {
    const { actor } = atForm();
    const donor = { ...EMPTY_DONOR, email: 'not-an-email' };
    actor.send({ type: 'SUBMIT', donor, card: BAD_CARD });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('form');
    expect(context.donor).toEqual(donor);
    expect(context.fieldErrors).toEqual({ email: 'Please enter a valid email address.' });
    expect(context.cardErrors).toEqual(BAD_CARD_ERRORS);
  });

  it('accepts an empty donor (no donor field is required) and pays', () => {
    const { actor } = atForm(hangs());
    actor.send({ type: 'SUBMIT', donor: EMPTY_DONOR, card: PROVIDER_CARD });
    expect(actor.getSnapshot().value).toBe('paying');
  });

  it('pays for the donation order with the billing details and the cleaned card', async () => {
    const inputs: PayForOrderInput[] = [];
    const { actor } = start(answers(okReceipt, inputs));
    actor.send({ type: 'QUICK_AMOUNT', dollars: 100 });
    actor.send({ type: 'TYPE_CHANGED', donationType: 'Community Service Project' });
    actor.send({ type: 'PROCEED' });
    actor.send({ type: 'SUBMIT', donor: DONOR, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(inputs).toEqual([
      {
        order: { item: 'donation', amount: 10_000, donationType: 'Community Service Project' },
        contact: { firstName: 'Ada Lovelace', lastName: '', email: 'ada@example.org' },
        billing: billedTo('Ada Lovelace', 'ada@example.org', {
          phone: '757-555-0100',
          line1: '1 Main St',
          state: 'VA',
          postalCode: '23704',
        }),
        card: CLEAN_GOOD_CARD,
        wording: 'generic',
      },
    ]);
  });
});

describe('donation checkout: paying', () => {
  it('confirms on success with the 3 s success notice, keeping the receipt, the amount cleared', async () => {
    const { actor, notices } = atForm();
    actor.send({ type: 'SUBMIT', donor: DONOR, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(notices).toEqual([MESSAGES.paymentSucceeded]);
    expect(MESSAGES.paymentSucceeded).toEqual({ tone: 'success', text: 'Payment was successful!', durationMs: 3_000 });
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '', amount: null, donor: DONOR, receipt: receipt() });
  });

  it("starts another donation from the confirmation (START_OVER), keeping the donor's details", async () => {
    const { actor } = atForm();
    actor.send({ type: 'SUBMIT', donor: DONOR, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('confirmed'));
    actor.send({ type: 'START_OVER' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ receipt: null, amountText: '', donor: DONOR });
  });

  it('stays on the card step on a refused card, with the reason beside the card, the 3 s notice, and everything kept', async () => {
    const { actor, notices } = atForm(answers(failedWith(MESSAGES.paymentFailed)));
    actor.send({ type: 'SUBMIT', donor: DONOR, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('form'));
    expect(notices).toEqual([{ tone: 'error', text: 'There was an error processing your payment.', durationMs: 3_000 }]);
    expect(actor.getSnapshot().context).toMatchObject({
      donor: DONOR,
      amountText: '25',
      amount: 2_500,
      cardErrors: DECLINED_CARD_ERRORS,
      receipt: null,
    });
  });

  it('goes to failed on a bug, shows the payment message, and RESTART returns to choosing', async () => {
    const { actor, notices } = atForm(crashes());
    actor.send({ type: 'SUBMIT', donor: DONOR, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(notices).toEqual([MESSAGES.paymentFailed]);
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });
});

describe('donation checkout: every state and transition', () => {
  const machine = donationCheckoutMachine;
  const events: DonationCheckoutEvent[] = [
    { type: 'QUICK_AMOUNT', dollars: 10 },
    { type: 'AMOUNT_CHANGED', text: '1.5' },
    { type: 'TYPE_CHANGED', donationType: 'Community Service Project' },
    { type: 'PROCEED' },
    { type: 'CANCEL' },
    { type: 'BACK' },
    { type: 'SUBMIT', donor: DONOR, card: GOOD_CARD },
    { type: 'SUBMIT', donor: DONOR, card: BAD_CARD },
    { type: 'RESTART' },
    { type: 'START_OVER' },
    ...paymentOutcomes<DonationCheckoutEvent>(),
  ];

  itReachesEveryStateAndTransition(machine, { events, input: INPUT });
});
