import type { ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import type { ChapterEvent } from '../../../domain/events';
import { MESSAGES, type Notice } from '../messages';
import type { EventRepository } from '../../ports/event-repository.port';
import { authorizeAdminAction, type AdminOnly } from './admin-access';
import { ownWords, type ContentFailure } from './content-failure';

/** The ports `deleteEvent` needs. */
export interface DeleteEventDeps {
  readonly events: EventRepository;
}

/** What `deleteEvent` answers instead of a result, with the notice to show. */
export type DeleteEventError = AdminOnly | ContentFailure<'EventDeleteFailed'>;

/**
 * Admin Panel 'delete event', for an administrator only (anyone else is refused before any port is
 * called): 'Event deleted successfully!', or the cause's own words (the spec gives none).
 */
export function deleteEvent(
  deps: DeleteEventDeps,
  input: { readonly actor: Actor; readonly id: string },
): ResultAsync<{ readonly event: ChapterEvent; readonly notice: Notice }, DeleteEventError> {
  return authorizeAdminAction(input.actor, ['deleteEvent'])
    .asyncAndThen(() => deps.events.delete(input.id).mapErr((error) => ownWords('EventDeleteFailed', error)))
    .map((event) => ({ event, notice: MESSAGES.eventDeleted }));
}
