import { assertEvent, assign, emit, setup } from 'xstate';
import type { Member } from '../../../domain/members';
import { duesStatus, isUpgradeOffered } from '../../../domain/membership';
import { ZERO_CENTS, type Cents } from '../../../domain/money';
import { orderTotal, type CatalogueOrder } from '../../../domain/pricing';
import type { FieldErrors } from '../../../domain/validation/fields';
import { MESSAGES } from '../messages';
import type { CardEntry, PaymentReceipt } from '../../ports/payment-gateway.port';
import { billingDetails, type PayForOrderInput } from '../use-cases/pay-for-order.use-case';
import {
  failedState,
  PAY_FOR_ORDER_UNPROVIDED,
  payForOrderActor,
  payingState,
  receiptOf,
  refusalOf,
  submitToPay,
  type ReceiptParams,
  type RefusalParams,
} from './checkout-payment';
import {
  cardErrorsOf,
  checkCardEntry,
  failureOf,
  noticeEmitted,
  type CalendarMonth,
  type CardField,
  type CheckoutDeps,
  type CheckoutInput,
} from './checkout-support';
import { succeeded, SUCCEEDED, type NoticeEmitted } from './machine-support';

/** What a member pays for in the Member Area. */
export type MemberAreaItem = 'dues' | 'upgrade';

/** The parts of the member's record a payment needs: who pays, the billing address, the membership. */
export type PayingMember = Pick<
  Member,
  'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'city' | 'state' | 'zipcode' | 'membership' | 'duesPayYear'
>;

/** What the dues box, the upgrade box and the card panel render from. */
export interface MemberAreaPaymentContext {
  readonly item: MemberAreaItem | null;
  readonly member: PayingMember | null;
  /** The price of the item from the domain ($50 or $25 dues, $500 upgrade). */
  readonly amount: Cents;
  readonly cardErrors: FieldErrors<CardField>;
  /** The receipt of the dues or upgrade just paid, shown until the member closes it; null before. */
  readonly receipt: PaymentReceipt | null;
  /** This month: the dues year and the card expiry check (from the actor's input). */
  readonly today: CalendarMonth;
}

/** What the Member Area sends: CHECKOUT carries the member's record as the page loaded it. */
export type MemberAreaPaymentEvent =
  | { readonly type: 'CHECKOUT'; readonly item: MemberAreaItem; readonly member: PayingMember }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'SUBMIT'; readonly card: CardEntry }
  | { readonly type: 'START_OVER' }
  | { readonly type: 'RESTART' };

function initialContext(today: CalendarMonth): MemberAreaPaymentContext {
  return { item: null, member: null, amount: ZERO_CENTS, cardErrors: {}, receipt: null, today };
}

function orderOf(item: MemberAreaItem, member: PayingMember): CatalogueOrder {
  return item === 'dues' ? { item: 'dues', membership: member.membership } : { item: 'upgrade' };
}

/** Dues are offered while this year's are unpaid; the upgrade while the member is not lifetime. */
function isOffered(item: MemberAreaItem, member: PayingMember, today: CalendarMonth): boolean {
  return item === 'dues' ? duesStatus(member.duesPayYear, today.year) === 'unpaid' : isUpgradeOffered(member.membership);
}

function memberPayment(context: MemberAreaPaymentContext, card: CardEntry): PayForOrderInput {
  const member = context.member ?? EMPTY_MEMBER;
  return {
    order: orderOf(context.item ?? 'dues', member),
    contact: { firstName: member.firstName, lastName: member.lastName, email: member.email },
    billing: billingDetails({ ...member, line1: member.address, postalCode: member.zipcode }),
    card,
    wording: 'member-area',
  };
}

// Checkout is entered only with a member; this only satisfies the type.
const EMPTY_MEMBER: PayingMember = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipcode: '',
  membership: '',
  duesPayYear: null,
};

/**
 * Member Area payments (spec sections 2, 4, 8): pay this year's dues or upgrade to lifetime with
 * the card panel. The server records what was paid for; on success the machine announces it,
 * calls `reloadProfile`, which the page provides ('the page then reloads'), and keeps the receipt
 * for the confirmation. A refused card stays on the card panel with its reason beside the card. `payForOrder` is
 * provided by {@link createMemberAreaPaymentMachine} (or a test); the actor's input carries today's month.
 */
