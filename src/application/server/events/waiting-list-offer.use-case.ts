import { errAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import type { TicketCounts } from '../../../domain/ticketed-events';
import { offerSeats } from '../../../domain/waiting-list';
import type { WaitingParty } from '../../ports/waiting-list.port';
import type { Unavailable } from '../payments/payments.errors';
import type { WaitingListDeps } from './ticketing-deps';
import { conflict, fromPort, notFound, OFFER_GONE, type Conflict, type Gone, type NotFound, type TicketingError } from './ticketing.errors';

/** An offer as the event page shows it (opened with `?offer=<token>`). */
export interface OfferView {
  readonly eventSlug: string;
  readonly name: string;
  readonly seats: TicketCounts;
  /** ISO instant. */
  readonly expiresAt: string;
}

/** What the checkout needs to sell an offer's held seats: the offer id is the order id (its hold's id). */
export interface CheckoutOffer {
  readonly offerId: string;
  /** The event whose seats are held. */
  readonly eventSlug: string;
  readonly seats: TicketCounts;
  readonly partyId: string;
}

interface LiveOffer {
  readonly party: WaitingParty & { readonly offerId: string; readonly offerExpiresAt: number };
  readonly seats: TicketCounts;
}

/** The offer a 'waiting-offer' token names, while it still holds: NotFound for a token not ours, Gone once expired or used. */
function liveOffer(deps: WaitingListDeps, token: string, now: number): ResultAsync<LiveOffer, NotFound | Gone | Unavailable> {
  const { events, waitingList, tokens } = deps.ticketing;
  const read = tokens.read('waiting-offer', token, now);
  if (read.isErr()) return errAsync(read.error.type === 'ExpiredToken' ? OFFER_GONE : notFound(read.error.message));
  return waitingList
    .get(read.value)
    .mapErr(fromPort)
    .andThen((party) => {
      const { offerId, offerExpiresAt } = party;
      if (party.state !== 'offered' || offerId === null || offerExpiresAt === null || offerExpiresAt <= now) return errAsync(OFFER_GONE);
      return events
        .get(party.eventSlug)
        .mapErr(fromPort)
        .map(({ event }) => ({ party: { ...party, offerId, offerExpiresAt }, seats: offerSeats(event, party.typeId, party.partySize) }));
    });
}

/** `GET /ticketing/offers/:token`: the held seats, for whom, and until when. */
export function viewOffer(deps: WaitingListDeps, actor: Actor, token: string): ResultAsync<OfferView, TicketingError> {
  const allowed = authorizeActor(actor, 'claimWaitingListOffer');
  if (allowed.isErr()) return errAsync(allowed.error);
  return liveOffer(deps, token, deps.clock.now()).map(({ party, seats }) => ({
    eventSlug: party.eventSlug,
    name: party.name,
    seats,
    expiresAt: new Date(party.offerExpiresAt).toISOString(),
  }));
}

/**
 * For the checkout receiving `offerToken` with a payment: the offer's seats and the id its order
 * must use (so the payment confirms the offer's hold). Gone once expired or claimed.
 */
export function offerForCheckout(
  deps: WaitingListDeps,
  token: string,
  now: number,
): ResultAsync<CheckoutOffer, NotFound | Gone | Unavailable> {
  return liveOffer(deps, token, now).map(({ party, seats }) => ({
    offerId: party.offerId,
    eventSlug: party.eventSlug,
    seats,
    partyId: party.id,
  }));
}

/** For fulfilment: the party bought its offered seats (claiming twice is fine; a party no longer offered is a Conflict). */
export function markOfferClaimed(deps: WaitingListDeps, partyId: string): ResultAsync<WaitingParty, NotFound | Conflict | Unavailable> {
  return deps.ticketing.waitingList
    .claim(partyId)
    .mapErr((error) => (error.type === 'InvalidState' ? conflict(error.message) : fromPort(error)));
}
