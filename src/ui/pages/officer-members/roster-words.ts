import { ROSTER_STATUS_LABELS, ROSTER_STATUSES, type RosterStatus } from '../../../domain/dues-status';
import type { RosterSort } from '../../../application/ports/member-roster.port';

export const STATUS_CHOICES: readonly { readonly value: RosterStatus; readonly label: string }[] = ROSTER_STATUSES.map((value) => ({
  value,
  label: ROSTER_STATUS_LABELS[value],
}));

export const SORT_LABELS: Readonly<Record<RosterSort, string>> = {
  name: 'Name',
  gradYear: 'Graduation year',
  status: 'Status',
  lastPayment: 'Last payment',
};

/** 'Paid: 12 · Unpaid: 3 · ...': the counts by status, in the roster's order. */
export function countsWords(counts: Readonly<Record<RosterStatus, number>>): string {
  return ROSTER_STATUSES.map((status) => `${ROSTER_STATUS_LABELS[status]}: ${counts[status].toLocaleString('en-US')}`).join(' · ');
}

/** 'Members 26 to 50 of 6,286', or 'No member matches.' */
export function rangeWords(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0) return 'No member matches.';
  const first = (page - 1) * pageSize + 1;
  return `Members ${first.toLocaleString('en-US')} to ${(first + shown - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}

/** The dues years an officer may choose: next year back to 2000, newest first. */
export function duesYears(currentYear: number): readonly number[] {
  return Array.from({ length: currentYear + 2 - 2000 }, (_, i) => currentYear + 1 - i);
}

/** An ISO instant's day, 'YYYY-MM-DD'; '' for none. */
export function dayOf(iso: string | null): string {
  return iso === null ? '' : iso.slice(0, 10);
}
