import { err, ok, type Result } from 'neverthrow';
import { assertEvent, assign, emit, setup } from 'xstate';
import { MAX_COUNT_PER_ORDER } from '../../../domain/catalog';
import { addCents, multiplyCents, type Cents } from '../../../domain/money';
import { canProceedToCheckout } from '../../../domain/pricing';
import { countOf, totalCount, type OrderAnswers, type TicketAnswer, type TicketCounts } from '../../../domain/ticketed-events';
import { parseCount, validateBuyer, type BuyerInput } from '../../../domain/validation/checkout-forms';
import { MAX_LENGTH, required, type FieldErrors, type InvalidForm } from '../../../domain/validation/fields';
import { validateTicketAnswers } from '../../../domain/validation/ticket-answers';
import type { CardEntry, PaymentReceipt } from '../../ports/payment-gateway.port';
import type { EventView, TicketTypeView } from '../../ports/ticketed-events-gateway.port';
import type { ClaimedOffer } from '../use-cases/load-event-page.use-case';
import { billingDetails, type PayForOrderInput } from '../use-cases/pay-for-order.use-case';
import {
  confirmedState,
  failedState,
  PAY_FOR_ORDER_UNPROVIDED,
  payForOrderActor,
  payingState,
  settlePayment,
  submitToPay,
  type PaymentResult,
  type ReceiptParams,
} from './checkout-payment';
import {
  checkoutErrors,
  isClean,
  NO_ERRORS,
  noticeEmitted,
  type CardField,
  type CheckoutDeps,
  type CheckoutInput,
} from './checkout-support';
import { fieldErrorsOf, succeeded, type NoticeEmitted } from './machine-support';

/** What the buyer types on the event page's form: who pays, each ticket's answers, and those sponsored. */
export interface EventTicketForm extends BuyerInput {
  readonly answers: OrderAnswers;
  readonly sponsoredNames: string;
}

export type { ClaimedOffer };

export interface EventCheckoutInput extends CheckoutInput {
  readonly event: EventView;
  readonly offer: ClaimedOffer | null;
}

export interface EventCheckoutContext {
  readonly event: EventView;
  readonly offer: ClaimedOffer | null;
  readonly counts: TicketCounts;
  /** What each count field shows: the typed text, or the number the +/- buttons set. */
  readonly countTexts: Readonly<Record<string, string>>;
  /** Per type id: a count that is not a whole number, or the server's refusal ('Only 3 left: ...'). */
  readonly countErrors: FieldErrors;
  /** The running total at the prices this buyer pays (the server prices the order again). */
  readonly total: Cents;
  readonly form: EventTicketForm;
  /** Buyer fields, `<type id>.<index>.holderName` / `.answer`, and `sponsoredNames`. */
  readonly fieldErrors: FieldErrors;
  readonly cardErrors: FieldErrors<CardField>;
  /** The server's refusal of the order as a whole (sales closed, sold out), shown on the form. */
  readonly orderError: string | null;
  readonly receipt: PaymentReceipt | null;
  readonly today: CheckoutInput['today'];
}

export type EventCheckoutEvent =
  | { readonly type: 'COUNT_CHANGED'; readonly typeId: string; readonly text: string }
  | { readonly type: 'INCREMENT'; readonly typeId: string }
  | { readonly type: 'DECREMENT'; readonly typeId: string }
  | { readonly type: 'PROCEED' }
  | { readonly type: 'BACK' }
  | { readonly type: 'SUBMIT'; readonly form: EventTicketForm; readonly card: CardEntry }
  | { readonly type: 'START_OVER' }
  | { readonly type: 'RESTART' };

const EMPTY_FORM: EventTicketForm = { firstName: '', lastName: '', email: '', answers: {}, sponsoredNames: '' };

/** The most of a type this order may hold: its own maximum, the seats left, the general ceiling. */
function maxOf(type: TicketTypeView): number {
  return Math.min(type.perOrderMax, type.remaining ?? MAX_COUNT_PER_ORDER, MAX_COUNT_PER_ORDER);
}

function totalOf(event: EventView, counts: TicketCounts): Cents {
  return addCents(...event.ticketTypes.map((type) => multiplyCents(type.yourPrice, countOf(counts, type.id))));
}

function withCounts(context: Pick<EventCheckoutContext, 'event'>, counts: TicketCounts) {
  const ids = context.event.ticketTypes.map((type) => type.id);
  return {
    counts,
    countTexts: Object.fromEntries(ids.map((id) => [id, String(countOf(counts, id))])),
    total: totalOf(context.event, counts),
  };
}

