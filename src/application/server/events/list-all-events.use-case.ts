import { ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import type { LocalDateTime } from '../../../domain/local-date-time';
import { eventPath, totalCount, type EventStatus } from '../../../domain/ticketed-events';
import type { StoredTicketedEvent } from '../../ports/ticketed-event-store.port';
import { detailOf, seatsNow, type EventAdminDeps, type TicketedEventDetail } from './event-admin-deps';
import { fromStore, type EventAdminError } from './event-admin.errors';

/** One line of the chair's list: the event, and its seats sold and held now against its capacity. */
export interface EventListEntry {
  readonly slug: string;
  readonly path: string;
  readonly name: string;
  readonly status: EventStatus;
  readonly start: LocalDateTime;
  readonly end: LocalDateTime;
  readonly timeZone: string;
  /** Null: no overall limit. */
  readonly capacity: number | null;
  readonly sold: number;
  readonly held: number;
}

function entryOf(deps: EventAdminDeps, { event }: StoredTicketedEvent): ResultAsync<EventListEntry, EventAdminError> {
  return seatsNow(deps, event.slug).map((seats) => ({
    slug: event.slug,
    path: eventPath(event),
    name: event.name,
    status: event.status,
    start: event.start,
    end: event.end,
    timeZone: event.timeZone,
    capacity: event.capacity,
    sold: totalCount(seats.sold),
    held: totalCount(seats.held),
  }));
}

/** Every event, drafts and cancelled ones too, earliest start first, with its seats: for the chair (listAllTicketedEvents). */
export function listAllEvents(
  deps: EventAdminDeps,
  input: { readonly actor: Actor },
): ResultAsync<readonly EventListEntry[], EventAdminError> {
  return authorizeActor(input.actor, 'listAllTicketedEvents')
    .asyncAndThen(() => deps.events.list().mapErr(fromStore))
    .andThen((stored) => ResultAsync.combine(stored.map((one) => entryOf(deps, one))));
}

/** One event as the chair edits it, a draft too (listAllTicketedEvents). */
export function getEventForEditing(
  deps: EventAdminDeps,
  input: { readonly actor: Actor; readonly slug: string },
): ResultAsync<TicketedEventDetail, EventAdminError> {
  return authorizeActor(input.actor, 'listAllTicketedEvents')
    .asyncAndThen(() => deps.events.get(input.slug).mapErr(fromStore))
    .andThen((stored) => detailOf(deps, stored));
}
