import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  duplicateKey,
  invalidTransition as invalid,
  ORDER_ID_TAKEN,
  ORDER_NOT_RECORDED,
  PAYMENT_ALREADY_ATTACHED,
  PAYMENT_OF_ANOTHER_ORDER,
} from '../../application/ports/order-ledger.port';
import type {
  LedgerError,
  NewOfflineOrder,
  NewOrder,
  OrderLedger,
  OrderRecord,
  OrderStatus,
  PaymentEventNote,
  RememberedPaymentEvent,
} from '../../application/ports/order-ledger.port';
import type { CategoryTotal, LedgerFilter, LedgerPage, LedgerView } from '../../application/ports/ledger-view.port';
import { matchesLedgerFilter, newestFirst, totalsByCategory } from '../../application/ports/ledger-view-check';
import type { DuesReversal, OrderRefunds, RefundRecorded } from '../../application/ports/order-refunds.port';
import type { TreasuryFigures, TreasuryLedger, TreasuryPeriod } from '../../application/ports/treasury-figures.port';
import { treasuryFiguresOf } from '../../application/ports/treasury-figures-check';
import type { GivingLedger, KeptOrder } from '../../application/ports/giving-ledger.port';
import { keptOrders } from '../../application/ports/giving-ledger-check';
import type { AuditEntry } from '../../domain/audit';
import type { RecordedRefund } from '../../domain/refunds';
import { InMemoryAuditRecords } from './in-memory-audit-records';
import type { InMemoryMemberRepository } from './in-memory-member-repository';

/** Where each step may start from; repeating a step an order has already taken changes nothing. */
const MAY_PAY: ReadonlySet<OrderStatus> = new Set(['pending', 'failed']);
const MAY_FLAG: ReadonlySet<OrderStatus> = new Set(['pending', 'paid', 'failed']);
const MAY_REFUND: ReadonlySet<OrderStatus> = new Set(['paid', 'fulfilled', 'flagged']);

/**
 * Orders in a Map, with the database's rules: one order per idempotency key, status forward only
 * (pending -> paid -> fulfilled; pending -> failed -> paid; unfinished -> flagged), fulfilled
 * exactly once, and each processor event remembered once.
 */
export class InMemoryOrderLedger implements OrderLedger, LedgerView, OrderRefunds, TreasuryLedger, GivingLedger {
  readonly #orders = new Map<string, OrderRecord>();
  readonly #events = new Map<string, PaymentEventNote | null>();
  readonly #refunds: RecordedRefund[] = [];
  readonly #audit: InMemoryAuditRecords;
  readonly #members: InMemoryMemberRepository | null;

  /**
   * `audit`: the wiring's shared audit log, which an offline payment's entry is appended to;
   * `members`: the wiring's member records, whose dues year a refund's reversal sets back with it.
   */
  constructor(audit: InMemoryAuditRecords = new InMemoryAuditRecords(), members: InMemoryMemberRepository | null = null) {
    this.#audit = audit;
    this.#members = members;
  }

  record(order: NewOrder): ResultAsync<OrderRecord, LedgerError> {
    return this.#insert({ ...order, paymentId: null, status: 'pending', note: null, paidAt: null, fulfilledAt: null, refundedAt: null });
  }

  recordOffline(order: NewOfflineOrder, audit: AuditEntry): ResultAsync<OrderRecord, LedgerError> {
    const recorded = this.#insert({ ...order, paymentId: null, status: 'paid', note: null, fulfilledAt: null, refundedAt: null });
    return recorded.map((made) => {
      this.#audit.append(audit);
      return made;
    });
  }

