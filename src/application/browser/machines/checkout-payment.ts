import type { Result } from 'neverthrow';
import { assertEvent, fromPromise, type EventObject } from 'xstate';
import { MESSAGES, type Notice } from '../messages';
import type { CardEntry, PaymentReceipt } from '../../ports/payment-gateway.port';
import { payForOrder, type PayForOrderInput, type PaymentFailure } from '../use-cases/pay-for-order.use-case';
import type { FieldErrors } from '../../../domain/validation/fields';
import { cleanedCard, failureOf, type CalendarMonth, type CardField, type CheckoutDeps } from './checkout-support';
import { SUCCEEDED, unprovided } from './machine-support';

/**
 * The payment step the checkout machines share: the `payForOrder` actor, the form's SUBMIT, and
 * the `paying` and `failed` states with the `onDone` of a payment. Not a machine itself; the
 * machines name the guards and actions these use (`succeeded`, `announce`, and their own).
 */

/** What the `payForOrder` actor answers. */
export type PaymentResult = Result<PaymentReceipt, PaymentFailure>;

/** The actor the card checkouts name `payForOrder`: the payment use case over the ports. */
export function payForOrderActor(deps: CheckoutDeps) {
  return fromPromise<PaymentResult, PayForOrderInput>(({ input }) => payForOrder(deps, input));
}

/** What a checkout's `setup` names `payForOrder` until `create...Machine(deps)` or a test provides it. */
export const PAY_FOR_ORDER_UNPROVIDED = unprovided<PaymentResult, PayForOrderInput>('payForOrder');

/** A form's SUBMIT: to `paying` when `guard` passes, else stay; `keep` (what was typed, its messages) runs either way. */
export function submitToPay<const G extends string, const K extends string>(guard: G, keep: K) {
  return [{ guard, target: 'paying', actions: keep }, { actions: keep }] as const;
}

/** The SUBMIT that starts a payment: every checkout's carries the card. */
interface CardSubmitted {
  readonly type: 'SUBMIT';
  readonly card: CardEntry;
}

function assertCardSubmitted(event: EventObject): asserts event is CardSubmitted {
  assertEvent(event, 'SUBMIT');
}

/**
 * The `paying` state: invokes `payForOrder` with the order `paymentOf` makes of the context and
 * the card the SUBMIT carried (cleaned against the context's `today`); `onDone` branches on the
 * Result, a bug goes to `failed`.
 */
export function payingState<TContext extends { readonly today: CalendarMonth }, const D>(
  description: string,
  paymentOf: (context: TContext, card: CardEntry) => PayForOrderInput,
  onDone: D,
) {
  return {
    description,
    invoke: {
      id: 'payForOrder',
      src: 'payForOrder',
      input: ({ context, event }: { readonly context: TContext; readonly event: EventObject }) => {
        assertCardSubmitted(event);
        return paymentOf(context, cleanedCard(event.card, context.today));
      },
      onDone,
      onError: 'failed',
    },
  } as const;
}

/** The `failed` state: an unexpected error (a bug) stopped the checkout; announces `notice`, RESTART leaves. */
export function failedState<const R>(
  restart: R,
  notice: Notice = MESSAGES.paymentFailed,
  description = 'An unexpected error stopped the payment; the generic payment message is shown.',
) {
  return { description, entry: { type: 'announce', params: { notice } }, on: { RESTART: restart } } as const;
}

/** What the machines' `keepReceipt` action is given: the receipt of a successful payment. */
export interface ReceiptParams {
  readonly receipt: PaymentReceipt | null;
}

/** Dynamic params for `keepReceipt` after the payment's `onDone`. */
export function receiptOf({ event }: { readonly event: { readonly output: PaymentResult } }): ReceiptParams {
  return { receipt: event.output.unwrapOr(null) };
}

/** What the machines' `showRefusal` action is given: the words beside the card fields after a failed payment. */
export interface RefusalParams {
  readonly cardErrors: FieldErrors<CardField>;
}

/** Dynamic params for `showRefusal` after the payment's `onDone`: a refused card's reason, a limit's wait, or none. */
export function refusalOf({ event }: { readonly event: { readonly output: PaymentResult } }): RefusalParams {
  return {
    cardErrors: event.output.match(
      () => ({}),
      (failure) => failure.cardErrors,
    ),
  };
}

/**
 * The `onDone` of a page's payment: on success run `onSuccess`, keep the receipt (`keepReceipt`)
 * and announce 'Payment was successful!', then show the confirmation (`succeededTarget`); on
 * failure go back to the card (`failedTarget`) with the reason beside it (`showRefusal`),
 * announcing the failure's own notice.
 */
export function settlePayment<const S extends string, const F extends string, const A extends string>(
  succeededTarget: S,
  failedTarget: F,
  onSuccess: A,
) {
  return [
    {
      guard: SUCCEEDED,
      target: succeededTarget,
      actions: [onSuccess, { type: 'keepReceipt', params: receiptOf }, { type: 'announce', params: { notice: MESSAGES.paymentSucceeded } }],
    },
    {
      target: failedTarget,
      actions: [
        { type: 'showRefusal', params: refusalOf },
        { type: 'announce', params: failureOf(MESSAGES.paymentFailed) },
      ],
    },
  ] as const;
}

/**
 * The `confirmed` state: the payment went through and its confirmation stays on the page (what
 * was paid, the order number, where the receipt went, the next step) until `START_OVER`.
 */
export function confirmedState<const R>(startOver: R) {
  return {
    description: 'Paid: the confirmation stays (what was paid, the order number, the receipt address, the next step) until START_OVER.',
    on: { START_OVER: startOver },
  } as const;
}
