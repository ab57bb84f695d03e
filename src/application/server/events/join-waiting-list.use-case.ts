import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { normalizeEmail } from '../../../domain/members';
import { seatsTaken } from '../../../domain/seat-holds';
import { checkWaitingListForm, waitingListOpen, type WaitingListForm } from '../../../domain/waiting-list';
import { isoNow, localDateTimeIn } from '../../ports/clock.port';
import type { RateDecision, RateLimiter } from '../../ports/rate-limiter.port';
import { invalidInput } from '../content/content.errors';
import { decided, refusal } from '../payments/card-testing';
import type { RateLimited } from '../payments/payments.errors';
import type { WaitingListDeps } from './ticketing-deps';
import { conflict, EVENT_NOT_FOUND, fromPort, type TicketingError } from './ticketing.errors';
import { joinedMail } from './waiting-list-mails';

/** How many places one client, or one e-mail address, may take on waiting lists in JOIN_WINDOW_SECONDS. */
export const JOINS_PER_WINDOW = 5;
/** One hour, as the contact form counts. */
export const JOIN_WINDOW_SECONDS = 60 * 60;

export interface JoinWaitingListDeps extends WaitingListDeps {
  /** Places taken, per client (`client:<key>`) and per address (`email:<address>`): nobody can mail-bomb an address. */
  readonly waitingListJoins: RateLimiter;
}

export interface JoinRequest extends WaitingListForm {
  readonly slug: string;
  /** Who the client is (its address; see client-key.ts). */
  readonly clientKey: string;
}

const TOO_MANY = {
  client: (wait: string) => `Too many places on waiting lists were asked for from this connection. Please try again in ${wait}.`,
  email: (wait: string) => `Too many places on waiting lists were asked for with this e-mail address. Please try again in ${wait}.`,
} as const;

function admitted(limiter: RateLimiter, key: string, message: (wait: string) => string): ResultAsync<void, RateLimited> {
  return decided(limiter.check(key)).andThen((decision: RateDecision) => {
    const refused = refusal(decision, message);
    return refused === null ? okAsync(undefined) : errAsync(refused);
  });
}

/** The link that takes a party off the list (it never expires: leaving is always allowed). */
function leaveLink(deps: WaitingListDeps, partyId: string): string {
  return `${deps.config.publicUrl}/waiting-list/leave?token=${deps.ticketing.tokens.sign('waiting-leave', partyId, null)}`;
}

/**
 * A visitor joins an event's waiting list: only while the event is published and sold out (or the
 * type chosen has no seat left); the form checked field by field (a party of 1 to the type's
 * per-order maximum); one place per address for an event and type (said beside the e-mail); each
 * client and each address may take JOINS_PER_WINDOW places an hour. The party is e-mailed a
 * confirmation with its leave link. Answers the words the page shows.
 */
export function joinWaitingList(deps: JoinWaitingListDeps, actor: Actor, request: JoinRequest): ResultAsync<string, TicketingError> {
  const { events, waitingList } = deps.ticketing;
  const now = deps.clock.now();
  const allowed = authorizeActor(actor, 'joinWaitingList');
  if (allowed.isErr()) return errAsync(allowed.error);
  return ResultAsync.combine([events.get(request.slug), events.ledger(request.slug, now)])
    .mapErr((error) => (error.type === 'NotFound' ? EVENT_NOT_FOUND : fromPort(error)))
    .andThen(([{ event }, ledger]) => {
      if (event.status === 'draft') return errAsync(EVENT_NOT_FOUND);
      const form = checkWaitingListForm(event, request);
      if (form.isErr()) return errAsync(invalidInput(form.error));
      const open = waitingListOpen(event, localDateTimeIn(now, deps.config.timeZone), seatsTaken(ledger, now), request.typeId);
      if (open.isErr()) return errAsync(conflict(open.error));
      const clientKey = `client:${request.clientKey}`;
      const emailKey = `email:${normalizeEmail(form.value.email)}`;
      const count = (key: string) => decided(deps.waitingListJoins.recordFailure(key));
      return admitted(deps.waitingListJoins, clientKey, TOO_MANY.client)
        .andThen(() => admitted(deps.waitingListJoins, emailKey, TOO_MANY.email))
        .andThen(() =>
          waitingList
            .join({ id: deps.ids.newId(), eventSlug: event.slug, ...form.value, joinedAt: isoNow(deps.clock) })
            .mapErr((error) =>
              error.type === 'AlreadyWaiting' ? invalidInput({ type: 'InvalidForm', fields: { email: error.message } }) : fromPort(error),
            ),
        )
        .andThen((party) =>
          ResultAsync.combine([count(clientKey), count(emailKey)])
            .andThen(() => deps.mailer.send(joinedMail(event, party, leaveLink(deps, party.id))).orElse(() => okAsync(undefined)))
            .map(() => `You are on the waiting list for ${event.name}. We sent a confirmation to ${party.email}.`),
        );
    });
}
