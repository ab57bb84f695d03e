import type { Cents } from './money';

/**
 * Everything the chapter sells, with its price in cents (spec section 9). Memberships, dues and
 * the upgrade are priced in `membership.ts`; this is the rest.
 */
export const BANQUET_ADULT_PRICE = 3_800 as Cents;
/** Children 9 and under. */
export const BANQUET_CHILD_PRICE = 2_000 as Cents;
export const COOKOUT_2022_TICKET_PRICE = 2_000 as Cents;
export const COOKOUT_2024_TICKET_PRICE = 2_500 as Cents;
export const SPONSORED_STUDENT_PRICE = 2_500 as Cents;

/** Quick donation amounts offered as buttons, in whole dollars. */
export const QUICK_DONATION_DOLLARS: readonly number[] = [10, 50, 100];

export const CHAPTER_DONATION = 'Chapter Donation';
export const COMMUNITY_SERVICE_PROJECT = 'Community Service Project';
export type DonationType = typeof CHAPTER_DONATION | typeof COMMUNITY_SERVICE_PROJECT;
export const DONATION_TYPES: readonly DonationType[] = [CHAPTER_DONATION, COMMUNITY_SERVICE_PROJECT];
export const DEFAULT_DONATION_TYPE: DonationType = CHAPTER_DONATION;

export function isDonationType(value: string): value is DonationType {
  return value === CHAPTER_DONATION || value === COMMUNITY_SERVICE_PROJECT;
}

/**
 * The most tickets, children or students one order may hold. The spec sets no maximum; this
 * bound keeps a typo (or an attack) from pricing an absurd order, and is far above any real one.
 */
export const MAX_COUNT_PER_ORDER = 500;

/** The events tickets are sold for, as their pages name them. */
export const COOKOUT_EVENTS = {
  'cookout-2022': { year: 2022, unitPrice: COOKOUT_2022_TICKET_PRICE },
  'cookout-2024': { year: 2024, unitPrice: COOKOUT_2024_TICKET_PRICE },
} as const;
