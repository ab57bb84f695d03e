import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  TICKET_NOT_FOUND,
  type CheckIn,
  type DoorCounts,
  type IssuedTicket,
  type NewTicket,
  type TicketBook,
  type TicketBookError,
} from '../../application/ports/ticket-book.port';

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Issued tickets in a Map, with the database's rules: issuing keyed on the ticket id, one check-in per ticket. */
export class InMemoryTicketBook implements TicketBook {
  readonly #tickets = new Map<string, IssuedTicket>();

  issue(tickets: readonly NewTicket[], at: string): ResultAsync<readonly IssuedTicket[], TicketBookError> {
    for (const ticket of tickets) {
      if (!this.#tickets.has(ticket.id)) this.#tickets.set(ticket.id, { ...ticket, issuedAt: at, checkedInAt: null, voided: false });
    }
    return okAsync(tickets.map((ticket) => this.#tickets.get(ticket.id)).filter((ticket) => ticket !== undefined));
  }

  get(ticketId: string): ResultAsync<IssuedTicket, TicketBookError> {
    const ticket = this.#tickets.get(ticketId);
    return ticket ? okAsync(ticket) : errAsync(TICKET_NOT_FOUND);
  }

  ofOrder(orderId: string): ResultAsync<readonly IssuedTicket[], TicketBookError> {
    return okAsync(this.#all((ticket) => ticket.orderId === orderId).sort((a, b) => compareText(a.id, b.id)));
  }

  ofEvent(eventSlug: string): ResultAsync<readonly IssuedTicket[], TicketBookError> {
    return okAsync(
      this.#all((ticket) => ticket.eventSlug === eventSlug).sort(
        (a, b) => compareText(a.buyerName, b.buyerName) || compareText(a.id, b.id),
      ),
    );
  }

  search(eventSlug: string, text: string, limit: number): ResultAsync<readonly IssuedTicket[], TicketBookError> {
    const wanted = text.trim().toLowerCase();
    const matches = (ticket: IssuedTicket) =>
      [ticket.holderName, ticket.buyerName, ticket.buyerEmail].some((field) => field.toLowerCase().includes(wanted));
    return okAsync(
      this.#all((ticket) => ticket.eventSlug === eventSlug && matches(ticket))
        .sort((a, b) => compareText(a.holderName, b.holderName) || compareText(a.id, b.id))
        .slice(0, Math.max(0, limit)),
    );
  }

  checkIn(ticketId: string, at: string): ResultAsync<CheckIn, TicketBookError> {
    const ticket = this.#tickets.get(ticketId);
    if (!ticket) return errAsync(TICKET_NOT_FOUND);
    if (ticket.voided) return okAsync({ outcome: 'void', ticket });
    if (ticket.checkedInAt !== null) return okAsync({ outcome: 'already', ticket, at: ticket.checkedInAt });
    const checkedIn = { ...ticket, checkedInAt: at };
    this.#tickets.set(ticketId, checkedIn);
    return okAsync({ outcome: 'checked-in', ticket: checkedIn });
  }

  voidOrder(orderId: string): ResultAsync<number, TicketBookError> {
    const voided = this.#all((ticket) => ticket.orderId === orderId && !ticket.voided);
    for (const ticket of voided) this.#tickets.set(ticket.id, { ...ticket, voided: true });
    return okAsync(voided.length);
  }

  counts(eventSlug: string): ResultAsync<DoorCounts, TicketBookError> {
    const valid = this.#all((ticket) => ticket.eventSlug === eventSlug && !ticket.voided);
    return okAsync({ sold: valid.length, checkedIn: valid.filter((ticket) => ticket.checkedInAt !== null).length });
  }

  #all(keep: (ticket: IssuedTicket) => boolean): IssuedTicket[] {
    return [...this.#tickets.values()].filter(keep);
  }
}
