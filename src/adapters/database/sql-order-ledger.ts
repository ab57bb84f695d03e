import type { Kysely, Selectable } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { isoNow, type Clock } from '../../application/ports/clock.port';
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
import type { DuesReversal, OrderRefunds, RefundRecorded } from '../../application/ports/order-refunds.port';
import type { AuditEntry } from '../../domain/audit';
import type { Cents } from '../../domain/money';
import type { RecordedRefund } from '../../domain/refunds';
import { appendAuditEntry } from './audit-rows';
import { toOfflineRow, toOrder, toRow, type OrderRow as Row } from './order-rows';
import { SqlLedgerView } from './sql-ledger-view';
import { SqlTreasuryFigures } from './sql-treasury-figures';
import { SqlGivingLedger } from './sql-giving-ledger';
import type { GivingLedger, KeptOrder } from '../../application/ports/giving-ledger.port';
import type { TreasuryFigures, TreasuryLedger, TreasuryPeriod } from '../../application/ports/treasury-figures.port';
import type { DatabaseSchema, RefundsTable } from './schema';
import { attempt } from './sql-errors';

function toRefund(row: Selectable<RefundsTable>): RecordedRefund {
  return {
    id: row.id,
    orderId: row.order_id,
    amount: Number(row.amount) as Cents,
    reason: row.reason,
    refundedBy: row.refunded_by,
    refundedAt: row.refunded_at,
    undo: Number(row.undo) === 1,
  };
}

/** A unique violation that needs a read before it can be answered. */
type Taken = { readonly type: 'Taken'; readonly key: string };

/** Where each step may start from (as the in-memory ledger); repeating a step already taken changes nothing. */
const MAY_PAY: readonly OrderStatus[] = ['pending', 'failed'];
const MAY_FLAG: readonly OrderStatus[] = ['pending', 'paid', 'failed'];
const UNFINISHED: readonly OrderStatus[] = ['pending', 'paid'];
const MAY_REFUND: readonly OrderStatus[] = ['paid', 'fulfilled', 'flagged'];

/**
 * Orders in the `orders` table, payments' processor events in `payment_events`. Each status
 * change is one conditional UPDATE (`... WHERE status IN (...) RETURNING`), so of two racing
 * callers exactly one changes the row; fulfilment also inserts into `fulfilments` (primary key:
 * the order) in the same transaction, and answers 'now' only to the caller whose UPDATE won.
 */
export class SqlOrderLedger implements OrderLedger, LedgerView, OrderRefunds, TreasuryLedger, GivingLedger {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #clock: Clock;
  readonly #view: SqlLedgerView;
  readonly #treasury: SqlTreasuryFigures;
  readonly #giving: SqlGivingLedger;

  constructor(db: Kysely<DatabaseSchema>, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
    this.#view = new SqlLedgerView(db);
    this.#treasury = new SqlTreasuryFigures(db);
    this.#giving = new SqlGivingLedger(db);
  }

