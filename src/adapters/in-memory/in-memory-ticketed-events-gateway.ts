import { err, errAsync, ok, okAsync, type ResultAsync } from 'neverthrow';
import type { Actor } from '../../domain/access';
import { collect, email, MAX_LENGTH, required } from '../../domain/validation/fields';
import {
  OFFER_GONE_MESSAGE,
  type EventSummary,
  type EventView,
  type TicketedEventsError,
  type TicketedEventsGateway,
  type WaitingListOffer,
  type WaitingListRequest,
} from '../../application/ports/ticketed-events-gateway.port';
import { publicEvents, type PublicEventsDeps } from '../../application/server/events/view-public-events.use-case';

const PARTY_SIZE_MESSAGE = 'Please enter a party size from 1 to 20.';

function readError(error: { readonly type: string; readonly message: string }): TicketedEventsError {
  return error.type === 'NotFound' ? { type: 'NotFound', message: error.message } : { type: 'Unavailable', message: error.message };
}

/**
 * The public event pages' port over the server's own use case, in memory (component tests): the
 * events, seats and member prices as `GET /ticketing/events...` answers them, for whoever `actor()`
 * finds signed in. Offers are the ones given (by token); joining a waiting list checks the
 * form's fields and answers words like the server's.
 */
export class InMemoryTicketedEventsGateway implements TicketedEventsGateway {
  readonly #events: ReturnType<typeof publicEvents>;
  readonly #actor: () => ResultAsync<Actor, never>;
  readonly #offers: ReadonlyMap<string, WaitingListOffer>;

  constructor(deps: PublicEventsDeps, actor: () => ResultAsync<Actor, never>, offers: Readonly<Record<string, WaitingListOffer>> = {}) {
    this.#events = publicEvents(deps);
    this.#actor = actor;
    this.#offers = new Map(Object.entries(offers));
  }

  listPublished(): ResultAsync<readonly EventSummary[], TicketedEventsError> {
    return this.#actor().andThen((actor) => this.#events.list({ actor }).mapErr(readError));
  }

  view(slug: string): ResultAsync<EventView, TicketedEventsError> {
    return this.#actor().andThen((actor) => this.#events.view({ actor, slug }).mapErr(readError));
  }

  offer(token: string): ResultAsync<WaitingListOffer, TicketedEventsError> {
    const offer = this.#offers.get(token);
    return offer ? okAsync(offer) : errAsync({ type: 'NotFound', message: OFFER_GONE_MESSAGE });
  }

  joinWaitingList(slug: string, request: WaitingListRequest): ResultAsync<string, TicketedEventsError> {
    const size = request.partySize;
    const checked = collect({
      name: required(request.name, 'Name', MAX_LENGTH.name),
      email: email(request.email),
      partySize: Number.isInteger(size) && size >= 1 && size <= 20 ? ok(size) : err(PARTY_SIZE_MESSAGE),
    });
    return this.view(slug).andThen((event) =>
      checked.match(
        (party) =>
          okAsync(`${party.name}, you are on the waiting list for ${event.name}. We will e-mail ${party.email} when seats free up.`),
        (form) =>
          errAsync<string, TicketedEventsError>({ type: 'InvalidForm', message: Object.values(form.fields)[0] ?? '', fields: form.fields }),
      ),
    );
  }
}
