import { errAsync, ResultAsync } from 'neverthrow';
import { authorizeActor, type AccessError, type Actor } from '../../../domain/access';
import { seatsTaken } from '../../../domain/seat-holds';
import { salesState, type SeatsTaken } from '../../../domain/ticket-sales';
import { isSlug, type TicketedEvent } from '../../../domain/ticketed-events';
import { localDateTimeIn, type Clock } from '../../ports/clock.port';
import type { MarkdownRenderer } from '../../ports/markdown-renderer.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { RepositoryError } from '../../ports/repository.errors';
import type { EventStoreError, TicketedEventStore } from '../../ports/ticketed-event-store.port';
import { EVENT_NOT_FOUND_MESSAGE, type EventSummary, type EventView } from '../../ports/ticketed-events-gateway.port';
import { summaryOf, viewOf } from './event-views';
import { qualifiesForMemberPrice } from './member-pricing';

/** What the public event pages read. */
export interface PublicEventsDeps {
  readonly ticketing: { readonly events: TicketedEventStore };
  readonly members: MemberRepository;
  readonly markdown: MarkdownRenderer;
  readonly clock: Clock;
  readonly config: { readonly timeZone: string };
}

type NotFound = { readonly type: 'NotFound'; readonly message: string };
type Unavailable = { readonly type: 'Unavailable'; readonly message: string };

export type PublicEventsError = AccessError | NotFound | Unavailable;

const NOT_FOUND: NotFound = { type: 'NotFound', message: EVENT_NOT_FOUND_MESSAGE };

function storeError(error: EventStoreError | RepositoryError): PublicEventsError {
  if (error.type === 'NotFound') return NOT_FOUND;
  return { type: 'Unavailable', message: error.type === 'Unavailable' ? error.message : 'The events could not be read.' };
}

/** An event with its seats taken and its sales state now, read fresh (never cached: seats change with every sale). */
function withSeats(deps: PublicEventsDeps, event: TicketedEvent, now: number) {
  return deps.ticketing.events
    .ledger(event.slug, now)
    .mapErr(storeError)
    .map((ledger) => {
      const taken: SeatsTaken = seatsTaken(ledger, now);
      return { event, taken, state: salesState(event, localDateTimeIn(now, event.timeZone), taken) };
    });
}

/**
 * The public side of ticketed events (issue 17, points 2 and 3): the listing of every event that is
 * not a draft, and one event's page for a caller, with what is on sale now (the domain's sales
 * state at the chapter-local time), the seats left and the prices this caller pays.
 */
export function publicEvents(deps: PublicEventsDeps) {
  return {
    /** Every event that is not a draft, earliest start first. */
    list: ({ actor }: { readonly actor: Actor }): ResultAsync<readonly EventSummary[], PublicEventsError> => {
      const now = deps.clock.now();
      return authorizeActor(actor, 'viewTicketedEvents')
        .asyncAndThen(() => deps.ticketing.events.list().mapErr(storeError))
        .andThen((stored) =>
          ResultAsync.combine(stored.filter(({ event }) => event.status !== 'draft').map(({ event }) => withSeats(deps, event, now))),
        )
        .map((events) => events.map(({ event, state }) => summaryOf(event, state)));
    },

    /** One event's page; a draft is found only by an administrator (who may list every event). */
    view: ({ actor, slug }: { readonly actor: Actor; readonly slug: string }): ResultAsync<EventView, PublicEventsError> => {
      if (!isSlug(slug)) return errAsync(NOT_FOUND);
      const now = deps.clock.now();
      return authorizeActor(actor, 'viewTicketedEvents')
        .asyncAndThen(() => deps.ticketing.events.get(slug).mapErr(storeError))
        .andThen(({ event }) =>
          event.status === 'draft' && authorizeActor(actor, 'listAllTicketedEvents').isErr()
            ? errAsync(NOT_FOUND)
            : withSeats(deps, event, now),
        )
        .andThen(({ event, taken, state }) =>
          qualifiesForMemberPrice(deps, actor)
            .mapErr(storeError)
            .map((memberPricing) =>
              viewOf(event, state, taken, { descriptionHtml: deps.markdown.toSafeHtml(event.description), memberPricing }),
            ),
        );
    },
  };
}
