import { ledgerCategory, MONEY_HELD_STATUSES, PAYMENT_METHODS, type LedgerCategory, type PaymentMethod } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { RecordedRefund } from '../../domain/refunds';
import { byCategory, methodOf } from './ledger-view-check';
import type { OrderRecord, OrderStatus } from './order-ledger.port';
import type { TreasuryFigure, TreasuryFigures, TreasuryPeriod } from './treasury-figures.port';

/*
 * The treasury figures' meaning, in code: the in-memory ledger computes them as written, and the
 * SQL ledger's queries are checked against it by the same contract suite.
 */

/** Orders the chapter was paid for: the money is held, or was held until a refund. */
export const PAID_STATUSES: readonly OrderStatus[] = [...MONEY_HELD_STATUSES, 'refunded'];

/** Whether an order was paid within the period: an offline payment's day received, an online one's paid instant. */
function paidWithin(order: OrderRecord, period: TreasuryPeriod): boolean {
  const received = order.offline?.receivedOn;
  if (received !== undefined) return received >= period.from.day && received <= period.to.day;
  return order.paidAt !== null && order.paidAt >= period.from.startsAt && order.paidAt < period.to.startsAt;
}

const within = (at: string | null, period: TreasuryPeriod) => at !== null && at >= period.from.startsAt && at < period.to.startsAt;

/** Categories in the ledger's order, then methods in PAYMENT_METHODS' order. */
export function byCategoryThenMethod(a: TreasuryFigure, b: TreasuryFigure): number {
  return byCategory(a.category, b.category) || PAYMENT_METHODS.indexOf(a.method) - PAYMENT_METHODS.indexOf(b.method);
}

class FigureSums {
  readonly #sums = new Map<string, { category: LedgerCategory; method: PaymentMethod; count: number; amount: number }>();

  add(category: LedgerCategory, method: PaymentMethod, amount: number): void {
    const key = `${category.group}\u0000${category.detail}\u0000${method}`;
    const sum = this.#sums.get(key) ?? { category, method, count: 0, amount: 0 };
    sum.count += 1;
    sum.amount += amount;
    this.#sums.set(key, sum);
  }

  figures(): TreasuryFigure[] {
    return [...this.#sums.values()].map((sum) => ({ ...sum, amount: sum.amount as Cents })).sort(byCategoryThenMethod);
  }
}

/**
 * A period's figures from the orders and the officers' refunds: income by the day each order was
 * paid, refunds by the instant each was made (the rest of a refunded order no refund row covers, at
 * the instant the order was marked refunded).
 */
export function treasuryFiguresOf(
  orders: readonly OrderRecord[],
  refunds: readonly RecordedRefund[],
  period: TreasuryPeriod,
): TreasuryFigures {
  const income = new FigureSums();
  const given = new FigureSums();
  const byOrder = new Map(orders.map((order) => [order.id, order]));
  for (const order of orders) {
    if (PAID_STATUSES.includes(order.status) && paidWithin(order, period))
      income.add(ledgerCategory(order.order), methodOf(order), order.amount);
    const recorded = refunds.filter((refund) => refund.orderId === order.id).reduce((sum, refund) => sum + refund.amount, 0);
    const rest = order.status === 'refunded' ? order.amount - recorded : 0;
    if (rest > 0 && within(order.refundedAt, period)) given.add(ledgerCategory(order.order), methodOf(order), rest);
  }
  for (const refund of refunds) {
    const order = byOrder.get(refund.orderId);
    if (order !== undefined && within(refund.refundedAt, period)) given.add(ledgerCategory(order.order), methodOf(order), refund.amount);
  }
  return { income: income.figures(), refunds: given.figures() };
}
