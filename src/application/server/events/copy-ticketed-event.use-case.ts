import { err, ok, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { copyTicketedEvent } from '../../../domain/ticketed-event-changes';
import { isSlug } from '../../../domain/ticketed-events';
import { SLUG_MESSAGE } from '../../../domain/validation/ticketed-event-form';
import { isoNow } from '../../ports/clock.port';
import { detailOf, eventWrite, type EventAdminDeps, type TicketedEventDetail } from './event-admin-deps';
import { fromStore, refusedFields, type EventAdminError } from './event-admin.errors';

/**
 * Last year's event as the start of a new one (createTicketedEvent): a draft at the new address
 * with the same ticket types and prices, its dates and sales window a year on (domain
 * `copyTicketedEvent`). The address must be free and of the right shape.
 */
export function copyEvent(
  deps: EventAdminDeps,
  input: { readonly actor: Actor; readonly slug: string; readonly newSlug: string },
): ResultAsync<TicketedEventDetail, EventAdminError> {
  const newSlug = input.newSlug.trim();
  return authorizeActor(input.actor, 'createTicketedEvent')
    .andThen(() => (isSlug(newSlug) ? ok(newSlug) : err(refusedFields({ slug: SLUG_MESSAGE }))))
    .asyncAndThen(() => deps.events.get(input.slug).mapErr(fromStore))
    .andThen((stored) => {
      const copy = copyTicketedEvent(stored.event, newSlug);
      const audit = eventWrite(deps, input.actor, 'createTicketedEvent', null, copy);
      return deps.events
        .create(copy, isoNow(deps.clock), { ...audit, after: { copiedFrom: stored.event.slug, ...copy } })
        .mapErr(fromStore);
    })
    .andThen((stored) => detailOf(deps, stored));
}
