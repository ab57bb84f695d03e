import { errAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import type { DoorCounts } from '../../ports/ticket-book.port';
import { eventOf, type DoorDeps } from './door-deps';
import { lookupFailed, type DoorError } from './door.errors';

/** The door's live counts (`checkInTickets`): tickets sold (not void) and how many are checked in. */
export function doorCounts(deps: DoorDeps, input: { readonly actor: Actor; readonly slug: string }): ResultAsync<DoorCounts, DoorError> {
  const allowed = authorizeActor(input.actor, 'checkInTickets', { event: input.slug });
  if (allowed.isErr()) return errAsync(allowed.error);
  return eventOf(deps, input.slug).andThen((event) => deps.ticketing.tickets.counts(event.slug).mapErr(lookupFailed));
}
