import { errAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { notEnoughSeatsWords, offeredType } from '../../../domain/waiting-list';
import type { TicketedEvent } from '../../../domain/ticketed-events';
import type { WaitingParty } from '../../ports/waiting-list.port';
import { offerToParty } from './offer-freed-seats';
import type { WaitingListDeps } from './ticketing-deps';
import { conflict, EVENT_NOT_FOUND, fromPort, type TicketingError } from './ticketing.errors';

/** A party as the chair sees it on the event's waiting list. */
export interface WaitingPartyView {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly partySize: number;
  readonly typeId: string | null;
  /** The type's name, or 'Any ticket'. */
  readonly typeName: string;
  readonly state: WaitingParty['state'];
  readonly joinedAt: string;
  /** While offered (or after the offer lapsed): when the offer ends, ISO; else null. */
  readonly offeredUntil: string | null;
}

function partyView(event: TicketedEvent, party: WaitingParty): WaitingPartyView {
  return {
    id: party.id,
    name: party.name,
    email: party.email,
    partySize: party.partySize,
    typeId: party.typeId,
    typeName: party.typeId === null ? 'Any ticket' : (offeredType(event, party.typeId)?.name ?? party.typeId),
    state: party.state,
    joinedAt: party.joinedAt,
    offeredUntil: party.offerExpiresAt === null ? null : new Date(party.offerExpiresAt).toISOString(),
  };
}

/** `GET /ticketing/admin/events/:slug/waiting-list`: every party, in the order they joined. */
export function viewWaitingList(
  deps: WaitingListDeps,
  actor: Actor,
  slug: string,
): ResultAsync<{ readonly eventName: string; readonly parties: readonly WaitingPartyView[] }, TicketingError> {
  const allowed = authorizeActor(actor, 'viewWaitingList');
  if (allowed.isErr()) return errAsync(allowed.error);
  const { events, waitingList } = deps.ticketing;
  return events
    .get(slug)
    .mapErr((error) => (error.type === 'NotFound' ? EVENT_NOT_FOUND : fromPort(error)))
    .andThen(({ event }) =>
      waitingList
        .ofEvent(slug)
        .mapErr(fromPort)
        .map((parties) => ({ eventName: event.name, parties: parties.map((party) => partyView(event, party)) })),
    );
}

/**
 * `POST /ticketing/admin/waiting-list/:id/offer`: the chair offers a party its seats by hand, out
 * of turn if need be (a waiting party, or one whose offer lapsed), when they fit now; otherwise
 * the domain's words ('Only 2 left', 'Sold out.').
 */
export function offerWaitingListSeats(deps: WaitingListDeps, actor: Actor, partyId: string): ResultAsync<WaitingPartyView, TicketingError> {
  const allowed = authorizeActor(actor, 'offerWaitingListSeats');
  if (allowed.isErr()) return errAsync(allowed.error);
  const { events, waitingList } = deps.ticketing;
  return waitingList
    .get(partyId)
    .mapErr(fromPort)
    .andThen((party) => {
      if (party.state !== 'waiting' && party.state !== 'expired') {
        return errAsync(conflict(`A party that is ${party.state} cannot be offered seats.`));
      }
      return events
        .get(party.eventSlug)
        .mapErr(fromPort)
        .andThen(({ event }) =>
          offerToParty(deps, event, party, deps.clock.now(), actor)
            .mapErr((error) => (error.type === 'NotEnoughSeats' ? conflict(notEnoughSeatsWords(error)) : error))
            .map((offered) => partyView(event, offered)),
        );
    });
}
