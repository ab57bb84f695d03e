import type { Selectable } from 'kysely';
import type { Cents } from '../../domain/money';
import type { Order } from '../../domain/pricing';
import type { NewOrder, OrderRecord, OrderStatus } from '../../application/ports/order-ledger.port';
import type { MemberApplication } from '../../application/ports/payment-gateway.port';
import type { OrdersTable } from './schema';

/** A row of the `orders` table. */
export type OrderRow = Selectable<OrdersTable>;

/** The row a newly recorded order gets: pending, no payment yet; the order and application as JSON. */
export function toRow(order: NewOrder): OrderRow {
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
  };
}
