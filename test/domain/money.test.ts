import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  addCents,
  cents,
  COUNTRY,
  CURRENCY,
  DONATION_AMOUNT_MESSAGE,
  formatCents,
  MAX_DONATION_DOLLARS,
  MAX_PAYMENT_CENTS,
  multiplyCents,
  parseDonationAmount,
  wholeDollarsToCents,
  ZERO_CENTS,
  type Cents,
} from '../../src/domain/money';

const c = (value: number): Cents => cents(value)._unsafeUnwrap();
const notWhole = err({ type: 'NotAWholeNumber', message: DONATION_AMOUNT_MESSAGE });
/** The largest dollar amount whose cents are still a safe integer. */
const MAX_SAFE_DOLLARS = Math.floor(Number.MAX_SAFE_INTEGER / 100);
const donationDollars = fc.integer({ min: 1, max: MAX_DONATION_DOLLARS });
const spaces = fc.constantFrom('', ' ', '  ', '\t', '\n', ' \t ');

/** Reads '$1,234.56' back into cents: the inverse of formatCents, for the round-trip property. */
function parseFormatted(text: string): number {
  const match = /^\$(\d{1,3}(?:,\d{3})*)(?:\.(\d{2}))?$/.exec(text);
  if (!match) throw new Error(`not a formatted amount: ${text}`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2] ?? '0');
}

describe('currency and country of every payment (spec section 9)', () => {
  it('is usd in the US', () => {
    expect(CURRENCY).toBe('usd');
    expect(COUNTRY).toBe('US');
  });

  it('caps a single payment at $999,999.99 and a donation at $999,999', () => {
    expect(MAX_PAYMENT_CENTS).toBe(99_999_999);
    expect(MAX_DONATION_DOLLARS).toBe(999_999);
    expect(ZERO_CENTS).toBe(0);
  });
});

describe('cents: money is a non-negative safe integer', () => {
  it('accepts every non-negative safe integer unchanged', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(cents(n)).toEqual(ok(n));
      }),
    );
  });

  it('refuses every number that is not a non-negative safe integer', () => {
    const notCents = fc.oneof(
      fc.double().filter((d) => !(Number.isSafeInteger(d) && d >= 0)),
      fc.integer({ max: -1 }),
      fc.constantFrom(NaN, Infinity, -Infinity, 0.5, Number.MAX_SAFE_INTEGER + 1),
    );
    fc.assert(
      fc.property(notCents, (d) => {
        expect(cents(d)).toEqual(err({ type: 'NotWholeCents', value: d }));
      }),
    );
  });

  it('accepts exactly the non-negative safe integers', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.maxSafeInteger()), (d) => {
        expect(cents(d).isOk()).toBe(Number.isSafeInteger(d) && d >= 0);
      }),
    );
  });
});

describe("wholeDollarsToCents: whole dollars with '00' appended (spec section 9)", () => {
  it('converts the catalog amounts', () => {
    expect(wholeDollarsToCents(38)).toEqual(ok(3800));
    expect(wholeDollarsToCents(500)).toEqual(ok(50_000));
    expect(wholeDollarsToCents(0)).toEqual(ok(0));
  });

  it("equals the decimal text with '00' appended, never a fraction", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SAFE_DOLLARS }), (d) => {
        const result = wholeDollarsToCents(d)._unsafeUnwrap();
        expect(result).toBe(Number(`${d}00`));
        expect(Number.isInteger(result)).toBe(true);
        expect(result % 100).toBe(0);
      }),
    );
  });

  it('refuses negatives, fractions, non-numbers and amounts whose cents are not safe', () => {
    for (const d of [-1, 0.5, 12.01, NaN, Infinity, MAX_SAFE_DOLLARS + 1, Number.MAX_SAFE_INTEGER]) {
      expect(wholeDollarsToCents(d)).toEqual(err({ type: 'NotWholeDollars', value: d }));
    }
  });
});

describe('addCents and multiplyCents', () => {
  it('sums any number of amounts, zero for none', () => {
    expect(addCents()).toBe(0);
    expect(addCents(c(3800), c(3800), c(2000))).toBe(9600);
  });

  it('multiplies a unit price by a count', () => {
    expect(multiplyCents(c(2500), 3)).toBe(7500);
    expect(multiplyCents(c(2500), 0)).toBe(0);
  });

  it('agrees with repeated addition', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 50 }), (unit, count) => {
        expect(multiplyCents(c(unit), count)).toBe(addCents(...Array.from({ length: count }, () => c(unit))));
      }),
    );
  });
});

