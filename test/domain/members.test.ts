import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  checkNotAMember,
  duplicateMember,
  duplicateMemberMessage,
  fullName,
  isMemberId,
  MEMBER_EDITABLE_FIELDS,
  MEMBER_FIELDS,
  MEMBER_ID_PATTERN,
  MEMBER_PROTECTED_FIELDS,
  MEMBER_VALUE_FIELDS,
  memberAdminUpdate,
  memberIdFrom,
  memberSelfUpdate,
  type Member,
  normalizeEmail,
  sameEmail,
} from '../../src/domain/members';

const spaces = fc.constantFrom('', ' ', '  ', '\t', '\n', ' \r\n ');
/** An e-mail written with an arbitrary mix of upper and lower case, padded with white space. */
const restyled = (email: string) =>
  fc
    .tuple(fc.array(fc.boolean(), { minLength: email.length, maxLength: email.length }), spaces, spaces)
    .map(
      ([upper, before, after]) => before + Array.from(email, (ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join('') + after,
    );
const emailAndVariant = fc.emailAddress().chain((email) => fc.tuple(fc.constant(email), restyled(email)));

describe('duplicate member message (spec section 5)', () => {
  it('is the persistent message with the e-mail', () => {
    expect(duplicateMemberMessage('ann@example.com')).toBe(
      'ann@example.com is already a member. Login to the Member Area to make a payment.',
    );
    expect(duplicateMemberMessage('  ann@example.com ')).toBe(
      'ann@example.com is already a member. Login to the Member Area to make a payment.',
    );
  });

  it('builds the error with the trimmed e-mail', () => {
    expect(duplicateMember(' Ann@Example.com ')).toEqual({
      type: 'DuplicateMember',
      email: 'Ann@Example.com',
      message: 'Ann@Example.com is already a member. Login to the Member Area to make a payment.',
    });
  });
});

describe('the duplicate-member rule: checkNotAMember', () => {
  const holder = (email: string, id = '100001') => ({ id, email });

  it('refuses an e-mail a member holds, in any case and spacing', () => {
    expect(checkNotAMember(' ANN@example.COM ', holder('ann@example.com'))).toEqual(err(duplicateMember(' ANN@example.COM ')));
  });

  it('accepts an e-mail nobody holds', () => {
    expect(checkNotAMember('cy@example.com', null)).toEqual(ok(undefined));
  });

  it("accepts the e-mail of the very record being paid for or changed (`self`), and refuses another's", () => {
    expect(checkNotAMember('ann@example.com', holder('Ann@example.com', '100001'), '100001')).toEqual(ok(undefined));
    expect(checkNotAMember('ann@example.com', holder('Ann@example.com', '100001'), '100002')).toEqual(
      err(duplicateMember('ann@example.com')),
    );
  });

  it('does not treat inner spaces or other characters as the same e-mail', () => {
    expect(sameEmail('ann@example.com', 'an n@example.com')).toBe(false);
    expect(sameEmail('ann@example.com', 'ann@example.co')).toBe(false);
    expect(checkNotAMember('an n@example.com', holder('ann@example.com'))).toEqual(ok(undefined));
  });

  it('normalizes to trimmed lower case', () => {
    expect(normalizeEmail('  Ann@Example.COM\n')).toBe('ann@example.com');
  });

  it('finds every restyled variant of a member e-mail', () => {
    fc.assert(
      fc.property(emailAndVariant, ([email, variant]) => {
        expect(sameEmail(email, variant)).toBe(true);
        expect(checkNotAMember(variant, holder(email)).isErr()).toBe(true);
        expect(checkNotAMember(email, holder(variant)).isErr()).toBe(true);
      }),
    );
  });

  it('is symmetric', () => {
    const pair = fc.oneof(emailAndVariant, fc.tuple(fc.emailAddress(), fc.emailAddress()), fc.tuple(fc.string(), fc.string()));
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(sameEmail(a, b)).toBe(sameEmail(b, a));
        expect(checkNotAMember(a, holder(b)).isErr()).toBe(checkNotAMember(b, holder(a)).isErr());
      }),
    );
  });

  it("refuses exactly when another member's e-mail normalizes to the same text", () => {
    const memberId = fc.constantFrom('100001', '100002');
    fc.assert(
      fc.property(fc.emailAddress(), fc.option(fc.tuple(fc.emailAddress(), memberId)), fc.option(memberId), (email, found, self) => {
        const taken = found !== null && found[1] !== self && normalizeEmail(found[0]) === normalizeEmail(email);
        const holding = found === null ? null : holder(found[0], found[1]);
        expect(checkNotAMember(email, holding, self)).toEqual(taken ? err(duplicateMember(email)) : ok(undefined));
      }),
    );
  });
});

