import { ledgerCategory, type CategoryGroup } from '../../domain/ledger';
import { sameEmail } from '../../domain/members';
import type { Cents } from '../../domain/money';
import type { RecordedRefund } from '../../domain/refunds';
import type { KeptOrder } from './giving-ledger.port';
import type { OrderRecord } from './order-ledger.port';
import type { TreasuryPeriod } from './treasury-figures.port';
import { PAID_STATUSES } from './treasury-figures-check';

/*
 * The giving ledger's meaning, in code: the in-memory ledger answers with it, and the SQL
 * ledger's queries are held to it by the same contract suite.
 */

/** The ledger's categories whose orders may hold a gift: dues, a membership and an upgrade never do. */
export const GIFT_GROUPS: readonly CategoryGroup[] = ['donation', 'tickets', 'sponsorship'];

/** Whether an order was paid within the period: an offline payment's day received, an online one's paid instant. */
function paidWithin(order: OrderRecord, period: TreasuryPeriod): boolean {
  const received = order.offline?.receivedOn;
  if (received !== undefined) return received >= period.from.day && received <= period.to.day;
  return order.paidAt !== null && order.paidAt >= period.from.startsAt && order.paidAt < period.to.startsAt;
}

/** The cents kept of an order: nothing of one refunded whole, else its amount less the officers' refunds. */
export function keptOf(order: OrderRecord, refunded: number): Cents {
  return (order.status === 'refunded' ? 0 : Math.max(0, order.amount - refunded)) as Cents;
}

const mayHoldGift = (order: OrderRecord) => PAID_STATUSES.includes(order.status) && GIFT_GROUPS.includes(ledgerCategory(order.order).group);

/** The paid orders that may hold a gift, kept after refunds, chosen by `which`; oldest first, then by id. */
export function keptOrders(
  orders: readonly OrderRecord[],
  refunds: readonly RecordedRefund[],
  which: { readonly period: TreasuryPeriod } | { readonly email: string },
): KeptOrder[] {
  return orders
    .filter(mayHoldGift)
    .filter((order) => ('period' in which ? paidWithin(order, which.period) : sameEmail(order.contact.email, which.email)))
    .map((record) => ({
      record,
      kept: keptOf(
        record,
        refunds.filter((refund) => refund.orderId === record.id).reduce((sum, refund) => sum + refund.amount, 0),
      ),
    }))
    .sort((a, b) =>
      a.record.createdAt < b.record.createdAt ? -1 : a.record.createdAt > b.record.createdAt ? 1 : a.record.id < b.record.id ? -1 : 1,
    );
}
