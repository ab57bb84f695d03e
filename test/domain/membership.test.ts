import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  ANNUAL_MEMBER_DUES,
  ANNUAL_MEMBERSHIP,
  ANNUAL_MEMBERSHIP_PRICE,
  checkDuesPayYear,
  displayMembership,
  duesAmount,
  coveredDuesYears,
  duesStatus,
  initialDuesPayYear,
  isLifetime,
  isUpgradeOffered,
  LEGACY_ANNUAL_MEMBERSHIP,
  LIFETIME_MEMBER_DUES,
  LIFETIME_MEMBERSHIP,
  LIFETIME_MEMBERSHIP_PRICE,
  MEMBERSHIP_PLANS,
  parseDuesCutoff,
  membershipPrice,
  parseMembershipPlan,
  parseStoredMembership,
  UPGRADE_PRICE,
} from '../../src/domain/membership';

const year = fc.integer({ min: 1900, max: 2200 });
const notAPlan = fc.string().filter((s) => s !== LIFETIME_MEMBERSHIP && s !== ANNUAL_MEMBERSHIP);

describe('memberships and their names (spec section 3)', () => {
  it('has the two plans and the legacy annual value', () => {
    expect(LIFETIME_MEMBERSHIP).toBe('Lifetime Membership');
    expect(ANNUAL_MEMBERSHIP).toBe('Annual Membership');
    expect(LEGACY_ANNUAL_MEMBERSHIP).toBe('Annual Chapter fee');
    expect(MEMBERSHIP_PLANS).toEqual(['Lifetime Membership', 'Annual Membership']);
  });

  it('parses stored values: the two plans and the legacy one, exactly', () => {
    expect(parseStoredMembership('Lifetime Membership')).toEqual(ok('Lifetime Membership'));
    expect(parseStoredMembership('Annual Membership')).toEqual(ok('Annual Membership'));
    expect(parseStoredMembership('Annual Chapter fee')).toEqual(ok('Annual Chapter fee'));
    for (const value of ['lifetime membership', ' Annual Membership', 'Annual Member', '']) {
      expect(parseStoredMembership(value)).toEqual(err({ type: 'UnknownMembership', value }));
    }
  });

  it('parses a plan to buy: never the legacy value', () => {
    expect(parseMembershipPlan('Lifetime Membership')).toEqual(ok('Lifetime Membership'));
    expect(parseMembershipPlan('Annual Membership')).toEqual(ok('Annual Membership'));
    expect(parseMembershipPlan('Annual Chapter fee')).toEqual(err({ type: 'UnknownMembership', value: 'Annual Chapter fee' }));
    fc.assert(
      fc.property(notAPlan, (value) => {
        expect(parseMembershipPlan(value)).toEqual(err({ type: 'UnknownMembership', value }));
      }),
    );
  });

  it("displays the legacy value as 'Annual Member' and every other value unchanged", () => {
    expect(displayMembership('Annual Chapter fee')).toBe('Annual Member');
    expect(displayMembership('Lifetime Membership')).toBe('Lifetime Membership');
    expect(displayMembership('Annual Membership')).toBe('Annual Membership');
    fc.assert(
      fc.property(
        fc.string().filter((s) => s !== LEGACY_ANNUAL_MEMBERSHIP),
        (s) => {
          expect(displayMembership(s)).toBe(s);
        },
      ),
    );
  });
});

describe('membership prices (spec section 9)', () => {
  it('pins the prices in cents', () => {
    expect(LIFETIME_MEMBERSHIP_PRICE).toBe(50_000);
    expect(ANNUAL_MEMBERSHIP_PRICE).toBe(5_000);
    expect(ANNUAL_MEMBER_DUES).toBe(5_000);
    expect(LIFETIME_MEMBER_DUES).toBe(2_500);
    expect(UPGRADE_PRICE).toBe(50_000);
  });

  it('charges $500 for Lifetime and $50 for Annual', () => {
    expect(membershipPrice('Lifetime Membership')).toBe(50_000);
    expect(membershipPrice('Annual Membership')).toBe(5_000);
  });
});

