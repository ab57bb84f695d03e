import { assertEvent, assign, emit, setup } from 'xstate';
import { ZERO_CENTS, type Cents } from '../../../domain/money';
import { canProceedToCheckout, isValidCount, orderTotal } from '../../../domain/pricing';
import { parseCount, validateBuyer, type BuyerInput } from '../../../domain/validation/checkout-forms';
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

/** The two counted kinds of banquet ticket (babies and toddlers need none). */
export type BanquetTicketKind = 'adults' | 'children';

/** Adult and child tickets. */
type BanquetCounts = Readonly<Record<BanquetTicketKind, number>>;

/** The buyer's details before anything is typed. */
const EMPTY_BUYER: BuyerInput = { firstName: '', lastName: '', email: '' };

/** What the Spring Banquet page renders from. */
export interface BanquetCheckoutContext {
  readonly counts: BanquetCounts;
  /** What each count field shows: the typed text, or the number the +/- buttons set. */
  readonly countTexts: Readonly<Record<BanquetTicketKind, string>>;
  readonly countErrors: FieldErrors<BanquetTicketKind>;
  /** The running total from the domain's prices. */
  readonly total: Cents;
  readonly buyer: BuyerInput;
  readonly fieldErrors: FieldErrors<keyof BuyerInput>;
  readonly cardErrors: FieldErrors<CardField>;
  /** The receipt of the tickets just bought, shown until the buyer starts again; null before. */
  readonly receipt: PaymentReceipt | null;
  /** This month, for the card expiry check (from the actor's input). */
  readonly today: CalendarMonth;
}

/** What the Spring Banquet page sends. */
export type BanquetCheckoutEvent =
  | { readonly type: 'COUNT_CHANGED'; readonly kind: BanquetTicketKind; readonly text: string }
  | { readonly type: 'INCREMENT'; readonly kind: BanquetTicketKind }
  | { readonly type: 'DECREMENT'; readonly kind: BanquetTicketKind }
  | { readonly type: 'PROCEED' }
  | { readonly type: 'BACK' }
  | { readonly type: 'SUBMIT'; readonly buyer: BuyerInput; readonly card: CardEntry }
  | { readonly type: 'START_OVER' }
  | { readonly type: 'RESTART' };

const NO_TICKETS: BanquetCounts = { adults: 0, children: 0 };

function initialContext(today: CalendarMonth): BanquetCheckoutContext {
  return {
    counts: NO_TICKETS,
    countTexts: { adults: '0', children: '0' },
    countErrors: {},
    total: ZERO_CENTS,
    buyer: EMPTY_BUYER,
    ...NO_ERRORS,
    receipt: null,
    today,
  };
}

const totalOf = (counts: BanquetCounts): Cents => orderTotal({ item: 'banquet-2022', ...counts }).unwrapOr(ZERO_CENTS);

const stepOf = (event: BanquetCheckoutEvent): number => (event.type === 'INCREMENT' ? 1 : -1);

function withCount(context: BanquetCheckoutContext, kind: BanquetTicketKind, count: number): Partial<BanquetCheckoutContext> {
  const counts = { ...context.counts, [kind]: count };
  const { [kind]: _cleared, ...countErrors } = context.countErrors;
  return { counts, countTexts: { ...context.countTexts, [kind]: String(count) }, countErrors, total: totalOf(counts) };
}

function typedCount(context: BanquetCheckoutContext, kind: BanquetTicketKind, text: string): Partial<BanquetCheckoutContext> {
  return parseCount(text).match(
    (count) => ({ ...withCount(context, kind, count), countTexts: { ...context.countTexts, [kind]: text } }),
    (message) => ({ countTexts: { ...context.countTexts, [kind]: text }, countErrors: { ...context.countErrors, [kind]: message } }),
  );
}

function submitErrors(context: BanquetCheckoutContext, event: { readonly buyer: BuyerInput; readonly card: CardEntry }) {
  return checkoutErrors(validateBuyer(event.buyer), event.card, context.today);
}

