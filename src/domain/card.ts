import { err, ok, type Result } from 'neverthrow';
import { collect, type InvalidForm } from './validation/fields';

/**
 * The simulator's card form (the real card form is the payment provider's own): the number passes
 * the Luhn check, the expiry is this month or later, the CVC is 3 or 4 digits.
 */
export interface CardInput {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

export interface Card {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

export const CARD_MESSAGES = {
  number: 'Please enter a valid card number.',
  expiry: 'Please enter an expiry date that has not passed, as MM/YY.',
  cvc: 'Please enter the 3 or 4 digit security code (CVC).',
} as const;

/** Whether a digit string passes the Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardNumber(text: string): Result<string, string> {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? ok(digits) : err(CARD_MESSAGES.number);
}

/** `MM/YY`, `MM / YYYY`, or the digits alone as people type them on a phone (`1229`, `122029`). */
const EXPIRY_WITH_SLASH = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;
const EXPIRY_DIGITS = /^(\d{2})(\d{2}|\d{4})$/;

/** The month and year an expiry's text names (0 where unreadable), a two-digit year read as 20YY. */
function readExpiry(text: string): { readonly month: number; readonly year: number } {
  const trimmed = text.trim();
  const match = EXPIRY_WITH_SLASH.exec(trimmed) ?? EXPIRY_DIGITS.exec(trimmed);
  const year = match?.[2] ?? '0';
  return { month: Number(match?.[1] ?? 0), year: year.length === 2 ? 2000 + Number(year) : Number(year) };
}

/**
 * The expiry field's text as it is typed: digits alone, three to six of them, get the slash after
 * the month, so '1229' shows as '12/29' (and '122029' as '12/2029'); anything else is left as typed.
 *
 * @example formatExpiryInput('1229') // '12/29'
 */
export function formatExpiryInput(text: string): string {
  const trimmed = text.trim();
  return /^\d{3,6}$/.test(trimmed) ? `${trimmed.slice(0, 2)}/${trimmed.slice(2)}` : text;
}

/** `MM/YY` (or `MM / YYYY`, or `MMYY` typed without the slash) that is not before the given month. */
export function cardExpiry(text: string, today: { readonly year: number; readonly month: number }) {
  const { month, year } = readExpiry(text);
  const notPast = year > today.year || (year === today.year && month >= today.month);
  return month >= 1 && month <= 12 && notPast && year <= today.year + 50
    ? ok({ month, year })
    : err<{ month: number; year: number }, string>(CARD_MESSAGES.expiry);
}

export function cardCvc(text: string): Result<string, string> {
  return /^\d{3,4}$/.test(text.trim()) ? ok(text.trim()) : err(CARD_MESSAGES.cvc);
}

export function validateCard(
  input: CardInput,
  today: { readonly year: number; readonly month: number },
): Result<Card, InvalidForm<keyof CardInput>> {
  return collect<{ number: string; expiry: { month: number; year: number }; cvc: string }>({
    number: cardNumber(input.number),
    expiry: cardExpiry(input.expiry, today),
    cvc: cardCvc(input.cvc),
  }).map(({ number, expiry, cvc }) => ({ number, expMonth: expiry.month, expYear: expiry.year, cvc }));
}

/**
 * The card form's text as a Card, without judging it (the checkout machine checks it with
 * {@link validateCard} before paying): spaces out of the number, `MM/YY` (or `MMYY`) split into
 * numbers (0 where unreadable), a two-digit year read as 20YY.
 */
export function readCardInput(input: CardInput): Card {
  const expiry = readExpiry(input.expiry);
  return {
    number: input.number.replace(/[\s-]/g, ''),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: input.cvc.trim(),
  };
}