describe('dues: $25 for lifetime members, $50 for everyone else', () => {
  it('charges the listed amounts, the legacy annual value paying 5000', () => {
    expect(duesAmount('Lifetime Membership')).toBe(2_500);
    expect(duesAmount('Annual Membership')).toBe(5_000);
    expect(duesAmount('Annual Chapter fee')).toBe(5_000);
  });

  it('charges 5000 for anything that is not exactly the lifetime plan', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s !== LIFETIME_MEMBERSHIP),
        (s) => {
          expect(duesAmount(s)).toBe(5_000);
          expect(isLifetime(s)).toBe(false);
        },
      ),
    );
  });
});

describe('dues status: paid for a year iff the last dues year is that year or a later one', () => {
  it('pins examples', () => {
    expect(duesStatus('2026', 2026)).toBe('paid');
    expect(duesStatus(' 2026 ', 2026)).toBe('paid');
    expect(duesStatus('2025', 2026)).toBe('unpaid');
    expect(duesStatus('2027', 2026)).toBe('paid');
    expect(duesStatus('', 2026)).toBe('unpaid');
    expect(duesStatus(null, 2026)).toBe('unpaid');
    expect(duesStatus(undefined, 2026)).toBe('unpaid');
    expect(duesStatus('2026.0', 2026)).toBe('unpaid');
    expect(duesStatus('02026', 2026)).toBe('unpaid');
  });

  it('over all years: paid iff duesPayYear is that year or later', () => {
    fc.assert(
      fc.property(year, year, (paidYear, asked) => {
        expect(duesStatus(String(paidYear), asked)).toBe(paidYear >= asked ? 'paid' : 'unpaid');
      }),
    );
  });

  it('over any stored text: paid iff its trimmed text is a four-digit year, that year or later', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), year.map(String)), year, (stored, asked) => {
        const trimmed = stored.trim();
        expect(duesStatus(stored, asked) === 'paid').toBe(/^\d{4}$/.test(trimmed) && Number(trimmed) >= asked);
      }),
    );
  });

  it('a member with no dues year is unpaid for every year', () => {
    fc.assert(
      fc.property(year, (asked) => {
        expect(duesStatus(null, asked)).toBe('unpaid');
        expect(duesStatus(undefined, asked)).toBe('unpaid');
      }),
    );
  });
});

describe('upgrade and the first dues year', () => {
  it('offers the upgrade to everyone but lifetime members', () => {
    expect(isUpgradeOffered('Lifetime Membership')).toBe(false);
    expect(isUpgradeOffered('Annual Membership')).toBe(true);
    expect(isUpgradeOffered('Annual Chapter fee')).toBe(true);
    expect(isLifetime('Lifetime Membership')).toBe(true);
  });

  it('starts annual members paid for the year their membership covers and lifetime members with none', () => {
    fc.assert(
      fc.property(year, fc.integer({ min: 0, max: 1 }), (y, ahead) => {
        const covered = { annualMembership: y + ahead, dues: y };
        expect(initialDuesPayYear('Annual Membership', covered)).toBe(String(y + ahead));
        expect(duesStatus(initialDuesPayYear('Annual Membership', covered), y)).toBe('paid');
        expect(initialDuesPayYear('Lifetime Membership', covered)).toBeNull();
      }),
    );
  });
});

