import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { localDateTimeIn } from '../../ports/clock.port';
import type { IssuedTicket } from '../../ports/ticket-book.port';
import type { DoorTicket } from '../../ports/event-door-gateway.port';
import type { TicketedEvent } from '../../../domain/ticketed-events';
import { admitsName, eventOf, typeNameOf, type DoorDeps } from './door-deps';
import { lookupFailed, type DoorError } from './door.errors';

/** The most tickets one search answers: a door volunteer types more letters rather than scroll. */
export const SEARCH_LIMIT = 20;

/** Longer search text than this is cut: no name is longer. */
const MAX_SEARCH_LENGTH = 100;

export function doorTicketOf(event: TicketedEvent, ticket: IssuedTicket, timeZone: string): DoorTicket {
  return {
    ticketId: ticket.id,
    name: admitsName(ticket),
    buyerName: ticket.buyerName,
    typeName: typeNameOf(event, ticket.typeId),
    answer: ticket.answer,
    checkedInTime: ticket.checkedInAt === null ? null : localDateTimeIn(Date.parse(ticket.checkedInAt), timeZone).slice(11),
    voided: ticket.voided,
  };
}

export interface SearchAttendeesInput {
  readonly actor: Actor;
  readonly slug: string;
  readonly text: string;
}

/**
 * The door's search (`checkInTickets`): at most {@link SEARCH_LIMIT} tickets of the event whose
 * holder, buyer or buyer's e-mail contains the text. Blank text finds nothing. One event read and
 * one ticket-book search: nothing here grows with the ledger.
 */
export function searchAttendees(deps: DoorDeps, input: SearchAttendeesInput): ResultAsync<readonly DoorTicket[], DoorError> {
  const allowed = authorizeActor(input.actor, 'checkInTickets', { event: input.slug });
  if (allowed.isErr()) return errAsync(allowed.error);
  const text = input.text.trim().slice(0, MAX_SEARCH_LENGTH);
  return eventOf(deps, input.slug).andThen((event) =>
    text === ''
      ? okAsync([])
      : deps.ticketing.tickets
          .search(event.slug, text, SEARCH_LIMIT)
          .map((tickets) => tickets.map((ticket) => doorTicketOf(event, ticket, deps.config.timeZone)))
          .mapErr(lookupFailed),
  );
}
