import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Result } from 'neverthrow';
import { ANNUAL_MEMBERSHIP, membershipPrice, parseMembershipPlan, type MembershipPlan } from '../../../domain/membership';
import { ZERO_CENTS, type Cents } from '../../../domain/money';
import { checkConfirmSignUp } from '../../../identity/rules/identity-rules';
import { validateMembershipForm, type MembershipFormInput } from '../../../domain/validation/checkout-forms';
import type { FieldErrors } from '../../../domain/validation/fields';
import { MESSAGES } from '../messages';
import type { CardEntry, PaymentReceipt } from '../../ports/payment-gateway.port';
import type { ConfirmMembershipError } from '../use-cases/confirm-membership.use-case';
import {
  joinAsMember,
  type JoinAsMemberDeps,
  type JoinAsMemberError,
  type JoinAsMemberInput,
  type JoinedMember,
} from '../use-cases/join-as-member.use-case';
import { failedState, submitToPay } from './checkout-payment';
import {
  cleanedCard,
  checkoutErrors,
  isClean,
  NO_ERRORS,
  noticeEmitted,
  type CalendarMonth,
  type CardField,
  type CheckoutInput,
} from './checkout-support';
import { outcomeOf, succeeded, SUCCEEDED, unprovided, type NoticeEmitted, type Outcome } from './machine-support';
import {
  ANNOUNCE_FAILURE,
  ANNOUNCE_VERIFIED,
  codeDestination,
  VERIFICATION_ACTIONS,
  VERIFICATION_UNPROVIDED,
  verificationActions,
  verificationActors,
  verificationGuards,
  verificationStates,
  type VerificationDeps,
} from './membership-verification';

/**
 * The ports Become a Member's actors need: payments, the identity service for the account and the
 * sign-in, the clock, and the browser's storage (the e-mail of a paid account awaiting its code).
 */
export type MembershipCheckoutDeps = JoinAsMemberDeps & VerificationDeps;

/** The membership form before anything is typed. */
export const EMPTY_MEMBERSHIP_FORM: MembershipFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipcode: '',
  gradYear: '',
  password: '',
};

/** What the Become a Member page renders from. */
export interface MembershipCheckoutContext {
  readonly membership: MembershipPlan | null;
  readonly total: Cents;
  /** What was typed, kept across a refused card; the password is never kept (it is typed again). */
  readonly form: MembershipFormInput;
  readonly fieldErrors: FieldErrors<keyof MembershipFormInput>;
  readonly cardErrors: FieldErrors<CardField>;
  /** The new member's e-mail while the code is entered, or whose account already existed. */
  readonly email: string;
  /** Where the code went, as the identity service masks it. */
  readonly codeDestination: string | null;
  readonly codeError: string | null;
  /** The membership's receipt, confirmed above the code entry; null before the payment. */
  readonly receipt: PaymentReceipt | null;
  /** The password message on a resumed code step (the password is asked for with the code). */
  readonly passwordError: string | null;
  /**
   * The password the account was created with, held in memory only from the payment until the
   * sign-in after the code (typed again on a resumed page); never stored.
   */
  readonly password: string;
  /** The code step was resumed from the browser's storage (a refresh, a closed tab): the password is asked for. */
  readonly resumed: boolean;
  /** The refusal of an e-mail that is already a member's (the page links it to Login), or null. */
  readonly alreadyMember: string | null;
  /** This month: the graduation year check and the card expiry check (from the actor's input). */
  readonly today: CalendarMonth;
}

/** What the Become a Member page sends. */
export type MembershipCheckoutEvent =
  | { readonly type: 'SELECT_MEMBERSHIP'; readonly membership: string }
  | { readonly type: 'BACK' }
  | { readonly type: 'SUBMIT'; readonly form: MembershipFormInput; readonly card: CardEntry }
  | { readonly type: 'SUBMIT_CODE'; readonly code: string; readonly password?: string }
  | { readonly type: 'RESEND_CODE' }
  /** The page found a paid account awaiting its code (remembered in the browser's storage). */
  | { readonly type: 'RESUME'; readonly email: string }
  | { readonly type: 'RESTART' };

type JoinResult = Result<JoinedMember, JoinAsMemberError>;
type JoinOutcome = Outcome<JoinedMember, JoinAsMemberError>;

const ANNOUNCE_PAID = { type: 'announce', params: { notice: MESSAGES.paymentSucceeded } } as const;

