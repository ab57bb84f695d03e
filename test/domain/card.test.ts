import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardCvc,
  cardExpiry,
  cardNumber,
  formatExpiryInput,
  passesLuhn,
  readCardInput,
  validateCard,
} from '../../src/domain/card';

/** Reference Luhn: double every second digit from the right, sum the digits of the products. */
function referenceLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  const sum = [...digits]
    .reverse()
    .map((c, i) => (i % 2 === 1 ? Number(c) * 2 : Number(c)))
    .reduce((total, n) => total + Math.floor(n / 10) + (n % 10), 0);
  return sum % 10 === 0;
}

/** The digit that makes `payload` + digit pass Luhn. */
function checkDigit(payload: string): string {
  return String([...'0123456789'].findIndex((d) => referenceLuhn(payload + d)));
}

const today = { year: 2025, month: 6 };
const digitString = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('passesLuhn', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000000000009995', true],
    ['4000002500003155', true],
    ['4242424242424241', false],
    ['0', true],
    ['', false],
    ['79927398713', true],
    ['79927398710', false],
  ])('%j -> %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });

  it('refuses non-digits', () => {
    expect(passesLuhn('4242a42424242424')).toBe(false);
  });

  it('property: agrees with the reference implementation', () => {
    fc.assert(
      fc.property(digitString(1, 19), (digits) => {
        expect(passesLuhn(digits)).toBe(referenceLuhn(digits));
      }),
    );
  });

  it('property: a valid number with any one digit changed fails', () => {
    const changed = fc.tuple(digitString(11, 18), fc.nat(), fc.integer({ min: 1, max: 9 })).map(([payload, at, delta]) => {
      const valid = payload + checkDigit(payload);
      const i = at % valid.length;
      const digit = (Number(valid[i]) + delta) % 10;
      return { valid, broken: `${valid.slice(0, i)}${digit}${valid.slice(i + 1)}` };
    });
    fc.assert(
      fc.property(changed, ({ valid, broken }) => {
        expect(passesLuhn(valid)).toBe(true);
        expect(passesLuhn(broken)).toBe(false);
      }),
    );
  });
});

describe('cardNumber', () => {
  it('accepts Stripe test numbers, with spaces or dashes', () => {
    expect(cardNumber('4242424242424242')).toEqual(ok('4242424242424242'));
    expect(cardNumber('4242 4242 4242 4242')).toEqual(ok('4242424242424242'));
    expect(cardNumber('4000-0000-0000-0002')).toEqual(ok('4000000000000002'));
  });

  it.each(['4242424242424241', '', '0', '4242-4242-4242-424a', '42424242424', '00000000000000000000'])('refuses %j', (text) => {
    expect(cardNumber(text)).toEqual(err(CARD_MESSAGES.number));
  });
});

describe('cardExpiry (today is June 2025)', () => {
  it.each([
    ['06/25', { month: 6, year: 2025 }],
    ['6/25', { month: 6, year: 2025 }],
    ['07/25', { month: 7, year: 2025 }],
    ['01/26', { month: 1, year: 2026 }],
    [' 12 / 2030 ', { month: 12, year: 2030 }],
    ['06/75', { month: 6, year: 2075 }],
    ['1229', { month: 12, year: 2029 }],
    [' 0625 ', { month: 6, year: 2025 }],
    ['122029', { month: 12, year: 2029 }],
  ])('accepts %j (this month or later)', (text, expiry) => {
    expect(cardExpiry(text, today)).toEqual(ok(expiry));
  });

  it.each(['05/25', '12/24', '06/2024', '13/26', '00/26', '06/76', '0524', '1326', '626', '06261', '6-26', 'MM/YY', '', '06/202'])(
    'refuses %j',
    (text) => {
      expect(cardExpiry(text, today)).toEqual(err(CARD_MESSAGES.expiry));
    },
  );
});

