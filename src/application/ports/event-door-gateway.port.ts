import type { ResultAsync } from 'neverthrow';
import type { DoorCounts } from './ticket-book.port';

/** The event a door page is for, as its pages head it. */
export interface DoorEvent {
  readonly slug: string;
  readonly name: string;
  /** Local date-time in `timeZone` ('2027-04-24T17:00'). */
  readonly start: string;
  readonly timeZone: string;
  readonly venue: string;
}

/** One ticket on the chair's attendee list. */
export interface AttendeeRow {
  readonly ticketId: string;
  readonly orderId: string;
  readonly buyerName: string;
  readonly buyerEmail: string;
  /** Who the ticket admits: the holder's name, or the buyer's when the type does not ask for one. */
  readonly name: string;
  readonly holderName: string;
  readonly typeId: string;
  readonly typeName: string;
  readonly answer: string;
  /** What this ticket cost, in cents. */
  readonly amountPaid: number;
  /** The check-in's instant, and its wall-clock time in the chapter's zone ('2027-04-24T18:42'); null when not yet in. */
  readonly checkedInAt: string | null;
  readonly checkedInLocal: string | null;
  readonly voided: boolean;
}

export interface AttendeeList {
  readonly event: DoorEvent;
  readonly attendees: readonly AttendeeRow[];
  readonly counts: DoorCounts;
}

/** A ticket as the door's search and check-in show it. */
export interface DoorTicket {
  readonly ticketId: string;
  /** Who it admits: the holder's name, or the buyer's. */
  readonly name: string;
  readonly buyerName: string;
  readonly typeName: string;
  readonly answer: string;
  /** The check-in's time of day in the chapter's zone ('18:42'), or null. */
  readonly checkedInTime: string | null;
  readonly voided: boolean;
}

/** How a check-in went, in the words the door shows, with the counts after it. */
export interface CheckInAnswer {
  readonly outcome: 'checked-in' | 'already' | 'void';
  /** 'Checked in: Ada Lovelace (Adults)', 'Already checked in at 18:42', 'This ticket was refunded.' */
  readonly message: string;
  readonly ticket: DoorTicket;
  readonly counts: DoorCounts;
}

/** A ticket's public page (`/tickets/<code>`): what it admits to, and whether it was used. */
export interface TicketView {
  readonly eventName: string;
  readonly eventSlug: string;
  /** The event's start and end in its zone ('2027-04-24T17:00'). */
  readonly start: string;
  readonly end: string;
  readonly timeZone: string;
  readonly venue: string;
  readonly typeName: string;
  /** The holder's name, or '' when the type does not ask for one. */
  readonly holderName: string;
  readonly checkedIn: boolean;
  readonly voided: boolean;
}

/** What the door scanned or picked: a ticket's code (its QR code's text) or, from the search, its id. */
export type TicketChoice = { readonly code: string } | { readonly ticketId: string };

/** The attendee list as a file to save. */
export interface AttendeesFile {
  readonly fileName: string;
  readonly text: string;
}

export type EventDoorError =
  | { readonly type: 'NotFound'; readonly message: string }
  /** A ticket of another event: 'This ticket is for Cookout 2024, not this event.' */
  | { readonly type: 'WrongEvent'; readonly message: string }
  | { readonly type: 'Unauthorized'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/**
 * The door in the browser (issue 17, point 6): the chair's attendee list and its CSV, and the
 * check-in page's search, counts and check-ins (administrators); a ticket's own page (anyone with its code).
 */
export interface EventDoorGateway {
  attendees(slug: string): ResultAsync<AttendeeList, EventDoorError>;
  attendeesCsv(slug: string): ResultAsync<AttendeesFile, EventDoorError>;
  search(slug: string, text: string): ResultAsync<readonly DoorTicket[], EventDoorError>;
  counts(slug: string): ResultAsync<DoorCounts, EventDoorError>;
  /** Checks a ticket in at the door of the event `slug` (a ticket of another event is refused). */
  checkIn(slug: string, ticket: TicketChoice): ResultAsync<CheckInAnswer, EventDoorError>;
  ticket(code: string): ResultAsync<TicketView, EventDoorError>;
}
