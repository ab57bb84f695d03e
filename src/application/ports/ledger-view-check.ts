import { CATEGORY_GROUPS, ledgerCategory, MONEY_HELD_STATUSES, type LedgerCategory, type PaymentMethod } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { CategoryTotal, LedgerFilter } from './ledger-view.port';
import type { OrderRecord } from './order-ledger.port';

/*
 * The ledger filter's meaning, in code: the in-memory ledger applies it as written, and the SQL
 * ledger's queries are checked against it by the same contract suite.
 */

/** How an order's money came: its offline method, or a card online. */
export function methodOf(order: OrderRecord): PaymentMethod {
  return order.offline?.method ?? 'card';
}

function withinDates(order: OrderRecord, filter: LedgerFilter): boolean {
  const received = order.offline?.receivedOn;
  if (received !== undefined) {
    return (filter.from === null || received >= filter.from.day) && (filter.to === null || received <= filter.to.day);
  }
  const at = order.paidAt ?? order.createdAt;
  return (filter.from === null || at >= filter.from.startsAt) && (filter.to === null || at < filter.to.startsAt);
}

export function matchesLedgerFilter(order: OrderRecord, filter: LedgerFilter): boolean {
  const category = ledgerCategory(order.order);
  return (
    withinDates(order, filter) &&
    (filter.category === null ||
      (category.group === filter.category.group && (filter.category.detail === null || category.detail === filter.category.detail))) &&
    (filter.method === null || methodOf(order) === filter.method) &&
    (filter.status === null || order.status === filter.status)
  );
}

/** Newest first: by the instant recorded, then by id (both descending). */
export function newestFirst(a: OrderRecord, b: OrderRecord): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Categories in the order of CATEGORY_GROUPS, then by detail. */
export function byCategory(a: LedgerCategory, b: LedgerCategory): number {
  const group = CATEGORY_GROUPS.indexOf(a.group) - CATEGORY_GROUPS.indexOf(b.group);
  if (group !== 0) return group;
  return a.detail < b.detail ? -1 : a.detail > b.detail ? 1 : 0;
}

const HELD: ReadonlySet<string> = new Set(MONEY_HELD_STATUSES);

/**
 * The totals by category of some orders. Refunded: a refunded order's whole amount, and what the
 * officers' refunds gave back of any other (`partlyRefunded`, by order id; none by default).
 */
export function totalsByCategory(orders: readonly OrderRecord[], partlyRefunded: (orderId: string) => number = () => 0): CategoryTotal[] {
  const totals = new Map<string, { category: LedgerCategory; count: number; received: number; refunded: number }>();
  for (const order of orders) {
    const category = ledgerCategory(order.order);
    const key = `${category.group}\u0000${category.detail}`;
    const total = totals.get(key) ?? { category, count: 0, received: 0, refunded: 0 };
    total.count += 1;
    if (HELD.has(order.status)) total.received += order.amount;
    total.refunded += order.status === 'refunded' ? order.amount : partlyRefunded(order.id);
    totals.set(key, total);
  }
  return [...totals.values()]
    .map((total) => ({ ...total, received: total.received as Cents, refunded: total.refunded as Cents }))
    .sort((a, b) => byCategory(a.category, b.category));
}
