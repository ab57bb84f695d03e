import type { ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import type { ChapterEvent } from '../../../domain/events';
import { nameTakenMessage } from '../../../domain/upsert-by-name';
import { validateEventForm, type EventForm } from '../../../domain/validation/admin-forms';
import { MESSAGES, type Notice } from '../messages';
import type { EventRepository } from '../../ports/event-repository.port';
import { saveNamed, type SaveOutcome } from '../../upsert-named-record';
import { authorizeAdminAction, type AdminOnly } from './admin-access';
import { contentFieldRejected, contentFormRejected, ownWords, type ContentFailure, type ContentFormRejected } from './content-failure';

/** The ports `saveEvent` needs. */
export interface SaveEventDeps {
  readonly events: EventRepository;
}

/** Who asks (the signed-in person as the session knows them), and the form. */
export interface SaveEventInput {
  readonly actor: Actor;
  readonly form: EventForm;
  /** The event being edited: it alone is updated. Absent when adding (an event with the name is updated). */
  readonly id?: string | null;
}

/** The record saved, and whether it was added or updated. */
export interface SavedEvent {
  readonly outcome: SaveOutcome;
  readonly event: ChapterEvent;
  readonly notice: Notice;
}

/** What `saveEvent` answers instead of a result, with the notice to show. */
export type SaveEventError = AdminOnly | ContentFormRejected<keyof EventForm> | ContentFailure<'EventSaveFailed'>;

/**
 * Admin Panel 'add or edit event', for an administrator only (anyone else is refused before any
 * port is called): checked by the domain, then saved: an edit updates its event by id (a rename
 * onto another event's name is refused beside the name field), an addition saves by name (an event
 * with the same name is updated). 'Event added successfully!' or 'Event updated successfully!'.
 * The spec gives no failure message, so a failure shows the cause's own words.
 */
export function saveEvent(deps: SaveEventDeps, input: SaveEventInput): ResultAsync<SavedEvent, SaveEventError> {
  return authorizeAdminAction(input.actor, ['createEvent', 'updateEvent'])
    .andThen(() => validateEventForm(input.form).mapErr(contentFormRejected))
    .asyncAndThen((form) =>
      saveNamed(deps.events, input.id, form, (event) => event.eventName)
        .map(({ outcome, record }) => ({
          outcome,
          event: record,
          notice: outcome === 'added' ? MESSAGES.eventAdded : MESSAGES.eventUpdated,
        }))
        .mapErr((error): SaveEventError =>
          error.type === 'NameTaken' ? contentFieldRejected('eventName', nameTakenMessage('event', error.name)) : ownWords('EventSaveFailed', error),
        ),
    );
}
