import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import {
  EVENT_NOT_FOUND_MESSAGE,
  OFFER_GONE_MESSAGE,
  type EventSummary,
  type EventView,
  type TicketedEventsError,
  type TicketedEventsGateway,
  type WaitingListField,
  type WaitingListOffer,
  type WaitingListRequest,
} from '../../application/ports/ticketed-events-gateway.port';
import type { LocalDateTime } from '../../domain/local-date-time';
import type { Cents } from '../../domain/money';
import { EVENT_STATUSES } from '../../domain/ticketed-events';
import type { FieldErrors } from '../../domain/validation/fields';
import { jsonClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import type { RetryingFetch } from './fetch-with-retry';
import { readRefusal } from './refusal';

const localDateTime = z.string().transform((text) => text as LocalDateTime);
const cents = z
  .number()
  .int()
  .transform((value) => value as Cents);
const salesStates = z.enum(['draft', 'cancelled', 'notYetOpen', 'closed', 'soldOut', 'open']);

const summary = z.object({
  slug: z.string(),
  path: z.string(),
  name: z.string(),
  start: localDateTime,
  end: localDateTime,
  timeZone: z.string(),
  venue: z.string(),
  image: z.string().nullable(),
  status: z.enum(EVENT_STATUSES as [string, ...string[]]).transform((status) => status as EventSummary['status']),
  sales: z.object({ state: salesStates, words: z.string().nullable() }),
  lowestPrice: cents.nullable(),
});

const ticketTypeView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: cents,
  memberPrice: cents.nullable(),
  yourPrice: cents,
  remaining: z.number().int().nullable(),
  remainingWords: z.string().nullable(),
  perOrderMax: z.number().int(),
  asks: z.object({ holderName: z.boolean(), question: z.string().nullable() }),
  kind: z.enum(['ticket', 'sponsorship']),
});

const view = summary.extend({
  description: z.string(),
  descriptionHtml: z.string(),
  memberPricing: z.boolean(),
  ticketTypes: z.array(ticketTypeView),
  waitingList: z.boolean(),
});

const offerAnswer = z.object({
  eventSlug: z.string(),
  name: z.string(),
  seats: z.record(z.string(), z.number().int()),
  expiresAt: z.string(),
});

const UNREACHABLE = 'The events could not be loaded: the server could not be reached. Please check your connection and try again.';

/** A failure in the port's words: the server's own words where it gave them. */
function eventsError(notFound: string) {
  return (failure: HttpFailure): TicketedEventsError => {
    const { status, message, fields } = readRefusal(failure, UNREACHABLE);
    if (status === 404 || status === 410) return { type: 'NotFound', message: notFound };
    if (status === 400 && fields) return { type: 'InvalidForm', message, fields: fields as FieldErrors<WaitingListField> };
    return { type: 'Unavailable', message };
  };
}

const path = (segment: string) => encodeURIComponent(segment);

/**
 * Ticketed events over the server's JSON API (`/ticketing/...`): the published events, one event's
 * page, a waiting-list offer, and joining a waiting list. The reads are retried like every GET;
 * joining is sent once (a second send would put the party on the list twice).
 */
export class HttpTicketedEventsGateway implements TicketedEventsGateway {
  readonly #call: JsonClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#call = jsonClient(options);
  }

  listPublished(): ResultAsync<readonly EventSummary[], TicketedEventsError> {
    return this.#call({ method: 'GET', path: '/ticketing/events', answer: z.object({ events: z.array(summary) }) })
      .map(({ events }) => events)
      .mapErr(eventsError(EVENT_NOT_FOUND_MESSAGE));
  }

  view(slug: string): ResultAsync<EventView, TicketedEventsError> {
    return this.#call({ method: 'GET', path: `/ticketing/events/${path(slug)}`, answer: view }).mapErr(
      eventsError(EVENT_NOT_FOUND_MESSAGE),
    );
  }

  offer(token: string): ResultAsync<WaitingListOffer, TicketedEventsError> {
    return this.#call({ method: 'GET', path: `/ticketing/offers/${path(token)}`, answer: offerAnswer }).mapErr(
      eventsError(OFFER_GONE_MESSAGE),
    );
  }

  joinWaitingList(slug: string, request: WaitingListRequest): ResultAsync<string, TicketedEventsError> {
    return this.#call({
      method: 'POST',
      path: `/ticketing/events/${path(slug)}/waiting-list`,
      body: request,
      answer: z.object({ message: z.string() }),
    })
      .map(({ message }) => message)
      .mapErr(eventsError(EVENT_NOT_FOUND_MESSAGE));
  }
}
