import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { OfflinePayment } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { Order } from '../../domain/pricing';
import type { MemberApplication } from './payment-gateway.port';

export type OrderStatus = 'pending' | 'paid' | 'fulfilled' | 'failed' | 'flagged' | 'refunded';

/** An order as recorded before the card is charged (ARCHITECTURE.md: a paid order is never lost). */
export interface OrderRecord {
  readonly id: string;
  readonly order: Order;
  readonly amount: Cents;
  readonly currency: string;
  readonly description: string;
  readonly contact: { readonly firstName: string; readonly lastName: string; readonly email: string };
  readonly application: MemberApplication | null;
  /**
   * The member an order is for: the signed-in member (dues, upgrade), or the member ID reserved for
   * the member a membership order creates (so a retried fulfilment recognises its own member); else null.
   */
  readonly memberId: string | null;
  readonly idempotencyKey: string;
  readonly paymentId: string | null;
  readonly status: OrderStatus;
  /** Why an order failed, was flagged or was refunded. */
  readonly note: string | null;
  readonly createdAt: string;
  readonly paidAt: string | null;
  readonly fulfilledAt: string | null;
  /** When its money was given back (the order cancelled), or null. */
  readonly refundedAt: string | null;
  /** How an officer recorded it, for a payment taken by hand (issue 18); absent or null for a card payment online. */
  readonly offline?: OfflinePayment | null;
}

export type NewOrder = Omit<OrderRecord, 'paymentId' | 'status' | 'note' | 'paidAt' | 'fulfilledAt' | 'refundedAt' | 'offline'>;

/** An order an officer records as already paid (cash, a cheque, a transfer): paid at `paidAt`, recorded by `offline.recordedBy`. */
export interface NewOfflineOrder extends NewOrder {
  readonly offline: OfflinePayment;
  readonly paidAt: string;
}

/** A processor event about one of our orders, as the ledger keeps it (issue 18). */
export interface PaymentEventNote {
  readonly orderId: string;
  /** The processor's kind of event: 'payment-succeeded', 'payment-failed'. */
  readonly kind: string;
  /** What settling it came to: 'fulfilled', 'failed', 'flagged', ... */
  readonly outcome: string;
  /** When it arrived (ISO 8601). */
  readonly receivedAt: string;
}

/** A remembered processor event about an order. */
export interface RememberedPaymentEvent extends PaymentEventNote {
  readonly eventId: string;
}

export type LedgerError =
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'DuplicateKey'; readonly existing: OrderRecord; readonly message: string }
  | { readonly type: 'InvalidTransition'; readonly from: OrderStatus; readonly to: OrderStatus; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/** The ledger's refusals, worded once for every ledger. */
export const ORDER_NOT_RECORDED: LedgerError = { type: 'NotFound', message: 'The order was not found.' };
export const ORDER_ID_TAKEN: LedgerError = { type: 'Unavailable', message: 'An order with this id already exists.' };
export const duplicateKey = (existing: OrderRecord): LedgerError => ({
  type: 'DuplicateKey',
  existing,
  message: 'An order was already recorded with this idempotency key.',
});
/** A payment for an order that already has another one. */
export const PAYMENT_ALREADY_ATTACHED = 'This order already has a payment.';

/** Two orders never share a payment (the database's `orders_payment_id_unique`): attaching one another order has is refused. */
export const PAYMENT_OF_ANOTHER_ORDER = 'This payment belongs to another order.';

/** A status change the ledger refuses: 'An order that is fulfilled cannot become failed.' unless said otherwise. */
export function invalidTransition(
  from: OrderStatus,
  to: OrderStatus,
  message = `An order that is ${from} cannot become ${to}.`,
): LedgerError {
  return { type: 'InvalidTransition', from, to, message };
}

/**
 * Orders and their payments (server only). Status moves forward only:
 * pending -> paid -> fulfilled, pending -> failed, and any unfinished order -> flagged.
 * A failed payment never undoes a paid order (events can arrive out of order), and an order is
 * marked fulfilled exactly once: the second attempt answers 'already'.
 * A failed order may still be paid (failed -> paid: a card tried again after a decline), so a
 * charge is never lost. Repeating a step an order has already taken (markPaid on a paid or
 * fulfilled order, markFailed on a failed one, flag on a flagged one, attachPayment with the same
 * payment id) changes nothing and answers the order as it is. A paid, fulfilled or flagged order
 * may be refunded (its money given back: the order is cancelled), once; refunded is final.
 */
export interface OrderLedger {
  /** Records a new order; a reused idempotency key answers DuplicateKey with the order it made. */
  record(order: NewOrder): ResultAsync<OrderRecord, LedgerError>;
  /**
   * Records an order paid by hand as paid at once, and appends `audit` in the same transaction
   * (both or neither). A reused idempotency key answers DuplicateKey with the order it made.
   */
  recordOffline(order: NewOfflineOrder, audit: AuditEntry): ResultAsync<OrderRecord, LedgerError>;
  get(orderId: string): ResultAsync<OrderRecord, LedgerError>;
  /** The order recorded under an idempotency key, or null. */
  findByIdempotencyKey(key: string): ResultAsync<OrderRecord | null, LedgerError>;
  findByPaymentId(paymentId: string): ResultAsync<OrderRecord | null, LedgerError>;
  attachPayment(orderId: string, paymentId: string): ResultAsync<OrderRecord, LedgerError>;
  markPaid(orderId: string, at: string): ResultAsync<OrderRecord, LedgerError>;
  markFailed(orderId: string, note: string): ResultAsync<OrderRecord, LedgerError>;
  /** 'now' for the one caller that fulfils, 'already' for every other. */
  markFulfilled(orderId: string, at: string): ResultAsync<'now' | 'already', LedgerError>;
  flag(orderId: string, note: string): ResultAsync<OrderRecord, LedgerError>;
  /**
   * paid, fulfilled or flagged -> refunded, with when and why; on a refunded order it changes
   * nothing. An officer's refund passes its `audit` entry, written in the same transaction as the
   * change (and not at all when nothing changed).
   */
  markRefunded(orderId: string, at: string, note: string, audit?: AuditEntry): ResultAsync<OrderRecord, LedgerError>;
  /**
   * The event-ticket orders of an event (`order.item === 'event-tickets'` and `order.event === slug`),
   * every status, oldest first (then by id).
   */
  ofEvent(eventSlug: string): ResultAsync<readonly OrderRecord[], LedgerError>;
  /** Orders with a payment that are not yet fulfilled, failed or flagged: what reconciliation re-reads. */
  listUnfinished(): ResultAsync<readonly OrderRecord[], LedgerError>;
  /**
   * Remembers a processor event id; 'seen' if it was already remembered (webhook deduplication).
   * `about`: the order it was about and what came of it, kept with the first remembering for the
   * order's page in the ledger.
   */
  rememberEvent(eventId: string, about?: PaymentEventNote): ResultAsync<'new' | 'seen', LedgerError>;
}
