import type { EventDoorError } from '../../../application/ports/event-door-gateway.port';
import type { DoorCounts } from '../../../application/ports/ticket-book.port';

/** '12 of 118 checked in'. */
export function countsWords(counts: DoorCounts): string {
  return `${counts.checkedIn} of ${counts.sold} checked in`;
}

/** Dollars as the attendee list shows them: '$38.00'. */
export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export const NO_SCANNER = 'Scanning needs a browser that can read QR codes; search by name instead.';
const NOT_THIS_EVENT = 'Not a ticket for this event';

/** How a refused check-in is shown: its headline and, when the server said more, the detail. */
export function refusalWords(error: EventDoorError): { readonly headline: string; readonly detail: string | null } {
  return error.type === 'WrongEvent' ? { headline: NOT_THIS_EVENT, detail: error.message } : { headline: error.message, detail: null };
}
