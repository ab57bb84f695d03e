import { okAsync, type ResultAsync } from 'neverthrow';
import { formatLocalDateTime } from '../../../domain/local-date-time';
import { localDateTimeIn } from '../../ports/clock.port';
import {
  OFFER_GONE_MESSAGE,
  type EventView,
  type TicketedEventsError,
  type TicketedEventsGateway,
  type WaitingListRequest,
} from '../../ports/ticketed-events-gateway.port';
import type { TicketCounts } from '../../../domain/ticketed-events';

/** A waiting-list offer being claimed: its token (sent with the payment), the seats held and until when. */
export interface ClaimedOffer {
  readonly token: string;
  readonly seats: TicketCounts;
  readonly expiresAt: string;
}

export interface EventPageDeps {
  readonly ticketedEvents: TicketedEventsGateway;
}

/** What an event's page shows: the event for this caller, and a waiting-list offer opened from its link (or why it cannot be used). */
export interface EventPage {
  readonly event: EventView;
  readonly offer: ClaimedOffer | null;
  /** 'Seats are held for you until Apr 3, 2027 at 12:00 PM' with an offer. */
  readonly offerWords: string | null;
  /** 'This offer has expired or was already used.' when the link's offer cannot be used. */
  readonly offerProblem: string | null;
}

const NO_OFFER = { offer: null, offerWords: null, offerProblem: null } as const;

function offerFor(deps: EventPageDeps, event: EventView, token: string) {
  return deps.ticketedEvents
    .offer(token)
    .map((offer) => {
      if (offer.eventSlug !== event.slug) return { ...NO_OFFER, offerProblem: OFFER_GONE_MESSAGE };
      const until = formatLocalDateTime(localDateTimeIn(Date.parse(offer.expiresAt), event.timeZone));
      return {
        offer: { token, seats: offer.seats, expiresAt: offer.expiresAt },
        offerWords: `Seats are held for you until ${until}`,
        offerProblem: null,
      };
    })
    .orElse((error) => okAsync({ ...NO_OFFER, offerProblem: error.type === 'NotFound' ? OFFER_GONE_MESSAGE : error.message }));
}

/**
 * Loads an event's page (`/events/<slug>`, with `?offer=<token>` from a waiting-list e-mail): the
 * event as the server shows it to this caller, then the offer, whose failure never hides the event.
 */
export function loadEventPage(deps: EventPageDeps, slug: string, offerToken: string | null): ResultAsync<EventPage, TicketedEventsError> {
  return deps.ticketedEvents
    .view(slug)
    .andThen((event) =>
      offerToken === null ? okAsync({ event, ...NO_OFFER }) : offerFor(deps, event, offerToken).map((o) => ({ event, ...o })),
    );
}

/** The page of an event the server served it with (as a visitor sees it, no offer): nothing to load. */
export function servedEventPage(event: EventView): EventPage {
  return { event, ...NO_OFFER };
}

/** Joins an event's waiting list; answers the server's words for the success notice. */
export function joinWaitingList(deps: EventPageDeps, slug: string, request: WaitingListRequest): ResultAsync<string, TicketedEventsError> {
  return deps.ticketedEvents.joinWaitingList(slug, request);
}
