import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { isoNow } from '../../ports/clock.port';
import {
  actionForStatus,
  checkAgainstSeatsSold,
  checkNewEventStatus,
  checkSpecPagePrices,
  checkStatusChange,
} from '../../../domain/ticketed-event-changes';
import type { TicketedEvent } from '../../../domain/ticketed-events';
import { validateTicketedEventForm, type TicketedEventForm } from '../../../domain/validation/ticketed-event-form';
import { invalidInput } from '../content/content.errors';
import { detailOf, eventWrite, seatsNow, type EventAdminDeps, type TicketedEventDetail } from './event-admin-deps';
import { fromStore, refusedFields, type EventAdminError } from './event-admin.errors';

/** The form checked by the domain in the chapter's zone; its problems keyed by field. */
function checkForm(deps: EventAdminDeps, form: TicketedEventForm): ResultAsync<TicketedEvent, EventAdminError> {
  const checked = validateTicketedEventForm(form, deps.timeZone);
  return checked.isOk() ? okAsync(checked.value) : errAsync(invalidInput(checked.error));
}

/** A status other than the one an event had needs the action that moves it there (publishing, closing sales, cancelling). */
function authorizeStatus(actor: Actor, from: TicketedEvent['status'], to: TicketedEvent['status']): ResultAsync<void, EventAdminError> {
  const allowed = from === to ? authorizeActor(actor, 'updateTicketedEvent') : authorizeActor(actor, actionForStatus(to));
  return allowed.isOk() ? okAsync(undefined) : errAsync(allowed.error);
}

/**
 * A new event from the chair's form (createTicketedEvent; publishing it at once needs
 * publishTicketedEvent too): checked by the domain, saved as a draft or published, its address
 * not taken by another event.
 */
export function createTicketedEvent(
  deps: EventAdminDeps,
  input: { readonly actor: Actor; readonly form: TicketedEventForm },
): ResultAsync<TicketedEventDetail, EventAdminError> {
  return authorizeActor(input.actor, 'createTicketedEvent')
    .asyncAndThen(() => checkForm(deps, input.form))
    .andThen((event) =>
      checkNewEventStatus(event.status)
        .map(() => event)
        .mapErr((refused) => refusedFields({ status: refused.message })),
    )
    .andThen((event) => authorizeStatus(input.actor, 'draft', event.status).map(() => event))
    .andThen((event) =>
      deps.events.create(event, isoNow(deps.clock), eventWrite(deps, input.actor, 'createTicketedEvent', null, event)).mapErr(fromStore),
    )
    .andThen((stored) => detailOf(deps, stored));
}

/**
 * An event changed from the chair's form (updateTicketedEvent, and the action of a new status):
 * its address stays, its status moves only as its life allows, the seats already sold forbid
 * removing their type or a capacity below them, and the edit must start from the version stored
 * (else Stale: someone else saved in between). A changed price is for new orders; orders keep what they were charged.
 * The spec's four pages' ticket types keep their prices (`checkSpecPagePrices`).
 */
export function updateTicketedEvent(
  deps: EventAdminDeps,
  input: { readonly actor: Actor; readonly slug: string; readonly form: TicketedEventForm; readonly updatedAt: string },
): ResultAsync<TicketedEventDetail, EventAdminError> {
  return authorizeActor(input.actor, 'updateTicketedEvent')
    .asyncAndThen(() => deps.events.get(input.slug).mapErr(fromStore))
    .andThen((stored) =>
      checkForm(deps, { ...input.form, slug: stored.event.slug }).andThen((event) =>
        checkStatusChange(stored.event.status, event.status)
          .mapErr((refused) => refusedFields({ status: refused.message }))
          .asyncAndThen(() => authorizeStatus(input.actor, stored.event.status, event.status))
          .andThen(() => seatsNow(deps, event.slug))
          .andThen((seats) => checkAgainstSeatsSold(stored.event, event, seats.sold).mapErr(refusedFields))
          .andThen((checked) => checkSpecPagePrices(stored.event, checked).mapErr(refusedFields))
          .andThen((checked) => {
            const action = stored.event.status === checked.status ? 'updateTicketedEvent' : actionForStatus(checked.status);
            const audit = eventWrite(deps, input.actor, action, stored.event, checked);
            return deps.events.update(checked, input.updatedAt, isoNow(deps.clock), audit).mapErr(fromStore);
          }),
      ),
    )
    .andThen((stored) => detailOf(deps, stored));
}
