import type { ResultAsync } from 'neverthrow';

/** One ticket of a paid order: a seat of a type, with what the buyer wrote for it. */
export interface IssuedTicket {
  /** `<order id>-<n>` (n from 1, in the order's line order): issuing an order again makes the same ids. */
  readonly id: string;
  readonly orderId: string;
  readonly eventSlug: string;
  readonly typeId: string;
  /** The holder's name when the type asks for it, else ''. */
  readonly holderName: string;
  /** The answer to the chair's question, else ''. */
  readonly answer: string;
  /** Who bought it: the order's contact. */
  readonly buyerName: string;
  readonly buyerEmail: string;
  readonly issuedAt: string;
  /** When it was checked in at the door (ISO instant), or null. */
  readonly checkedInAt: string | null;
  /** Void once its order is refunded or cancelled: it no longer admits anyone. */
  readonly voided: boolean;
}

export type NewTicket = Omit<IssuedTicket, 'issuedAt' | 'checkedInAt' | 'voided'>;

export type TicketBookError =
  { readonly type: 'NotFound'; readonly message: string } | { readonly type: 'Unavailable'; readonly message: string };

export const TICKET_NOT_FOUND: TicketBookError = { type: 'NotFound', message: 'No ticket has this code.' };

/** A check-in: done now, or done before (and when). A void ticket is refused. */
export type CheckIn =
  | { readonly outcome: 'checked-in'; readonly ticket: IssuedTicket }
  | { readonly outcome: 'already'; readonly ticket: IssuedTicket; readonly at: string }
  | { readonly outcome: 'void'; readonly ticket: IssuedTicket };

/** Live counts for the door: tickets not void, and how many of them are checked in. */
export interface DoorCounts {
  readonly sold: number;
  readonly checkedIn: number;
}

/**
 * The tickets of paid orders, and who has come in (issue 17, point 6). Issuing is keyed on the
 * ticket ids, so issuing an order's tickets again (a retried fulfilment) changes nothing; a
 * check-in is one conditional update, so of two doors scanning the same code one checks in and
 * the other hears 'already'.
 */
export interface TicketBook {
  /** Issues the tickets (all or none); ids already issued are kept as they are. Answers the order's tickets. */
  issue(tickets: readonly NewTicket[], at: string): ResultAsync<readonly IssuedTicket[], TicketBookError>;
  get(ticketId: string): ResultAsync<IssuedTicket, TicketBookError>;
  ofOrder(orderId: string): ResultAsync<readonly IssuedTicket[], TicketBookError>;
  /** Every ticket of an event (void ones too), by buyer then id. */
  ofEvent(eventSlug: string): ResultAsync<readonly IssuedTicket[], TicketBookError>;
  /**
   * Tickets of an event whose holder or buyer name (or buyer e-mail) contains `text`, ignoring
   * case, at most `limit`, by holder name then id: the door's search.
   */
  search(eventSlug: string, text: string, limit: number): ResultAsync<readonly IssuedTicket[], TicketBookError>;
  checkIn(ticketId: string, at: string): ResultAsync<CheckIn, TicketBookError>;
  /** Voids every ticket of an order (refunded or cancelled); answers how many were voided now. */
  voidOrder(orderId: string): ResultAsync<number, TicketBookError>;
  counts(eventSlug: string): ResultAsync<DoorCounts, TicketBookError>;
}
