import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES } from '../../../../src/application/browser/messages';
import type { PaymentResult } from '../../../../src/application/browser/machines/checkout-payment';
import {
  eventCheckoutMachine,
  type ClaimedOffer,
  type EventCheckoutContext,
  type EventCheckoutEvent,
  type EventTicketForm,
} from '../../../../src/application/browser/machines/event-checkout.machine';
import type { PayForOrderInput, PaymentFailure } from '../../../../src/application/browser/use-cases/pay-for-order.use-case';
import type { EventView } from '../../../../src/application/ports/ticketed-events-gateway.port';
import type { Cents } from '../../../../src/domain/money';
import {
  BAD_CARD,
  BAD_CARD_ERRORS,
  billedTo,
  CLEAN_GOOD_CARD,
  GOOD_CARD,
  INPUT,
  itReachesEveryStateAndTransition,
  okReceipt,
  paymentOutcomes,
  type PaymentActor,
} from './checkout-test-kit';
import { answers, crashes, startWatching } from './machine-test-kit';

const c = (value: number) => value as Cents;

/** The page of an event with a member-priced adult ticket asking a meal, a child ticket with 3 left, and a sponsorship. */
export const GALA: EventView = {
  slug: 'gala-2027',
  path: '/events/gala-2027',
  name: 'Gala 2027',
  start: '2027-04-24T17:00' as EventView['start'],
  end: '2027-04-24T21:00' as EventView['end'],
  timeZone: 'America/New_York',
  venue: 'Portsmouth, VA',
  image: null,
  status: 'published',
  sales: { state: 'open', words: null },
  lowestPrice: c(2_000),
  description: 'Dinner.',
  descriptionHtml: '<p>Dinner.</p>',
  memberPricing: true,
  waitingList: false,
  ticketTypes: [
    {
      id: 'adult',
      name: 'Adult',
      description: '',
      price: c(3_800),
      memberPrice: c(3_000),
      yourPrice: c(3_000),
      remaining: null,
      remainingWords: null,
      perOrderMax: 10,
      asks: { holderName: true, question: 'Chicken or fish?' },
      kind: 'ticket',
    },
    {
      id: 'child',
      name: 'Child',
      description: 'Child (9 and under)',
      price: c(2_000),
      memberPrice: null,
      yourPrice: c(2_000),
      remaining: 3,
      remainingWords: 'Only 3 left',
      perOrderMax: 10,
      asks: { holderName: false, question: null },
      kind: 'ticket',
    },
    {
      id: 'student',
      name: 'Sponsor a student',
      description: '',
      price: c(2_500),
      memberPrice: null,
      yourPrice: c(2_500),
      remaining: null,
      remainingWords: null,
      perOrderMax: 10,
      asks: { holderName: false, question: null },
      kind: 'sponsorship',
    },
  ],
};

const BUYER = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org' };
const FORM: EventTicketForm = { ...BUYER, answers: { adult: [{ holderName: 'Grace Hopper', answer: 'Fish' }] }, sponsoredNames: '' };

function start(payment: PaymentActor = answers(okReceipt), event: EventView = GALA, offer: ClaimedOffer | null = null) {
  return startWatching(
    createActor(eventCheckoutMachine.provide({ actors: { payForOrder: payment } }), { input: { ...INPUT, event, offer } }),
  );
}

function atDetails(payment?: PaymentActor) {
  const started = start(payment);
  started.actor.send({ type: 'INCREMENT', typeId: 'adult' });
  started.actor.send({ type: 'COUNT_CHANGED', typeId: 'child', text: '2' });
  started.actor.send({ type: 'PROCEED' });
  return started;
}

describe('event checkout: choosing tickets', () => {
  it('counts each type at the price this buyer pays (the member price here)', () => {
    const { actor } = start();
    actor.send({ type: 'INCREMENT', typeId: 'adult' });
    actor.send({ type: 'INCREMENT', typeId: 'adult' });
    actor.send({ type: 'COUNT_CHANGED', typeId: 'child', text: '1' });
    expect(actor.getSnapshot().context).toMatchObject({ counts: { adult: 2, child: 1 }, total: 2 * 3_000 + 2_000 });
  });

  it('never goes beyond the seats left, typed or stepped, nor below 0', () => {
    const { actor } = start();
    actor.send({ type: 'COUNT_CHANGED', typeId: 'child', text: '4' });
    expect(actor.getSnapshot().context.countErrors).toEqual({ child: 'Please choose at most 3.' });
    actor.send({ type: 'PROCEED' });
    expect(actor.getSnapshot().value).toBe('selecting');
    actor.send({ type: 'COUNT_CHANGED', typeId: 'child', text: '3' });
    actor.send({ type: 'INCREMENT', typeId: 'child' });
    actor.send({ type: 'DECREMENT', typeId: 'adult' });
    expect(actor.getSnapshot().context).toMatchObject({ counts: { child: 3 }, countErrors: {} });
  });

  it('sells nothing while sales are not open', () => {
    const { actor } = start(undefined, { ...GALA, sales: { state: 'closed', words: 'Sales have closed.' } });
    actor.send({ type: 'INCREMENT', typeId: 'adult' });
    actor.send({ type: 'PROCEED' });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context.counts).toEqual({});
  });

  it('sells the seats a waiting-list offer holds for a sold-out event, preset', () => {
    const offer = { token: 'tok', seats: { adult: 2 }, expiresAt: '2027-04-03T12:00:00.000Z' };
    const { actor } = start(undefined, { ...GALA, sales: { state: 'soldOut', words: 'Sold out.' } }, offer);
    expect(actor.getSnapshot().context).toMatchObject({ counts: { adult: 2 }, countTexts: { adult: '2', child: '0' }, total: 6_000 });
    actor.send({ type: 'PROCEED' });
    expect(actor.getSnapshot().value).toBe('details');
  });
});

