import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  collect,
  email,
  EMAIL_MESSAGE,
  MAX_LENGTH,
  optional,
  optionalEmail,
  optionalPhone,
  optionalZip,
  phone,
  PHONE_MESSAGE,
  required,
  zip,
  ZIP_MESSAGE,
} from '../../../src/domain/validation/fields';

describe('required', () => {
  it('trims and returns the value', () => {
    expect(required('  Ada  ', 'First name', 100)).toEqual(ok('Ada'));
  });

  it('refuses an empty or blank value with the label', () => {
    expect(required('', 'First name', 100)).toEqual(err('First name is required.'));
    expect(required(' \t\n ', 'City', 100)).toEqual(err('City is required.'));
  });

  it('accepts exactly the maximum and refuses one more', () => {
    expect(required('a'.repeat(10), 'Name', 10)).toEqual(ok('a'.repeat(10)));
    expect(required('a'.repeat(11), 'Name', 10)).toEqual(err('Name must be at most 10 characters.'));
  });

  it('property: any text longer than a field maximum (after trimming) is refused', () => {
    const limits = Object.entries(MAX_LENGTH);
    fc.assert(
      fc.property(
        fc.constantFrom(...limits),
        fc.string({ maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        ([label, max], filler, tail) => {
          const value = `x${filler}${'y'.repeat(max)}${tail}z`;
          expect(required(value, label, max)).toEqual(err(`${label} must be at most ${max} characters.`));
        },
      ),
    );
  });

  it('property: any non-blank text within the maximum is accepted trimmed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 100 }), (value) => {
        fc.pre(value.trim() !== '');
        expect(required(value, 'Name', 100)).toEqual(ok(value.trim()));
      }),
    );
  });
});

describe('optional', () => {
  it('turns empty, null and undefined into the empty string', () => {
    expect(optional('', 'Summary', 10)).toEqual(ok(''));
    expect(optional(null, 'Summary', 10)).toEqual(ok(''));
    expect(optional(undefined, 'Summary', 10)).toEqual(ok(''));
  });

  it('trims, and refuses text over the maximum', () => {
    expect(optional(' hi ', 'Summary', 10)).toEqual(ok('hi'));
    expect(optional('a'.repeat(11), 'Summary', 10)).toEqual(err('Summary must be at most 10 characters.'));
  });
});

describe('email', () => {
  it('accepts a plain address, trimmed', () => {
    expect(email('  ada@example.org ')).toEqual(ok('ada@example.org'));
  });

  it('is required, with the label in the message', () => {
    expect(email('')).toEqual(err('Email is required.'));
    expect(email('  ', 'Work email')).toEqual(err('Work email is required.'));
  });

  it.each(['ada', 'ada@', '@example.org', 'ada@example', 'a da@example.org', 'ada@@example.org'])('refuses %j', (value) => {
    expect(email(value)).toEqual(err(EMAIL_MESSAGE));
  });

  it('refuses an address longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@b.org`;
    expect(email(long)).toEqual(err('Email must be at most 254 characters.'));
  });

  it('optionalEmail accepts blank and still checks what is typed', () => {
    expect(optionalEmail('   ')).toEqual(ok(''));
    expect(optionalEmail('a@b.co')).toEqual(ok('a@b.co'));
    expect(optionalEmail('nope')).toEqual(err(EMAIL_MESSAGE));
  });
});

describe('phone (numeric)', () => {
  it.each([
    ['5551234567', '5551234567'],
    ['555-123-4567', '5551234567'],
    ['(555) 123.4567', '5551234567'],
    ['+1 555 123 4567', '15551234567'],
    ['1234567', '1234567'],
    ['123456789012345', '123456789012345'],
  ])('accepts %j as digits %j', (input, digits) => {
    expect(phone(input)).toEqual(ok(digits));
  });

  it.each(['abc', '555-CALL-NOW', '123456', '1234567890123456', '12345x67', '++15551234567', '555_123_4567'])('refuses %j', (input) => {
    expect(phone(input)).toEqual(err(PHONE_MESSAGE));
  });

  it('is required', () => {
    expect(phone('')).toEqual(err('Phone is required.'));
  });

  it('optionalPhone accepts blank and checks what is typed', () => {
    expect(optionalPhone('')).toEqual(ok(''));
    expect(optionalPhone('555 1234')).toEqual(ok('5551234'));
    expect(optionalPhone('call me')).toEqual(err(PHONE_MESSAGE));
  });
});

describe('zip (numeric)', () => {
  it('accepts five digits and ZIP+4', () => {
    expect(zip(' 02139 ')).toEqual(ok('02139'));
    expect(zip('02139-4307')).toEqual(ok('02139-4307'));
  });

  it.each(['2139', '021390', 'abcde', '0213a', '02139-43', '02139 4307'])('refuses %j', (input) => {
    expect(zip(input)).toEqual(err(ZIP_MESSAGE));
  });

  it('is required; optionalZip accepts blank', () => {
    expect(zip('')).toEqual(err('ZIP code is required.'));
    expect(optionalZip('')).toEqual(ok(''));
    expect(optionalZip('12345')).toEqual(ok('12345'));
    expect(optionalZip('12')).toEqual(err(ZIP_MESSAGE));
  });
});

describe('collect', () => {
  it('returns every cleaned value when all checks pass', () => {
    const r = collect<{ name: string; email: string; zip: string }>({
      name: required(' Ada ', 'Name', 100),
      email: email('ada@example.org'),
      zip: zip('12345'),
    });
    expect(r).toEqual(ok({ name: 'Ada', email: 'ada@example.org', zip: '12345' }));
  });

  it('gathers all field errors at once: three bad fields report three', () => {
    const r = collect<{ name: string; email: string; zip: string; city: string }>({
      name: required('', 'Name', 100),
      email: email('nope'),
      zip: zip('12'),
      city: required('Boston', 'City', 100),
    });
    expect(r).toEqual(err({ type: 'InvalidForm', fields: { name: 'Name is required.', email: EMAIL_MESSAGE, zip: ZIP_MESSAGE } }));
    expect(Object.keys(r._unsafeUnwrapErr().fields)).toHaveLength(3);
  });

  it('property: the number of reported fields equals the number of failing checks', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), (passes) => {
        const checks = Object.fromEntries(passes.map((pass, i) => [`f${i}`, pass ? ok(i) : err(`bad ${i}`)]));
        const r = collect<Record<string, number>>(checks);
        const failing = passes.filter((pass) => !pass).length;
        if (failing === 0) expect(r.isOk()).toBe(true);
        else expect(Object.keys(r._unsafeUnwrapErr().fields)).toHaveLength(failing);
      }),
    );
  });
});
