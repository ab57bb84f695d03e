import type { ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import type { ChapterEvent } from '../../../domain/events';
import type { EventRepository } from '../../ports/event-repository.port';
import type { ContentError } from './content.errors';

/** The ports `deleteEvent` needs. */
export interface DeleteEventDeps {
  readonly events: EventRepository;
}

/** Who asks (the server-decided actor), and for what. */
export interface DeleteEventInput {
  readonly actor: Actor;
  readonly id: string;
}

/** Deletes an event, answering it (administrators only). */
export function deleteEvent(deps: DeleteEventDeps, input: DeleteEventInput): ResultAsync<ChapterEvent, ContentError> {
  return authorize(input.actor.role, 'deleteEvent').asyncAndThen(() => deps.events.delete(input.id));
}