function initialContext(today: CalendarMonth): MembershipCheckoutContext {
  return {
    membership: null,
    total: ZERO_CENTS,
    form: EMPTY_MEMBERSHIP_FORM,
    ...NO_ERRORS,
    email: '',
    codeDestination: null,
    codeError: null,
    receipt: null,
    passwordError: null,
    password: '',
    resumed: false,
    alreadyMember: null,
    today,
  };
}

function submitErrors(context: MembershipCheckoutContext, event: { readonly form: MembershipFormInput; readonly card: CardEntry }) {
  return checkoutErrors(validateMembershipForm(event.form, context.today.year), event.card, context.today);
}

/** Field messages the server sent back with a refused order or form, if any. */
function serverFieldErrors(result: JoinResult): FieldErrors<keyof MembershipFormInput> {
  if (result.isOk()) return {};
  const error = result.error;
  return error.type === 'InvalidForm' || error.type === 'InvalidOrder' ? (error.fields ?? {}) : {};
}

/** The refusal of an e-mail that is already a member's, in the server's words, or null. */
function alreadyMemberOf(result: JoinResult): string | null {
  return result.isErr() && result.error.type === 'DuplicateMember' ? result.error.message : null;
}

/** The password typed with the code on a resumed step, else the one held since the payment. */
function passwordFor(context: MembershipCheckoutContext, event: { readonly password?: string }): string {
  return context.resumed ? (event.password ?? '') : context.password;
}

const PASSWORD_NEEDED = 'Enter the password you chose when you joined.';

/**
 * Become a Member (spec sections 2, 4, 5, 8): pick a membership, fill in the form and the card,
 * pay, then confirm the e-mailed code (or, when the e-mail already has an account, sign in with it:
 * no code comes). A refused card or a duplicate member returns to the form
 * with what was typed; a failure after the charge never offers to pay again. The actors are
 * provided by {@link createMembershipCheckoutMachine} (or a test); the actor's input carries today's month.
 */
