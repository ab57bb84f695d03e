import type { ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import type { ChapterEvent } from '../../../domain/events';
import { validateEventForm, type EventForm } from '../../../domain/validation/admin-forms';
import type { EventRepository } from '../../ports/event-repository.port';
import { invalidInput, type ContentError } from './content.errors';
import { givenOnly } from './given-fields';

/** The ports `updateEvent` needs. */
export interface UpdateEventDeps {
  readonly events: EventRepository;
}

/** Who asks (the server-decided actor), and for what: the fields to change (undefined: unchanged). */
export interface UpdateEventInput {
  readonly actor: Actor;
  readonly id: string;
  readonly changes: Partial<EventForm>;
}

/**
 * Changes an event by id (updateEvent), for administrators: the record it would become is checked
 * with `validateEventForm`, then only the given fields are written (cleaned). A rename onto
 * another event's name answers DuplicateName; an unknown id NotFound.
 */
export function updateEvent(deps: UpdateEventDeps, input: UpdateEventInput): ResultAsync<ChapterEvent, ContentError> {
  return authorize(input.actor.role, 'updateEvent')
    .asyncAndThen(() => deps.events.get(input.id))
    .andThen(({ eventName, eventDate, eventDesc }) =>
      validateEventForm({ eventName, eventDate, eventDesc, ...givenOnly(input.changes) }).mapErr(invalidInput),
    )
    .andThen((form) => deps.events.update(input.id, givenOnly(form, input.changes)));
}