describe('the dues year an administrator records: 1900 to next year, or none', () => {
  it('takes a four-digit year from 1900 to next year, trimmed, and empty as none', () => {
    expect(checkDuesPayYear(' 2026 ', 2025)).toEqual(ok('2026'));
    expect(checkDuesPayYear('1900', 2025)).toEqual(ok('1900'));
    expect(checkDuesPayYear('', 2025)).toEqual(ok(null));
    expect(checkDuesPayYear('  ', 2025)).toEqual(ok(null));
    expect(checkDuesPayYear(null, 2025)).toEqual(ok(null));
  });

  it('refuses anything else with the range in the message', () => {
    for (const text of ['1899', '2027', '25', '20256', '2025a', 'twenty']) {
      expect(checkDuesPayYear(text, 2025)).toEqual(err('Dues year must be a year from 1900 to 2026.'));
    }
  });

  it('accepts a year exactly when it lies from 1900 to the year after this one', () => {
    fc.assert(
      fc.property(year, fc.integer({ min: 1000, max: 9999 }), (today, typed) => {
        expect(checkDuesPayYear(String(typed), today).isOk()).toBe(typed >= 1900 && typed <= today + 1);
      }),
    );
  });
});

const day = fc
  .record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter(({ month, day }) => day <= new Date(Date.UTC(2026, month, 0)).getUTCDate());
const pad = (n: number) => String(n).padStart(2, '0');

describe('the dues cut-off (DUES_CUTOFF): MM-DD, or none', () => {
  it('reads a month and day, and empty as none', () => {
    expect(parseDuesCutoff('10-01')).toEqual(ok({ month: 10, day: 1 }));
    expect(parseDuesCutoff(' 12-31 ')).toEqual(ok({ month: 12, day: 31 }));
    expect(parseDuesCutoff('')).toEqual(ok(null));
    expect(parseDuesCutoff('  ')).toEqual(ok(null));
  });

  it.each(['10-1', '10/01', '2026-10-01', '13-01', '00-10', '02-29', '04-31', 'October 1', '1001'])(
    'refuses %j, saying how to write it',
    (text) => {
      expect(parseDuesCutoff(text)._unsafeUnwrapErr()).toBe(
        `must be a month and day as MM-DD, like 10-01 for October 1, or empty for no cut-off (got '${text}')`,
      );
    },
  );

  it('reads back every day that is in every year', () => {
    fc.assert(
      fc.property(day, (d) => {
        expect(parseDuesCutoff(`${pad(d.month)}-${pad(d.day)}`)).toEqual(ok(d));
      }),
    );
  });
});

describe('coveredDuesYears: what a payment made on a day covers', () => {
  it('pins examples: October 1 as the cut-off', () => {
    const october = { month: 10, day: 1 };
    expect(coveredDuesYears({ year: 2026, month: 9, day: 30 }, october)).toEqual({ annualMembership: 2026, dues: 2026 });
    expect(coveredDuesYears({ year: 2026, month: 10, day: 1 }, october)).toEqual({ annualMembership: 2027, dues: 2026 });
    expect(coveredDuesYears({ year: 2026, month: 12, day: 31 }, october)).toEqual({ annualMembership: 2027, dues: 2026 });
    expect(coveredDuesYears({ year: 2027, month: 1, day: 1 }, october)).toEqual({ annualMembership: 2027, dues: 2027 });
  });

  it('without a cut-off, every payment covers the year it is made in (the original rule)', () => {
    fc.assert(
      fc.property(year, day, (y, d) => {
        expect(coveredDuesYears({ year: y, ...d }, null)).toEqual({ annualMembership: y, dues: y });
      }),
    );
  });

  it('with a cut-off, a membership covers next year exactly from the cut-off on; dues always this year', () => {
    fc.assert(
      fc.property(year, day, day, (y, today, cutoff) => {
        const covered = coveredDuesYears({ year: y, ...today }, cutoff);
        const onOrAfter = today.month > cutoff.month || (today.month === cutoff.month && today.day >= cutoff.day);
        expect(covered).toEqual({ annualMembership: onOrAfter ? y + 1 : y, dues: y });
        expect(duesStatus(initialDuesPayYear('Annual Membership', covered), y)).toBe('paid');
      }),
    );
  });
});
