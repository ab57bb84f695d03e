import { err, ok, type Result } from 'neverthrow';
import { validateCard, type Card, type CardInput } from '../../../domain/card';
import type { FieldErrors, InvalidForm } from '../../../domain/validation/fields';
import type { Notice } from '../messages';
import { monthOf, type Clock } from '../../ports/clock.port';
import type { CardEntry, PaymentGateway } from '../../ports/payment-gateway.port';
import { fieldErrorsOf, type NoticeEmitted } from './machine-support';

/**
 * What the checkout machines share: the card check, the field errors they keep and the notice
 * they announce. Not a machine itself. The payment step they share is in checkout-payment.ts; the
 * notice event and the Result branching come from machine-support.ts, so every machine emits and
 * branches alike.
 */

/** What the checkout machines' actors need from the outside world (their `create...Machine(deps)`). */
export interface CheckoutDeps {
  readonly payments: PaymentGateway;
}

/** A calendar month (1 to 12) of a year, in UTC: what the card expiry and dues checks compare with. */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

/** What every checkout actor starts with: today's month, read once from the clock when the page starts it. */
export interface CheckoutInput {
  readonly today: CalendarMonth;
}

/** The input of a checkout actor started now: `createActor(machine, { input: checkoutInput(clock) })`. */
export function checkoutInput(clock: Clock): CheckoutInput {
  return { today: monthOf(clock) };
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
 * Checks the card details the simulator's form collected: the domain's Luhn, expiry and CVC
 * rules against `today`. A provider's card element checks itself; its unfinished card is
 * refused here with the element's own words, on the card number's field. A valid card comes back
 * cleaned (digits only).
 */
export function checkCardEntry(entry: CardEntry, today: CalendarMonth): Result<CardEntry, InvalidForm<CardField>> {
  if (entry.kind === 'provider-element') {
    // The element judges its own card; what it says is missing is shown on the card, before any order is opened.
    return entry.problem === null ? ok(entry) : err({ type: 'InvalidForm', fields: { number: entry.problem } });
  }
  return validateCard(cardInputOf(entry.card), today).map((card): CardEntry => ({ kind: 'card-details', card }));
}

/** The card to pay with: cleaned when it passed the check (the check comes first, in a guard). */
export function cleanedCard(entry: CardEntry, today: CalendarMonth): CardEntry {
  return checkCardEntry(entry, today).unwrapOr(entry);
}

/** The card's field messages, or none. */
export function cardErrorsOf(entry: CardEntry, today: CalendarMonth): FieldErrors<CardField> {
  return fieldErrorsOf(checkCardEntry(entry, today));
}

/** The form's and the card's field errors together; both empty means the payment may start. */
export function checkoutErrors<F extends string>(
  form: Result<unknown, InvalidForm<F>>,
  card: CardEntry,
  today: CalendarMonth,
): CheckoutErrors<F> {
  return { fieldErrors: fieldErrorsOf(form), cardErrors: cardErrorsOf(card, today) };
}

/** No field message on the form nor on the card. */
export function isClean(errors: CheckoutErrors<string>): boolean {
  return Object.keys(errors.fieldErrors).length === 0 && Object.keys(errors.cardErrors).length === 0;
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
