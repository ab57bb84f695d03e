import { err, ok, type Result } from 'neverthrow';
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
 * Dues are paid for `year` if and only if the last dues year recorded is that year.
 * `duesPayYear` is stored as text (or missing, as for a new lifetime member).
 */
export function duesStatus(duesPayYear: string | null | undefined, year: number): DuesStatus {
  return duesPayYear != null && duesPayYear.trim() === String(year) ? 'paid' : 'unpaid';
}

/** The upgrade box shows for every member who is not already a lifetime member. */
export function isUpgradeOffered(membership: string): boolean {
  return !isLifetime(membership);
}

/**
 * The dues year a new member starts with: annual members have paid this year's dues with their
 * membership; lifetime members start with none (spec section 3).
 */
export function initialDuesPayYear(plan: MembershipPlan, year: number): string | null {
  return plan === ANNUAL_MEMBERSHIP ? String(year) : null;
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
