import type { ResultAsync } from 'neverthrow';
import type { LocalDateTime } from '../../domain/local-date-time';
import type { SeatsTaken } from '../../domain/ticket-sales';
import type { EventStatus, TicketedEvent } from '../../domain/ticketed-events';
import type { FieldErrors } from '../../domain/validation/fields';
import type { TicketedEventForm } from '../../domain/validation/ticketed-event-form';

/** One event in the chair's list: its status and dates, and its seats sold and held now against its capacity. */
export interface AdminEventSummary {
  readonly slug: string;
  /** The public page: `/events/<slug>`. */
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

/** The chair's list: every event, and the chapter's time zone (the one a new event's dates are written in). */
export interface AdminEventList {
  readonly events: readonly AdminEventSummary[];
  readonly timeZone: string;
}

/** One event as the chair edits it: the event, the version an edit starts from, its form and its seats now by type. */
export interface AdminEventDetail {
  readonly event: TicketedEvent;
  readonly updatedAt: string;
  readonly form: TicketedEventForm;
  readonly seats: SeatsTaken;
}

/**
 * What the chair's event operations can answer instead: the form refused field by field (a taken
 * address among them), the event changed by someone else since it was opened (Stale), a status
 * change its life does not allow (Refused), no such event, no rights, or no server.
 */
export type EventAdminGatewayError =
  | { readonly type: 'InvalidForm'; readonly message: string; readonly fields: FieldErrors }
  | { readonly type: 'Stale'; readonly message: string }
  | { readonly type: 'Refused'; readonly message: string }
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'Unauthorized'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/**
 * The event chair's way to ticketed events (issue 17, point 7): the server checks every form with
 * the domain, decides what the seats sold allow and stores; the browser sends the form as typed.
 */
export interface EventAdminGateway {
  /** Every event, drafts too, earliest start first, and the chapter's time zone. */
  list(): ResultAsync<AdminEventList, EventAdminGatewayError>;
  get(slug: string): ResultAsync<AdminEventDetail, EventAdminGatewayError>;
  create(form: TicketedEventForm): ResultAsync<AdminEventDetail, EventAdminGatewayError>;
  /** Saves an edit that started from the version `updatedAt`. */
  update(slug: string, form: TicketedEventForm, updatedAt: string): ResultAsync<AdminEventDetail, EventAdminGatewayError>;
  /** Publishes, closes or reopens sales, or cancels. */
  changeStatus(slug: string, status: EventStatus): ResultAsync<AdminEventDetail, EventAdminGatewayError>;
  /** A draft at `newSlug`, a year on, with the same ticket types and prices. */
  copy(slug: string, newSlug: string): ResultAsync<AdminEventDetail, EventAdminGatewayError>;
}