export const membershipCheckoutMachine = setup({
  types: {
    context: {} as MembershipCheckoutContext,
    events: {} as MembershipCheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as NoticeEmitted,
  },
  actors: {
    joinAsMember: unprovided<JoinResult, JoinAsMemberInput>('joinAsMember'),
    ...VERIFICATION_UNPROVIDED,
  },
  guards: {
    isMembershipPlan: ({ event }) => event.type === 'SELECT_MEMBERSHIP' && parseMembershipPlan(event.membership).isOk(),
    canPay: ({ context, event }) => event.type === 'SUBMIT' && isClean(submitErrors(context, event)),
    hasCode: ({ context, event }) =>
      event.type === 'SUBMIT_CODE' && checkConfirmSignUp(context.email, event.code).isOk() && passwordFor(context, event) !== '',
    hasPendingEmail: ({ event }) => event.type === 'RESUME' && event.email.trim() !== '',
    ...verificationGuards,
    succeeded,
    joinedNeedsCode: (_, { result }: JoinOutcome) =>
      result.isOk() && result.value.account === 'created' && codeDestination(result.value.signUp) !== null,
    joinedWithExistingAccount: (_, { result }: JoinOutcome) => result.isOk() && result.value.account === 'existing',
    failedAfterPayment: (_, { result }: JoinOutcome) => result.isErr() && result.error.paid,
  },
  actions: {
    ...VERIFICATION_ACTIONS,
    announce: emit(noticeEmitted),
    selectMembership: assign(({ event }) => {
      assertEvent(event, 'SELECT_MEMBERSHIP');
      const membership = parseMembershipPlan(event.membership).unwrapOr(null);
      return { membership, total: membership ? membershipPrice(membership) : ZERO_CENTS, ...NO_ERRORS };
    }),
    clearErrors: assign({ ...NO_ERRORS, codeError: null, passwordError: null, alreadyMember: null }),
    holdPassword: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return { password: event.form.password };
    }),
    keepPassword: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT_CODE');
      return { password: passwordFor(context, event) };
    }),
    forgetPassword: assign({ password: '' }),
    resume: assign(({ context, event }) => {
      assertEvent(event, 'RESUME');
      return { ...initialContext(context.today), email: event.email.trim(), resumed: true };
    }),
    keepForm: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return { form: { ...event.form, password: '' }, ...submitErrors(context, event) };
    }),
    showServerFieldErrors: assign((_, { result }: JoinOutcome) => ({
      fieldErrors: serverFieldErrors(result),
      alreadyMember: alreadyMemberOf(result),
    })),
    awaitCode: assign((_, { result }: JoinOutcome) =>
      result.isOk() && result.value.account === 'created'
        ? {
            email: result.value.email,
            codeDestination: codeDestination(result.value.signUp),
            codeError: null,
            receipt: result.value.receipt,
          }
        : {},
    ),
    keepEmail: assign((_, { result }: JoinOutcome) => (result.isOk() ? { email: result.value.email, form: EMPTY_MEMBERSHIP_FORM } : {})),
    showCodeError: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT_CODE');
      return {
        codeError: checkConfirmSignUp(context.email, event.code).match(
          () => null,
          (error) => error.message,
        ),
        passwordError: passwordFor(context, event) === '' ? PASSWORD_NEEDED : null,
      };
    }),
    showConfirmError: assign((_, { result }: Outcome<unknown, ConfirmMembershipError>) => ({
      codeError: result.match(
        () => null,
        (error) => error.message,
      ),
    })),
    reset: assign(({ context }) => initialContext(context.today)),
  },
}).createMachine({
  id: 'membershipCheckout',
  context: ({ input }) => initialContext(input.today),
  initial: 'selecting',
  states: {
    selecting: {
      description: 'Choosing a membership card (Lifetime or Annual); choosing one sets the membership and the total.',
      on: {
        SELECT_MEMBERSHIP: { guard: 'isMembershipPlan', target: 'form', actions: 'selectMembership' },
        RESUME: { guard: 'hasPendingEmail', target: 'verifying', actions: 'resume' },
      },
    },
    form: {
      description: "The member's details, password and card; 'Return to membership selection' goes back.",
      on: {
        BACK: { target: 'selecting', actions: 'clearErrors' },
        SUBMIT: submitToPay('canPay', 'keepForm'),
      },
    },
    paying: {
      description: 'Paying for the membership and creating the account (spinner).',
      entry: 'holdPassword',
      invoke: {
        id: 'joinAsMember',
        src: 'joinAsMember',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          const card = cleanedCard(event.card, context.today);
          // The form is entered only with a plan chosen; the fallback only satisfies the type.
          return { membership: context.membership ?? ANNUAL_MEMBERSHIP, form: event.form, card };
        },
        onDone: [
          {
            guard: { type: 'joinedWithExistingAccount', params: outcomeOf },
            target: 'existingAccount',
            actions: [{ type: 'keepEmail', params: outcomeOf }, ANNOUNCE_PAID],
          },
          {
            guard: { type: 'joinedNeedsCode', params: outcomeOf },
            target: 'verifying',
            actions: [
              { type: 'awaitCode', params: outcomeOf },
              { type: 'rememberPending', params: ({ context }) => ({ email: context.email }) },
              ANNOUNCE_PAID,
            ],
          },
          {
            guard: SUCCEEDED,
            target: 'selecting',
            actions: ['reset', ANNOUNCE_PAID, ANNOUNCE_VERIFIED],
          },
          {
            guard: { type: 'failedAfterPayment', params: outcomeOf },
            target: 'incomplete',
            actions: ANNOUNCE_FAILURE,
          },
          { target: 'form', actions: [{ type: 'showServerFieldErrors', params: outcomeOf }, ANNOUNCE_FAILURE] },
        ],
        onError: 'failed',
      },
    },
    ...verificationStates,
    existingAccount: {
      description:
        'Paid and recorded for an e-mail that already has an account: the message stays, telling the member to sign in or reset the password on the Login page; no code is awaited.',
      on: { BACK: { target: 'selecting', actions: 'reset' } },
    },
    incomplete: {
      description: 'Paid, but the account or the member record could not be completed; the message stays and nothing is charged again.',
      on: { BACK: { target: 'selecting', actions: 'reset' } },
    },
    failed: failedState(
      { target: 'selecting', actions: 'clearErrors' },
      MESSAGES.membershipFormFailed,
      'An unexpected error stopped the checkout; the generic form message is shown.',
    ),
  },
});

/** Become a Member over the payments and the identity service; the page starts it with `checkoutInput(clock)`. */
export function createMembershipCheckoutMachine(deps: MembershipCheckoutDeps): MembershipCheckoutMachine {
  return membershipCheckoutMachine.provide({
    actors: {
      joinAsMember: fromPromise<JoinResult, JoinAsMemberInput>(({ input }) => joinAsMember(deps, input)),
      ...verificationActors(deps),
    },
    actions: verificationActions(deps),
  });
}

/** The machine's type: what its factory answers, and what the page's parts take as `ActorRefFrom<…>`. */
export type MembershipCheckoutMachine = typeof membershipCheckoutMachine;
