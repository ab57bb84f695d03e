import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../../ports/clock.port';
import type { DoorEvent } from '../../ports/event-door-gateway.port';
import type { OrderLedger } from '../../ports/order-ledger.port';
import type { SignedTokens } from '../../ports/signed-tokens.port';
import type { TicketBook } from '../../ports/ticket-book.port';
import type { TicketedEventStore } from '../../ports/ticketed-event-store.port';
import type { TicketedEvent } from '../../../domain/ticketed-events';
import { lookupFailed, type DoorError } from './door.errors';

/** The ports the door's use cases read: the events, the tickets, their signed codes, the ledger (amounts), the clock and the chapter's zone. */
export interface DoorDeps {
  readonly ticketing: { readonly events: TicketedEventStore; readonly tickets: TicketBook; readonly tokens: SignedTokens };
  readonly ledger: OrderLedger;
  readonly clock: Clock;
  readonly config: { readonly timeZone: string };
}

/** A ticket type's name in its event, or its id when the chair has since removed the type. */
export function typeNameOf(event: TicketedEvent, typeId: string): string {
  return event.ticketTypes.find((type) => type.id === typeId)?.name ?? typeId;
}

/** Who a ticket admits, as the door says it: the holder's name, or the buyer's when the type does not ask. */
export function admitsName(ticket: { readonly holderName: string; readonly buyerName: string }): string {
  return ticket.holderName.trim() === '' ? ticket.buyerName : ticket.holderName;
}

export function doorEventOf(event: TicketedEvent): DoorEvent {
  return { slug: event.slug, name: event.name, start: event.start, timeZone: event.timeZone, venue: event.venue };
}

/** The stored event with this slug (drafts too: the chair may rehearse the door), or NotFound. */
export function eventOf(deps: Pick<DoorDeps, 'ticketing'>, slug: string): ResultAsync<TicketedEvent, DoorError> {
  return deps.ticketing.events
    .get(slug)
    .map(({ event }) => event)
    .mapErr(lookupFailed);
}