  ledgerPage(filter: LedgerFilter, page: { readonly offset: number; readonly limit: number }): ResultAsync<LedgerPage, LedgerError> {
    const matching = [...this.#orders.values()].filter((order) => matchesLedgerFilter(order, filter)).sort(newestFirst);
    return okAsync({ orders: matching.slice(page.offset, page.offset + page.limit), total: matching.length });
  }

  ledgerTotals(filter: LedgerFilter): ResultAsync<readonly CategoryTotal[], LedgerError> {
    const orders = [...this.#orders.values()].filter((order) => matchesLedgerFilter(order, filter));
    return okAsync(totalsByCategory(orders, (orderId) => this.#given(orderId)));
  }

  treasuryFigures(period: TreasuryPeriod): ResultAsync<TreasuryFigures, LedgerError> {
    return okAsync(treasuryFiguresOf([...this.#orders.values()], this.#refunds, period));
  }

  paidOrdersWithin(period: TreasuryPeriod): ResultAsync<readonly KeptOrder[], LedgerError> {
    return okAsync(keptOrders([...this.#orders.values()], this.#refunds, { period }));
  }

  paidOrdersOf(email: string): ResultAsync<readonly KeptOrder[], LedgerError> {
    return okAsync(keptOrders([...this.#orders.values()], this.#refunds, { email }));
  }

  #insert(recorded: OrderRecord): ResultAsync<OrderRecord, LedgerError> {
    const existing = [...this.#orders.values()].find((o) => o.idempotencyKey === recorded.idempotencyKey);
    if (existing) return errAsync(duplicateKey(existing));
    if (this.#orders.has(recorded.id)) return errAsync(ORDER_ID_TAKEN);
    this.#orders.set(recorded.id, recorded);
    return okAsync(recorded);
  }

  get(orderId: string): ResultAsync<OrderRecord, LedgerError> {
    const order = this.#orders.get(orderId);
    return order ? okAsync(order) : errAsync(ORDER_NOT_RECORDED);
  }

  findByIdempotencyKey(key: string): ResultAsync<OrderRecord | null, LedgerError> {
    return okAsync([...this.#orders.values()].find((order) => order.idempotencyKey === key) ?? null);
  }

  findByPaymentId(paymentId: string): ResultAsync<OrderRecord | null, LedgerError> {
    return okAsync([...this.#orders.values()].find((order) => order.paymentId === paymentId) ?? null);
  }

  attachPayment(orderId: string, paymentId: string): ResultAsync<OrderRecord, LedgerError> {
    return this.#change(orderId, (order) => {
      if (order.paymentId === paymentId) return order;
      if (order.paymentId !== null) return invalid(order.status, order.status, PAYMENT_ALREADY_ATTACHED);
      // As the database's unique constraint on orders.payment_id refuses it.
      if ([...this.#orders.values()].some((other) => other.paymentId === paymentId))
        return invalid(order.status, order.status, PAYMENT_OF_ANOTHER_ORDER);
      return { ...order, paymentId };
    });
  }

  markPaid(orderId: string, at: string): ResultAsync<OrderRecord, LedgerError> {
    return this.#change(orderId, (order) => {
      if (order.status === 'paid' || order.status === 'fulfilled') return order;
      return MAY_PAY.has(order.status) ? { ...order, status: 'paid', paidAt: at } : invalid(order.status, 'paid');
    });
  }

  markFailed(orderId: string, note: string): ResultAsync<OrderRecord, LedgerError> {
    return this.#change(orderId, (order) => {
      if (order.status === 'failed') return order;
      return order.status === 'pending' ? { ...order, status: 'failed', note } : invalid(order.status, 'failed');
    });
  }

  markFulfilled(orderId: string, at: string): ResultAsync<'now' | 'already', LedgerError> {
    const order = this.#orders.get(orderId);
    if (!order) return errAsync(ORDER_NOT_RECORDED);
    if (order.status === 'fulfilled') return okAsync('already');
    if (order.status !== 'paid') return errAsync(invalid(order.status, 'fulfilled'));
    this.#orders.set(orderId, { ...order, status: 'fulfilled', fulfilledAt: at });
    return okAsync('now');
  }

  flag(orderId: string, note: string): ResultAsync<OrderRecord, LedgerError> {
    return this.#change(orderId, (order) => {
      if (order.status === 'flagged') return order;
      return MAY_FLAG.has(order.status) ? { ...order, status: 'flagged', note } : invalid(order.status, 'flagged');
    });
  }

  markRefunded(orderId: string, at: string, note: string, audit?: AuditEntry): ResultAsync<OrderRecord, LedgerError> {
    return this.#change(orderId, (order) => {
      if (order.status === 'refunded') return order;
      if (!MAY_REFUND.has(order.status)) return invalid(order.status, 'refunded');
      if (audit) this.#audit.append(audit);
      return { ...order, status: 'refunded', refundedAt: at, note };
    });
  }

  /** Records the refund once per processor id, marks the order refunded when its refunds cover it, and appends the audit entry. */
  recordRefund(refund: RecordedRefund, note: string, audit: AuditEntry, reversal?: DuesReversal): ResultAsync<RefundRecorded, LedgerError> {
    const order = this.#orders.get(refund.orderId);
    if (!order) return errAsync(ORDER_NOT_RECORDED);
    if (this.#refunds.some((recorded) => recorded.id === refund.id)) {
      return okAsync({ order, refunds: this.#refundsOf(order.id), fresh: false, duesReverted: false });
    }
    const duesReverted = reversal !== undefined && this.#members !== null && this.#members.setBackDues(reversal.memberId, reversal.year);
    this.#refunds.push(refund);
    const covered = this.#given(order.id) >= order.amount && MAY_REFUND.has(order.status);
    const now = covered ? { ...order, status: 'refunded' as const, refundedAt: refund.refundedAt, note } : order;
    this.#orders.set(order.id, now);
    this.#audit.append(audit);
    return okAsync({ order: now, refunds: this.#refundsOf(order.id), fresh: true, duesReverted });
  }

  refundsOf(orderId: string): ResultAsync<readonly RecordedRefund[], LedgerError> {
    return okAsync(this.#refundsOf(orderId));
  }

  #refundsOf(orderId: string): RecordedRefund[] {
    return this.#refunds
      .filter((refund) => refund.orderId === orderId)
      .sort((a, b) => (a.refundedAt < b.refundedAt ? -1 : a.refundedAt > b.refundedAt ? 1 : a.id < b.id ? -1 : 1));
  }

  /** The cents the officers' refunds gave back of an order. */
  #given(orderId: string): number {
    return this.#refunds.reduce((sum, refund) => (refund.orderId === orderId ? sum + refund.amount : sum), 0);
  }

  ofEvent(eventSlug: string): ResultAsync<readonly OrderRecord[], LedgerError> {
    const ofEvent = [...this.#orders.values()].filter((o) => o.order.item === 'event-tickets' && o.order.event === eventSlug);
    return okAsync(ofEvent.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1)));
  }

  listUnfinished(): ResultAsync<readonly OrderRecord[], LedgerError> {
    const unfinished = [...this.#orders.values()].filter(
      (order) => order.paymentId !== null && (order.status === 'pending' || order.status === 'paid'),
    );
    return okAsync(unfinished.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0)));
  }

  /** Every order recorded, in no order: what the other in-memory adapters that read the ledger as a whole (the roster) read. */
  recorded(): readonly OrderRecord[] {
    return [...this.#orders.values()];
  }

  rememberEvent(eventId: string, about?: PaymentEventNote): ResultAsync<'new' | 'seen', LedgerError> {
    if (this.#events.has(eventId)) return okAsync('seen');
    this.#events.set(eventId, about ?? null);
    return okAsync('new');
  }

  paymentEventsOf(orderId: string): ResultAsync<readonly RememberedPaymentEvent[], LedgerError> {
    const events = [...this.#events.entries()].flatMap(([eventId, note]) => (note?.orderId === orderId ? [{ ...note, eventId }] : []));
    return okAsync(events.sort((a, b) => (a.receivedAt < b.receivedAt ? -1 : a.receivedAt > b.receivedAt ? 1 : 0)));
  }

  /** Applies a change atomically (no await in between), or answers the change's refusal. */
  #change(orderId: string, change: (order: OrderRecord) => OrderRecord | LedgerError): ResultAsync<OrderRecord, LedgerError> {
    const order = this.#orders.get(orderId);
    if (!order) return errAsync(ORDER_NOT_RECORDED);
    const changed = change(order);
    if ('type' in changed) return errAsync(changed);
    this.#orders.set(orderId, changed);
    return okAsync(changed);
  }
}
