import { err, ok, type Result } from 'neverthrow';
import type { CalendarDate } from './calendar-date';
import type { Cents } from './money';

/** The two memberships a person can buy (spec section 3). */
export const LIFETIME_MEMBERSHIP = 'Lifetime Membership';
export const ANNUAL_MEMBERSHIP = 'Annual Membership';
/** A value older records hold for an annual member; shown as 'Annual Member'. */
export const LEGACY_ANNUAL_MEMBERSHIP = 'Annual Chapter fee';

export type MembershipPlan = typeof LIFETIME_MEMBERSHIP | typeof ANNUAL_MEMBERSHIP;
export type StoredMembership = MembershipPlan | typeof LEGACY_ANNUAL_MEMBERSHIP;

export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [LIFETIME_MEMBERSHIP, ANNUAL_MEMBERSHIP];

/** Prices of the memberships and the Member Area payments (spec section 9). */
export const LIFETIME_MEMBERSHIP_PRICE = 50_000 as Cents;
export const ANNUAL_MEMBERSHIP_PRICE = 5_000 as Cents;
export const ANNUAL_MEMBER_DUES = 5_000 as Cents;
export const LIFETIME_MEMBER_DUES = 2_500 as Cents;
export const UPGRADE_PRICE = 50_000 as Cents;

export type MembershipError = { readonly type: 'UnknownMembership'; readonly value: string };

/** Accepts the two plans and the legacy annual value, exactly as stored. */
export function parseStoredMembership(value: string): Result<StoredMembership, MembershipError> {
  return value === LIFETIME_MEMBERSHIP || value === ANNUAL_MEMBERSHIP || value === LEGACY_ANNUAL_MEMBERSHIP
    ? ok(value)
    : err({ type: 'UnknownMembership', value });
}

/** Accepts only the two plans a person can buy. */
export function parseMembershipPlan(value: string): Result<MembershipPlan, MembershipError> {
  return value === LIFETIME_MEMBERSHIP || value === ANNUAL_MEMBERSHIP ? ok(value) : err({ type: 'UnknownMembership', value });
}

export function isLifetime(membership: string): boolean {
  return membership === LIFETIME_MEMBERSHIP;
}

/** How a stored membership reads on screen: the legacy value reads 'Annual Member'. */
export function displayMembership(membership: string): string {
  return membership === LEGACY_ANNUAL_MEMBERSHIP ? 'Annual Member' : membership;
}

/** The price of buying a membership plan. */
export function membershipPrice(plan: MembershipPlan): Cents {
  return plan === LIFETIME_MEMBERSHIP ? LIFETIME_MEMBERSHIP_PRICE : ANNUAL_MEMBERSHIP_PRICE;
}

/** Yearly dues: $25 for lifetime members, $50 for everyone else. */
export function duesAmount(membership: string): Cents {
  return isLifetime(membership) ? LIFETIME_MEMBER_DUES : ANNUAL_MEMBER_DUES;
}

export type DuesStatus = 'paid' | 'unpaid';

/**
 * Dues are paid for `year` when the last dues year recorded is that year or a later one (a
 * membership bought after the dues cut-off, or dues an administrator recorded ahead, cover a year
 * still to come). `duesPayYear` is stored as text (or missing, as for a new lifetime member); text
 * that is not a four-digit year counts as unpaid.
 */
export function duesStatus(duesPayYear: string | null | undefined, year: number): DuesStatus {
  const recorded = duesPayYear?.trim() ?? '';
  return /^\d{4}$/.test(recorded) && Number(recorded) >= year ? 'paid' : 'unpaid';
}

/** The upgrade box shows for every member who is not already a lifetime member. */
export function isUpgradeOffered(membership: string): boolean {
  return !isLifetime(membership);
}

/**
 * The day of the year from which a new annual membership covers the next year's dues as well
 * (DUES_CUTOFF): `{ month: 10, day: 1 }` for October 1. Null: no cut-off, a membership covers the
 * year it is bought in.
 */
export interface DuesCutoff {
  readonly month: number;
  readonly day: number;
}

const DUES_CUTOFF_FORMAT = 'must be a month and day as MM-DD, like 10-01 for October 1, or empty for no cut-off';

/**
 * Reads a dues cut-off written `MM-DD` ('10-01'); empty means none. A day that is not in every
 * year (02-29) is refused, so the rule never skips a year.
 */
export function parseDuesCutoff(text: string): Result<DuesCutoff | null, string> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(null);
  const parts = /^(\d{2})-(\d{2})$/.exec(trimmed);
  const [month, day] = [Number(parts?.[1]), Number(parts?.[2])];
  const lastDay = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return parts && day >= 1 && day <= lastDay ? ok({ month, day }) : err(`${DUES_CUTOFF_FORMAT} (got '${trimmed}')`);
}

/** The dues years a payment made on a day covers: a new annual membership's, and a dues payment's. */
export interface CoveredDuesYears {
  readonly annualMembership: number;
  readonly dues: number;
}

/**
 * What a payment made `today` covers. Dues paid cover this year. A new annual membership covers
 * this year, and from the cut-off on (when there is one) the next year as well: its dues year is
 * then next year. Lifetime memberships and upgrades include no dues year.
 *
 * @example coveredDuesYears({ year: 2026, month: 10, day: 1 }, { month: 10, day: 1 }) // { annualMembership: 2027, dues: 2026 }
 */
export function coveredDuesYears(today: CalendarDate, cutoff: DuesCutoff | null): CoveredDuesYears {
  const pastCutoff = cutoff !== null && today.month * 100 + today.day >= cutoff.month * 100 + cutoff.day;
  return { annualMembership: pastCutoff ? today.year + 1 : today.year, dues: today.year };
}

/**
 * The dues year a new member starts with: annual members have paid the dues year their membership
 * covers ({@link coveredDuesYears}); lifetime members start with none (spec section 3).
 */
export function initialDuesPayYear(plan: MembershipPlan, covered: CoveredDuesYears): string | null {
  return plan === ANNUAL_MEMBERSHIP ? String(covered.annualMembership) : null;
}

/**
 * A dues year as an administrator records it: a year from 1900 to next year (dues may be paid
 * ahead), trimmed; empty means none (as for a new lifetime member).
 */
export function checkDuesPayYear(value: string | null, year: number): Result<string | null, string> {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return ok(null);
  const inRange = /^\d{4}$/.test(trimmed) && Number(trimmed) >= 1900 && Number(trimmed) <= year + 1;
  return inRange ? ok(trimmed) : err(`Dues year must be a year from 1900 to ${year + 1}.`);
}
