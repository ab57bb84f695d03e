import type { ResultAsync } from 'neverthrow';
import type { ChapterEvent } from '../../domain/events';
import { validateEventForm, type EventForm } from '../../domain/validation/admin-forms';
import { MESSAGES, type Notice } from '../messages';
import type { EventRepository } from '../ports/event-repository.port';
import { upsertByName, type SaveOutcome } from '../upsert-named-record';
import { contentFormRejected, ownWords, type ContentFailure, type ContentFormRejected } from './content-failure';

/** The ports `saveEvent` needs. */
export interface SaveEventDeps {
  readonly events: EventRepository;
}

/** The record saved, and whether it was added or updated. */
export interface SavedEvent {
  readonly outcome: SaveOutcome;
  readonly event: ChapterEvent;
  readonly notice: Notice;
}

/** What `saveEvent` answers instead of a result, with the notice to show. */
export type SaveEventError = ContentFormRejected<keyof EventForm> | ContentFailure<'EventSaveFailed'>;

/**
 * Admin Panel 'add or edit event': checked by the domain, then saved by name (an event with the
 * same name is updated), 'Event added successfully!' or 'Event updated successfully!'. The spec
 * gives no failure message, so a failure shows the cause's own words.
 */
export function saveEvent(deps: SaveEventDeps, input: { readonly form: EventForm }): ResultAsync<SavedEvent, SaveEventError> {
  return validateEventForm(input.form)
    .mapErr(contentFormRejected)
    .asyncAndThen((form) =>
      upsertByName(deps.events, form, (event) => event.eventName)
        .map(({ outcome, record }) => ({
          outcome,
          event: record,
          notice: outcome === 'added' ? MESSAGES.eventAdded : MESSAGES.eventUpdated,
        }))
        .mapErr((error) => ownWords('EventSaveFailed', error)),
    );
}
