import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES, withDetail } from '../../../../src/application/browser/messages';
import {
  ticketCheckoutMachine,
  type TicketCheckoutContext,
  type TicketCheckoutEvent,
  type TicketForm,
  type TicketPage,
} from '../../../../src/application/browser/machines/ticket-checkout.machine';
import type { PayForOrderInput } from '../../../../src/application/browser/use-cases/pay-for-order.use-case';
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
  PROVIDER_CARD,
  type PaymentActor,
} from './checkout-test-kit';
import { answers, crashes, startWatching } from './machine-test-kit';

const FORM: TicketForm = { firstName: 'Katherine', lastName: 'Johnson', email: 'kj@example.org', students: 'Ann, Bo' };
const REQUEST_FAILED = withDetail('There was an error processing your payment:', 'Failed to fetch', 'error', 3_000);

function start(page: TicketPage, payment: PaymentActor = answers(okReceipt)) {
  return startWatching(createActor(ticketCheckoutMachine.provide({ actors: { payForOrder: payment } }), { input: { page, ...INPUT } }));
}

function atForm(page: TicketPage, payment?: PaymentActor) {
  const started = start(page, payment);
  started.actor.send({ type: 'ADD' });
  started.actor.send({ type: 'ADD' });
  started.actor.send({ type: 'PROCEED' });
  return started;
}

describe('ticket checkout: one machine, three pages', () => {
  it.each([
    ['cookout-2022', 'membership-selection', false],
    ['cookout-2024', 'ticket-selection', false],
    ['sponsor-cookout-2024', 'ticket-selection', true],
  ] as const)('%s: return link %s, sponsors students %s', (page, returnLink, sponsorsStudents) => {
    const { actor } = start(page);
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context).toMatchObject({ page, returnLink, sponsorsStudents, count: 0, total: 0 });
  });

  it.each([
    ['cookout-2022', 2_000],
    ['cookout-2024', 2_500],
    ['sponsor-cookout-2024', 2_500],
  ] as const)('%s: ADD adds one at %i cents and CLEAR resets to 0', (page, unit) => {
    const { actor } = start(page);
    actor.send({ type: 'ADD' });
    actor.send({ type: 'ADD' });
    actor.send({ type: 'ADD' });
    expect(actor.getSnapshot().context).toMatchObject({ count: 3, total: 3 * unit });
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context).toMatchObject({ count: 0, total: 0 });
  });
});

describe('ticket checkout: selecting', () => {
  it('does not proceed while the total is 0', () => {
    const { actor } = start('cookout-2024');
    actor.send({ type: 'PROCEED' });
    expect(actor.getSnapshot().value).toBe('selecting');
  });

  it('proceeds when the total is above 0', () => {
    expect(atForm('cookout-2024').actor.getSnapshot().value).toBe('form');
  });

  it('takes one away on REMOVE, never below 0', () => {
    const { actor } = start('cookout-2024');
    actor.send({ type: 'ADD' });
    actor.send({ type: 'ADD' });
    actor.send({ type: 'REMOVE' });
    expect(actor.getSnapshot().context).toMatchObject({ count: 1, total: 2_500 });
    actor.send({ type: 'REMOVE' });
    actor.send({ type: 'REMOVE' });
    expect(actor.getSnapshot().context).toMatchObject({ count: 0, total: 0 });
  });

  it('stops adding at the domain maximum', () => {
    const { actor } = start('cookout-2022');
    for (let i = 0; i < 501; i++) actor.send({ type: 'ADD' });
    expect(actor.getSnapshot().context.count).toBe(500);
  });
});

