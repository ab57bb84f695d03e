import { useCallback, useState } from 'react';
import { deleteEvent } from '../../../application/browser/use-cases/delete-event.use-case';
import { loadHomeEvents } from '../../../application/browser/use-cases/load-home-events.use-case';
import type { ChapterEvent } from '../../../domain/events';
import { ADMIN_LIST_PREVIEW_LENGTH, truncate } from '../../../domain/text';
import type { EventForm as EventValues } from '../../../domain/validation/admin-forms';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { ConfirmDelete } from './confirm-delete';
import { EMPTY_EVENT, EventForm } from './event-form';

interface Draft {
  readonly values: EventValues;
  /** The record being edited (saving updates it, by id), or null while adding. */
  readonly id: string | null;
  readonly version: number;
}

/** The Admin Panel's events: the list (50-character previews) with Edit and Delete, and the add/edit form. */
export function EventsAdmin() {
  const services = useServices();
  const { actor } = useSession();
  const load = useCallback(() => loadHomeEvents(services), [services]);
  const events = useResultLoad(load);
  const [draft, setDraft] = useState<Draft>({ values: EMPTY_EVENT, id: null, version: 0 });
  const startOver = () => setDraft((current) => ({ values: EMPTY_EVENT, id: null, version: current.version + 1 }));
  const remove = useResultAction((event: ChapterEvent) => deleteEvent(services, { actor, id: event.id }), { onSuccess: events.reload });
  const edit = (event: ChapterEvent) =>
    setDraft((current) => ({
      values: { eventName: event.eventName, eventDate: event.eventDate, eventDesc: event.eventDesc },
      id: event.id,
      version: current.version + 1,
    }));
  return (
    <section className="admin-section" aria-labelledby="admin-events-heading">
      <h3 id="admin-events-heading">Events</h3>
      {events.status === 'failed' ? <p className="notice-inline error">{events.error?.notice.text}</p> : null}
      {events.value === null && events.status === 'loading' ? <p role="status">Loading events...</p> : null}
      {events.value?.events.length === 0 ? <p>No events yet.</p> : null}
      <ul className="admin-list" aria-label="Events">
        {events.value?.events.map((event) => (
          <EventRow key={event.id} event={event} onEdit={() => edit(event)} onDelete={() => remove.start(event)} />
        ))}
      </ul>
      <EventForm
        key={draft.version}
        initial={draft.values}
        id={draft.id}
        onSaved={() => {
          events.reload();
          startOver();
        }}
        onCancel={startOver}
      />
    </section>
  );
}

function EventRow({ event, onEdit, onDelete }: { readonly event: ChapterEvent; readonly onEdit: () => void; readonly onDelete: () => void }) {
  const preview = truncate(event.eventDesc, ADMIN_LIST_PREVIEW_LENGTH);
  return (
    <li>
      <div className="admin-item-text">
        <strong>{event.eventName}</strong> <span className="admin-item-meta">{event.eventDate}</span>
        {preview ? <p>{preview}</p> : null}
      </div>
      <div className="admin-item-actions">
        <button type="button" className="button" onClick={onEdit}>
          Edit<span className="visually-hidden"> {event.eventName}</span>
        </button>
        <ConfirmDelete name={event.eventName} onConfirm={onDelete} />
      </div>
    </li>
  );
}
