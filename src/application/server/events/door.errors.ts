import type { AccessError } from '../../../domain/access';
import type { EventStoreError } from '../../ports/ticketed-event-store.port';
import type { TicketBookError } from '../../ports/ticket-book.port';
import type { LedgerError } from '../../ports/order-ledger.port';

/** A ticket scanned at the door of another event: refused, naming the event it is for. */
export type WrongEvent = { readonly type: 'WrongEvent'; readonly eventName: string; readonly message: string };

/** Everything the door (attendee list, search, check-in, a ticket's page) can answer instead of a result. */
export type DoorError =
  | AccessError
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string }
  | WrongEvent;

/** A store's refusal as the door meets it: nothing found, or the store unavailable (its other refusals are for writes the door never makes). */
export function lookupFailed(error: EventStoreError | TicketBookError | LedgerError): DoorError {
  return error.type === 'NotFound' ? { type: 'NotFound', message: error.message } : { type: 'Unavailable', message: error.message };
}

/** A code that is not a signed ticket code of this site, or names no ticket (check-in). */
export const NOT_OUR_TICKET: DoorError = { type: 'NotFound', message: 'This code is not a ticket of ours.' };

/** A ticket's public page whose code was altered, or names no ticket. */
export const TICKET_NOT_SHOWN: DoorError = { type: 'NotFound', message: 'This ticket was not found.' };

export const REFUNDED_MESSAGE = 'This ticket was refunded.';

export function wrongEvent(eventName: string): WrongEvent {
  return { type: 'WrongEvent', eventName, message: `This ticket is for ${eventName}, not this event.` };
}
