import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ROSTER_STATUS_LABELS } from '../../../domain/dues-status';
import { formatCents } from '../../../domain/money';
import { fullName } from '../../../domain/members';
import type { MemberOrder } from '../../../application/ports/officer-members-gateway.port';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../components/document-title';
import { OfficersOnly } from '../../components/officers-only';
import { StackedTable } from '../../components/stacked-table';
import { useResultLoad } from '../../components/use-result';
import { MemberDeliveries } from '../member-email/member-deliveries';
import { MemberAccount } from './member-account';
import { MemberRecordForm } from './member-record-form';
import { dayOf } from './roster-words';
import './officer-members.css';

function MemberOrders({ orders }: { readonly orders: readonly MemberOrder[] }) {
  return (
    <section aria-labelledby="member-orders-heading">
      <h2 id="member-orders-heading">Orders and payments</h2>
      {orders.length === 0 ? (
        <p>No orders yet.</p>
      ) : (
        <StackedTable label="Orders">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">For</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Ordered</th>
              <th scope="col">Paid</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">{order.id}</th>
                <td data-label="For">{order.description}</td>
                <td data-label="Amount">{formatCents(order.amount)}</td>
                <td data-label="Status">{order.status}</td>
                <td data-label="Ordered">{dayOf(order.createdAt)}</td>
                <td data-label="Paid">{dayOf(order.paidAt) || 'Not paid'}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      )}
    </section>
  );
}

function MemberFileView({ id }: { readonly id: string }) {
  const { officerMembers } = useServices();
  const loaded = useResultLoad(useCallback(() => officerMembers.member(id), [officerMembers, id]));
  const file = loaded.value;
  const name = file ? fullName(file.member) || file.member.email : 'Member';
  useDocumentTitle(name);
  if (file === null && loaded.status === 'failed')
    return (
      <div className="container" role="alert">
        <p>{loaded.error?.message}</p>
      </div>
    );
  if (file === null)
    return (
      <p className="container" role="status">
        Loading the member...
      </p>
    );
  return (
    <div className="container member-page">
      <p>
        <Link to="/Admin/members">Back to the members</Link>
      </p>
      <h1>{name}</h1>
      <p>
        Dues {file.currentYear}: {ROSTER_STATUS_LABELS[file.status]}
      </p>
      <MemberRecordForm key={file.member.id} member={file.member} onSaved={loaded.reload} />
      <MemberAccount id={file.member.id} email={file.member.email} state={file.account} onChanged={loaded.reload} />
      <MemberOrders orders={file.orders} />
      <MemberDeliveries email={file.member.email} />
    </div>
  );
}

/** `/Admin/members/:id`: a member's record (every field editable with a reason), their account and its actions, their orders (officers). */
export function MemberPage() {
  const { id = '' } = useParams();
  return (
    <div className="page">
      <OfficersOnly title="Member" action="readAnyMember">
        <MemberFileView id={id} />
      </OfficersOnly>
    </div>
  );
}
