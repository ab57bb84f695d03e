import type { ResultAsync } from 'neverthrow';
import { compareLocalDateTimes } from '../../../domain/local-date-time';
import { localDateTimeIn, type Clock } from '../../ports/clock.port';
import type { EventSummary, TicketedEventsError, TicketedEventsGateway } from '../../ports/ticketed-events-gateway.port';

export interface PublishedEventsDeps {
  readonly ticketedEvents: TicketedEventsGateway;
  readonly clock: Clock;
}

/** The published events, those still to come (soonest first) apart from those over (latest first). */
export interface PublishedEvents {
  readonly upcoming: readonly EventSummary[];
  readonly past: readonly EventSummary[];
}

/** Whether an event has ended at `now`, read in its own zone. */
function isOver(event: EventSummary, now: number): boolean {
  return compareLocalDateTimes(event.end, localDateTimeIn(now, event.timeZone)) <= 0;
}

/** The events the listings show (/Alumni-Events, the home page's news area), split at the clock's now. */
export function listPublishedEvents(deps: PublishedEventsDeps): ResultAsync<PublishedEvents, TicketedEventsError> {
  const now = deps.clock.now();
  return deps.ticketedEvents.listPublished().map((events) => ({
    upcoming: events.filter((event) => !isOver(event, now)),
    past: events.filter((event) => isOver(event, now)).reverse(),
  }));
}
