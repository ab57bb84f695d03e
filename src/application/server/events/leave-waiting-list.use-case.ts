import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import type { WaitingListDeps } from './ticketing-deps';
import { offerFreedSeats } from './offer-freed-seats';
import { conflict, fromPort, notFound, type TicketingError } from './ticketing.errors';

/**
 * A party leaves the waiting list by the link in its e-mail (a 'waiting-leave' token). Leaving
 * twice is fine; a party that bought its offered seats has nothing to leave. A party holding an
 * offer gives its seats back, and they go to the next party that fits. Answers the page's words.
 */
export function leaveWaitingList(deps: WaitingListDeps, actor: Actor, token: string): ResultAsync<string, TicketingError> {
  const { events, waitingList, tokens } = deps.ticketing;
  const allowed = authorizeActor(actor, 'leaveWaitingList');
  if (allowed.isErr()) return errAsync(allowed.error);
  const partyId = tokens.read('waiting-leave', token, deps.clock.now());
  if (partyId.isErr()) return errAsync(notFound(partyId.error.message));
  return waitingList
    .get(partyId.value)
    .mapErr(fromPort)
    .andThen((before) =>
      waitingList
        .leave(before.id)
        .mapErr((error) =>
          error.type === 'InvalidState'
            ? conflict('You already bought the seats offered to you; please contact the chapter.')
            : fromPort(error),
        )
        .andThen((party) => {
          if (before.state !== 'offered' || before.offerId === null) return okAsync(party);
          return events
            .releaseHold(party.eventSlug, before.offerId)
            .mapErr(fromPort)
            .andThen(() => offerFreedSeats(deps, party.eventSlug))
            .map(() => party);
        }),
    )
    .andThen((party) =>
      events
        .get(party.eventSlug)
        .mapErr(fromPort)
        .map(({ event }) => `You have left the waiting list for ${event.name}.`),
    );
}
