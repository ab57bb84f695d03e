import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { changeTicketedEventStatus, copyTicketedEvent } from '../../../application/browser/use-cases/edit-ticketed-events.use-case';
import type { AdminEventSummary } from '../../../application/ports/event-admin-gateway.port';
import { formatLocalDateTime } from '../../../domain/local-date-time';
import type { EventStatus } from '../../../domain/ticketed-events';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { TextField } from '../../components/text-field';
import { useResultAction } from '../../components/use-result';
import { STATUS_LABELS } from './event-form-state';

/** The status buttons each status offers (cancelling is asked to be confirmed first). */
const NEXT: Readonly<Record<EventStatus, readonly { readonly to: EventStatus; readonly label: string }[]>> = {
  draft: [{ to: 'published', label: 'Publish' }],
  published: [{ to: 'salesClosed', label: 'Close sales' }],
  salesClosed: [{ to: 'published', label: 'Reopen sales' }],
  cancelled: [],
};

const seatsLine = (event: AdminEventSummary) =>
  `${event.sold} sold, ${event.held} held${event.capacity === null ? ', no overall limit' : ` of ${event.capacity}`}`;

/** One event of the chair's list: its status and seats, its pages, its status actions, and Copy. */
export function EventAdminRow({
  event,
  suggestedSlug,
  onChanged,
  onCopied,
}: {
  readonly event: AdminEventSummary;
  readonly suggestedSlug: string;
  readonly onChanged: () => void;
  readonly onCopied: (slug: string) => void;
}) {
  const { eventAdmin } = useServices();
  const { actor } = useSession();
  const headingId = useId();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [copying, setCopying] = useState(false);
  const [newSlug, setNewSlug] = useState(suggestedSlug);
  const status = useResultAction(
    (to: EventStatus) =>
      changeTicketedEventStatus(eventAdmin, actor, { slug: event.slug, status: to, reopening: event.status === 'salesClosed' }),
    { onSuccess: onChanged },
  );
  const copy = useResultAction(() => copyTicketedEvent(eventAdmin, actor, { slug: event.slug, newSlug }), {
    onSuccess: ({ detail }) => onCopied(detail.event.slug),
  });
  const base = `/Admin/events/${event.slug}`;
  return (
    <li className="event-admin-row" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={base}>{event.name}</Link>
      </h2>
      <p>
        <span className={`badge event-status event-status-${event.status}`}>{STATUS_LABELS[event.status]}</span>{' '}
        {`${formatLocalDateTime(event.start)} (${event.timeZone})`}
      </p>
      <p>{seatsLine(event)}</p>
      <ul className="event-admin-links">
        <li>
          <Link to={base}>Edit</Link>
        </li>
        <li>
          <Link to={`${base}/orders`}>Orders</Link>
        </li>
        <li>
          <Link to={`${base}/attendees`}>Attendees</Link>
        </li>
        <li>
          <Link to={`${base}/check-in`}>Check-in</Link>
        </li>
        <li>
          <Link to={`${base}/waiting-list`}>Waiting list</Link>
        </li>
        {event.status === 'draft' ? null : (
          <li>
            <a href={event.path}>Public page</a>
          </li>
        )}
      </ul>
      <div className="event-admin-actions">
        {NEXT[event.status].map(({ to, label }) => (
          <button key={to} type="button" className="button" disabled={status.status === 'running'} onClick={() => status.start(to)}>
            {label}
            <span className="visually-hidden">{` ${event.name}`}</span>
          </button>
        ))}
        {event.status === 'cancelled' ? null : (
          <button type="button" className="button" onClick={() => setConfirmingCancel(true)}>
            Cancel event<span className="visually-hidden">{` ${event.name}`}</span>
          </button>
        )}
        <button type="button" className="button" aria-expanded={copying} onClick={() => setCopying((open) => !open)}>
          Copy<span className="visually-hidden">{` ${event.name}`}</span>
        </button>
      </div>
      {status.status === 'failed' && status.error ? (
        <p className="notice-inline error" role="alert">
          {status.error.message}
        </p>
      ) : null}
      {confirmingCancel ? (
        <div className="event-cancel-confirm" role="group" aria-label={`Cancel ${event.name}`}>
          <p>
            Cancel {event.name}? Its sales stop for good. Cancelling refunds nobody by itself: refund each order one by one from its{' '}
            <Link to={`${base}/orders`}>orders page</Link>.
          </p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setConfirmingCancel(false);
              status.start('cancelled');
            }}
          >
            Yes, cancel the event
          </button>{' '}
          <button type="button" className="button" onClick={() => setConfirmingCancel(false)}>
            Keep it
          </button>
        </div>
      ) : null}
      {copying ? (
        <form
          className="event-copy"
          noValidate
          onSubmit={(submitted) => {
            submitted.preventDefault();
            copy.start(undefined);
          }}
        >
          <TextField
            label="Address of the copy"
            value={newSlug}
            onChange={setNewSlug}
            error={copy.error?.fields['slug'] ?? (copy.status === 'failed' ? copy.error?.message : undefined)}
            hint="A draft with the same ticket types and prices, its dates a year on."
          />
          <button type="submit" className="button button-primary" disabled={copy.status === 'running'}>
            Make the copy
          </button>
        </form>
      ) : null}
    </li>
  );
}
