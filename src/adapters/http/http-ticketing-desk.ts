import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { Cents } from '../../domain/money';
import type {
  EventOrderRow,
  EventOrders,
  EventRefundsRow,
  TicketingDesk,
  TicketingDeskError,
  WaitingPartyRow,
} from '../../application/ports/ticketing-desk.port';
import { EVENT_STATUSES, type EventStatus } from '../../domain/ticketed-events';
import type { RetryingFetch } from './fetch-with-retry';
import { jsonClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const party = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  partySize: z.number(),
  typeId: z.string().nullable(),
  typeName: z.string(),
  state: z.enum(['waiting', 'offered', 'claimed', 'expired', 'left']),
  joinedAt: z.string(),
  offeredUntil: z.string().nullable(),
});
const order = z.object({
  orderId: z.string(),
  status: z.enum(['pending', 'paid', 'fulfilled', 'failed', 'flagged', 'refunded']),
  amount: z.number(),
  description: z.string(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  counts: z.record(z.string(), z.number()),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  note: z.string().nullable(),
});
const eventStatus = z.enum(EVENT_STATUSES as [string, ...string[]]).transform((status) => status as EventStatus);
const refunds = z.object({
  refunded: z.number().int(),
  amount: z.number().int(),
  failed: z.array(z.object({ orderId: z.string(), message: z.string() })),
});

/** The server's refusal in the port's words, by status: 400 (with fields), 401/403, 404, 409/410, anything else Unavailable. */
function errorOf(failure: HttpFailure): TicketingDeskError {
  const { status, message, fields } = readRefusal(failure);
  if (status === 400) return { type: 'InvalidForm', message, fields: fields ?? {} };
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  if (status === 404) return { type: 'NotFound', message };
  if (status === 409 || status === 410) return { type: 'Conflict', message };
  return { type: 'Unavailable', message };
}

const toOrder = (row: z.infer<typeof order>): EventOrderRow => ({ ...row, amount: row.amount as Cents });
const slugPath = (slug: string) => `/ticketing/admin/events/${encodeURIComponent(slug)}`;

/**
 * The waiting list and an event's orders over the server's `/ticketing` routes, as the signed-in
 * administrator (the session cookie; in the aws wiring the Cognito ID token `headers` adds).
 * Offers and cancellations are sent once, never retried in the background.
 */
export class HttpTicketingDesk implements TicketingDesk {
  readonly #send: JsonClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
  }

  leaveWaitingList(token: string): ResultAsync<string, TicketingDeskError> {
    return this.#send({ method: 'POST', path: '/ticketing/waiting-list/leave', body: { token }, answer: z.object({ message: z.string() }) })
      .map(({ message }) => message)
      .mapErr(errorOf);
  }

  waitingList(slug: string): ResultAsync<{ eventName: string; parties: readonly WaitingPartyRow[] }, TicketingDeskError> {
    return this.#send({
      method: 'GET',
      path: `${slugPath(slug)}/waiting-list`,
      answer: z.object({ eventName: z.string(), parties: z.array(party) }),
    }).mapErr(errorOf);
  }

  offerSeats(partyId: string): ResultAsync<WaitingPartyRow, TicketingDeskError> {
    const path = `/ticketing/admin/waiting-list/${encodeURIComponent(partyId)}/offer`;
    return this.#send({ method: 'POST', path, body: {}, answer: z.object({ party }) })
      .map((answer) => answer.party)
      .mapErr(errorOf);
  }

  orders(slug: string): ResultAsync<EventOrders, TicketingDeskError> {
    return this.#send({
      method: 'GET',
      path: `${slugPath(slug)}/orders`,
      answer: z.object({ eventName: z.string(), eventStatus: eventStatus, orders: z.array(order) }),
    })
      .map(({ eventName, eventStatus, orders }) => ({ eventName, eventStatus, orders: orders.map(toOrder) }))
      .mapErr(errorOf);
  }

  refundAllOrders(slug: string, reason: string): ResultAsync<EventRefundsRow, TicketingDeskError> {
    return this.#send({ method: 'POST', path: `${slugPath(slug)}/refund-all`, body: { reason }, answer: refunds })
      .map((answer) => ({ ...answer, amount: answer.amount as Cents }))
      .mapErr(errorOf);
  }

  cancelOrder(
    orderId: string,
    reason: string,
  ): ResultAsync<{ order: EventOrderRow; refunded: Cents; offered: number }, TicketingDeskError> {
    const path = `/ticketing/admin/orders/${encodeURIComponent(orderId)}/cancel`;
    return this.#send({ method: 'POST', path, body: { reason }, answer: z.object({ order, refunded: z.number(), offered: z.number() }) })
      .map((answer) => ({ order: toOrder(answer.order), refunded: answer.refunded as Cents, offered: answer.offered }))
      .mapErr(errorOf);
  }
}
