import type { ResultAsync } from 'neverthrow';
import { latestEvent, sortEventsLatestFirst, type ChapterEvent } from '../../../domain/events';
import { listAll } from '../list-all';
import { MESSAGES } from '../messages';
import type { EventRepository } from '../../ports/event-repository.port';
import { contentFailure, type ContentFailure } from './content-failure';

/** The ports `loadHomeEvents` needs. */
export interface LoadHomeEventsDeps {
  readonly events: EventRepository;
}

/** The home page's news-and-events area: every event (latest first) and the one to highlight. */
export interface HomeEvents {
  readonly events: readonly ChapterEvent[];
  /** The event with the greatest date (domain `latestEvent`); null when there are none. */
  readonly latest: ChapterEvent | null;
}

/** What `loadHomeEvents` answers instead of a result, with the notice to show. */
export type LoadHomeEventsError = ContentFailure<'EventsLoadFailed'>;

/** Loads all events with no filter. The original only logged a failure; we show that they could not be loaded. */
export function loadHomeEvents(deps: LoadHomeEventsDeps): ResultAsync<HomeEvents, LoadHomeEventsError> {
  return listAll((query) => deps.events.list(query))
    .map((events) => ({ events: sortEventsLatestFirst(events), latest: latestEvent(events) }))
    .mapErr((error) => contentFailure('EventsLoadFailed', error, MESSAGES.eventsLoadFailed));
}
