import { sql, type Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { LedgerError } from '../../application/ports/order-ledger.port';
import type { TreasuryFigure, TreasuryFigures, TreasuryLedger, TreasuryPeriod } from '../../application/ports/treasury-figures.port';
import { byCategoryThenMethod, PAID_STATUSES } from '../../application/ports/treasury-figures-check';
import { isCategoryGroup, isPaymentMethod } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

interface GroupRow {
  readonly category_group: string;
  readonly category_detail: string;
  readonly method: string;
  readonly count: number | string | bigint;
  readonly amount: number | string | bigint | null;
}

/** Rows of one or more GROUP BYs as figures, the same (category, method) summed once. */
function figuresOf(...groups: readonly (readonly GroupRow[])[]): TreasuryFigure[] {
  const sums = new Map<string, TreasuryFigure>();
  for (const row of groups.flat()) {
    const { category_group: group, category_detail: detail, method } = row;
    if (!isCategoryGroup(group) || !isPaymentMethod(method)) continue;
    const key = `${group}\u0000${detail}\u0000${method}`;
    const before = sums.get(key);
    sums.set(key, {
      category: { group, detail },
      method,
      count: (before?.count ?? 0) + Number(row.count),
      amount: ((before?.amount ?? 0) + Number(row.amount ?? 0)) as Cents,
    });
  }
  return [...sums.values()].sort(byCategoryThenMethod);
}

/**
 * The treasury report's figures in SQL (treasury-figures-check.ts says what they mean): one GROUP BY
 * over the orders paid in the period, one over the officers' refunds made in it (joined to their
 * orders for the category and method), and one over the orders refunded in it beyond those refunds.
 */
export class SqlTreasuryFigures implements TreasuryLedger {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  treasuryFigures(period: TreasuryPeriod): ResultAsync<TreasuryFigures, LedgerError> {
    const { from, to } = period;
    const income = () =>
      this.#db
        .selectFrom('orders')
        .select((eb) => [
          'category_group',
          'category_detail',
          'method',
          eb.fn.countAll<number | string | bigint>().as('count'),
          eb.fn.sum<number | string | bigint | null>('amount').as('amount'),
        ])
        .where('status', 'in', PAID_STATUSES)
        .where((eb) =>
          eb.or([
            eb.and([eb('received_on', 'is not', null), eb('received_on', '>=', from.day), eb('received_on', '<=', to.day)]),
            eb.and([eb('received_on', 'is', null), eb('paid_at', '>=', from.startsAt), eb('paid_at', '<', to.startsAt)]),
          ]),
        )
        .groupBy(['category_group', 'category_detail', 'method'])
        .execute();
    const refunds = () =>
      this.#db
        .selectFrom('refunds')
        .innerJoin('orders', 'orders.id', 'refunds.order_id')
        .select((eb) => [
          'orders.category_group',
          'orders.category_detail',
          'orders.method',
          eb.fn.countAll<number | string | bigint>().as('count'),
          eb.fn.sum<number | string | bigint | null>('refunds.amount').as('amount'),
        ])
        .where('refunds.refunded_at', '>=', from.startsAt)
        .where('refunds.refunded_at', '<', to.startsAt)
        .groupBy(['orders.category_group', 'orders.category_detail', 'orders.method'])
        .execute();
    const uncovered = () =>
      this.#db
        .selectFrom('orders')
        .select((eb) => [
          'category_group',
          'category_detail',
          'method',
          eb.fn.countAll<number | string | bigint>().as('count'),
          sql<number | string | bigint | null>`sum(amount - refunded_amount)`.as('amount'),
        ])
        .where('status', '=', 'refunded')
        .whereRef('refunded_amount', '<', 'amount')
        .where('refunded_at', '>=', from.startsAt)
        .where('refunded_at', '<', to.startsAt)
        .groupBy(['category_group', 'category_detail', 'method'])
        .execute();
    const read = async (): Promise<TreasuryFigures> => {
      const [paid, refunded, rest] = [await income(), await refunds(), await uncovered()];
      return { income: figuresOf(paid), refunds: figuresOf(refunded, rest) };
    };
    return attempt(read);
  }
}
