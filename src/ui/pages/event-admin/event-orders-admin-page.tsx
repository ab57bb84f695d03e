import { useCallback, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { EventOrderRow } from '../../../application/ports/ticketing-desk.port';
import { formatCents } from '../../../domain/money';
import { useServices } from '../../app/services';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { OfficersOnly } from '../../components/officers-only';
import { whenText } from './when-text';
import './event-admin.css';

const REFUNDABLE: ReadonlySet<EventOrderRow['status']> = new Set(['paid', 'fulfilled', 'flagged']);
const STATUS: Record<EventOrderRow['status'], string> = {
  pending: 'Payment not finished',
  paid: 'Paid',
  fulfilled: 'Paid, tickets sent',
  failed: 'Payment failed',
  flagged: 'Paid, needs a look',
  refunded: 'Cancelled and refunded',
};

/** `/Admin/events/:slug/orders`: the event's orders (status, amount, buyer), each paid one with 'Cancel and refund'. */
export function EventOrdersAdminPage() {
  return (
    <div className="page">
      <OfficersOnly title="Event orders" action="cancelTicketOrder">
        <div className="container">
          <h1>Orders</h1>
          <EventOrders slug={useParams()['slug'] ?? ''} />
        </div>
      </OfficersOnly>
    </div>
  );
}

function EventOrders({ slug }: { readonly slug: string }) {
  const { ticketingDesk } = useServices();
  const list = useResultLoad(useCallback(() => ticketingDesk.orders(slug), [ticketingDesk, slug]));
  const [cancelling, setCancelling] = useState<EventOrderRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      {list.value ? <h2>{list.value.eventName}</h2> : null}
      <p>
        <Link to={`/Admin/events/${slug}/waiting-list`}>Waiting list of this event</Link>
      </p>
      {list.status === 'failed' ? <p role="alert">{list.error?.message}</p> : null}
      {list.value === null && list.status === 'loading' ? <p role="status">Loading the orders...</p> : null}
      {done !== null ? <p role="status">{done}</p> : null}
      {cancelling !== null ? (
        <CancelDialog
          order={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={(words) => {
            setCancelling(null);
            setDone(words);
            list.reload();
          }}
        />
      ) : null}
      {list.value?.orders.length === 0 ? <p>No orders yet.</p> : null}
      {list.value && list.value.orders.length > 0 ? (
        <div className="event-admin-table" role="region" aria-label="Orders" tabIndex={0}>
          <table>
            <caption>Orders, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Buyer</th>
                <th scope="col">Tickets</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Cancel</th>
              </tr>
            </thead>
            <tbody>
              {list.value.orders.map((order) => (
                <tr key={order.orderId}>
                  <th scope="row">
                    {order.orderId}
                    <br />
                    <small>{whenText(order.createdAt)}</small>
                  </th>
                  <td>
                    {order.buyer.name}
                    <br />
                    <small>{order.buyer.email}</small>
                  </td>
                  <td>{order.description}</td>
                  <td>{formatCents(order.amount)}</td>
                  <td>{STATUS[order.status]}</td>
                  <td>
                    {REFUNDABLE.has(order.status) ? (
                      <button
                        type="button"
                        className="button"
                        aria-label={`Cancel and refund order ${order.orderId}`}
                        onClick={() => {
                          setDone(null);
                          setCancelling(order);
                        }}
                      >
                        Cancel and refund
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

interface CancelDialogProps {
  readonly order: EventOrderRow;
  readonly onClose: () => void;
  readonly onCancelled: (words: string) => void;
}

/** Asks the reason, then cancels the order with a full refund. */
function CancelDialog({ order, onClose, onCancelled }: CancelDialogProps) {
  const { ticketingDesk } = useServices();
  const [reason, setReason] = useState('');
  const ids = { title: useId(), reason: useId(), error: useId() };
  const cancel = useResultAction((why: string) => ticketingDesk.cancelOrder(order.orderId, why), {
    onSuccess: ({ refunded, offered }) =>
      onCancelled(
        `Order ${order.orderId} was cancelled and ${formatCents(refunded)} refunded to ${order.buyer.name}.` +
          (offered > 0 ? ` The freed seats were offered to ${offered === 1 ? '1 party' : `${offered} parties`} on the waiting list.` : ''),
      ),
  });
  const fieldError = cancel.error?.type === 'InvalidForm' ? (cancel.error.fields['reason'] ?? cancel.error.message) : null;
  return (
    <section role="dialog" aria-modal="false" aria-labelledby={ids.title} className="card">
      <h2 id={ids.title}>Cancel order {order.orderId}?</h2>
      <p>
        {order.buyer.name} is refunded {formatCents(order.amount)} in full, the tickets stop admitting anyone, and the seats go to the
        waiting list.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          cancel.start(reason);
        }}
      >
        <div className="field">
          <label htmlFor={ids.reason}>Reason for the cancellation</label>
          <input
            id={ids.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={fieldError !== null}
            aria-describedby={fieldError !== null ? ids.error : undefined}
          />
          {fieldError !== null ? (
            <p id={ids.error} className="field-error">
              {fieldError}
            </p>
          ) : null}
        </div>
        {cancel.error !== null && cancel.error.type !== 'InvalidForm' ? <p role="alert">{cancel.error.message}</p> : null}
        <button type="submit" className="button button-primary" disabled={cancel.status === 'running'}>
          Cancel and refund
        </button>{' '}
        <button type="button" className="button" onClick={onClose}>
          Keep the order
        </button>
      </form>
    </section>
  );
}
