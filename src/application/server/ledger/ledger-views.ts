import { ledgerCategory } from '../../../domain/ledger';
import type { LedgerEntryView, PaymentEventView } from '../../ports/ledger-gateway.port';
import type { OrderRecord, RememberedPaymentEvent } from '../../ports/order-ledger.port';
import { methodOf } from '../../ports/ledger-view-check';
import { ledgerDayOf } from './ledger-days';

/** An order as a row of the ledger: the day it counts on in the chapter's zone, its category, payer, method and who recorded it. */
export function ledgerEntryView(order: OrderRecord, timeZone: string): LedgerEntryView {
  return {
    id: order.id,
    day: ledgerDayOf(order, timeZone),
    category: ledgerCategory(order.order),
    description: order.description,
    payer: { name: `${order.contact.firstName} ${order.contact.lastName}`.trim(), email: order.contact.email },
    memberId: order.memberId,
    amount: order.amount,
    method: methodOf(order),
    reference: order.offline?.reference ?? '',
    status: order.status,
    recordedBy: order.offline?.recordedBy ?? null,
  };
}

/**
 * An order's payment events as the ledger keeps them: made (or recorded by an officer, with how
 * and when it was received), its processor payment and the processor's events about it (its
 * webhooks, with what each came to), paid, failed or flagged (with why), fulfilled, refunded (with why).
 */
export function paymentEvents(order: OrderRecord, webhooks: readonly RememberedPaymentEvent[] = []): PaymentEventView[] {
  const events: PaymentEventView[] = [];
  const offline = order.offline;
  if (offline) {
    const reference = offline.reference === '' ? '' : ` ${offline.reference}`;
    events.push({
      kind: 'recorded',
      at: order.createdAt,
      detail: `Recorded by ${offline.recordedBy}: ${offline.method}${reference}, received ${offline.receivedOn}`,
    });
  } else {
    events.push({ kind: 'created', at: order.createdAt, detail: 'Order made online' });
    if (order.paymentId !== null) events.push({ kind: 'payment-opened', at: null, detail: `Card payment ${order.paymentId}` });
    for (const webhook of webhooks) {
      events.push({ kind: 'webhook', at: webhook.receivedAt, detail: `${webhook.kind} (${webhook.eventId}): ${webhook.outcome}` });
    }
  }
  if (order.paidAt !== null) events.push({ kind: 'paid', at: order.paidAt, detail: offline ? 'Paid (recorded)' : 'Paid by card' });
  if (order.status === 'failed') events.push({ kind: 'failed', at: null, detail: order.note ?? '' });
  if (order.status === 'flagged') events.push({ kind: 'flagged', at: null, detail: order.note ?? '' });
  if (order.fulfilledAt !== null) events.push({ kind: 'fulfilled', at: order.fulfilledAt, detail: 'Fulfilled' });
  if (order.refundedAt !== null) events.push({ kind: 'refunded', at: order.refundedAt, detail: order.note ?? '' });
  return events;
}
