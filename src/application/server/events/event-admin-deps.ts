import type { ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import { changedValues, officerWrite, type AuditEntry } from '../../../domain/audit';
import { seatsTaken } from '../../../domain/seat-holds';
import type { SeatsTaken } from '../../../domain/ticket-sales';
import type { TicketedEvent } from '../../../domain/ticketed-events';
import { ticketedEventForm, type TicketedEventForm } from '../../../domain/validation/ticketed-event-form';
import { isoNow, type Clock } from '../../ports/clock.port';
import type { StoredTicketedEvent, TicketedEventStore } from '../../ports/ticketed-event-store.port';
import { fromStore, type EventAdminError } from './event-admin.errors';

/** The ports and setting the chair's event operations need. */
export interface EventAdminDeps {
  readonly events: TicketedEventStore;
  readonly clock: Clock;
  /** The chapter's IANA zone: every event's dates are written in it. */
  readonly timeZone: string;
}

/** An event as the chair edits it: the event, the version an edit starts from, its form, and its seats sold and held now. */
export interface TicketedEventDetail {
  readonly event: TicketedEvent;
  readonly updatedAt: string;
  readonly form: TicketedEventForm;
  readonly seats: SeatsTaken;
}

/** The seats of an event now: sold, and held by payments under way. */
export function seatsNow(deps: EventAdminDeps, slug: string): ResultAsync<SeatsTaken, EventAdminError> {
  const now = deps.clock.now();
  return deps.events
    .ledger(slug, now)
    .map((ledger) => seatsTaken(ledger, now))
    .mapErr(fromStore);
}

/** A stored event with its form and its seats now. */
export function detailOf(deps: EventAdminDeps, stored: StoredTicketedEvent): ResultAsync<TicketedEventDetail, EventAdminError> {
  return seatsNow(deps, stored.event.slug).map((seats) => ({
    event: stored.event,
    updatedAt: stored.updatedAt,
    form: ticketedEventForm(stored.event),
    seats,
  }));
}

/**
 * The audit entry of an officer's write to an event (`action`: createTicketedEvent,
 * updateTicketedEvent, publishTicketedEvent, ...): a new event whole, a change only the fields it
 * changed (prices and capacities of each ticket type by its id, the status, the dates ...).
 */
export function eventWrite(
  deps: EventAdminDeps,
  actor: Actor,
  action: string,
  before: TicketedEvent | null,
  after: TicketedEvent,
): AuditEntry {
  const values = before === null ? { before: null, after } : changedValues(before, after);
  return officerWrite(actor, isoNow(deps.clock), action, { kind: 'event', id: after.slug }, values);
}
