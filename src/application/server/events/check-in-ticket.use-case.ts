import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { isoNow } from '../../ports/clock.port';
import type { IssuedTicket } from '../../ports/ticket-book.port';
import type { CheckInAnswer, DoorTicket, TicketChoice } from '../../ports/event-door-gateway.port';
import { eventOf, type DoorDeps } from './door-deps';
import { lookupFailed, NOT_OUR_TICKET, REFUNDED_MESSAGE, wrongEvent, type DoorError } from './door.errors';
import { doorTicketOf } from './search-attendees.use-case';

export interface CheckInInput {
  readonly actor: Actor;
  readonly ticket: TicketChoice;
  /** The event whose door this is; a ticket of another event is refused. Null: any event's ticket. */
  readonly eventSlug: string | null;
}

function ticketChosen(deps: DoorDeps, choice: TicketChoice): ResultAsync<IssuedTicket, DoorError> {
  if ('ticketId' in choice) return deps.ticketing.tickets.get(choice.ticketId).mapErr(lookupFailed);
  const read = deps.ticketing.tokens.read('ticket', choice.code.trim(), deps.clock.now());
  if (read.isErr()) return errAsync(NOT_OUR_TICKET);
  return deps.ticketing.tickets.get(read.value).mapErr((error) => (error.type === 'NotFound' ? NOT_OUR_TICKET : lookupFailed(error)));
}

function messageOf(outcome: CheckInAnswer['outcome'], ticket: DoorTicket): string {
  switch (outcome) {
    case 'checked-in':
      return `Checked in: ${ticket.name} (${ticket.typeName})`;
    case 'already':
      return `Already checked in at ${ticket.checkedInTime ?? ''}`;
    case 'void':
      return REFUNDED_MESSAGE;
  }
}

/**
 * Checks a ticket in at the door (`checkInTickets`), by its signed code or by its id. An altered
 * or foreign code is not a ticket of ours (NotFound); a ticket of another event is refused naming
 * that event; a ticket already in answers when (in the chapter's zone); a refunded one is refused.
 * The ticket book's one conditional update decides between two doors scanning the same code.
 */
export function checkInTicket(deps: DoorDeps, input: CheckInInput): ResultAsync<CheckInAnswer, DoorError> {
  // A door volunteer may check in for their own event only: asked again once the ticket names its event.
  const allowed = authorizeActor(input.actor, 'checkInTickets', 'anyEvent');
  if (allowed.isErr()) return errAsync(allowed.error);
  return ticketChosen(deps, input.ticket).andThen((chosen) =>
    eventOf(deps, chosen.eventSlug).andThen((event) => {
      if (input.eventSlug !== null && input.eventSlug !== event.slug) return errAsync(wrongEvent(event.name));
      const forThisEvent = authorizeActor(input.actor, 'checkInTickets', { event: event.slug });
      if (forThisEvent.isErr()) return errAsync(forThisEvent.error);
      return deps.ticketing.tickets
        .checkIn(chosen.id, isoNow(deps.clock))
        .mapErr(lookupFailed)
        .andThen((checkIn) =>
          deps.ticketing.tickets
            .counts(event.slug)
            .mapErr(lookupFailed)
            .andThen((counts) => {
              const ticket = doorTicketOf(event, checkIn.ticket, deps.config.timeZone);
              return okAsync<CheckInAnswer, DoorError>({
                outcome: checkIn.outcome,
                message: messageOf(checkIn.outcome, ticket),
                ticket,
                counts,
              });
            }),
        );
    }),
  );
}
