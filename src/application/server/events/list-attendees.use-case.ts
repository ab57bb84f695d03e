import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { authorizeActor, type Action, type Actor } from '../../../domain/access';
import type { Cents } from '../../../domain/money';
import type { TicketCounts } from '../../../domain/ticketed-events';
import { localDateTimeIn } from '../../ports/clock.port';
import type { OrderRecord } from '../../ports/order-ledger.port';
import type { IssuedTicket } from '../../ports/ticket-book.port';
import type { AttendeeList, AttendeeRow } from '../../ports/event-door-gateway.port';
import { admitsName, doorEventOf, eventOf, typeNameOf, type DoorDeps } from './door-deps';
import { lookupFailed, type DoorError } from './door.errors';
import { ticketPricesOf } from './ticket-prices';

export interface ListAttendeesInput {
  readonly actor: Actor;
  readonly slug: string;
}

/** Each order's tickets, counted by type: what the order bought, whatever shape its request had. */
function countsByOrder(tickets: readonly IssuedTicket[]): Map<string, TicketCounts> {
  const byOrder = new Map<string, Record<string, number>>();
  for (const ticket of tickets) {
    const counts = byOrder.get(ticket.orderId) ?? {};
    counts[ticket.typeId] = (counts[ticket.typeId] ?? 0) + 1;
    byOrder.set(ticket.orderId, counts);
  }
  return byOrder;
}

/** The orders behind the tickets, by id; an order the ledger does not have is left out (its tickets are priced at list price). */
function ordersOf(deps: DoorDeps, orderIds: readonly string[]): ResultAsync<Map<string, OrderRecord>, DoorError> {
  return ResultAsync.combine(
    orderIds.map((orderId) =>
      deps.ledger
        .get(orderId)
        .map<OrderRecord | null>((record) => record)
        .orElse((error) => (error.type === 'NotFound' ? okAsync(null) : errAsync(lookupFailed(error)))),
    ),
  ).map((records) => new Map(records.filter((record) => record !== null).map((record) => [record.id, record])));
}

/**
 * The attendee list of an event (administrators: `viewAttendees`, or `exportAttendees` for the
 * CSV): every ticket, void ones too, with the buyer, who it admits, its type, the answer, what it
 * cost and whether it is checked in; and the live counts. Reads the event's tickets and their
 * orders only (never the whole ledger).
 */
export function listAttendees(
  deps: DoorDeps,
  input: ListAttendeesInput,
  action: Action = 'viewAttendees',
): ResultAsync<AttendeeList, DoorError> {
  const allowed = authorizeActor(input.actor, action, { event: input.slug });
  if (allowed.isErr()) return errAsync(allowed.error);
  return eventOf(deps, input.slug).andThen((event) =>
    ResultAsync.combine([deps.ticketing.tickets.ofEvent(event.slug), deps.ticketing.tickets.counts(event.slug)] as const)
      .mapErr(lookupFailed)
      .andThen(([tickets, counts]) => {
        const bought = countsByOrder(tickets);
        return ordersOf(deps, [...bought.keys()]).map((orders) => {
          const prices = new Map(
            [...bought].map(([orderId, orderCounts]) => {
              const order = orders.get(orderId);
              // What each ticket cost, as the server priced the order; orders from before it kept that are worked out.
              const stored = order?.order.item === 'event-tickets' ? order.order.prices : undefined;
              if (stored !== undefined) return [orderId, stored];
              const paid = order?.amount;
              const listTotal = Object.entries(orderCounts).reduce(
                (sum, [typeId, n]) => sum + (event.ticketTypes.find((type) => type.id === typeId)?.price ?? 0) * n,
                0,
              );
              return [orderId, ticketPricesOf(event, orderCounts, (paid ?? listTotal) as Cents)];
            }),
          );
          const attendees = tickets.map((ticket): AttendeeRow => ({
            ticketId: ticket.id,
            orderId: ticket.orderId,
            buyerName: ticket.buyerName,
            buyerEmail: ticket.buyerEmail,
            name: admitsName(ticket),
            holderName: ticket.holderName,
            typeId: ticket.typeId,
            typeName: typeNameOf(event, ticket.typeId),
            answer: ticket.answer,
            amountPaid: prices.get(ticket.orderId)?.[ticket.typeId] ?? (0 as Cents),
            checkedInAt: ticket.checkedInAt,
            checkedInLocal: ticket.checkedInAt === null ? null : localDateTimeIn(Date.parse(ticket.checkedInAt), deps.config.timeZone),
            voided: ticket.voided,
          }));
          return { event: doorEventOf(event), attendees, counts };
        });
      }),
  );
}
