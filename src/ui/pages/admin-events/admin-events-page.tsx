import { useCallback } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { loadAdminEvents, loadEventForEditing } from '../../../application/browser/use-cases/edit-ticketed-events.use-case';
import { DEFAULT_TIME_ZONE } from '../../../domain/local-date-time';
import { suggestedCopySlug } from '../../../domain/ticketed-event-changes';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useResultLoad } from '../../components/use-result';
import { OfficersOnly } from '../../components/officers-only';
import './admin-events.css';
import { EventAdminRow } from './event-admin-row';
import { EventForm } from './event-form';

const BACK = (
  <p>
    <Link to="/Admin/events">All events</Link>
  </p>
);

/** `/Admin/events`: every event, drafts too, with its seats, its pages and its status actions; New event and Copy. */
export function AdminEventsPage() {
  return (
    <div className="page admin-events">
      <OfficersOnly title="Events" action="listAllTicketedEvents">
        <EventList />
      </OfficersOnly>
    </div>
  );
}

function EventList() {
  const { eventAdmin } = useServices();
  const { actor } = useSession();
  const navigate = useNavigate();
  const load = useCallback(() => loadAdminEvents(eventAdmin, actor), [eventAdmin, actor]);
  const list = useResultLoad(load);
  return (
    <div className="container">
      <p>
        <Link to="/Member-Area">Member Area</Link>
      </p>
      <h1>Events</h1>
      <p>Create an event with its ticket types, publish it, close its sales or cancel it. Copy last year’s event to start the next.</p>
      <p>
        <Link className="button button-primary" to="/Admin/events/new">
          New event
        </Link>
      </p>
      {list.status === 'failed' ? (
        <p className="notice-inline error" role="alert">
          {list.error?.message}{' '}
          <button type="button" className="button" onClick={list.reload}>
            Try again
          </button>
        </p>
      ) : null}
      {list.value === null && list.status === 'loading' ? <p role="status">Loading the events...</p> : null}
      {list.value !== null && list.value.events.length === 0 ? <p>No events yet.</p> : null}
      <ul className="event-admin-list">
        {list.value?.events.map((event) => (
          <EventAdminRow
            key={event.slug}
            event={event}
            suggestedSlug={suggestedCopySlug(event)}
            onChanged={list.reload}
            onCopied={(slug) => void navigate(`/Admin/events/${slug}`)}
          />
        ))}
      </ul>
    </div>
  );
}

/** `/Admin/events/new`: the form for a new event, a draft unless published at once. */
export function NewEventPage() {
  return (
    <div className="page admin-events">
      <OfficersOnly title="New event" action="createTicketedEvent">
        <NewEvent />
      </OfficersOnly>
    </div>
  );
}

function NewEvent() {
  const { eventAdmin } = useServices();
  const { actor } = useSession();
  const navigate = useNavigate();
  const load = useCallback(() => loadAdminEvents(eventAdmin, actor), [eventAdmin, actor]);
  const list = useResultLoad(load);
  return (
    <div className="container">
      {BACK}
      <h1>New event</h1>
      <EventForm
        detail={null}
        timeZone={list.value?.timeZone ?? DEFAULT_TIME_ZONE}
        onSaved={(saved) => void navigate(`/Admin/events/${saved.event.slug}`)}
        onReload={list.reload}
      />
    </div>
  );
}

/** `/Admin/events/:slug`: the event's form, from the version stored; a save from an older one is refused and offers to reload. */
export function EditEventPage() {
  return (
    <div className="page admin-events">
      <OfficersOnly title="Edit event" action="updateTicketedEvent">
        <EditEvent />
      </OfficersOnly>
    </div>
  );
}

function EditEvent() {
  const { slug = '' } = useParams();
  const { eventAdmin } = useServices();
  const { actor } = useSession();
  const load = useCallback(() => loadEventForEditing(eventAdmin, actor, slug), [eventAdmin, actor, slug]);
  const loaded = useResultLoad(load);
  const detail = loaded.value;
  return (
    <div className="container">
      {BACK}
      <h1>{detail ? `Edit ${detail.event.name}` : 'Edit event'}</h1>
      {loaded.status === 'failed' ? (
        <p className="notice-inline error" role="alert">
          {loaded.error?.message}{' '}
          <button type="button" className="button" onClick={loaded.reload}>
            Try again
          </button>
        </p>
      ) : null}
      {detail === null && loaded.status === 'loading' ? <p role="status">Loading the event...</p> : null}
      {detail ? (
        <EventForm
          key={detail.updatedAt}
          detail={detail}
          timeZone={detail.event.timeZone}
          onSaved={loaded.reload}
          onReload={loaded.reload}
        />
      ) : null}
    </div>
  );
}
