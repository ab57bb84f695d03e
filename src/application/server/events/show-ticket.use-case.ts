import { errAsync, type ResultAsync } from 'neverthrow';
import { eventOf, typeNameOf, type DoorDeps } from './door-deps';
import { lookupFailed, TICKET_NOT_SHOWN, type DoorError } from './door.errors';

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
