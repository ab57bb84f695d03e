import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../../../src/identity/rules/passwords';
import {
  gradYear,
  parseCount,
  validateBuyer,
  validateDonationChoice,
  validateDonationForm,
  validateMembershipForm,
  validateSponsorForm,
  type DonationFormInput,
  type MembershipFormInput,
} from '../../../src/domain/validation/checkout-forms';
import { EMAIL_MESSAGE, PHONE_MESSAGE, ZIP_MESSAGE } from '../../../src/domain/validation/fields';

const COUNT_MESSAGE = 'Please enter a whole number from 0 to 500.';
const DONATION_MESSAGE = 'Please use a whole number for the donation amount.';

describe('parseCount', () => {
  it('reads empty as none and trims', () => {
    expect(parseCount('')).toEqual(ok(0));
    expect(parseCount('   ')).toEqual(ok(0));
    expect(parseCount(' 3 ')).toEqual(ok(3));
    expect(parseCount('007')).toEqual(ok(7));
  });

  it.each(['-1', '1.5', '2.0', '1e2', '0x10', 'abc', '3 4', '+3', '501', '1000000', '٣'])('refuses %j', (text) => {
    expect(parseCount(text)).toEqual(err(COUNT_MESSAGE));
  });

  it('property: every integer 0..500 written as text is accepted as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (n) => {
        expect(parseCount(String(n))).toEqual(ok(n));
      }),
    );
  });

  it('property: negatives, fractions and numbers above 500 are refused', () => {
    const bad = fc.oneof(
      fc.integer({ min: -1_000_000, max: -1 }).map(String),
      fc.integer({ min: 501, max: Number.MAX_SAFE_INTEGER }).map(String),
      fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 999 })).map(([whole, fraction]) => `${whole}.${fraction}`),
    );
    fc.assert(
      fc.property(bad, (text) => {
        expect(parseCount(text)).toEqual(err(COUNT_MESSAGE));
      }),
    );
  });

  it('property: text with any non-digit character is refused', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5 }), fc.string({ minLength: 1, maxLength: 3 }), (prefix, noise) => {
        const text = `${prefix}${noise}`;
        fc.pre(/[^\d]/.test(text.trim()));
        expect(parseCount(text)).toEqual(err(COUNT_MESSAGE));
      }),
    );
  });
});

