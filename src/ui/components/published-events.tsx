import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { listPublishedEvents, type PublishedEvents } from '../../application/browser/use-cases/list-published-events.use-case';
import type { EventSummary } from '../../application/ports/ticketed-events-gateway.port';
import { formatLocalDateTime } from '../../domain/local-date-time';
import { useServices } from '../app/services';
import { useResultLoad } from './use-result';

/** One event of a listing: its page, when, where, and the sales words when tickets do not sell. */
function EventLine({ event }: { readonly event: EventSummary }) {
  return (
    <li>
      <Link to={event.path}>{event.name}</Link> — {formatLocalDateTime(event.start)}, {event.venue}
      {event.sales.words ? <span className="event-sales-words"> ({event.sales.words})</span> : null}
    </li>
  );
}

/**
 * The published events, loaded after the page shows (the prerendered page holds its loading
 * line, and the events' adapter loads only then): upcoming first, then, unless `upcomingOnly`,
 * those past. Headings are at `level`.
 */
export function PublishedEventsList({ upcomingOnly = false, level = 2 }: { readonly upcomingOnly?: boolean; readonly level?: 2 | 3 }) {
  const services = useServices();
  const load = useCallback(() => listPublishedEvents(services), [services]);
  const { value, status, error, reload } = useResultLoad(load);
  const Heading = level === 2 ? 'h2' : 'h3';
  if (status === 'failed' && error)
    return (
      <div className="notice-inline error" role="alert">
        <p>The events could not be loaded. {error.message}</p>
        <button type="button" className="button" onClick={reload}>
          Try again
        </button>
      </div>
    );
  if (value === null)
    return (
      <p className="notice-inline" role="status">
        Loading events…
      </p>
    );
  return <Listing events={value} upcomingOnly={upcomingOnly} Heading={Heading} />;
}

function Listing(props: { readonly events: PublishedEvents; readonly upcomingOnly: boolean; readonly Heading: 'h2' | 'h3' }) {
  const { events, upcomingOnly, Heading } = props;
  return (
    <>
      <Heading>Upcoming events</Heading>
      {events.upcoming.length === 0 ? (
        <p>No upcoming events are listed yet.</p>
      ) : (
        <ul className="link-list">
          {events.upcoming.map((event) => (
            <EventLine key={event.slug} event={event} />
          ))}
        </ul>
      )}
      {upcomingOnly || events.past.length === 0 ? null : (
        <>
          <Heading>Past events</Heading>
          <ul className="link-list">
            {events.past.map((event) => (
              <EventLine key={event.slug} event={event} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