export const memberAreaPaymentMachine = setup({
  types: {
    context: {} as MemberAreaPaymentContext,
    events: {} as MemberAreaPaymentEvent,
    input: {} as CheckoutInput,
    emitted: {} as NoticeEmitted,
  },
  actors: { payForOrder: PAY_FOR_ORDER_UNPROVIDED },
  guards: {
    isOffered: ({ context, event }) => event.type === 'CHECKOUT' && isOffered(event.item, event.member, context.today),
    cardIsValid: ({ context, event }) => event.type === 'SUBMIT' && checkCardEntry(event.card, context.today).isOk(),
    succeeded,
  },
  actions: {
    announce: emit(noticeEmitted),
    openCheckout: assign(({ event }) => {
      assertEvent(event, 'CHECKOUT');
      const amount = orderTotal(orderOf(event.item, event.member)).unwrapOr(ZERO_CENTS);
      return { item: event.item, member: event.member, amount, cardErrors: {}, receipt: null };
    }),
    showCardErrors: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return { cardErrors: cardErrorsOf(event.card, context.today) };
    }),
    keepReceipt: assign((_, params: ReceiptParams) => ({ receipt: params.receipt })),
    showRefusal: assign((_, params: RefusalParams) => ({ cardErrors: params.cardErrors })),
    reloadProfile: () => {
      // The page provides the reload; without one there is nothing to refresh.
    },
    reset: assign(({ context }) => initialContext(context.today)),
  },
}).createMachine({
  id: 'memberAreaPayment',
  context: ({ input }) => initialContext(input.today),
  initial: 'idle',
  states: {
    idle: {
      description: "The dues and upgrade boxes; 'Pay dues' or the upgrade button opens the card panel.",
      on: { CHECKOUT: { guard: 'isOffered', target: 'checkout', actions: 'openCheckout' } },
    },
    checkout: {
      description: 'The card panel for the chosen item (dues or upgrade) and its price; Cancel closes it.',
      on: {
        CHECKOUT: { guard: 'isOffered', target: 'checkout', actions: 'openCheckout' },
        CANCEL: { target: 'idle', actions: 'reset' },
        SUBMIT: submitToPay('cardIsValid', 'showCardErrors'),
      },
    },
    paying: payingState('Processing the payment (spinner).', memberPayment, [
      {
        guard: SUCCEEDED,
        target: 'confirmed',
        actions: [
          { type: 'keepReceipt', params: receiptOf },
          { type: 'announce', params: { notice: MESSAGES.paymentSucceeded } },
          'reloadProfile',
        ],
      },
      {
        target: 'checkout',
        actions: [
          { type: 'showRefusal', params: refusalOf },
          { type: 'announce', params: failureOf(MESSAGES.paymentProcessingFailed) },
        ],
      },
    ]),
    confirmed: {
      description:
        'Paid: the profile is reloaded and the confirmation stays in place of the card panel until START_OVER closes it (or another payment opens).',
      on: {
        START_OVER: { target: 'idle', actions: 'reset' },
        CHECKOUT: { guard: 'isOffered', target: 'checkout', actions: 'openCheckout' },
      },
    },
    failed: failedState(
      { target: 'idle', actions: 'reset' },
      MESSAGES.paymentProcessingFailed,
      "An unexpected error stopped the payment; the Member Area's payment failure message is shown.",
    ),
  },
});

/** The Member Area payment paying through `deps`; the page provides `reloadProfile` and starts it with `checkoutInput(clock)`. */
export function createMemberAreaPaymentMachine(deps: CheckoutDeps): MemberAreaPaymentMachine {
  return memberAreaPaymentMachine.provide({ actors: { payForOrder: payForOrderActor(deps) } });
}

/** The machine's type: what its factory answers (the Member Area then provides `reloadProfile`). */
export type MemberAreaPaymentMachine = typeof memberAreaPaymentMachine;
