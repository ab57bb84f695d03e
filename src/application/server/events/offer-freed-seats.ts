import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import { officerWrite, type AuditEntry } from '../../../domain/audit';
import type { NotEnoughSeats } from '../../../domain/seat-holds';
import type { TicketCounts, TicketedEvent } from '../../../domain/ticketed-events';
import { OFFER_MILLISECONDS, offerSeats } from '../../../domain/waiting-list';
import type { WaitingParty } from '../../ports/waiting-list.port';
import { fromPort } from './ticketing.errors';
import type { NotFound } from './ticketing.errors';
import type { Unavailable } from '../payments/payments.errors';
import type { WaitingListDeps } from './ticketing-deps';
import { deadlineWords, offerLapsedMail, offerMail } from './waiting-list-mails';

/** What a pass over an event's waiting list did. */
export interface OfferPass {
  /** Offers that lapsed unclaimed (their parties were told). */
  readonly expired: readonly WaitingParty[];
  /** Parties offered seats now, in the order they joined. */
  readonly offered: readonly WaitingParty[];
}

/** The link an offer's e-mail carries: the event page holding the party's seats until the offer ends. */
function offerLink(deps: WaitingListDeps, party: Pick<WaitingParty, 'id' | 'eventSlug'>, expiresAt: number): string {
  return `${deps.config.publicUrl}/events/${party.eventSlug}?offer=${deps.ticketing.tokens.sign('waiting-offer', party.id, expiresAt)}`;
}

/** A mail that could not be sent does not undo what was done: the chair sees the offer on the list. */
function mailed(deps: WaitingListDeps, mail: Parameters<WaitingListDeps['mailer']['send']>[0]): ResultAsync<void, never> {
  return deps.mailer.send(mail).orElse(() => okAsync(undefined));
}

/** The audit entry of an offer made by hand: the party's state before, and after it the seats held for it and until when. */
function offerEntry(actor: Actor, now: number, party: WaitingParty, seats: TicketCounts, expiresAt: number): AuditEntry {
  return officerWrite(
    actor,
    new Date(now).toISOString(),
    'offerWaitingListSeats',
    { kind: 'waitingParty', id: party.id },
    {
      before: { state: party.state },
      after: { state: 'offered', event: party.eventSlug, seats, until: new Date(expiresAt).toISOString() },
    },
  );
}

/**
 * Offers a party its seats: a hold for OFFER_HOURS under a new offer id (the order id its payment
 * will use), the party marked offered, and the link e-mailed with the deadline in the chapter's
 * zone. NotEnoughSeats when they do not fit now (nothing changes). An officer's offer by hand names
 * its `actor`: the party's change is written with its audit entry.
 */
export function offerToParty(
  deps: WaitingListDeps,
  event: TicketedEvent,
  party: WaitingParty,
  now: number,
  actor?: Actor,
): ResultAsync<WaitingParty, NotEnoughSeats | NotFound | Unavailable> {
  const { events, waitingList } = deps.ticketing;
  const offerId = deps.ids.newId();
  const expiresAt = now + OFFER_MILLISECONDS;
  const seats = offerSeats(event, party.typeId, party.partySize);
  return events
    .hold(event.slug, { id: offerId, seats, expiresAt }, now)
    .mapErr((error) => (error.type === 'NotEnoughSeats' ? error : fromPort(error)))
    .andThen(() =>
      waitingList.offer(party.id, offerId, expiresAt, actor && offerEntry(actor, now, party, seats, expiresAt)).orElse((error) =>
        // The party changed meanwhile (it left, say): give the seats back.
        events
          .releaseHold(event.slug, offerId)
          .andThen(() => errAsync(error))
          .mapErr(fromPort),
      ),
    )
    .andThen((offered) =>
      mailed(deps, offerMail(event, offered, offerLink(deps, offered, expiresAt), deadlineWords(expiresAt, deps.config.timeZone))).map(
        () => offered,
      ),
    );
}

/** Offers seats to each waiting party in join order, skipping those that do not fit, until none is left. */
function offerInTurn(deps: WaitingListDeps, event: TicketedEvent, parties: readonly WaitingParty[], now: number) {
  const offered: WaitingParty[] = [];
  const next = (index: number): ResultAsync<readonly WaitingParty[], NotFound | Unavailable> => {
    const party = parties[index];
    if (party === undefined) return okAsync(offered);
    return offerToParty(deps, event, party, now)
      .map((changed) => void offered.push(changed))
      .orElse((error) => (error.type === 'NotEnoughSeats' ? okAsync(undefined) : errAsync(error)))
      .andThen(() => next(index + 1));
  };
  return next(0);
}

/**
 * Seats may have freed up (an order refunded, a hold expired, more capacity): first the offers
 * that lapsed are ended (their holds lapsed with them) and their parties told; then, while seats
 * are free, the first waiting party (in join order) whose party fits is offered them; a party
 * that does not fit is skipped for the next. Only a published event makes offers.
 */
export function offerFreedSeats(deps: WaitingListDeps, slug: string): ResultAsync<OfferPass, NotFound | Unavailable> {
  const { events, waitingList } = deps.ticketing;
  const now = deps.clock.now();
  return ResultAsync.combine([events.get(slug).mapErr(fromPort), waitingList.expireOffers(slug, now).mapErr(fromPort)]).andThen(
    ([{ event }, expired]) =>
      ResultAsync.combine(
        expired.map((party) =>
          mailed(deps, offerLapsedMail(event, party, deadlineWords(party.offerExpiresAt ?? now, deps.config.timeZone))),
        ),
      )
        .andThen(() => (event.status === 'published' ? waitingList.ofEvent(slug).mapErr(fromPort) : okAsync([])))
        .andThen((parties) =>
          offerInTurn(
            deps,
            event,
            parties.filter((party) => party.state === 'waiting'),
            now,
          ),
        )
        .map((offered) => ({ expired, offered })),
  );
}
