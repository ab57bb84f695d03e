import { useCallback, useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { EventOrderRow, EventRefundsRow, TicketingDeskError } from '../../../application/ports/ticketing-desk.port';
import { formatCents, type Cents } from '../../../domain/money';
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
  const [refundingAll, setRefundingAll] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const paid = list.value?.orders.filter((order) => REFUNDABLE.has(order.status)) ?? [];
  const cancelledEvent = list.value?.eventStatus === 'cancelled';
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
      {cancelledEvent && paid.length > 0 && !refundingAll ? (
        <p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setDone(null);
              setCancelling(null);
              setRefundingAll(true);
            }}
          >
            Refund every paid order
          </button>
        </p>
      ) : null}
      {refundingAll ? (
        <RefundAllDialog
          slug={slug}
          orders={paid}
          onClose={() => setRefundingAll(false)}
          onRefunded={(words) => {
            setRefundingAll(false);
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
  const cancel = useResultAction((why: string) => ticketingDesk.cancelOrder(order.orderId, why), {
    onSuccess: ({ refunded, offered }) =>
      onCancelled(
        `Order ${order.orderId} was cancelled and ${formatCents(refunded)} refunded to ${order.buyer.name}.` +
          (offered > 0 ? ` The freed seats were offered to ${offered === 1 ? '1 party' : `${offered} parties`} on the waiting list.` : ''),
      ),
  });
  return (
    <ReasonDialog
      title={`Cancel order ${order.orderId}?`}
      submit="Cancel and refund"
      keep="Keep the order"
      running={cancel.status === 'running'}
      error={cancel.error}
      onSubmit={cancel.start}
      onClose={onClose}
    >
      {order.buyer.name} is refunded {formatCents(order.amount)} in full, the tickets stop admitting anyone, and the seats go to the waiting
      list.
    </ReasonDialog>
  );
}

interface RefundAllDialogProps {
  readonly slug: string;
  readonly orders: readonly EventOrderRow[];
  readonly onClose: () => void;
  readonly onRefunded: (words: string) => void;
}

/** What refunding every paid order did, in the chair's words. */
function refundsWords({ refunded, amount, failed }: EventRefundsRow): string {
  const done = `${refunded === 1 ? '1 order was' : `${refunded} orders were`} refunded, ${formatCents(amount)} in all.`;
  return [done, ...failed.map(({ orderId, message }) => `Order ${orderId} could not be refunded: ${message}`)].join(' ');
}

/** For a cancelled event: asks the reason once, then refunds every paid order with it. */
function RefundAllDialog({ slug, orders, onClose, onRefunded }: RefundAllDialogProps) {
  const { ticketingDesk } = useServices();
  const refund = useResultAction((why: string) => ticketingDesk.refundAllOrders(slug, why), {
    onSuccess: (refunds) => onRefunded(refundsWords(refunds)),
  });
  const total = orders.reduce((sum, order) => sum + order.amount, 0) as Cents;
  return (
    <ReasonDialog
      title={`Refund all ${orders.length} paid orders?`}
      submit="Refund every paid order"
      keep="Not now"
      running={refund.status === 'running'}
      error={refund.error}
      onSubmit={refund.start}
      onClose={onClose}
    >
      The event is cancelled: {formatCents(total)} goes back to {orders.length === 1 ? '1 buyer' : `${orders.length} buyers`}, each refunded
      in full and e-mailed with the reason, and their tickets stop admitting anyone.
    </ReasonDialog>
  );
}

interface ReasonDialogProps {
  readonly title: string;
  readonly submit: string;
  readonly keep: string;
  readonly running: boolean;
  readonly error: TicketingDeskError | null;
  readonly onSubmit: (reason: string) => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** A refund's confirmation: what it does, the reason the buyers are told (required), go or keep. */
function ReasonDialog({ title, submit, keep, running, error, onSubmit, onClose, children }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const ids = { title: useId(), reason: useId(), error: useId() };
  const fieldError = error?.type === 'InvalidForm' ? (error.fields['reason'] ?? error.message) : null;
  return (
    <section role="dialog" aria-modal="false" aria-labelledby={ids.title} className="card">
      <h2 id={ids.title}>{title}</h2>
      <p>{children}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(reason);
        }}
      >
        <div className="field">
          <label htmlFor={ids.reason}>Reason for the cancellation (the e-mail to the buyer says it)</label>
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
        {error !== null && error.type !== 'InvalidForm' ? <p role="alert">{error.message}</p> : null}
        <button type="submit" className="button button-primary" disabled={running}>
          {submit}
        </button>{' '}
        <button type="button" className="button" onClick={onClose}>
          {keep}
        </button>
      </form>
    </section>
  );
}
