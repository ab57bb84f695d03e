import { OFFER_GONE_MESSAGE } from '../../ports/ticketed-events-gateway.port';
import type { AccessError } from '../../../domain/access';
import type { InvalidInput } from '../content/content.errors';
import type { RateLimited, Unavailable } from '../payments/payments.errors';

/** Something that is not there (an event, an order, a place on the waiting list, a link that is not ours). */
export type NotFound = { readonly type: 'NotFound'; readonly message: string };
/** The request is fine but the thing is not in a state that allows it (the list is not open, no seats left, an order never paid). */
export type Conflict = { readonly type: 'Conflict'; readonly message: string };
/** A link that was ours and is no more: an offer that expired or was used. */
export type Gone = { readonly type: 'Gone'; readonly message: string };

/** Everything the waiting list and order cancellation answer instead of a result. */
export type TicketingError = AccessError | InvalidInput | NotFound | Conflict | Gone | RateLimited | Unavailable;

export const notFound = (message: string): NotFound => ({ type: 'NotFound', message });
export const conflict = (message: string): Conflict => ({ type: 'Conflict', message });

export const EVENT_NOT_FOUND = notFound('The event was not found.');
export const OFFER_GONE: Gone = { type: 'Gone', message: OFFER_GONE_MESSAGE };

/** A port's error as ours: NotFound stays NotFound (its words), anything else is an outage that may be tried again. */
export function fromPort(error: { readonly type: string; readonly message: string }): NotFound | Unavailable {
  return error.type === 'NotFound' ? notFound(error.message) : { type: 'Unavailable', message: error.message };
}
