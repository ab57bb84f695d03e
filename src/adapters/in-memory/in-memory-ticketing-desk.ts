import type { ResultAsync } from 'neverthrow';
import type { Actor } from '../../domain/access';
import type { Cents } from '../../domain/money';
import { cancelTicketOrder, refundEventOrders } from '../../application/server/events/cancel-ticket-order.use-case';
import { leaveWaitingList } from '../../application/server/events/leave-waiting-list.use-case';
import { listEventOrders, orderView } from '../../application/server/events/list-event-orders.use-case';
import type { OrderCancellationDeps } from '../../application/server/events/ticketing-deps';
import type { TicketingError } from '../../application/server/events/ticketing.errors';
import { offerWaitingListSeats, viewWaitingList } from '../../application/server/events/view-waiting-list.use-case';
import type {
  EventOrderRow,
  EventOrders,
  EventRefundsRow,
  TicketingDesk,
  TicketingDeskError,
  WaitingPartyRow,
} from '../../application/ports/ticketing-desk.port';

/** The server's errors in the port's words, as the HTTP adapter reads them from their statuses. */
function deskError(error: TicketingError): TicketingDeskError {
  switch (error.type) {
    case 'InvalidForm':
      return { type: 'InvalidForm', message: error.message, fields: error.fields };
    case 'Unauthorized':
      return { type: 'Unauthorized', message: error.message };
    case 'NotFound':
      return { type: 'NotFound', message: error.message };
    case 'Conflict':
    case 'Gone':
      return { type: 'Conflict', message: error.message };
    case 'RateLimited':
    case 'Unavailable':
      return { type: 'Unavailable', message: error.message };
  }
}

/**
 * The ticketing desk in memory for the browser's tests: the server's own use cases over in-memory
 * ports, as `actor` (who the signed-in person would be to the server).
 */
export class InMemoryTicketingDesk implements TicketingDesk {
  readonly #deps: OrderCancellationDeps;
  readonly #actor: () => Actor;

  constructor(deps: OrderCancellationDeps, actor: () => Actor) {
    this.#deps = deps;
    this.#actor = actor;
  }

  leaveWaitingList(token: string): ResultAsync<string, TicketingDeskError> {
    return leaveWaitingList(this.#deps, this.#actor(), token).mapErr(deskError);
  }

  waitingList(slug: string): ResultAsync<{ eventName: string; parties: readonly WaitingPartyRow[] }, TicketingDeskError> {
    return viewWaitingList(this.#deps, this.#actor(), slug).mapErr(deskError);
  }

  offerSeats(partyId: string): ResultAsync<WaitingPartyRow, TicketingDeskError> {
    return offerWaitingListSeats(this.#deps, this.#actor(), partyId).mapErr(deskError);
  }

  orders(slug: string): ResultAsync<EventOrders, TicketingDeskError> {
    return listEventOrders(this.#deps, this.#actor(), slug).mapErr(deskError);
  }

  cancelOrder(
    orderId: string,
    reason: string,
  ): ResultAsync<{ order: EventOrderRow; refunded: Cents; offered: number }, TicketingDeskError> {
    return cancelTicketOrder(this.#deps, this.#actor(), { orderId, reason })
      .map(({ order, refunded, offered }) => ({ order: orderView(order), refunded, offered }))
      .mapErr(deskError);
  }

  refundAllOrders(slug: string, reason: string): ResultAsync<EventRefundsRow, TicketingDeskError> {
    return refundEventOrders(this.#deps, this.#actor(), { slug, reason }).mapErr(deskError);
  }
}
