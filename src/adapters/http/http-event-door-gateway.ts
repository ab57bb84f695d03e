import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { AttendeesFile, EventDoorError, EventDoorGateway, TicketChoice } from '../../application/ports/event-door-gateway.port';
import type { RetryingFetch } from './fetch-with-retry';
import { csvClient, jsonClient, type CsvClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const counts = z.object({ sold: z.number(), checkedIn: z.number() });
const doorEvent = z.object({ slug: z.string(), name: z.string(), start: z.string(), timeZone: z.string(), venue: z.string() });
const attendee = z.object({
  ticketId: z.string(),
  orderId: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  name: z.string(),
  holderName: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  answer: z.string(),
  amountPaid: z.number(),
  checkedInAt: z.string().nullable(),
  checkedInLocal: z.string().nullable(),
  voided: z.boolean(),
});
const doorTicket = z.object({
  ticketId: z.string(),
  name: z.string(),
  buyerName: z.string(),
  typeName: z.string(),
  answer: z.string(),
  checkedInTime: z.string().nullable(),
  voided: z.boolean(),
});
const checkIn = z.object({ outcome: z.enum(['checked-in', 'already', 'void']), message: z.string(), ticket: doorTicket, counts });
const ticketView = z.object({
  eventName: z.string(),
  eventSlug: z.string(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  venue: z.string(),
  typeName: z.string(),
  holderName: z.string(),
  checkedIn: z.boolean(),
  voided: z.boolean(),
});

/** The server's refusal in the port's words: 401/403 Unauthorized, 404 NotFound, 409 WrongEvent, anything else Unavailable. */
function errorOf(failure: HttpFailure): EventDoorError {
  const { status, message, type } = readRefusal(failure);
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  if (status === 404) return { type: 'NotFound', message };
  if (status === 409 && type === 'WrongEvent') return { type: 'WrongEvent', message };
  return { type: 'Unavailable', message };
}

const path = (slug: string, rest: string) => `/ticketing/admin/events/${encodeURIComponent(slug)}/${rest}`;

/**
 * The door over the server's /ticketing API (event-door.routes.ts), as the signed-in administrator
 * (the session cookie; in the aws wiring, the Cognito ID token `headers` adds). A check-in is
 * never repeated in the background: the volunteer sees the answer and scans again.
 */
export class HttpEventDoorGateway implements EventDoorGateway {
  readonly #send: JsonClient;
  readonly #download: CsvClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
    this.#download = csvClient(options);
  }

  attendees(slug: string) {
    const answer = z.object({ event: doorEvent, attendees: z.array(attendee), counts });
    return this.#send({ method: 'GET', path: path(slug, 'attendees'), answer }).mapErr(errorOf);
  }

  attendeesCsv(slug: string): ResultAsync<AttendeesFile, EventDoorError> {
    return this.#download(path(slug, 'attendees.csv'), `attendees-${slug}.csv`).mapErr(errorOf);
  }

  search(slug: string, text: string) {
    const answer = z.object({ tickets: z.array(doorTicket) });
    return this.#send({ method: 'GET', path: `${path(slug, 'search')}?q=${encodeURIComponent(text)}`, answer })
      .map(({ tickets }) => tickets)
      .mapErr(errorOf);
  }

  counts(slug: string) {
    return this.#send({ method: 'GET', path: path(slug, 'counts'), answer: counts }).mapErr(errorOf);
  }

  checkIn(slug: string, ticket: TicketChoice) {
    return this.#send({ method: 'POST', path: '/ticketing/admin/check-in', body: { ...ticket, event: slug }, answer: checkIn }).mapErr(
      errorOf,
    );
  }

  ticket(code: string) {
    return this.#send({
      method: 'GET',
      path: `/ticketing/tickets/${encodeURIComponent(code)}`,
      answer: ticketView,
      safeToRetry: true,
    }).mapErr(errorOf);
  }
}