describe('event checkout: details and payment', () => {
  it('asks each adult ticket’s holder name and meal, and the sponsored names with a sponsorship', () => {
    const { actor } = atDetails();
    actor.send({ type: 'SUBMIT', form: { ...FORM, answers: {} }, card: GOOD_CARD });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'adult.0.holderName': 'Name is required.',
      'adult.0.answer': 'An answer is required.',
    });
    expect(actor.getSnapshot().value).toBe('details');
    const sponsoring = start();
    sponsoring.actor.send({ type: 'INCREMENT', typeId: 'student' });
    sponsoring.actor.send({ type: 'PROCEED' });
    sponsoring.actor.send({ type: 'SUBMIT', form: { ...FORM, firstName: '' }, card: BAD_CARD });
    expect(sponsoring.actor.getSnapshot().context).toMatchObject({
      fieldErrors: { firstName: 'First name is required.', sponsoredNames: 'Names of those sponsored is required.' },
      cardErrors: BAD_CARD_ERRORS,
    });
  });

  it('sends the event’s order (counts, the answers asked, the sponsored names) with the offer token', async () => {
    const inputs: PayForOrderInput[] = [];
    const offer = { token: 'tok', seats: { adult: 1 }, expiresAt: '2027-04-03T12:00:00.000Z' };
    const { actor, notices } = start(answers(okReceipt, inputs), GALA, offer);
    actor.send({ type: 'PROCEED' });
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(inputs).toEqual([
      {
        order: { item: 'event-tickets', event: 'gala-2027', counts: { adult: 1 }, answers: FORM.answers, sponsoredNames: '' },
        contact: BUYER,
        billing: billedTo('Grace Hopper', 'grace@example.org'),
        card: CLEAN_GOOD_CARD,
        wording: 'request-detail',
        offerToken: 'tok',
      },
    ]);
    expect(notices).toEqual([MESSAGES.paymentSucceeded]);
    expect(actor.getSnapshot().context).toMatchObject({ counts: {}, offer: null });
    actor.send({ type: 'START_OVER' });
    expect(actor.getSnapshot().value).toBe('selecting');
  });

  it('shows the server’s refusal beside the counts and the fields, keeping what was typed', async () => {
    const refusal: PaymentFailure = {
      type: 'InvalidOrder',
      message: 'Only 1 left: please choose at most 1.',
      fields: { 'counts.child': 'Only 1 left: please choose at most 1.', 'adult.0.answer': 'An answer is required.' },
      stage: 'start',
      notice: MESSAGES.paymentFailed,
      cardErrors: {},
    };
    const { actor } = atDetails(answers<PaymentResult, PayForOrderInput>(err(refusal)));
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('details') && s.context.orderError !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      countErrors: { child: 'Only 1 left: please choose at most 1.' },
      fieldErrors: { 'adult.0.answer': 'An answer is required.' },
      orderError: 'Only 1 left: please choose at most 1.',
      form: FORM,
      counts: { adult: 1, child: 2 },
    });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'COUNT_CHANGED', typeId: 'child', text: '1' });
    expect(actor.getSnapshot().context.countErrors).toEqual({});
  });

  it('goes to the failure on a bug, and back to the form on RESTART', async () => {
    const { actor } = atDetails(crashes());
    actor.send({ type: 'SUBMIT', form: FORM, card: GOOD_CARD });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().value).toBe('details');
  });
});

describe('event checkout: every state and transition', () => {
  const events: EventCheckoutEvent[] = [
    { type: 'INCREMENT', typeId: 'adult' },
    { type: 'DECREMENT', typeId: 'adult' },
    { type: 'COUNT_CHANGED', typeId: 'child', text: 'x' },
    { type: 'PROCEED' },
    { type: 'BACK' },
    { type: 'SUBMIT', form: FORM, card: GOOD_CARD },
    { type: 'SUBMIT', form: FORM, card: BAD_CARD },
    { type: 'RESTART' },
    { type: 'START_OVER' },
    ...paymentOutcomes<EventCheckoutEvent>(),
  ];
  itReachesEveryStateAndTransition(eventCheckoutMachine, {
    events,
    input: { ...INPUT, event: GALA, offer: null },
    filterEvents: (snapshot: { context: EventCheckoutContext }, event: EventCheckoutEvent) =>
      event.type !== 'INCREMENT' || (snapshot.context.counts['adult'] ?? 0) < 1,
  });
});
