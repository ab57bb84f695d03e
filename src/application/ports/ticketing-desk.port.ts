import type { ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money';
import type { EventStatus, TicketCounts } from '../../domain/ticketed-events';
import type { FieldErrors } from '../../domain/validation/fields';
import type { OrderStatus } from './order-ledger.port';
import type { WaitingParty } from './waiting-list.port';

/** A party on an event's waiting list, as the chair's page shows it. */
export interface WaitingPartyRow {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly partySize: number;
  readonly typeId: string | null;
  readonly typeName: string;
  readonly state: WaitingParty['state'];
  readonly joinedAt: string;
  readonly offeredUntil: string | null;
}

/** An order of an event, as the chair's page shows it. */
export interface EventOrderRow {
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

export interface EventOrders {
  readonly eventName: string;
  readonly eventStatus: EventStatus;
  readonly orders: readonly EventOrderRow[];
}

/** What refunding every paid order of a cancelled event did. */
export interface EventRefundsRow {
  readonly refunded: number;
  readonly amount: Cents;
  readonly failed: readonly { readonly orderId: string; readonly message: string }[];
}

export type TicketingDeskError =
  | { readonly type: 'NotFound'; readonly message: string }
  /** Not possible now, in the server's words ('Sold out.', 'Only 2 left', an order never paid). */
  | { readonly type: 'Conflict'; readonly message: string }
  | { readonly type: 'InvalidForm'; readonly message: string; readonly fields: FieldErrors }
  | { readonly type: 'Unauthorized'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/**
 * The waiting list and an event's orders, as the browser reaches them (issue 17): the public
 * leave link, and the chair's list of waiting parties (with offers by hand) and of orders (with
 * cancellation and refund). The server decides everything; the pages show its answers.
 */
export interface TicketingDesk {
  /** Leaves the waiting list by the token of the e-mailed link; answers 'You have left the waiting list for <event>.' */
  leaveWaitingList(token: string): ResultAsync<string, TicketingDeskError>;
  waitingList(slug: string): ResultAsync<{ readonly eventName: string; readonly parties: readonly WaitingPartyRow[] }, TicketingDeskError>;
  offerSeats(partyId: string): ResultAsync<WaitingPartyRow, TicketingDeskError>;
  /** The event's orders, every status, oldest first, with the event's name and status. */
  orders(slug: string): ResultAsync<EventOrders, TicketingDeskError>;
  cancelOrder(
    orderId: string,
    reason: string,
  ): ResultAsync<{ readonly order: EventOrderRow; readonly refunded: Cents; readonly offered: number }, TicketingDeskError>;
  /** Refunds every paid order of a cancelled event, with one reason. */
  refundAllOrders(slug: string, reason: string): ResultAsync<EventRefundsRow, TicketingDeskError>;
}
