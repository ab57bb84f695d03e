import type { Selectable } from 'kysely';
import { ledgerCategory, type OfflineMethod } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { Order } from '../../domain/pricing';
import type { NewOfflineOrder, NewOrder, OrderRecord, OrderStatus } from '../../application/ports/order-ledger.port';
import type { MemberApplication } from '../../application/ports/payment-gateway.port';
import type { OrdersTable } from './schema';

/** A row of the `orders` table as an order is read from it (the refunds' running sum is the ledger's, not the order's). */
export type OrderRow = Omit<Selectable<OrdersTable>, 'refunded_amount'>;

/** The row a newly recorded order gets: pending, no payment yet; the order and application as JSON. */
export function toRow(order: NewOrder): OrderRow {
  const category = ledgerCategory(order.order);
  return {
    id: order.id,
    order_json: JSON.stringify(order.order),
    amount: order.amount,
    currency: order.currency,
    description: order.description,
    contact_first_name: order.contact.firstName,
    contact_last_name: order.contact.lastName,
    contact_email: order.contact.email,
    application_json: order.application === null ? null : JSON.stringify(order.application),
    member_id: order.memberId,
    idempotency_key: order.idempotencyKey,
    payment_id: null,
    status: 'pending',
    note: null,
    created_at: order.createdAt,
    paid_at: null,
    fulfilled_at: null,
    refunded_at: null,
    method: 'card',
    reference: null,
    received_on: null,
    recorded_by: null,
    category_group: category.group,
    category_detail: category.detail,
  };
}

/** The row of an order an officer recorded as paid by hand. */
export function toOfflineRow(order: NewOfflineOrder): OrderRow {
  return {
    ...toRow(order),
    status: 'paid',
    paid_at: order.paidAt,
    method: order.offline.method,
    reference: order.offline.reference,
    received_on: order.offline.receivedOn,
    recorded_by: order.offline.recordedBy,
  };
}

/** The order a row holds. */
export function toOrder(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    order: JSON.parse(row.order_json) as Order,
    amount: row.amount as Cents,
    currency: row.currency,
    description: row.description,
    contact: { firstName: row.contact_first_name, lastName: row.contact_last_name, email: row.contact_email },
    application: row.application_json === null ? null : (JSON.parse(row.application_json) as MemberApplication),
    memberId: row.member_id,
    idempotencyKey: row.idempotency_key,
    paymentId: row.payment_id,
    status: row.status as OrderStatus,
    note: row.note,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    fulfilledAt: row.fulfilled_at,
    refundedAt: row.refunded_at,
    // A card payment has no `offline` at all (as the in-memory ledger records it).
    ...(row.method === 'card' || row.received_on === null || row.recorded_by === null
      ? {}
      : {
          offline: {
            method: row.method as OfflineMethod,
            reference: row.reference ?? '',
            receivedOn: row.received_on,
            recordedBy: row.recorded_by,
          },
        }),
  };
}
