import { assertEvent, assign, emit, setup } from 'xstate';
import { DEFAULT_DONATION_TYPE, isDonationType, type DonationType } from '../../../domain/catalog';
import { parseDonationAmount, ZERO_CENTS, type Cents } from '../../../domain/money';
import { validateDonationForm, type DonationFormInput } from '../../../domain/validation/checkout-forms';
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

/** The donor's details on the Donate form; none is required (spec section 5). */
export type DonorDetails = Omit<DonationFormInput, 'amount' | 'donationType'>;

/** The donor's details before anything is typed. */
export const EMPTY_DONOR: DonorDetails = { name: '', email: '', address: '', state: '', zipcode: '', phone: '' };

/** What the Donate page renders from. */
export interface DonationCheckoutContext {
  /** What the donor typed or picked, in whole dollars. */
  readonly amountText: string;
  /** The amount accepted on PROCEED; null until then. */
  readonly amount: Cents | null;
  readonly donationType: DonationType;
  readonly donor: DonorDetails;
  readonly fieldErrors: FieldErrors<keyof DonationFormInput>;
  readonly cardErrors: FieldErrors<CardField>;
  /** The receipt of the donation just made, shown until the donor starts another; null before. */
  readonly receipt: PaymentReceipt | null;
  /** This month, for the card expiry check (from the actor's input). */
  readonly today: CalendarMonth;
}

/** What the Donate page sends. */
export type DonationCheckoutEvent =
  | { readonly type: 'QUICK_AMOUNT'; readonly dollars: number }
  | { readonly type: 'AMOUNT_CHANGED'; readonly text: string }
  | { readonly type: 'TYPE_CHANGED'; readonly donationType: string }
  | { readonly type: 'PROCEED' }
  | { readonly type: 'CANCEL' }
  /** The browser's Back: to the choice, keeping the amount (Forward proceeds with it again). */
  | { readonly type: 'BACK' }
  | { readonly type: 'SUBMIT'; readonly donor: DonorDetails; readonly card: CardEntry }
  | { readonly type: 'START_OVER' }
  | { readonly type: 'RESTART' };

function initialContext(today: CalendarMonth): DonationCheckoutContext {
  return { amountText: '', amount: null, donationType: DEFAULT_DONATION_TYPE, donor: EMPTY_DONOR, ...NO_ERRORS, receipt: null, today };
}

function submitErrors(context: DonationCheckoutContext, event: { readonly donor: DonorDetails; readonly card: CardEntry }) {
  const form = validateDonationForm({ ...event.donor, amount: context.amountText, donationType: context.donationType });
  return checkoutErrors(form, event.card, context.today);
}

function donationPayment(context: DonationCheckoutContext, card: CardEntry): PayForOrderInput {
  const { donor } = context;
  const payer = { firstName: donor.name, lastName: '', email: donor.email };
  return {
    order: { item: 'donation', amount: context.amount ?? ZERO_CENTS, donationType: context.donationType },
    contact: payer,
    billing: billingDetails({ ...payer, phone: donor.phone, line1: donor.address, state: donor.state, postalCode: donor.zipcode }),
    card,
    wording: 'generic',
  };
}

/**
 * Donate (spec sections 2, 4, 5, 8): choose an amount and a type, fill in the donor's details
 * and the card, pay. A refused card stays on the card step with everything kept and the reason
 * beside the card; a payment made shows its confirmation until the donor starts another.
 * `payForOrder` is provided by {@link createDonationCheckoutMachine} (or a test); the actor's
 * input carries today's month.
 */
export const donationCheckoutMachine = setup({
  types: {
    context: {} as DonationCheckoutContext,
    events: {} as DonationCheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as NoticeEmitted,
  },
  actors: { payForOrder: PAY_FOR_ORDER_UNPROVIDED },
  guards: {
    amountIsValid: ({ context }) => parseDonationAmount(context.amountText).isOk(),
    isDonationType: ({ event }) => event.type === 'TYPE_CHANGED' && isDonationType(event.donationType),
    canPay: ({ context, event }) => event.type === 'SUBMIT' && isClean(submitErrors(context, event)),
    succeeded,
  },
  actions: {
    announce: emit(noticeEmitted),
    pickAmount: assign(({ event }) => {
      assertEvent(event, ['QUICK_AMOUNT', 'AMOUNT_CHANGED']);
      return { amountText: event.type === 'QUICK_AMOUNT' ? String(event.dollars) : event.text, fieldErrors: {} };
    }),
    pickType: assign(({ event }) => {
      assertEvent(event, 'TYPE_CHANGED');
      return { donationType: isDonationType(event.donationType) ? event.donationType : DEFAULT_DONATION_TYPE };
    }),
    acceptAmount: assign(({ context }) => ({ amount: parseDonationAmount(context.amountText).unwrapOr(null), ...NO_ERRORS })),
    showAmountError: assign(({ context }) => ({
      fieldErrors: parseDonationAmount(context.amountText).match(
        () => ({}),
        (error) => ({ amount: error.message }),
      ),
    })),
    clearAmount: assign({ amountText: '', amount: null, fieldErrors: {} }),
    keepReceipt: assign((_, params: ReceiptParams) => ({ receipt: params.receipt })),
    showRefusal: assign((_, params: RefusalParams) => ({ cardErrors: params.cardErrors })),
    forgetReceipt: assign({ receipt: null }),
    keepDonor: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return { donor: event.donor, ...submitErrors(context, event) };
    }),
  },
}).createMachine({
  id: 'donationCheckout',
  context: ({ input }) => initialContext(input.today),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Choosing the amount (a quick amount or whole dollars typed) and the donation type.',
      on: {
        QUICK_AMOUNT: { actions: 'pickAmount' },
        AMOUNT_CHANGED: { actions: 'pickAmount' },
        TYPE_CHANGED: { guard: 'isDonationType', actions: 'pickType' },
        CANCEL: { actions: 'clearAmount' },
        PROCEED: [{ guard: 'amountIsValid', target: 'form', actions: 'acceptAmount' }, { actions: 'showAmountError' }],
      },
    },
    form: {
      description:
        "The donor's details and the card; Cancel clears the amount and goes back to the choice; the browser's Back (BACK) goes back keeping it.",
      on: {
        CANCEL: { target: 'choosing', actions: 'clearAmount' },
        BACK: 'choosing',
        SUBMIT: submitToPay('canPay', 'keepDonor'),
      },
    },
    paying: payingState(
      "Processing the payment (spinner); the donor's details stay kept.",
      donationPayment,
      settlePayment('confirmed', 'form', 'clearAmount'),
    ),
    confirmed: confirmedState({ target: 'choosing', actions: 'forgetReceipt' }),
    failed: failedState('choosing'),
  },
});

/** The donation checkout paying through `deps`; the page starts it with `checkoutInput(clock)`. */
export function createDonationCheckoutMachine(deps: CheckoutDeps): DonationCheckoutMachine {
  return donationCheckoutMachine.provide({ actors: { payForOrder: payForOrderActor(deps) } });
}

/** The machine's type: what its factory answers, and what the page's parts take as `ActorRefFrom<…>`. */
export type DonationCheckoutMachine = typeof donationCheckoutMachine;
