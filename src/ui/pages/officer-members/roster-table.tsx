import { Link } from 'react-router-dom';
import { ROSTER_STATUS_LABELS } from '../../../domain/dues-status';
import { displayMembership } from '../../../domain/membership';
import { fullName } from '../../../domain/members';
import type { RosterRow } from '../../../application/ports/member-roster.port';
import { StackedTable } from '../../components/stacked-table';
import { dayOf } from './roster-words';

/** The roster's rows: a table on a wide screen, stacked rows (each cell with its label) on a phone. */
export function RosterTable({ rows }: { readonly rows: readonly RosterRow[] }) {
  return (
    <StackedTable label="Members">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Graduation year</th>
          <th scope="col">Membership</th>
          <th scope="col">Dues year</th>
          <th scope="col">Status</th>
          <th scope="col">Last payment</th>
          <th scope="col">Last reminded</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ member, status, lastPaymentAt, lastRemindedAt }) => (
          <tr key={member.id}>
            <th scope="row">
              <Link to={`/Admin/members/${member.id}`}>{fullName(member) || member.email}</Link>
            </th>
            <td data-label="E-mail">{member.email}</td>
            <td data-label="Graduation year">{member.gradYear ?? ''}</td>
            <td data-label="Membership">{displayMembership(member.membership)}</td>
            <td data-label="Dues year">{member.duesPayYear ?? 'None'}</td>
            <td data-label="Status">{ROSTER_STATUS_LABELS[status]}</td>
            <td data-label="Last payment">{dayOf(lastPaymentAt) || 'None'}</td>
            <td data-label="Last reminded">{dayOf(lastRemindedAt ?? null) || 'Never'}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}