function initialContext({ event, offer, today }: EventCheckoutInput): EventCheckoutContext {
  return {
    event,
    offer,
    ...withCounts({ event }, offer?.seats ?? {}),
    countErrors: {},
    form: EMPTY_FORM,
    ...NO_ERRORS,
    orderError: null,
    receipt: null,
    today,
  };
}

/** Tickets sell now: sales are open, or a waiting-list offer holds seats of a sold-out event. */
export function isOnSale(context: Pick<EventCheckoutContext, 'event' | 'offer'>): boolean {
  const { state } = context.event.sales;
  return state === 'open' || (context.offer !== null && state === 'soldOut');
}

function typeOf(context: EventCheckoutContext, typeId: string): TicketTypeView | undefined {
  return context.event.ticketTypes.find((type) => type.id === typeId);
}

function withoutError(errors: FieldErrors, key: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => field !== key));
}

function stepped(context: EventCheckoutContext, typeId: string, step: number) {
  const counts = { ...context.counts, [typeId]: countOf(context.counts, typeId) + step };
  return { ...withCounts(context, counts), countErrors: withoutError(context.countErrors, typeId) };
}

function typed(context: EventCheckoutContext, typeId: string, text: string) {
  const type = typeOf(context, typeId);
  const checked = parseCount(text).andThen((count) =>
    type && count > maxOf(type) ? err(`Please choose at most ${maxOf(type)}.`) : ok(count),
  );
  const countTexts = { ...context.countTexts, [typeId]: text };
  return checked.match(
    (count) => ({
      ...withCounts(context, { ...context.counts, [typeId]: count }),
      countTexts,
      countErrors: withoutError(context.countErrors, typeId),
    }),
    (message) => ({ countTexts, countErrors: { ...context.countErrors, [typeId]: message } }),
  );
}

/** Who pays, each ticket's answers, and (with a sponsorship chosen) the names of those sponsored. */
function checkForm(context: EventCheckoutContext, form: EventTicketForm): Result<EventTicketForm, InvalidForm> {
  const lines = context.event.ticketTypes.map((type) => ({ typeId: type.id, count: countOf(context.counts, type.id) }));
  const sponsoring = context.event.ticketTypes.some((type) => type.kind === 'sponsorship' && countOf(context.counts, type.id) > 0);
  const names = sponsoring ? required(form.sponsoredNames, 'Names of those sponsored', MAX_LENGTH.students) : ok('');
  const fields: FieldErrors = {
    ...fieldErrorsOf(validateBuyer(form)),
    ...fieldErrorsOf(validateTicketAnswers(context.event, { lines: lines.filter((line) => line.count > 0) }, form.answers)),
    ...(names.isErr() ? { sponsoredNames: names.error } : {}),
  };
  return Object.keys(fields).length === 0 ? ok(form) : err({ type: 'InvalidForm', fields });
}

function submitErrors(context: EventCheckoutContext, event: { readonly form: EventTicketForm; readonly card: CardEntry }) {
  return checkoutErrors(checkForm(context, event.form), event.card, context.today);
}

/** Only what each chosen ticket asks, one answer per ticket. */
function answersToSend(context: EventCheckoutContext): OrderAnswers {
  const asked = context.event.ticketTypes.filter(
    (type) => (type.asks.holderName || type.asks.question !== null) && countOf(context.counts, type.id) > 0,
  );
  const blank: TicketAnswer = { holderName: '', answer: '' };
  return Object.fromEntries(
    asked.map((type) => [
      type.id,
      Array.from({ length: countOf(context.counts, type.id) }, (_, i) => context.form.answers[type.id]?.[i] ?? blank),
    ]),
  );
}

function eventPayment(context: EventCheckoutContext, card: CardEntry): PayForOrderInput {
  const { firstName, lastName, email, sponsoredNames } = context.form;
  const counts = Object.fromEntries(Object.entries(context.counts).filter(([, count]) => count > 0));
  return {
    order: { item: 'event-tickets', event: context.event.slug, counts, answers: answersToSend(context), sponsoredNames },
    contact: { firstName, lastName, email },
    billing: billingDetails(context.form),
    card,
    wording: 'request-detail',
    ...(context.offer ? { offerToken: context.offer.token } : {}),
  };
}

/** The server's refusal of an order: `counts.<type id>` beside the counts, the rest beside the form's fields. */
function refusalOf(output: PaymentResult): Pick<EventCheckoutContext, 'countErrors' | 'fieldErrors' | 'cardErrors' | 'orderError'> {
  return output.match(
    () => ({ countErrors: {}, fieldErrors: {}, cardErrors: {}, orderError: null }),
    (failure) => {
      const fields = failure.type === 'InvalidOrder' ? (failure.fields ?? {}) : {};
      const counts = Object.entries(fields).filter(([key]) => key.startsWith('counts.'));
      return {
        countErrors: Object.fromEntries(counts.map(([key, message]) => [key.slice('counts.'.length), message])),
        fieldErrors: Object.fromEntries(Object.entries(fields).filter(([key]) => !key.startsWith('counts.'))),
        cardErrors: failure.cardErrors,
        orderError: failure.type === 'InvalidOrder' ? failure.message : null,
      };
    },
  );
}

