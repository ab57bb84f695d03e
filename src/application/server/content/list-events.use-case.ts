import type { ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import type { ChapterEvent } from '../../../domain/events';
import type { EventField, EventRepository } from '../../ports/event-repository.port';
import type { ListQuery, Page } from '../../ports/list-query';
import type { ContentError } from './content.errors';

/** The ports `listEvents` needs. */
export interface ListEventsDeps {
  readonly events: EventRepository;
}

/** Who asks (the server-decided actor), and for what. */
export interface ListEventsInput {
  readonly actor: Actor;
  readonly query?: ListQuery<EventField>;
}

/** One page of events, with filter, limit and nextToken (listEvents). Everyone may list events. */
export function listEvents(deps: ListEventsDeps, input: ListEventsInput): ResultAsync<Page<ChapterEvent>, ContentError> {
  return authorize(input.actor.role, 'listEvents').asyncAndThen(() => deps.events.list(input.query));
}
