import { err, ok, type Result } from 'neverthrow';

declare const centsBrand: unique symbol;

/**
 * An amount of US money in whole cents. Always a non-negative safe integer: money is never a float.
 * Construct it with {@link cents}, {@link wholeDollarsToCents} or {@link parseDonationAmount}.
 */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/** The currency and country of every payment (spec section 9). */
export const CURRENCY = 'usd';
export const COUNTRY = 'US';

/**
 * The largest amount a single card payment may be: Stripe's limit for USD, $999,999.99.
 * Anything larger is refused before a payment is ever attempted.
 */
export const MAX_PAYMENT_CENTS = 99_999_999 as Cents;

/** The largest donation accepted in one payment, in whole dollars. */
export const MAX_DONATION_DOLLARS = 999_999;

export const ZERO_CENTS = 0 as Cents;

export type MoneyError =
  { readonly type: 'NotWholeCents'; readonly value: number } | { readonly type: 'NotWholeDollars'; readonly value: number };

/** Brands a number as cents if it is a non-negative safe integer. */
export function cents(value: number): Result<Cents, MoneyError> {
  return Number.isSafeInteger(value) && value >= 0 ? ok(value as Cents) : err({ type: 'NotWholeCents', value });
}

/**
 * Whole dollars to cents with the spec's "whole dollars with '00' appended" semantics:
 * `12` becomes `1200`, exactly what appending '00' to the decimal text gives.
 *
 * @example wholeDollarsToCents(38) // ok(3800)
 */
export function wholeDollarsToCents(dollars: number): Result<Cents, MoneyError> {
  if (!Number.isSafeInteger(dollars) || dollars < 0 || !Number.isSafeInteger(dollars * 100)) {
    return err({ type: 'NotWholeDollars', value: dollars });
  }
  return ok((dollars * 100) as Cents);
}

/** Sum of amounts. Amounts are small enough that the sum of a few stays a safe integer. */
export function addCents(...amounts: readonly Cents[]): Cents {
  return amounts.reduce((sum, amount) => sum + amount, 0) as Cents;
}

/** A unit price times a whole count. */
export function multiplyCents(unit: Cents, count: number): Cents {
  return (unit * count) as Cents;
}

export type DonationAmountError =
  { readonly type: 'NotAWholeNumber'; readonly message: string } | { readonly type: 'TooLarge'; readonly message: string };

export const DONATION_AMOUNT_MESSAGE = 'Please use a whole number for the donation amount.';

/**
 * Whole dollars as people write them: digits, after an optional '$', with or without thousands
 * commas, with or without zero cents ('.0' or '.00'). The digits, or null for anything else.
 */
const WHOLE_DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.00?)?$/;

/**
 * Parses what a donor typed (or a quick amount) as whole dollars above zero. '$20', '20.00' and
 * '1,000' are whole amounts; cents other than zero ('20.50'), a sign, letters, an empty field or
 * zero give the spec's message.
 *
 * @example parseDonationAmount('25') // ok(2500)
 * @example parseDonationAmount('$20.00') // ok(2000)
 * @example parseDonationAmount('10.5') // err({ type: 'NotAWholeNumber', message: 'Please use a whole number ...' })
 */
export function parseDonationAmount(text: string): Result<Cents, DonationAmountError> {
  const whole = WHOLE_DOLLARS.exec(text.trim())?.[1];
  if (whole === undefined) return err({ type: 'NotAWholeNumber', message: DONATION_AMOUNT_MESSAGE });
  const digits = whole.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > String(MAX_DONATION_DOLLARS).length || Number(digits) > MAX_DONATION_DOLLARS) {
    return err({ type: 'TooLarge', message: `Please enter a donation of at most ${formatCents(MAX_DONATION_DOLLARS * 100)}.` });
  }
  const dollars = Number(digits);
  if (dollars === 0) return err({ type: 'NotAWholeNumber', message: DONATION_AMOUNT_MESSAGE });
  return ok((dollars * 100) as Cents);
}

/**
 * Formats cents for display: `$50`, `$1,234`, or `$12.34` when there are cents.
 * Thousands are grouped with commas, as US readers expect; a stray fraction of a cent is rounded.
 */
export function formatCents(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(amount));
  const whole = Math.floor(absolute / 100);
  const rest = absolute % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest === 0 ? `${sign}$${grouped}` : `${sign}$${grouped}.${String(rest).padStart(2, '0')}`;
}
