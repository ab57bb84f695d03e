import { ROSTER_STATUS_LABELS } from '../../../domain/dues-status';
import { displayMembership } from '../../../domain/membership';
import type { RosterRow } from '../../ports/member-roster.port';
import { csvCell } from '../events/attendees-csv';

const HEADER = [
  'Member ID',
  'First name',
  'Last name',
  'E-mail',
  'Phone',
  'Address',
  'City',
  'State',
  'ZIP code',
  'Graduation year',
  'Membership',
  'Dues year',
  'Status',
  'Last payment',
];

/**
 * The roster as CSV (RFC 4180: CRLF line ends, a header row), one row per member, the status
 * worded for the year chosen; cells a spreadsheet would read as a formula are defused as the
 * attendee list's are (`csvCell`).
 */
export function rosterCsv(rows: readonly RosterRow[]): string {
  const lines = [
    HEADER,
    ...rows.map(({ member, status, lastPaymentAt }) => [
      member.id,
      member.firstName,
      member.lastName,
      member.email,
      member.phone,
      member.address,
      member.city,
      member.state,
      member.zipcode,
      member.gradYear ?? '',
      displayMembership(member.membership),
      member.duesPayYear ?? '',
      ROSTER_STATUS_LABELS[status],
      lastPaymentAt?.slice(0, 10) ?? '',
    ]),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The download's name: 'members-2026.csv'. */
export function rosterCsvName(year: number): string {
  return `members-${year}.csv`;
}