describe('ticket checkout: form', () => {
  it('goes back to the selection on BACK, keeping the count', () => {
    const { actor } = atForm('cookout-2022');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context.count).toBe(2);
  });

  it('requires first name, last name and e-mail on the cookout pages, and not the students', () => {
    const { actor } = atForm('cookout-2024');
    actor.send({ type: 'SUBMIT', form: { firstName: '', lastName: '', email: '', students: '' }, card: BAD_CARD });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Email is required.',
    });
    expect(actor.getSnapshot().context.cardErrors).toEqual(BAD_CARD_ERRORS);
  });

  it("refuses a provider's unfinished card with the element's own words, before any payment starts", () => {
    const inputs: PayForOrderInput[] = [];
    const { actor } = atForm('cookout-2024', answers(okReceipt, inputs));
    actor.send({
      type: 'SUBMIT',
      form: FORM,
      card: { kind: 'provider-element', element: { mounted: true }, problem: 'Your card number is incomplete.' },
    });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.cardErrors).toEqual({ number: 'Your card number is incomplete.' });
    expect(inputs).toEqual([]);
    actor.send({ type: 'SUBMIT', form: FORM, card: PROVIDER_CARD });
    expect(actor.getSnapshot().value).toBe('paying');
  });

  it('requires the students on the sponsor page', () => {
    const { actor } = atForm('sponsor-cookout-2024');
    actor.send({ type: 'SUBMIT', form: { ...FORM, students: ' ' }, card: GOOD_CARD });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ students: 'Students to Sponsor is required.' });
    expect(actor.getSnapshot().context.form.students).toBe(' ');
  });

  it.each([
    ['cookout-2022', { item: 'cookout-2022', tickets: 2 }],
    ['cookout-2024', { item: 'cookout-2024', tickets: 2 }],
    ['sponsor-cookout-2024', { item: 'sponsor-cookout-2024', students: 2, studentNames: 'Ann, Bo' }],
  ] as const)('%s pays for its own order', async (page, order) => {
    const inputs: PayForOrderInput[] = [];
    const { actor } = atForm(page, answers(okReceipt, inputs));
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(inputs).toEqual([
      {
        order,
        contact: { firstName: 'Katherine', lastName: 'Johnson', email: 'kj@example.org' },
        billing: billedTo('Katherine Johnson', 'kj@example.org'),
        card: CLEAN_GOOD_CARD,
        wording: 'request-detail',
      },
    ]);
  });
});

describe('ticket checkout: paying', () => {
  it('confirms on success with the success notice and the receipt, over a fresh selection; START_OVER shows the selection', async () => {
    const { actor, notices } = atForm('cookout-2024');
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    expect(actor.getSnapshot().value).toBe('paying');
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(notices).toEqual([MESSAGES.paymentSucceeded]);
    expect(actor.getSnapshot().context).toMatchObject({
      page: 'cookout-2024',
      count: 0,
      total: 0,
      form: { firstName: '' },
      receipt: receipt(),
    });
    actor.send({ type: 'START_OVER' });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context.receipt).toBeNull();
  });

  it('stays on the form on a refused card, with the reason beside the card and everything kept', async () => {
    const { actor, notices } = atForm('sponsor-cookout-2024', answers(failedWith(MESSAGES.paymentFailed)));
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('form'));
    expect(notices).toEqual([MESSAGES.paymentFailed]);
    expect(actor.getSnapshot().context).toMatchObject({ count: 2, form: FORM, cardErrors: DECLINED_CARD_ERRORS });
  });

  it.each(['cookout-2022', 'cookout-2024', 'sponsor-cookout-2024'] as const)(
    '%s: a failed payment request returns to the form with "...payment: <error>" (3 s), data kept',
    async (page) => {
      const { actor, notices } = atForm(page, answers(failedWith(REQUEST_FAILED, 'Network', 'start')));
      actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
      await waitFor(actor, (s) => s.matches('form'));
      expect(notices).toEqual([{ tone: 'error', text: 'There was an error processing your payment: Failed to fetch', durationMs: 3_000 }]);
      expect(actor.getSnapshot().context).toMatchObject({ count: 2, form: FORM });
    },
  );

  it('goes to failed on a bug, and RESTART returns to the form', async () => {
    const { actor, notices } = atForm('sponsor-cookout-2024', crashes());
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(notices).toEqual([MESSAGES.paymentFailed]);
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().value).toBe('form');
  });
});

describe.each(['cookout-2022', 'cookout-2024', 'sponsor-cookout-2024'] as const)(
  'ticket checkout (%s): every state and transition',
  (page) => {
    const machine = ticketCheckoutMachine;
    const events: TicketCheckoutEvent[] = [
      { type: 'ADD' },
      { type: 'CLEAR' },
      { type: 'PROCEED' },
      { type: 'BACK' },
      { type: 'SUBMIT', form: FORM, card: GOOD_CARD },
      { type: 'SUBMIT', form: FORM, card: BAD_CARD },
      { type: 'RESTART' },
      { type: 'START_OVER' },
      { type: 'REMOVE' },
      ...paymentOutcomes<TicketCheckoutEvent>(),
    ];

    itReachesEveryStateAndTransition(machine, {
      events,
      input: { page, ...INPUT },
      filterEvents: (snapshot: { context: TicketCheckoutContext }, event: TicketCheckoutEvent) =>
        event.type !== 'ADD' || snapshot.context.count < 2,
    });
  },
);