function banquetPayment(context: BanquetCheckoutContext, card: CardEntry): PayForOrderInput {
  return {
    order: { item: 'banquet-2022', ...context.counts },
    contact: context.buyer,
    billing: billingDetails(context.buyer),
    card,
    wording: 'generic',
  };
}

/**
 * Spring Banquet 2022 tickets (spec sections 2, 4, 5, 8): count adults and children (typed or
 * +/-), see the running total, then pay with name, e-mail and card. A refused card returns to the
 * form with everything kept and its reason beside the card (the original stayed on the spinner);
 * a payment made shows its confirmation until the buyer starts again. `payForOrder` is provided by
 * {@link createBanquetCheckoutMachine} (or a test); the actor's input carries today's month.
 */
export const banquetCheckoutMachine = setup({
  types: {
    context: {} as BanquetCheckoutContext,
    events: {} as BanquetCheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as NoticeEmitted,
  },
  actors: { payForOrder: PAY_FOR_ORDER_UNPROVIDED },
  guards: {
    countStaysValid: ({ context, event }) =>
      (event.type === 'INCREMENT' || event.type === 'DECREMENT') && isValidCount(context.counts[event.kind] + stepOf(event)),
    hasSomethingToPay: ({ context }) => Object.keys(context.countErrors).length === 0 && canProceedToCheckout(context.total),
    canPay: ({ context, event }) => event.type === 'SUBMIT' && isClean(submitErrors(context, event)),
    succeeded,
  },
  actions: {
    announce: emit(noticeEmitted),
    typeCount: assign(({ context, event }) => {
      assertEvent(event, 'COUNT_CHANGED');
      return typedCount(context, event.kind, event.text);
    }),
    stepCount: assign(({ context, event }) => {
      assertEvent(event, ['INCREMENT', 'DECREMENT']);
      return withCount(context, event.kind, context.counts[event.kind] + stepOf(event));
    }),
    keepBuyer: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return { buyer: event.buyer, ...submitErrors(context, event) };
    }),
    clearErrors: assign(NO_ERRORS),
    keepReceipt: assign((_, params: ReceiptParams) => ({ receipt: params.receipt })),
    showRefusal: assign((_, params: RefusalParams) => ({ cardErrors: params.cardErrors })),
    forgetReceipt: assign({ receipt: null }),
    reset: assign(({ context }) => initialContext(context.today)),
  },
}).createMachine({
  id: 'banquetCheckout',
  context: ({ input }) => initialContext(input.today),
  initial: 'selecting',
  states: {
    selecting: {
      description: 'Counting adult and child tickets (typed or +/-, never below 0) with the running total.',
      on: {
        COUNT_CHANGED: { actions: 'typeCount' },
        INCREMENT: { guard: 'countStaysValid', actions: 'stepCount' },
        DECREMENT: { guard: 'countStaysValid', actions: 'stepCount' },
        PROCEED: { guard: 'hasSomethingToPay', target: 'form' },
      },
    },
    form: {
      description: "The buyer's first and last name, e-mail and card; Back returns to the ticket counts.",
      on: {
        BACK: { target: 'selecting', actions: 'clearErrors' },
        SUBMIT: submitToPay('canPay', 'keepBuyer'),
      },
    },
    paying: payingState('Processing the payment (spinner).', banquetPayment, settlePayment('confirmed', 'form', 'reset')),
    confirmed: confirmedState({ target: 'selecting', actions: 'forgetReceipt' }),
    failed: failedState('form'),
  },
});

/** The banquet checkout paying through `deps`; the page starts it with `checkoutInput(clock)`. */
export function createBanquetCheckoutMachine(deps: CheckoutDeps): BanquetCheckoutMachine {
  return banquetCheckoutMachine.provide({ actors: { payForOrder: payForOrderActor(deps) } });
}

/** The machine's type: what its factory answers, and what the page's parts take as `ActorRefFrom<…>`. */
export type BanquetCheckoutMachine = typeof banquetCheckoutMachine;
