import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type {
  AdminEventDetail,
  AdminEventList,
  EventAdminGateway,
  EventAdminGatewayError,
} from '../../application/ports/event-admin-gateway.port';
import type { LocalDateTime } from '../../domain/local-date-time';
import type { Cents } from '../../domain/money';
import { EVENT_STATUSES, type EventStatus } from '../../domain/ticketed-events';
import type { TicketedEventForm } from '../../domain/validation/ticketed-event-form';
import type { RetryingFetch } from './fetch-with-retry';
import { jsonClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const BASE = '/ticketing/admin/events';
const localDateTime = z.string().transform((text) => text as LocalDateTime);
const cents = z.number().transform((n) => n as Cents);
const counts = z.record(z.string(), z.number());
const status = z.enum(EVENT_STATUSES);

const summary = z.object({
  slug: z.string(),
  path: z.string(),
  name: z.string(),
  status,
  start: localDateTime,
  end: localDateTime,
  timeZone: z.string(),
  capacity: z.number().nullable(),
  sold: z.number(),
  held: z.number(),
});

const ticketType = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: cents,
  memberPrice: cents.nullable(),
  capacity: z.number().nullable(),
  perOrderMax: z.number(),
  fairMarketValue: cents,
  asks: z.object({ holderName: z.boolean(), question: z.string().nullable() }),
  kind: z.enum(['ticket', 'sponsorship']),
});

const event = z.object({
  slug: z.string(),
  name: z.string(),
  start: localDateTime,
  end: localDateTime,
  timeZone: z.string(),
  venue: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  status,
  sales: z.object({ opens: localDateTime.nullable(), closes: localDateTime.nullable() }),
  capacity: z.number().nullable(),
  ticketTypes: z.array(ticketType),
  descriptionTemplate: z.string().nullable(),
  reminderHours: z.number().optional(),
});

const typeForm = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  memberPrice: z.string(),
  capacity: z.string(),
  perOrderMax: z.string(),
  fairMarketValue: z.string(),
  asksHolderName: z.boolean(),
  question: z.string(),
  kind: z.enum(['ticket', 'sponsorship']),
});

const form = z.object({
  slug: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  venue: z.string(),
  description: z.string(),
  image: z.string(),
  status: z.string(),
  salesOpens: z.string(),
  salesCloses: z.string(),
  capacity: z.string(),
  ticketTypes: z.array(typeForm),
  descriptionTemplate: z.string(),
  reminderHours: z.string().default(''),
});

const detail = z.object({ event, updatedAt: z.string(), form, seats: z.object({ sold: counts, held: counts }) });

/** The server's refusal in the port's words. */
function errorOf(failure: HttpFailure): EventAdminGatewayError {
  const { status, message, type, fields } = readRefusal(failure);
  if (status === 400 && fields !== undefined) return { type: 'InvalidForm', message, fields };
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  if (status === 404) return { type: 'NotFound', message };
  if (status === 409) return { type: type === 'Stale' ? 'Stale' : 'Refused', message };
  return { type: 'Unavailable', message };
}

const path = (slug: string, rest = '') => `${BASE}/${encodeURIComponent(slug)}${rest}`;

/**
 * The chair's event operations over the server's `/ticketing/admin/events` routes, as the signed-in
 * administrator (the session cookie; in the aws wiring, the Cognito ID token `headers` adds).
 * Writes are not retried in the background: the chair sees the answer and may save again.
 */
export class HttpEventAdminGateway implements EventAdminGateway {
  readonly #send: JsonClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
  }

  list(): ResultAsync<AdminEventList, EventAdminGatewayError> {
    return this.#send({ method: 'GET', path: BASE, answer: z.object({ events: z.array(summary), timeZone: z.string() }) }).mapErr(errorOf);
  }

  get(slug: string): ResultAsync<AdminEventDetail, EventAdminGatewayError> {
    return this.#send({ method: 'GET', path: path(slug), answer: detail }).mapErr(errorOf);
  }

  create(eventForm: TicketedEventForm): ResultAsync<AdminEventDetail, EventAdminGatewayError> {
    return this.#send({ method: 'POST', path: BASE, body: eventForm, answer: detail }).mapErr(errorOf);
  }

  update(slug: string, eventForm: TicketedEventForm, updatedAt: string): ResultAsync<AdminEventDetail, EventAdminGatewayError> {
    return this.#send({ method: 'PUT', path: path(slug), body: { form: eventForm, updatedAt }, answer: detail }).mapErr(errorOf);
  }

  changeStatus(slug: string, to: EventStatus): ResultAsync<AdminEventDetail, EventAdminGatewayError> {
    return this.#send({ method: 'POST', path: path(slug, '/status'), body: { status: to }, answer: detail }).mapErr(errorOf);
  }

  copy(slug: string, newSlug: string): ResultAsync<AdminEventDetail, EventAdminGatewayError> {
    return this.#send({ method: 'POST', path: path(slug, '/copy'), body: { slug: newSlug }, answer: detail }).mapErr(errorOf);
  }
}