describe('member ids: six digits from a uniform number in [0, 1)', () => {
  it('maps the ends of the range to 100000 and 999999', () => {
    expect(memberIdFrom(0)).toBe('100000');
    expect(memberIdFrom(-0)).toBe('100000');
    expect(memberIdFrom(0.5)).toBe('550000');
    expect(memberIdFrom(1 - Number.EPSILON / 2)).toBe('999999');
  });

  it('always gives six digits for uniform in [0, 1)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (u) => {
        const id = memberIdFrom(u);
        expect(id).toMatch(/^\d{6}$/);
        expect(isMemberId(id)).toBe(true);
        expect(Number(id)).toBeGreaterThanOrEqual(100_000);
      }),
    );
  });

  it('throws RangeError outside [0, 1)', () => {
    const outside = fc.oneof(
      fc.double({ max: -Number.MIN_VALUE }),
      fc.double({ min: 1 }),
      fc.constantFrom(NaN, 1, -Number.MIN_VALUE, Infinity, -Infinity),
    );
    fc.assert(
      fc.property(outside, (u) => {
        expect(() => memberIdFrom(u)).toThrow(RangeError);
      }),
    );
  });

  it('recognises ids by MEMBER_ID_PATTERN', () => {
    expect(MEMBER_ID_PATTERN.test('123456')).toBe(true);
    for (const value of ['12345', '1234567', '12345a', ' 123456', '']) expect(isMemberId(value)).toBe(false);
  });
});

describe('the member fields', () => {
  it('lists every field of a record but the timestamps, in the order of spec section 3', () => {
    const record: Member = {
      id: '123456',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      address: '1 Main St',
      state: 'TX',
      city: 'Houston',
      zipcode: '77001',
      phone: '7135550100',
      gradYear: null,
      membership: 'Annual Membership',
      duesPayYear: '2025',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    expect([...MEMBER_FIELDS, 'createdAt', 'updatedAt']).toEqual(Object.keys(record));
    expect(MEMBER_VALUE_FIELDS).toEqual(MEMBER_FIELDS.filter((field) => field !== 'id'));
  });

  it('splits them into the fields a member may edit and the protected ones', () => {
    expect(MEMBER_EDITABLE_FIELDS).toEqual(['firstName', 'lastName', 'address', 'city', 'state', 'zipcode', 'phone', 'gradYear']);
    expect(MEMBER_PROTECTED_FIELDS).toEqual(['id', 'email', 'membership', 'duesPayYear']);
    expect([...MEMBER_EDITABLE_FIELDS, ...MEMBER_PROTECTED_FIELDS].sort()).toEqual([...MEMBER_FIELDS].sort());
  });
});

describe('member self-update: only the editable fields', () => {
  it('keeps changes to editable fields unchanged', () => {
    const changes = { firstName: 'Ann', city: 'Houston', gradYear: null };
    expect(memberSelfUpdate(changes)).toEqual(ok(changes));
    expect(memberSelfUpdate({})).toEqual(ok({}));
  });

  it('refuses protected and unknown fields, naming each', () => {
    expect(memberSelfUpdate({ firstName: 'Ann', membership: 'Lifetime Membership', isAdmin: true })).toEqual(
      err({
        type: 'ProtectedField',
        fields: ['membership', 'isAdmin'],
        message: 'These fields cannot be changed here: membership, isAdmin.',
      }),
    );
  });

  it('refuses any change that names a protected field', () => {
    fc.assert(
      fc.property(
        fc.subarray([...MEMBER_EDITABLE_FIELDS]),
        fc.subarray([...MEMBER_PROTECTED_FIELDS], { minLength: 1 }),
        (editable, protectedOnes) => {
          const changes = Object.fromEntries([...editable, ...protectedOnes].map((field) => [field, 'x']));
          const result = memberSelfUpdate(changes);
          expect(result.isErr()).toBe(true);
          expect(result._unsafeUnwrapErr().fields).toEqual(protectedOnes);
        },
      ),
    );
  });
});

describe('administrator update: every field but the ID', () => {
  it('keeps changes to editable and protected fields but the ID', () => {
    const changes = { firstName: 'Ann', email: 'ann@example.org', membership: 'Lifetime Membership', duesPayYear: null };
    expect(memberAdminUpdate(changes)).toEqual(ok(changes));
  });

  it('refuses the ID, the timestamps and unknown fields, naming each', () => {
    expect(memberAdminUpdate({ id: '654321', city: 'Austin', createdAt: 'x', isAdmin: true })).toEqual(
      err({
        type: 'ProtectedField',
        fields: ['id', 'createdAt', 'isAdmin'],
        message: 'These fields cannot be changed: id, createdAt, isAdmin.',
      }),
    );
  });

  it('accepts exactly what a member may change plus the protected fields but the ID', () => {
    fc.assert(
      fc.property(fc.subarray([...MEMBER_FIELDS]), (fields) => {
        const changes = Object.fromEntries(fields.map((field) => [field, 'x']));
        expect(memberAdminUpdate(changes).isOk()).toBe(!fields.includes('id'));
        expect(memberSelfUpdate(changes).isOk()).toBe(
          fields.every((field) => (MEMBER_EDITABLE_FIELDS as readonly string[]).includes(field)),
        );
      }),
    );
  });
});

describe('full name', () => {
  it('joins trimmed first and last names', () => {
    expect(fullName({ firstName: ' Ann ', lastName: ' Lee ' })).toBe('Ann Lee');
    expect(fullName({ firstName: 'Ann', lastName: '' })).toBe('Ann');
    expect(fullName({ firstName: '', lastName: 'Lee' })).toBe('Lee');
    expect(fullName({ firstName: ' ', lastName: ' ' })).toBe('');
  });
});
