import { err, ok, type Result } from 'neverthrow';
import { isLifetime } from './membership';

/**
 * A member's standing for one dues year, as the roster shows it (issue 18): an annual member has
 * paid that year's dues, has not, or has lapsed (no dues paid for two years or more); a lifetime
 * member has paid that year's $25 dues or not (a lifetime membership never lapses).
 */
export type RosterStatus = 'paid' | 'unpaid' | 'lifetime-paid' | 'lifetime-unpaid' | 'lapsed';

/** The statuses in the order the roster lists and counts them. */
export const ROSTER_STATUSES: readonly RosterStatus[] = ['paid', 'unpaid', 'lifetime-paid', 'lifetime-unpaid', 'lapsed'];

/** How each status reads on screen and in the CSV. */
export const ROSTER_STATUS_LABELS: Readonly<Record<RosterStatus, string>> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  'lifetime-paid': 'Lifetime, dues paid',
  'lifetime-unpaid': 'Lifetime, dues unpaid',
  lapsed: 'Lapsed',
};

export function isRosterStatus(value: string): value is RosterStatus {
  return (ROSTER_STATUSES as readonly string[]).includes(value);
}

/**
 * The last dues year recorded, as a number; null when none or when the stored text is not a
 * four-digit year (as `duesStatus` reads it: such text counts as never paid).
 */
export function lastDuesYear(duesPayYear: string | null | undefined): number | null {
  const recorded = duesPayYear?.trim() ?? '';
  return /^\d{4}$/.test(recorded) ? Number(recorded) : null;
}

/**
 * A member's status for dues year `year`. Dues recorded for that year or a later one are paid
 * (an annual membership bought after the cut-off covers next year). An annual member whose last
 * dues year is two or more years before `year` (or who has none) has lapsed; one year before, unpaid.
 *
 * @example rosterStatus({ membership: 'Annual Membership', duesPayYear: '2024' }, 2026) // 'lapsed'
 */
export function rosterStatus(member: { readonly membership: string; readonly duesPayYear: string | null }, year: number): RosterStatus {
  const last = lastDuesYear(member.duesPayYear);
  const paid = last !== null && last >= year;
  if (isLifetime(member.membership)) return paid ? 'lifetime-paid' : 'lifetime-unpaid';
  if (paid) return 'paid';
  return last !== null && last >= year - 1 ? 'unpaid' : 'lapsed';
}

/**
 * The dues years the roster lets an officer choose: from 2000 to next year (dues may be paid
 * ahead). Anything else is refused with the words shown beside the chooser.
 */
export function checkDuesYear(value: string, currentYear: number): Result<number, string> {
  const trimmed = value.trim();
  const year = Number(trimmed);
  return /^\d{4}$/.test(trimmed) && year >= 2000 && year <= currentYear + 1
    ? ok(year)
    : err(`Dues year must be a year from 2000 to ${currentYear + 1}.`);
}