const buyer = { firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.org' };

describe('validateBuyer (banquet and cookout)', () => {
  it('accepts first name, last name and e-mail, trimmed', () => {
    expect(validateBuyer(buyer)).toEqual(ok({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' }));
  });

  it('requires all three fields and reports them together', () => {
    expect(validateBuyer({ firstName: '', lastName: ' ', email: '' })).toEqual(
      err({
        type: 'InvalidForm',
        fields: { firstName: 'First name is required.', lastName: 'Last name is required.', email: 'Email is required.' },
      }),
    );
  });

  it('refuses a malformed e-mail', () => {
    expect(validateBuyer({ ...buyer, email: 'ada' })).toEqual(err({ type: 'InvalidForm', fields: { email: EMAIL_MESSAGE } }));
  });
});

describe('validateSponsorForm', () => {
  it("requires 'Students to Sponsor'", () => {
    expect(validateSponsorForm({ ...buyer, students: '  ' })).toEqual(
      err({ type: 'InvalidForm', fields: { students: 'Students to Sponsor is required.' } }),
    );
  });

  it('accepts the buyer and students', () => {
    expect(validateSponsorForm({ ...buyer, students: 'Jo, Sam' })).toEqual(
      ok({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', students: 'Jo, Sam' }),
    );
  });

  it('refuses an over-long students list', () => {
    expect(validateSponsorForm({ ...buyer, students: 'a'.repeat(2001) }).isErr()).toBe(true);
  });
});

describe('gradYear', () => {
  it('is optional: blank becomes null', () => {
    expect(gradYear('', 2025)).toEqual(ok(null));
    expect(gradYear('  ', 2025)).toEqual(ok(null));
  });

  it('accepts 1900 to ten years ahead', () => {
    expect(gradYear('1900', 2025)).toEqual(ok('1900'));
    expect(gradYear(' 2035 ', 2025)).toEqual(ok('2035'));
  });

  it.each(['1899', '2036', '95', '20a5', '2001.0'])('refuses %j', (text) => {
    expect(gradYear(text, 2025)).toEqual(err('Graduation year must be a year from 1900 to 2035.'));
  });
});

const member: MembershipFormInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phone: '(555) 123-4567',
  address: '1 Main St',
  city: 'Boston',
  state: 'MA',
  zipcode: '02139',
  gradYear: '',
  password: 'correct horse',
};

describe('validateMembershipForm', () => {
  it('accepts a complete form without a graduation year', () => {
    expect(validateMembershipForm(member, 2025)).toEqual(ok({ ...member, phone: '5551234567', gradYear: null }));
  });

  it('requires every field but the graduation year', () => {
    const empty: MembershipFormInput = {
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
    expect(validateMembershipForm(empty, 2025)).toEqual(
      err({
        type: 'InvalidForm',
        fields: {
          firstName: 'First name is required.',
          lastName: 'Last name is required.',
          phone: 'Phone is required.',
          address: 'Address is required.',
          city: 'City is required.',
          state: 'State is required.',
          zipcode: 'ZIP code is required.',
          email: 'Email is required.',
          password: PASSWORD_TOO_SHORT,
        },
      }),
    );
  });

  it('wants a numeric phone and zip', () => {
    expect(validateMembershipForm({ ...member, phone: 'call me', zipcode: 'ABCDE' }, 2025)).toEqual(
      err({ type: 'InvalidForm', fields: { phone: PHONE_MESSAGE, zipcode: ZIP_MESSAGE } }),
    );
  });

  it('checks the password policy and a given graduation year', () => {
    expect(validateMembershipForm({ ...member, password: 'Password123', gradYear: '1850' }, 2025)).toEqual(
      err({
        type: 'InvalidForm',
        fields: { password: PASSWORD_TOO_COMMON, gradYear: 'Graduation year must be a year from 1900 to 2035.' },
      }),
    );
    expect(validateMembershipForm({ ...member, gradYear: '2001' }, 2025)._unsafeUnwrap().gradYear).toBe('2001');
  });
});

const donation: DonationFormInput = {
  amount: '25',
  donationType: 'Chapter Donation',
  name: '',
  email: '',
  address: '',
  state: '',
  zipcode: '',
  phone: '',
};

describe('validateDonationForm', () => {
  it('accepts a whole-dollar amount with every other field left empty', () => {
    expect(validateDonationForm(donation)).toEqual(ok({ ...donation, amount: 2500 }));
  });

  it.each(['10.50', '10.', '0', '-5', 'ten', '', '1e3'])("refuses the amount %j with the spec's message", (amount) => {
    expect(validateDonationForm({ ...donation, amount })).toEqual(err({ type: 'InvalidForm', fields: { amount: DONATION_MESSAGE } }));
  });

  it('accepts both donation types and refuses any other', () => {
    expect(validateDonationChoice('10', 'Community Service Project').donationType).toEqual(ok('Community Service Project'));
    expect(validateDonationForm({ ...donation, donationType: 'Other' })).toEqual(
      err({ type: 'InvalidForm', fields: { donationType: 'Please choose a donation type.' } }),
    );
  });

  it('checks optional fields only when filled in', () => {
    const filled = {
      ...donation,
      name: 'Ada L',
      email: 'ada@example.org',
      address: '1 Main',
      state: 'MA',
      zipcode: '02139',
      phone: '555 1234',
    };
    expect(validateDonationForm(filled)).toEqual(ok({ ...filled, amount: 2500, phone: '5551234' }));
    expect(validateDonationForm({ ...donation, email: 'x', zipcode: '1', phone: 'y', name: 'n'.repeat(201) })).toEqual(
      err({
        type: 'InvalidForm',
        fields: { email: EMAIL_MESSAGE, zipcode: ZIP_MESSAGE, phone: PHONE_MESSAGE, name: 'Name must be at most 200 characters.' },
      }),
    );
  });
});
