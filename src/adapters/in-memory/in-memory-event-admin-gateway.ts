import type { ResultAsync } from 'neverthrow';
import type {
  AdminEventDetail,
  AdminEventList,
  EventAdminGateway,
  EventAdminGatewayError,
} from '../../application/ports/event-admin-gateway.port';
import { changeEventStatus } from '../../application/server/events/change-event-status.use-case';
import { copyEvent } from '../../application/server/events/copy-ticketed-event.use-case';
import type { EventAdminDeps } from '../../application/server/events/event-admin-deps';
import type { EventAdminError } from '../../application/server/events/event-admin.errors';
import { getEventForEditing, listAllEvents } from '../../application/server/events/list-all-events.use-case';
import { createTicketedEvent, updateTicketedEvent } from '../../application/server/events/save-ticketed-event.use-case';
import type { Actor } from '../../domain/access';
import type { EventStatus } from '../../domain/ticketed-events';
import type { TicketedEventForm } from '../../domain/validation/ticketed-event-form';

/** A use case's refusal as the HTTP adapter would give it. */
function asGatewayError(error: EventAdminError): EventAdminGatewayError {
  switch (error.type) {
    case 'InvalidForm':
      return { type: 'InvalidForm', message: error.message, fields: error.fields };
    case 'StatusChangeRefused':
      return { type: 'Refused', message: error.message };
    case 'Stale':
    case 'NotFound':
    case 'Unauthorized':
    case 'Unavailable':
      return { type: error.type, message: error.message };
  }
}

/**
 * The chair's event operations over the server's own use cases, in memory (component tests): the
 * same checks and refusals as `/ticketing/admin/events`, as `actor` (an administrator by default).
 */
export class InMemoryEventAdminGateway implements EventAdminGateway {
  readonly #deps: EventAdminDeps;
  readonly #actor: Actor;

  constructor(deps: EventAdminDeps, actor: Actor = { role: 'admin', email: 'chair@example.org' }) {
    this.#deps = deps;
    this.#actor = actor;
  }

  list(): ResultAsync<AdminEventList, EventAdminGatewayError> {
    return listAllEvents(this.#deps, { actor: this.#actor })
      .map((events) => ({ events, timeZone: this.#deps.timeZone }))
      .mapErr(asGatewayError);
  }

  get(slug: string): ResultAsync<AdminEventDetail, EventAdminGatewayError> {
    return getEventForEditing(this.#deps, { actor: this.#actor, slug }).mapErr(asGatewayError);
  }

  create(form: TicketedEventForm): ResultAsync<AdminEventDetail, EventAdminGatewayError> {
    return createTicketedEvent(this.#deps, { actor: this.#actor, form }).mapErr(asGatewayError);
  }

  update(slug: string, form: TicketedEventForm, updatedAt: string): ResultAsync<AdminEventDetail, EventAdminGatewayError> {
    return updateTicketedEvent(this.#deps, { actor: this.#actor, slug, form, updatedAt }).mapErr(asGatewayError);
  }

  changeStatus(slug: string, status: EventStatus): ResultAsync<AdminEventDetail, EventAdminGatewayError> {
    return changeEventStatus(this.#deps, { actor: this.#actor, slug, status }).mapErr(asGatewayError);
  }

  copy(slug: string, newSlug: string): ResultAsync<AdminEventDetail, EventAdminGatewayError> {
    return copyEvent(this.#deps, { actor: this.#actor, slug, newSlug }).mapErr(asGatewayError);
  }
}
