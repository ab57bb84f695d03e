import type { ResultAsync } from 'neverthrow';
import type { EventDoorError, EventDoorGateway } from '../../application/ports/event-door-gateway.port';
import { attendeesCsv, attendeesCsvName } from '../../application/server/events/attendees-csv';
import { checkInTicket } from '../../application/server/events/check-in-ticket.use-case';
import { doorCounts } from '../../application/server/events/door-counts.use-case';
import type { DoorDeps } from '../../application/server/events/door-deps';
import type { DoorError } from '../../application/server/events/door.errors';
import { listAttendees } from '../../application/server/events/list-attendees.use-case';
import { searchAttendees } from '../../application/server/events/search-attendees.use-case';
import { showTicket } from '../../application/server/events/show-ticket.use-case';
import type { Actor } from '../../domain/access';

function gatewayError(error: DoorError): EventDoorError {
  return { type: error.type, message: error.message };
}

/**
 * The door over the server's own use cases and in-memory ports, as `actor` (the UI tests' fake):
 * the same rules and words as the HTTP API, with no server between.
 */
export class InMemoryEventDoorGateway implements EventDoorGateway {
  readonly #deps: DoorDeps;
  readonly #actor: Actor;

  constructor(deps: DoorDeps, actor: Actor) {
    this.#deps = deps;
    this.#actor = actor;
  }

  attendees(slug: string) {
    return listAttendees(this.#deps, { actor: this.#actor, slug }).mapErr(gatewayError);
  }

  attendeesCsv(slug: string) {
    return listAttendees(this.#deps, { actor: this.#actor, slug }, 'exportAttendees')
      .map((list) => ({ fileName: attendeesCsvName(list.event.slug), text: attendeesCsv(list.attendees) }))
      .mapErr(gatewayError);
  }

  search(slug: string, text: string) {
    return searchAttendees(this.#deps, { actor: this.#actor, slug, text }).mapErr(gatewayError);
  }

  counts(slug: string) {
    return doorCounts(this.#deps, { actor: this.#actor, slug }).mapErr(gatewayError);
  }

  checkIn(slug: string, ticket: Parameters<EventDoorGateway['checkIn']>[1]) {
    return checkInTicket(this.#deps, { actor: this.#actor, ticket, eventSlug: slug }).mapErr(gatewayError);
  }

  ticket(code: string): ReturnType<EventDoorGateway['ticket']> {
    return showTicket(this.#deps, { code }).mapErr(gatewayError) satisfies ResultAsync<unknown, EventDoorError>;
  }
}