describe('expiry typed without the slash', () => {
  const months = fc.integer({ min: 1, max: 12 }).map((m) => String(m).padStart(2, '0'));
  const years = fc.integer({ min: 0, max: 99 }).map((y) => String(y).padStart(2, '0'));

  it("property: 'MMYY' means what 'MM/YY' means, in any month", () => {
    fc.assert(
      fc.property(months, years, fc.integer({ min: 2000, max: 2060 }), fc.integer({ min: 1, max: 12 }), (mm, yy, year, month) => {
        const now = { year, month };
        expect(cardExpiry(`${mm}${yy}`, now)).toEqual(cardExpiry(`${mm}/${yy}`, now));
        expect(readCardInput({ number: '', expiry: `${mm}${yy}`, cvc: '' })).toEqual(
          readCardInput({ number: '', expiry: `${mm}/${yy}`, cvc: '' }),
        );
      }),
    );
  });

  it("shows '1229' as '12/29' in the field, and leaves anything else as typed", () => {
    expect(formatExpiryInput('1229')).toBe('12/29');
    expect(formatExpiryInput('122')).toBe('12/2');
    expect(formatExpiryInput('122029')).toBe('12/2029');
    for (const typed of ['', '1', '12', '12/', '12/2', '12/29', '1229x', '1234567']) expect(formatExpiryInput(typed)).toBe(typed);
  });

  it('property: formatting is idempotent and never changes what the expiry means', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '2', '9', '/', ' ') }), (typed) => {
        const shown = formatExpiryInput(typed);
        expect(formatExpiryInput(shown)).toBe(shown);
        expect(cardExpiry(shown, today)).toEqual(cardExpiry(typed, today));
      }),
    );
  });
});

describe('cardCvc', () => {
  it('accepts 3 or 4 digits, trimmed', () => {
    expect(cardCvc('123')).toEqual(ok('123'));
    expect(cardCvc(' 1234 ')).toEqual(ok('1234'));
  });

  it.each(['12', '12345', 'abc', '', '12a'])('refuses %j', (text) => {
    expect(cardCvc(text)).toEqual(err(CARD_MESSAGES.cvc));
  });
});

describe('validateCard', () => {
  it('returns the card with its expiry split out', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, today)).toEqual(
      ok({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }),
    );
  });

  it('accepts 4000000000000002 (it passes Luhn; the decline comes from the processor)', () => {
    expect(validateCard({ number: '4000000000000002', expiry: '06/25', cvc: '1234' }, today).isOk()).toBe(true);
  });

  it('reports all three bad fields at once', () => {
    expect(validateCard({ number: '4242424242424241', expiry: '05/25', cvc: '12' }, today)).toEqual(
      err({
        type: 'InvalidForm',
        fields: {
          number: 'Please enter a valid card number.',
          expiry: 'Please enter an expiry date that has not passed, as MM/YY.',
          cvc: 'Please enter the 3 or 4 digit security code (CVC).',
        },
      }),
    );
  });

  it('uses the injected today: the same card is valid in one month and expired the next', () => {
    const card = { number: '4242424242424242', expiry: '06/25', cvc: '123' };
    expect(validateCard(card, { year: 2025, month: 6 }).isOk()).toBe(true);
    expect(validateCard(card, { year: 2025, month: 7 }).isErr()).toBe(true);
    expect(validateCard(card, { year: 2026, month: 1 }).isErr()).toBe(true);
  });
});

describe('readCardInput', () => {
  it('reads the form text without judging it', () => {
    expect(readCardInput({ number: '4242 4242 4242 4242', expiry: '04 / 29', cvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      expMonth: 4,
      expYear: 2029,
      cvc: '123',
    });
    expect(readCardInput({ number: '', expiry: 'soon', cvc: '' })).toEqual({ number: '', expMonth: 0, expYear: 0, cvc: '' });
  });

  it('gives validateCard the same verdict as the text itself', () => {
    const today = { year: 2026, month: 6 };
    for (const expiry of ['06/26', '05/26', '13/27', '1/2030', 'x']) {
      const text = { number: '4242424242424242', expiry, cvc: '123' };
      const card = readCardInput(text);
      const again = { number: card.number, expiry: `${card.expMonth}/${card.expYear}`, cvc: card.cvc };
      expect(validateCard(again, today).isOk()).toBe(validateCard(text, today).isOk());
    }
  });
});