  /** The order inserted as paid and its audit entry appended in one transaction. */
  recordOffline(order: NewOfflineOrder, audit: AuditEntry): ResultAsync<OrderRecord, LedgerError> {
    const insert = () =>
      this.#db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('orders').values(toOfflineRow(order)).returningAll().executeTakeFirstOrThrow();
        await appendAuditEntry(trx, audit);
        return row;
      });
    return attempt<Row, Taken>(insert, (key) => ({ type: 'Taken', key }))
      .map(toOrder)
      .orElse((error) => (error.type === 'Taken' ? this.#refuseRecord(order, error.key) : errAsync(error)));
  }

  /**
   * The refund inserted (its processor id the key: a second insert of it does nothing), the
   * order's `refunded_amount` raised by it, the order marked refunded when that covers its amount
   * (a conditional UPDATE from the statuses that hold money), and the audit entry: one transaction.
   */
  /** A dues reversal sets the member's year back in the same transaction (members are in this database when self-hosted). */
  recordRefund(refund: RecordedRefund, note: string, audit: AuditEntry, reversal?: DuesReversal): ResultAsync<RefundRecorded, LedgerError> {
    const write = () =>
      this.#db.transaction().execute(async (trx) => {
        const held = await trx.selectFrom('orders').select('id').where('id', '=', refund.orderId).executeTakeFirst();
        if (!held) return { row: undefined, refunds: [], fresh: false, duesReverted: false };
        let duesReverted = false;
        const inserted = await trx
          .insertInto('refunds')
          .values({
            id: refund.id,
            order_id: refund.orderId,
            amount: refund.amount,
            reason: refund.reason,
            refunded_by: refund.refundedBy,
            refunded_at: refund.refundedAt,
            undo: refund.undo ? 1 : 0,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          await trx
            .updateTable('orders')
            .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', refund.amount) }))
            .where('id', '=', refund.orderId)
            .execute();
          await trx
            .updateTable('orders')
            .set({ status: 'refunded', refunded_at: refund.refundedAt, note })
            .where('id', '=', refund.orderId)
            .where('status', 'in', MAY_REFUND)
            .where((eb) => eb('refunded_amount', '>=', eb.ref('amount')))
            .execute();
          if (reversal) {
            const reverted = await trx
              .updateTable('members')
              .set({ dues_pay_year: String(reversal.year - 1), updated_at: refund.refundedAt })
              .where('id', '=', reversal.memberId)
              .where('dues_pay_year', '=', String(reversal.year))
              .executeTakeFirst();
            duesReverted = Number(reverted.numUpdatedRows) > 0;
          }
          await appendAuditEntry(trx, audit);
        }
        const row = await trx.selectFrom('orders').selectAll().where('id', '=', refund.orderId).executeTakeFirst();
        const refunds = await trx
          .selectFrom('refunds')
          .selectAll()
          .where('order_id', '=', refund.orderId)
          .orderBy('refunded_at')
          .orderBy('id')
          .execute();
        return { row, refunds, fresh: inserted !== undefined, duesReverted };
      });
    return attempt(write).andThen(({ row, refunds, fresh, duesReverted }) =>
      row ? okAsync({ order: toOrder(row), refunds: refunds.map(toRefund), fresh, duesReverted }) : errAsync(ORDER_NOT_RECORDED),
    );
  }

  refundsOf(orderId: string): ResultAsync<readonly RecordedRefund[], LedgerError> {
    const select = () =>
      this.#db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('refunded_at').orderBy('id').execute();
    return attempt(select).map((rows) => rows.map(toRefund));
  }

  ledgerPage(filter: LedgerFilter, page: { readonly offset: number; readonly limit: number }): ResultAsync<LedgerPage, LedgerError> {
    return this.#view.ledgerPage(filter, page);
  }

  ledgerTotals(filter: LedgerFilter): ResultAsync<readonly CategoryTotal[], LedgerError> {
    return this.#view.ledgerTotals(filter);
  }

  treasuryFigures(period: TreasuryPeriod): ResultAsync<TreasuryFigures, LedgerError> {
    return this.#treasury.treasuryFigures(period);
  }

  paidOrdersWithin(period: TreasuryPeriod): ResultAsync<readonly KeptOrder[], LedgerError> {
    return this.#giving.paidOrdersWithin(period);
  }

  paidOrdersOf(email: string): ResultAsync<readonly KeptOrder[], LedgerError> {
    return this.#giving.paidOrdersOf(email);
  }

  record(order: NewOrder): ResultAsync<OrderRecord, LedgerError> {
    const insert = () => this.#db.insertInto('orders').values(toRow(order)).returningAll().executeTakeFirstOrThrow();
    return attempt<Row, Taken>(insert, (key) => ({ type: 'Taken', key }))
      .map(toOrder)
      .orElse((error) => (error.type === 'Taken' ? this.#refuseRecord(order, error.key) : errAsync(error)));
  }

  get(orderId: string): ResultAsync<OrderRecord, LedgerError> {
    return attempt(() => this.#db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()).andThen((row) =>
      row ? okAsync(toOrder(row)) : errAsync(ORDER_NOT_RECORDED),
    );
  }

  findByIdempotencyKey(key: string): ResultAsync<OrderRecord | null, LedgerError> {
    return attempt(() => this.#db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst()).map((row) =>
      row ? toOrder(row) : null,
    );
  }

  findByPaymentId(paymentId: string): ResultAsync<OrderRecord | null, LedgerError> {
    return attempt(() => this.#db.selectFrom('orders').selectAll().where('payment_id', '=', paymentId).executeTakeFirst()).map((row) =>
      row ? toOrder(row) : null,
    );
  }

  attachPayment(orderId: string, paymentId: string): ResultAsync<OrderRecord, LedgerError> {
    const update = () =>
      this.#db
        .updateTable('orders')
        .set({ payment_id: paymentId })
        .where('id', '=', orderId)
        .where('payment_id', 'is', null)
        .returningAll()
        .executeTakeFirst();
    return attempt<Row | undefined, Taken>(update, (key) => ({ type: 'Taken', key }))
      .orElse((error) =>
        error.type === 'Taken'
          ? this.get(orderId).andThen((order) => errAsync(invalid(order.status, order.status, PAYMENT_OF_ANOTHER_ORDER)))
          : errAsync(error),
      )
      .andThen((row) =>
        this.#settle(orderId, row, (order) =>
          order.paymentId === paymentId ? null : invalid(order.status, order.status, PAYMENT_ALREADY_ATTACHED),
        ),
      );
  }

  markPaid(orderId: string, at: string): ResultAsync<OrderRecord, LedgerError> {
    return this.#move(orderId, MAY_PAY, { status: 'paid', paid_at: at }, (order) =>
      order.status === 'paid' || order.status === 'fulfilled' ? null : invalid(order.status, 'paid'),
    );
  }

  markFailed(orderId: string, note: string): ResultAsync<OrderRecord, LedgerError> {
    return this.#move(orderId, ['pending'], { status: 'failed', note }, (order) =>
      order.status === 'failed' ? null : invalid(order.status, 'failed'),
    );
  }

  flag(orderId: string, note: string): ResultAsync<OrderRecord, LedgerError> {
    return this.#move(orderId, MAY_FLAG, { status: 'flagged', note }, (order) =>
      order.status === 'flagged' ? null : invalid(order.status, 'flagged'),
    );
  }

  markFulfilled(orderId: string, at: string): ResultAsync<'now' | 'already', LedgerError> {
    const fulfil = () =>
      this.#db.transaction().execute(async (trx) => {
        const won = await trx
          .updateTable('orders')
          .set({ status: 'fulfilled', fulfilled_at: at })
          .where('id', '=', orderId)
          .where('status', '=', 'paid')
          .returning('id')
          .executeTakeFirst();
        if (won) await trx.insertInto('fulfilments').values({ order_id: orderId, fulfilled_at: at }).execute();
        return won !== undefined;
      });
    return attempt(fulfil).andThen((won) =>
      won
        ? okAsync('now' as const)
        : this.get(orderId).andThen((order) =>
            order.status === 'fulfilled' ? okAsync('already' as const) : errAsync(invalid(order.status, 'fulfilled')),
          ),
    );
  }

  markRefunded(orderId: string, at: string, note: string, audit?: AuditEntry): ResultAsync<OrderRecord, LedgerError> {
    return this.#move(
      orderId,
      MAY_REFUND,
      { status: 'refunded', refunded_at: at, note },
      (order) => (order.status === 'refunded' ? null : invalid(order.status, 'refunded')),
      audit,
    );
  }

  /**
   * Reads the order JSON's `item` and `event` with a LIKE on its text (both databases store it as
   * text, written by `JSON.stringify`, so `"event":"<slug>"` is exact for a slug, which has no
   * quotes or wildcards), then checks each row's JSON again. Nothing is indexed for it yet: a
   * chair's list of one event's orders scans the orders table.
   */
  ofEvent(eventSlug: string): ResultAsync<readonly OrderRecord[], LedgerError> {
    if (!/^[a-z0-9-]+$/.test(eventSlug)) return okAsync([]);
    const select = () =>
      this.#db
        .selectFrom('orders')
        .selectAll()
        .where('order_json', 'like', '%"item":"event-tickets"%')
        .where('order_json', 'like', `%"event":"${eventSlug}"%`)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    return attempt(select).map((rows) =>
      rows.map(toOrder).filter((record) => record.order.item === 'event-tickets' && record.order.event === eventSlug),
    );
  }

  listUnfinished(): ResultAsync<readonly OrderRecord[], LedgerError> {
    const select = () =>
      this.#db
        .selectFrom('orders')
        .selectAll()
        .where('payment_id', 'is not', null)
        .where('status', 'in', UNFINISHED)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    return attempt(select).map((rows) => rows.map(toOrder));
  }

  paymentEventsOf(orderId: string): ResultAsync<readonly RememberedPaymentEvent[], LedgerError> {
    return this.#view.paymentEventsOf(orderId);
  }

  rememberEvent(eventId: string, about?: PaymentEventNote): ResultAsync<'new' | 'seen', LedgerError> {
    const note = about ? { order_id: about.orderId, kind: about.kind, outcome: about.outcome } : {};
    const insert = () =>
      this.#db
        .insertInto('payment_events')
        .values({ event_id: eventId, received_at: about?.receivedAt ?? isoNow(this.#clock), ...note })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .returning('event_id')
        .executeTakeFirst();
    return attempt(insert).map((inserted) => (inserted ? 'new' : 'seen'));
  }

  /** One conditional UPDATE from the allowed statuses; when it changes nothing, `refuse` judges the order as it is. */
  #move(
    orderId: string,
    from: readonly OrderStatus[],
    set: Partial<Pick<Row, 'status' | 'paid_at' | 'note' | 'refunded_at'>>,
    refuse: (order: OrderRecord) => LedgerError | null,
    audit?: AuditEntry,
  ): ResultAsync<OrderRecord, LedgerError> {
    const update = () =>
      this.#db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('orders')
          .set(set)
          .where('id', '=', orderId)
          .where('status', 'in', from)
          .returningAll()
          .executeTakeFirst();
        if (row && audit) await appendAuditEntry(trx, audit);
        return row;
      });
    return attempt(update).andThen((row) => this.#settle(orderId, row, refuse));
  }

  #settle(
    orderId: string,
    row: Row | undefined,
    refuse: (order: OrderRecord) => LedgerError | null,
  ): ResultAsync<OrderRecord, LedgerError> {
    if (row) return okAsync(toOrder(row));
    return this.get(orderId).andThen((order) => {
      const refusal = refuse(order);
      return refusal ? errAsync(refusal) : okAsync(order);
    });
  }

  #refuseRecord(order: NewOrder, key: string): ResultAsync<OrderRecord, LedgerError> {
    if (key !== 'orders.idempotency_key') return errAsync(ORDER_ID_TAKEN);
    return attempt(() =>
      this.#db.selectFrom('orders').selectAll().where('idempotency_key', '=', order.idempotencyKey).executeTakeFirstOrThrow(),
    ).andThen((existing) => errAsync<OrderRecord, LedgerError>(duplicateKey(toOrder(existing))));
  }
}
