import { errAsync, type ResultAsync } from 'neverthrow';
import type { TicketView } from '../../ports/event-door-gateway.port';
import { eventOf, typeNameOf, type DoorDeps } from './door-deps';
import { lookupFailed, TICKET_NOT_SHOWN, type DoorError } from './door.errors';

/**
 * A ticket for whoever holds its code (the e-mail's link): the code's signature is the only key,
 * so an altered code answers as an unknown one, 'This ticket was not found.' The buyer's e-mail
 * and the order are not shown.
 */
export function showTicket(
  deps: Pick<DoorDeps, 'ticketing' | 'clock'>,
  input: { readonly code: string },
): ResultAsync<TicketView, DoorError> {
  const read = deps.ticketing.tokens.read('ticket', input.code, deps.clock.now());
  if (read.isErr()) return errAsync(TICKET_NOT_SHOWN);
  return deps.ticketing.tickets
    .get(read.value)
    .mapErr((error) => (error.type === 'NotFound' ? TICKET_NOT_SHOWN : lookupFailed(error)))
    .andThen((ticket) =>
      eventOf(deps, ticket.eventSlug).map((event) => ({
        eventName: event.name,
        eventSlug: event.slug,
        start: event.start,
        end: event.end,
        timeZone: event.timeZone,
        venue: event.venue,
        typeName: typeNameOf(event, ticket.typeId),
        holderName: ticket.holderName,
        checkedIn: ticket.checkedInAt !== null,
        voided: ticket.voided,
      })),
    );
}
