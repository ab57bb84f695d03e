import { errAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import type { Cents } from '../../../domain/money';
import type { EventStatus, TicketCounts } from '../../../domain/ticketed-events';
import type { OrderLedger, OrderRecord, OrderStatus } from '../../ports/order-ledger.port';
import type { TicketedEventStore } from '../../ports/ticketed-event-store.port';
import { EVENT_NOT_FOUND, fromPort, type TicketingError } from './ticketing.errors';

/** An order as the chair sees it on the event's order list. */
export interface EventOrderView {
  readonly orderId: string;
  readonly status: OrderStatus;
  readonly amount: Cents;
  readonly description: string;
  readonly buyer: { readonly name: string; readonly email: string };
  readonly counts: TicketCounts;
  readonly createdAt: string;
  readonly paidAt: string | null;
  readonly refundedAt: string | null;
  readonly note: string | null;
}

export function orderView(record: OrderRecord): EventOrderView {
  return {
    orderId: record.id,
    status: record.status,
    amount: record.amount,
    description: record.description,
    buyer: { name: `${record.contact.firstName} ${record.contact.lastName}`.trim(), email: record.contact.email },
    counts: record.order.item === 'event-tickets' ? record.order.counts : {},
    createdAt: record.createdAt,
    paidAt: record.paidAt,
    refundedAt: record.refundedAt,
    note: record.note,
  };
}

/**
 * `GET /ticketing/admin/events/:slug/orders`: the event's ticket orders, every status, oldest
 * first. For administrators, as the attendee list is ('viewAttendees': it names the buyers).
 */
export function listEventOrders(
  deps: { readonly ledger: OrderLedger; readonly ticketing: { readonly events: TicketedEventStore } },
  actor: Actor,
  slug: string,
): ResultAsync<
  { readonly eventName: string; readonly eventStatus: EventStatus; readonly orders: readonly EventOrderView[] },
  TicketingError
> {
  const allowed = authorizeActor(actor, 'viewAttendees', { event: slug });
  if (allowed.isErr()) return errAsync(allowed.error);
  return deps.ticketing.events
    .get(slug)
    .mapErr((error) => (error.type === 'NotFound' ? EVENT_NOT_FOUND : fromPort(error)))
    .andThen(({ event }) =>
      deps.ledger
        .ofEvent(slug)
        .mapErr(fromPort)
        .map((orders) => ({ eventName: event.name, eventStatus: event.status, orders: orders.map(orderView) })),
    );
}
