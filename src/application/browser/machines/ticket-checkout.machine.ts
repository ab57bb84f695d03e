import { assertEvent, assign, emit, setup } from 'xstate';
import { ZERO_CENTS, type Cents } from '../../../domain/money';
import { canProceedToCheckout, isValidCount, orderTotal, type CatalogueOrder } from '../../../domain/pricing';
import { validateBuyer, validateSponsorForm, type SponsorForm } from '../../../domain/validation/checkout-forms';
import type { FieldErrors } from '../../../domain/validation/fields';
import type { CardEntry, PaymentReceipt } from '../../ports/payment-gateway.port';
import { billingDetails, type PayForOrderInput } from '../use-cases/pay-for-order.use-case';
import {
  confirmedState,
  failedState,
  PAY_FOR_ORDER_UNPROVIDED,
  payForOrderActor,
  payingState,
  settlePayment,
  submitToPay,
  type ReceiptParams,
  type RefusalParams,
} from './checkout-payment';
import {
  checkoutErrors,
  isClean,
  NO_ERRORS,
  noticeEmitted,
  type CalendarMonth,
  type CardField,
  type CheckoutDeps,
  type CheckoutInput,
} from './checkout-support';
import { succeeded, type NoticeEmitted } from './machine-support';

/** The three pages this one flow serves: /Cookout-2022, /Attend-Cookout and /Sponsor-Cookout. */
export type TicketPage = 'cookout-2022' | 'cookout-2024' | 'sponsor-cookout-2024';

/** Where the form's return link leads, as each page words it (the words are the page's). */
export type ReturnLink = 'membership-selection' | 'ticket-selection';

/** How the three ticket pages differ. */
interface TicketPageVariant {
  /** 'Return to membership selection' on the 2022 page, 'Return to ticket selection' on the 2024 pages. */
  readonly returnLink: ReturnLink;
  /** The sponsor page counts students and requires their names. */
  readonly sponsorsStudents: boolean;
}

/** Each ticket page's variant. */
const TICKET_PAGES: Readonly<Record<TicketPage, TicketPageVariant>> = {
  'cookout-2022': { returnLink: 'membership-selection', sponsorsStudents: false },
  'cookout-2024': { returnLink: 'ticket-selection', sponsorsStudents: false },
  'sponsor-cookout-2024': { returnLink: 'ticket-selection', sponsorsStudents: true },
};

/** The ticket form: name and e-mail; `students` is used only on the sponsor page. */
export type TicketForm = SponsorForm;

/** The ticket form before anything is typed. */
const EMPTY_TICKET_FORM: TicketForm = { firstName: '', lastName: '', email: '', students: '' };

/** What a ticket page renders from; the page's variant is part of it. */
export interface TicketCheckoutContext extends TicketPageVariant {
  readonly page: TicketPage;
  /** Tickets, or sponsored students on the sponsor page. */
  readonly count: number;
  readonly total: Cents;
  readonly form: TicketForm;
  readonly fieldErrors: FieldErrors<keyof TicketForm>;
  readonly cardErrors: FieldErrors<CardField>;
  /** The receipt of the tickets just bought, shown until the buyer starts again; null before. */
  readonly receipt: PaymentReceipt | null;
  /** This month, for the card expiry check (from the actor's input). */
  readonly today: CalendarMonth;
}

/** What a ticket page sends. */
export type TicketCheckoutEvent =
  | { readonly type: 'ADD' }
  | { readonly type: 'REMOVE' }
  | { readonly type: 'CLEAR' }
  | { readonly type: 'PROCEED' }
  | { readonly type: 'BACK' }
  | { readonly type: 'SUBMIT'; readonly form: TicketForm; readonly card: CardEntry }
  | { readonly type: 'START_OVER' }
  | { readonly type: 'RESTART' };

/** Which page the actor serves, and today's month: `createActor(machine, { input: { page, ...checkoutInput(clock) } })`. */
export interface TicketCheckoutInput extends CheckoutInput {
  readonly page: TicketPage;
}

function orderOf(page: TicketPage, count: number, studentNames: string): CatalogueOrder {
  return page === 'sponsor-cookout-2024' ? { item: page, students: count, studentNames } : { item: page, tickets: count };
}

const totalOf = (page: TicketPage, count: number): Cents => orderTotal(orderOf(page, count, '')).unwrapOr(ZERO_CENTS);

