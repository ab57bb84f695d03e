import { ok, type Result } from 'neverthrow';
import { validateCard, type Card, type CardInput } from '../../domain/card';
import type { FieldErrors, InvalidForm } from '../../domain/validation/fields';
import { MESSAGES, type Notice } from '../messages';
import { monthOf, type Clock } from '../ports/clock.port';
import type { CardEntry, PaymentGateway } from '../ports/payment-gateway.port';
import { outcomeOf, type NoticeEmitted, type Outcome } from './identity-flow-support';

/**
 * What the checkout machines share: the card check, the field errors they keep, the notice they
 * emit and the way they branch on a use case's Result. Not a machine itself. The notice event and
 * the Result branching (`NoticeEmitted`, `Outcome`, `outcomeOf`) are the identity machines' own,
 * from identity-flow-support.ts, so every machine emits and branches alike.
 */

/** What every checkout machine needs from the outside world. */
export interface CheckoutDeps {
  readonly payments: PaymentGateway;
  /** Today's month, for the card expiry check. */
  readonly clock: Clock;
}

/** The card form's fields: number, expiry, cvc. */
export type CardField = keyof CardInput;

/** Messages for the form's fields and the card's fields, each tied to its input by the page. */
export interface CheckoutErrors<F extends string> {
  readonly fieldErrors: FieldErrors<F>;
  readonly cardErrors: FieldErrors<CardField>;
}

/** No field messages at all. */
export const NO_ERRORS: CheckoutErrors<never> = { fieldErrors: {}, cardErrors: {} };

function cardInputOf(card: Card): CardInput {
  return { number: card.number, expiry: `${card.expMonth}/${card.expYear}`, cvc: card.cvc };
}

/**
 * Checks the card details the simulator's form collected (a provider's card element checks
 * itself): the domain's Luhn, expiry and CVC rules against today's month. A valid card comes back
 * cleaned (digits only).
 */
export function checkCardEntry(entry: CardEntry, clock: Clock): Result<CardEntry, InvalidForm<CardField>> {
  if (entry.kind !== 'card-details') return ok(entry);
  return validateCard(cardInputOf(entry.card), monthOf(clock)).map((card): CardEntry => ({ kind: 'card-details', card }));
}

/** The card to pay with: cleaned when it passed the check (the check comes first, in a guard). */
export function cleanedCard(entry: CardEntry, clock: Clock): CardEntry {
  return checkCardEntry(entry, clock).unwrapOr(entry);
}

/** The form's and the card's field errors together; both empty means the payment may start. */
export function checkoutErrors<F extends string>(
  form: Result<unknown, InvalidForm<F>>,
  card: CardEntry,
  clock: Clock,
): CheckoutErrors<F> {
  return {
    fieldErrors: form.match(
      () => ({}),
      (invalid) => invalid.fields,
    ),
    cardErrors: checkCardEntry(card, clock).match(
      () => ({}),
      (invalid) => invalid.fields,
    ),
  };
}

/** No field message on the form nor on the card. */
export function isClean(errors: CheckoutErrors<string>): boolean {
  return Object.keys(errors.fieldErrors).length === 0 && Object.keys(errors.cardErrors).length === 0;
}

/** The guard every machine names `succeeded`: the actor's Result is a success. */
export function succeeded(_: unknown, params: Outcome<unknown, unknown>): boolean {
  return params.result.isOk();
}

/** The notice carried by a failed Result, or `fallback` for a success. */
function failureNotice<T>(result: Result<T, { readonly notice: Notice }>, fallback: Notice): Notice {
  return result.match(
    () => fallback,
    (error) => error.notice,
  );
}

/** What every checkout machine's `announce` action emits: `announce: emit(noticeEmitted)`. */
export function noticeEmitted(_: unknown, params: { readonly notice: Notice }): NoticeEmitted {
  return { type: 'notice', notice: params.notice };
}

/**
 * Dynamic params for `announce` after an actor's `onDone`: the failure's own notice (`fallback`
 * only for a success, which this is not used for).
 */
export function failureOf(fallback: Notice) {
  return ({ event }: { readonly event: { readonly output: Result<unknown, { readonly notice: Notice }> } }) => ({
    notice: failureNotice(event.output, fallback),
  });
}

/**
 * The `onDone` of a page's payment: on success run `onSuccess` and announce 'Payment was
 * successful!'; on failure go to `failedTarget` announcing the failure's own notice.
 */
export function settlePayment<const S extends string, const F extends string, const A extends string>(
  succeededTarget: S,
  failedTarget: F,
  onSuccess: A,
) {
  return [
    {
      guard: { type: 'succeeded', params: outcomeOf },
      target: succeededTarget,
      actions: [onSuccess, { type: 'announce', params: { notice: MESSAGES.paymentSucceeded } }],
    },
    { target: failedTarget, actions: { type: 'announce', params: failureOf(MESSAGES.paymentFailed) } },
  ] as const;
}