describe('parseDonationAmount: whole dollars above zero (spec section 5)', () => {
  it('pins the message', () => {
    expect(DONATION_AMOUNT_MESSAGE).toBe('Please use a whole number for the donation amount.');
  });

  it('accepts the examples and the quick amounts', () => {
    expect(parseDonationAmount('25')).toEqual(ok(2500));
    expect(parseDonationAmount('10')).toEqual(ok(1000));
    expect(parseDonationAmount('100')).toEqual(ok(10_000));
    expect(parseDonationAmount(' 007 ')).toEqual(ok(700));
    expect(parseDonationAmount('999999')).toEqual(ok(99_999_900));
  });

  it('accepts every integer 1..999999 as text, also with leading zeros and surrounding spaces', () => {
    fc.assert(
      fc.property(donationDollars, fc.nat({ max: 8 }), spaces, spaces, (d, zeros, before, after) => {
        const text = `${before}${'0'.repeat(zeros)}${d}${after}`;
        expect(parseDonationAmount(text)).toEqual(ok(d * 100));
      }),
    );
  });

  it('refuses a decimal point, a sign, letters, an empty field and zero with the message', () => {
    for (const text of [
      '10.5',
      '10.50',
      '20.01',
      '10.',
      '.5',
      '10.000',
      '$',
      '$$10',
      '10$',
      '-5',
      '+5',
      '1e3',
      'ten',
      '10 dollars',
      '1,00',
      '10,000,00',
      ',100',
      '',
      '   ',
      '0',
      '000',
      '0.0',
    ]) {
      expect(parseDonationAmount(text)).toEqual(notWhole);
    }
  });

  it("reads '$20', '20.00', '20.0' and '1,000' as whole dollars", () => {
    expect(parseDonationAmount('$20')).toEqual(ok(2000));
    expect(parseDonationAmount('20.00')).toEqual(ok(2000));
    expect(parseDonationAmount('$ 20.0')).toEqual(ok(2000));
    expect(parseDonationAmount('1,000')).toEqual(ok(100_000));
    expect(parseDonationAmount(' $999,999.00 ')).toEqual(ok(99_999_900));
  });

  it('property: a dollar sign, zero cents and thousands commas never change the amount', () => {
    const grouped = (d: number) => d.toLocaleString('en-US');
    fc.assert(
      fc.property(
        donationDollars,
        fc.constantFrom('', '$', '$ '),
        fc.constantFrom('', '.0', '.00'),
        fc.boolean(),
        (d, sign, cents, commas) => {
          expect(parseDonationAmount(`${sign}${commas ? grouped(d) : d}${cents}`)).toEqual(ok(d * 100));
        },
      ),
    );
  });

  it('property: cents other than zero are refused with the message, with or without a dollar sign', () => {
    fc.assert(
      fc.property(donationDollars, fc.integer({ min: 1, max: 99 }), fc.constantFrom('', '$'), (d, c, sign) => {
        expect(parseDonationAmount(`${sign}${d}.${String(c).padStart(2, '0')}`)).toEqual(notWhole);
      }),
    );
  });

  it('refuses any text holding a sign or a letter', () => {
    const bad = fc.constantFrom('-', '+', 'a', 'e', 'Z', 'x');
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '9', ' ') }), bad, fc.string(), (prefix, mark, suffix) => {
        expect(parseDonationAmount(`${prefix}${mark}${suffix}`).isErr()).toBe(true);
        expect(parseDonationAmount(`${prefix}${mark}${suffix}`)).toEqual(notWhole);
      }),
    );
  });

  it('refuses zero however many zeros and spaces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), spaces, spaces, (zeros, before, after) => {
        expect(parseDonationAmount(`${before}${'0'.repeat(zeros)}${after}`)).toEqual(notWhole);
      }),
    );
  });

  it('refuses amounts above $999,999 as too large', () => {
    const tooLarge = err({ type: 'TooLarge', message: 'Please enter a donation of at most $999,999.' });
    expect(parseDonationAmount('1000000')).toEqual(tooLarge);
    expect(parseDonationAmount('0001000000')).toEqual(tooLarge);
    expect(parseDonationAmount('99999999999999999999999')).toEqual(tooLarge);
    fc.assert(
      fc.property(fc.integer({ min: MAX_DONATION_DOLLARS + 1, max: Number.MAX_SAFE_INTEGER }), (d) => {
        expect(parseDonationAmount(String(d))).toEqual(tooLarge);
      }),
    );
  });

  it('never charges more than a single payment may be', () => {
    fc.assert(
      fc.property(donationDollars, (d) => {
        expect(parseDonationAmount(String(d))._unsafeUnwrap()).toBeLessThanOrEqual(MAX_PAYMENT_CENTS);
      }),
    );
  });
});

describe('formatCents: US display of an amount', () => {
  it('shows whole dollars bare, cents with two digits, thousands grouped', () => {
    expect(formatCents(0)).toBe('$0');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(5000)).toBe('$50');
    expect(formatCents(1234)).toBe('$12.34');
    expect(formatCents(123_400)).toBe('$1,234');
    expect(formatCents(99_999_999)).toBe('$999,999.99');
    expect(formatCents(100_000_000_00)).toBe('$100,000,000');
  });

  it('reads back to the same amount', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(parseFormatted(formatCents(n))).toBe(n);
      }),
    );
  });

  it('reads back through parseDonationAmount for every donation', () => {
    fc.assert(
      fc.property(donationDollars, (d) => {
        const shown = formatCents(d * 100)
          .replace('$', '')
          .replaceAll(',', '');
        expect(parseDonationAmount(shown)).toEqual(ok(d * 100));
      }),
    );
  });
});

describe('formatCents with amounts outside the catalog', () => {
  it('shows a negative amount with a leading minus and rounds a stray fraction of a cent', () => {
    expect(formatCents(-150)).toBe('-$1.50');
    expect(formatCents(12.5)).toBe('$0.13');
  });
});
