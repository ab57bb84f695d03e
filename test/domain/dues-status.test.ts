import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { checkDuesYear, isRosterStatus, lastDuesYear, ROSTER_STATUSES, rosterStatus } from '../../src/domain/dues-status';
import { ANNUAL_MEMBERSHIP, duesStatus, LEGACY_ANNUAL_MEMBERSHIP, LIFETIME_MEMBERSHIP } from '../../src/domain/membership';

const annual = (duesPayYear: string | null) => ({ membership: ANNUAL_MEMBERSHIP, duesPayYear });
const lifetime = (duesPayYear: string | null) => ({ membership: LIFETIME_MEMBERSHIP, duesPayYear });
const year = fc.integer({ min: 2000, max: 2100 });
const membership = fc.constantFrom(ANNUAL_MEMBERSHIP, LEGACY_ANNUAL_MEMBERSHIP, LIFETIME_MEMBERSHIP);
const recorded = fc.oneof(fc.constant(null), fc.integer({ min: 1990, max: 2110 }).map(String), fc.string());

describe('rosterStatus', () => {
  it('an annual member: paid for the year or later, unpaid a year behind, lapsed two or more behind or never', () => {
    expect(rosterStatus(annual('2026'), 2026)).toBe('paid');
    expect(rosterStatus(annual('2027'), 2026)).toBe('paid');
    expect(rosterStatus(annual('2025'), 2026)).toBe('unpaid');
    expect(rosterStatus(annual('2024'), 2026)).toBe('lapsed');
    expect(rosterStatus(annual(null), 2026)).toBe('lapsed');
    expect(rosterStatus(annual('soon'), 2026)).toBe('lapsed');
    expect(rosterStatus({ membership: LEGACY_ANNUAL_MEMBERSHIP, duesPayYear: ' 2026 ' }, 2026)).toBe('paid');
  });

  it("a lifetime member: with or without the year's $25 dues, never lapsed", () => {
    expect(rosterStatus(lifetime('2026'), 2026)).toBe('lifetime-paid');
    expect(rosterStatus(lifetime('2025'), 2026)).toBe('lifetime-unpaid');
    expect(rosterStatus(lifetime(null), 2026)).toBe('lifetime-unpaid');
    expect(rosterStatus(lifetime('1999'), 2026)).toBe('lifetime-unpaid');
  });

  it('agrees with the Member Area: paid (with or without lifetime) exactly when duesStatus says paid, over all years', () => {
    fc.assert(
      fc.property(membership, recorded, year, (plan, duesPayYear, y) => {
        const status = rosterStatus({ membership: plan, duesPayYear }, y);
        expect(status === 'paid' || status === 'lifetime-paid').toBe(duesStatus(duesPayYear, y) === 'paid');
        expect(status.startsWith('lifetime')).toBe(plan === LIFETIME_MEMBERSHIP);
      }),
    );
  });

  it('a status only gets worse as the year chosen moves on: paid, then unpaid, then lapsed', () => {
    const rank = { paid: 0, 'lifetime-paid': 0, unpaid: 1, 'lifetime-unpaid': 1, lapsed: 2 } as const;
    fc.assert(
      fc.property(membership, recorded, year, (plan, duesPayYear, y) => {
        const member = { membership: plan, duesPayYear };
        expect(rank[rosterStatus(member, y + 1)]).toBeGreaterThanOrEqual(rank[rosterStatus(member, y)]);
      }),
    );
  });
});

describe('the statuses and years', () => {
  it('knows its five statuses and nothing else', () => {
    expect(ROSTER_STATUSES.every(isRosterStatus)).toBe(true);
    expect(isRosterStatus('late')).toBe(false);
  });

  it('reads a recorded dues year only when it is four digits', () => {
    expect(lastDuesYear(' 2025 ')).toBe(2025);
    expect(lastDuesYear('25')).toBeNull();
    expect(lastDuesYear(null)).toBeNull();
  });

  it('lets an officer choose a dues year from 2000 to next year', () => {
    expect(checkDuesYear('2026', 2026)).toEqual(ok(2026));
    expect(checkDuesYear(' 2027', 2026)).toEqual(ok(2027));
    expect(checkDuesYear('2028', 2026)).toEqual(err('Dues year must be a year from 2000 to 2027.'));
    expect(checkDuesYear('1999', 2026)).toEqual(err('Dues year must be a year from 2000 to 2027.'));
    expect(checkDuesYear('next', 2026)).toEqual(err('Dues year must be a year from 2000 to 2027.'));
  });
});
