import type { ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import type { ChapterEvent } from '../../../domain/events';
import type { EventRepository } from '../../ports/event-repository.port';
import type { ContentError } from './content.errors';

/** The ports `getEvent` needs. */
export interface GetEventDeps {
  readonly events: EventRepository;
}

/** Who asks (the server-decided actor), and for what. */
export interface GetEventInput {
  readonly actor: Actor;
  readonly id: string;
}

/** One event by id (NotFound when there is none). Everyone may read events. */
export function getEvent(deps: GetEventDeps, input: GetEventInput): ResultAsync<ChapterEvent, ContentError> {
  return authorize(input.actor.role, 'getEvent').asyncAndThen(() => deps.events.get(input.id));
}
