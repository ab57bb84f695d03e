import type { ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { actionForStatus, checkStatusChange } from '../../../domain/ticketed-event-changes';
import type { EventStatus } from '../../../domain/ticketed-events';
import { isoNow } from '../../ports/clock.port';
import { detailOf, eventWrite, type EventAdminDeps, type TicketedEventDetail } from './event-admin-deps';
import { fromStore, type EventAdminError } from './event-admin.errors';

/**
 * Publishes an event, closes or reopens its sales, or cancels it, each with its own action
 * (publishTicketedEvent, closeTicketSales, cancelTicketedEvent). The domain says which change
 * may follow which; a cancelled event stays cancelled. Cancelling refunds nobody by itself: the
 * chair refunds orders one by one.
 */
export function changeEventStatus(
  deps: EventAdminDeps,
  input: { readonly actor: Actor; readonly slug: string; readonly status: EventStatus },
): ResultAsync<TicketedEventDetail, EventAdminError> {
  return authorizeActor(input.actor, actionForStatus(input.status))
    .asyncAndThen(() => deps.events.get(input.slug).mapErr(fromStore))
    .andThen((stored) =>
      checkStatusChange(stored.event.status, input.status)
        .asyncAndThen((status) => {
          const changed = { ...stored.event, status };
          const audit = eventWrite(deps, input.actor, actionForStatus(status), stored.event, changed);
          return deps.events.update(changed, stored.updatedAt, isoNow(deps.clock), audit);
        })
        .mapErr((error): EventAdminError => ('slug' in error ? fromStore(error) : error)),
    )
    .andThen((stored) => detailOf(deps, stored));
}
