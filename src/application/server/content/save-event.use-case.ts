import type { ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import type { ChapterEvent } from '../../../domain/events';
import { validateEventForm, type EventForm } from '../../../domain/validation/admin-forms';
import type { EventRepository } from '../../ports/event-repository.port';
import { upsertByName, type SaveOutcome } from '../../upsert-named-record';
import { invalidInput, type ContentError } from './content.errors';

/** The ports `saveEvent` needs. */
export interface SaveEventDeps {
  readonly events: EventRepository;
}

/** Who asks (the server-decided actor), and for what. */
export interface SaveEventInput {
  readonly actor: Actor;
  readonly form: EventForm;
}

/** The record saved, and whether it was added or updated. */
export interface SavedEvent {
  /** 'added' for 'Event added successfully!', 'updated' for 'Event updated successfully!'. */
  readonly outcome: SaveOutcome;
  readonly event: ChapterEvent;
}

/**
 * Adds an event, or updates the one that already has its name (spec section 5), for an
 * administrator. The form is checked with the domain's `validateEventForm` first.
 */
export function saveEvent(deps: SaveEventDeps, input: SaveEventInput): ResultAsync<SavedEvent, ContentError> {
  return authorize(input.actor.role, 'createEvent')
    .andThen(() => authorize(input.actor.role, 'updateEvent'))
    .andThen(() => validateEventForm(input.form).mapErr(invalidInput))
    .asyncAndThen((form) => upsertByName(deps.events, form, (event) => event.eventName))
    .map(({ outcome, record }) => ({ outcome, event: record }));
}