/**
 * Buying tickets on an event's page (issue 17, point 3): count each type (typed or +/-, never
 * beyond its per-order maximum or the seats left), see the total at the prices this buyer pays,
 * then give name, e-mail, each ticket's holder name or answer where the type asks, the names of
 * those sponsored, and the card. Nothing sells while sales are not open, unless a waiting-list
 * offer holds the seats (its counts come preset and its token goes with the payment). The server
 * prices the order again; its refusal (seats gone, sales closed, a field) comes back beside the
 * counts and the fields with everything kept.
 */
export const eventCheckoutMachine = setup({
  types: {
    context: {} as EventCheckoutContext,
    events: {} as EventCheckoutEvent,
    input: {} as EventCheckoutInput,
    emitted: {} as NoticeEmitted,
  },
  actors: { payForOrder: PAY_FOR_ORDER_UNPROVIDED },
  guards: {
    canIncrement: ({ context, event }) => {
      assertEvent(event, 'INCREMENT');
      const type = typeOf(context, event.typeId);
      return isOnSale(context) && type !== undefined && countOf(context.counts, type.id) < maxOf(type);
    },
    canDecrement: ({ context, event }) => {
      assertEvent(event, 'DECREMENT');
      return countOf(context.counts, event.typeId) > 0;
    },
    hasSomethingToPay: ({ context }) =>
      isOnSale(context) &&
      Object.keys(context.countErrors).length === 0 &&
      totalCount(context.counts) > 0 &&
      canProceedToCheckout(context.total),
    canPay: ({ context, event }) => event.type === 'SUBMIT' && isClean(submitErrors(context, event)),
    succeeded,
  },
  actions: {
    announce: emit(noticeEmitted),
    typeCount: assign(({ context, event }) => {
      assertEvent(event, 'COUNT_CHANGED');
      return typed(context, event.typeId, event.text);
    }),
    stepCount: assign(({ context, event }) => {
      assertEvent(event, ['INCREMENT', 'DECREMENT']);
      return stepped(context, event.typeId, event.type === 'INCREMENT' ? 1 : -1);
    }),
    keepForm: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return { form: event.form, orderError: null, ...submitErrors(context, event) };
    }),
    clearErrors: assign({ ...NO_ERRORS, orderError: null }),
    keepReceipt: assign((_, params: ReceiptParams) => ({ receipt: params.receipt })),
    // The payment's done event (not among the page's events) carries the refusal.
    showRefusal: assign(({ event }) => refusalOf((event as unknown as { readonly output: PaymentResult }).output)),
    forgetReceipt: assign({ receipt: null }),
    // A claimed offer is used once: the next order starts from nothing.
    reset: assign(({ context }) => initialContext({ ...context, offer: null })),
  },
}).createMachine({
  id: 'eventCheckout',
  context: ({ input }) => initialContext(input),
  initial: 'selecting',
  states: {
    selecting: {
      description: 'Counting tickets of each type (typed or +/-, within the per-order maximum and the seats left) with the running total.',
      on: {
        COUNT_CHANGED: { actions: 'typeCount' },
        INCREMENT: { guard: 'canIncrement', actions: 'stepCount' },
        DECREMENT: { guard: 'canDecrement', actions: 'stepCount' },
        PROCEED: { guard: 'hasSomethingToPay', target: 'details' },
      },
    },
    details: {
      description: "The buyer's name and e-mail, each ticket's holder name or answer where asked, those sponsored, and the card.",
      on: {
        BACK: { target: 'selecting', actions: 'clearErrors' },
        SUBMIT: submitToPay('canPay', 'keepForm'),
      },
    },
    paying: payingState("'Processing your payment...' (spinner).", eventPayment, settlePayment('confirmed', 'details', 'reset')),
    confirmed: confirmedState({ target: 'selecting', actions: 'forgetReceipt' }),
    failed: failedState('details'),
  },
});

/** The event checkout paying through `deps`; the page starts it with the event, any offer and `checkoutInput(clock)`. */
export function createEventCheckoutMachine(deps: CheckoutDeps): EventCheckoutMachine {
  return eventCheckoutMachine.provide({ actors: { payForOrder: payForOrderActor(deps) } });
}

export type EventCheckoutMachine = typeof eventCheckoutMachine;