function initialContext({ page, today }: TicketCheckoutInput): TicketCheckoutContext {
  return { page, ...TICKET_PAGES[page], count: 0, total: ZERO_CENTS, form: EMPTY_TICKET_FORM, ...NO_ERRORS, receipt: null, today };
}

function submitErrors(context: TicketCheckoutContext, event: { readonly form: TicketForm; readonly card: CardEntry }) {
  const form = context.sponsorsStudents ? validateSponsorForm(event.form) : validateBuyer(event.form);
  return checkoutErrors(form, event.card, context.today);
}

function ticketPayment(context: TicketCheckoutContext, card: CardEntry): PayForOrderInput {
  const { firstName, lastName, email, students } = context.form;
  return {
    order: orderOf(context.page, context.count, students),
    contact: { firstName, lastName, email },
    billing: billingDetails(context.form),
    card,
    wording: 'request-detail',
  };
}

/**
 * Cookout 2022, Cookout 2024 and Sponsor Students (spec sections 2, 4, 5, 8), one flow configured
 * by `input.page`: add or remove tickets (or students) one at a time or clear them, proceed when the total
 * is above zero, then pay with name, e-mail (and the students' names) and card. A failed payment
 * returns to the form with everything kept, the message, and a refused card's reason beside it
 * (the originals stayed stuck); a payment made shows its confirmation until the buyer starts again.
 * `payForOrder` is provided by {@link createTicketCheckoutMachine} (or a test).
 */
export const ticketCheckoutMachine = setup({
  types: {
    context: {} as TicketCheckoutContext,
    events: {} as TicketCheckoutEvent,
    input: {} as TicketCheckoutInput,
    emitted: {} as NoticeEmitted,
  },
  actors: { payForOrder: PAY_FOR_ORDER_UNPROVIDED },
  guards: {
    canAdd: ({ context }) => isValidCount(context.count + 1),
    canRemove: ({ context }) => isValidCount(context.count - 1),
    hasSomethingToPay: ({ context }) => canProceedToCheckout(context.total),
    canPay: ({ context, event }) => event.type === 'SUBMIT' && isClean(submitErrors(context, event)),
    succeeded,
  },
  actions: {
    announce: emit(noticeEmitted),
    addOne: assign(({ context }) => ({ count: context.count + 1, total: totalOf(context.page, context.count + 1) })),
    removeOne: assign(({ context }) => ({ count: context.count - 1, total: totalOf(context.page, context.count - 1) })),
    clearCount: assign({ count: 0, total: ZERO_CENTS }),
    keepForm: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return { form: event.form, ...submitErrors(context, event) };
    }),
    clearErrors: assign(NO_ERRORS),
    keepReceipt: assign((_, params: ReceiptParams) => ({ receipt: params.receipt })),
    showRefusal: assign((_, params: RefusalParams) => ({ cardErrors: params.cardErrors })),
    forgetReceipt: assign({ receipt: null }),
    reset: assign(({ context }) => initialContext(context)),
  },
}).createMachine({
  id: 'ticketCheckout',
  context: ({ input }) => initialContext(input),
  initial: 'selecting',
  states: {
    selecting: {
      description: 'Adding or removing tickets (or students) one at a time (never below 0) or clearing them, with the running total.',
      on: {
        ADD: { guard: 'canAdd', actions: 'addOne' },
        REMOVE: { guard: 'canRemove', actions: 'removeOne' },
        CLEAR: { actions: 'clearCount' },
        PROCEED: { guard: 'hasSomethingToPay', target: 'form' },
      },
    },
    form: {
      description: "Name, e-mail (and the students' names on the sponsor page) and card; the return link goes back.",
      on: {
        BACK: { target: 'selecting', actions: 'clearErrors' },
        SUBMIT: submitToPay('canPay', 'keepForm'),
      },
    },
    paying: payingState("'Processing your payment...' (spinner).", ticketPayment, settlePayment('confirmed', 'form', 'reset')),
    confirmed: confirmedState({ target: 'selecting', actions: 'forgetReceipt' }),
    failed: failedState('form'),
  },
});

/** The ticket checkout paying through `deps`; the page starts it with its page and `checkoutInput(clock)`. */
export function createTicketCheckoutMachine(deps: CheckoutDeps): TicketCheckoutMachine {
  return ticketCheckoutMachine.provide({ actors: { payForOrder: payForOrderActor(deps) } });
}

/** The machine's type: what its factory answers, and what the page's parts take as `ActorRefFrom<…>`. */
export type TicketCheckoutMachine = typeof ticketCheckoutMachine;
