import type { ResultAsync } from 'neverthrow';
import type { ChapterEvent } from '../../domain/events';
import { MESSAGES, type Notice } from '../messages';
import type { EventRepository } from '../ports/event-repository.port';
import { ownWords, type ContentFailure } from './content-failure';

/** The ports `deleteEvent` needs. */
export interface DeleteEventDeps {
  readonly events: EventRepository;
}

/** What `deleteEvent` answers instead of a result, with the notice to show. */
export type DeleteEventError = ContentFailure<'EventDeleteFailed'>;

/** Admin Panel 'delete event': 'Event deleted successfully!', or the cause's own words (the spec gives none). */
export function deleteEvent(
  deps: DeleteEventDeps,
  input: { readonly id: string },
): ResultAsync<{ readonly event: ChapterEvent; readonly notice: Notice }, DeleteEventError> {
  return deps.events
    .delete(input.id)
    .map((event) => ({ event, notice: MESSAGES.eventDeleted }))
    .mapErr((error) => ownWords('EventDeleteFailed', error));
}
