import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { CategoryTotal, LedgerFilter, LedgerPage, LedgerView } from '../../application/ports/ledger-view.port';
import type { LedgerError, RememberedPaymentEvent } from '../../application/ports/order-ledger.port';
import { byCategory } from '../../application/ports/ledger-view-check';
import { isCategoryGroup, MONEY_HELD_STATUSES } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import { toOrder } from './order-rows';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

type Orders = ExpressionBuilder<DatabaseSchema, 'orders'>;

/**
 * The filter as a WHERE clause (ledger-view-check.ts says what it means): an offline payment's
 * day received is compared with the days, an online one's paid instant (its created instant while
 * unpaid) with the instants the days start at.
 */
function where(filter: LedgerFilter) {
  return (eb: Orders) => {
    const { from, to, category, method, status } = filter;
    const conditions = [];
    const at = eb.fn.coalesce('paid_at', 'created_at');
    if (from !== null || to !== null) {
      const offline = [eb('received_on', 'is not', null)];
      const online = [eb('received_on', 'is', null)];
      if (from !== null) {
        offline.push(eb('received_on', '>=', from.day));
        online.push(eb(at, '>=', from.startsAt));
      }
      if (to !== null) {
        offline.push(eb('received_on', '<=', to.day));
        online.push(eb(at, '<', to.startsAt));
      }
      conditions.push(eb.or([eb.and(offline), eb.and(online)]));
    }
    if (category !== null) {
      conditions.push(eb('category_group', '=', category.group));
      if (category.detail !== null) conditions.push(eb('category_detail', '=', category.detail));
    }
    if (method !== null) conditions.push(eb('method', '=', method));
    if (status !== null) conditions.push(eb('status', '=', status));
    return eb.and(conditions);
  };
}

const HELD = sql.join(MONEY_HELD_STATUSES.map((status) => sql.lit(status)));

/** The ledger's read side in SQL: a page is one query with LIMIT/OFFSET and one count; totals one GROUP BY. */
export class SqlLedgerView implements LedgerView {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  ledgerPage(filter: LedgerFilter, page: { readonly offset: number; readonly limit: number }): ResultAsync<LedgerPage, LedgerError> {
    const read = async (): Promise<LedgerPage> => {
      const rows = await this.#db
        .selectFrom('orders')
        .selectAll()
        .where(where(filter))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const counted = await this.#db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
        .where(where(filter))
        .executeTakeFirstOrThrow();
      return { orders: rows.map(toOrder), total: Number(counted.total) };
    };
    return attempt(read);
  }

  ledgerTotals(filter: LedgerFilter): ResultAsync<readonly CategoryTotal[], LedgerError> {
    const read = () =>
      this.#db
        .selectFrom('orders')
        .select((eb) => [
          'category_group',
          'category_detail',
          eb.fn.countAll<number | string | bigint>().as('count'),
          sql<number | string | null>`sum(case when status in (${HELD}) then amount else 0 end)`.as('received'),
          sql<number | string | null>`sum(case when status = 'refunded' then amount else refunded_amount end)`.as('refunded'),
        ])
        .where(where(filter))
        .groupBy(['category_group', 'category_detail'])
        .execute();
    return attempt(read).map((rows) =>
      rows
        .flatMap((row): CategoryTotal[] =>
          isCategoryGroup(row.category_group)
            ? [
                {
                  category: { group: row.category_group, detail: row.category_detail },
                  count: Number(row.count),
                  received: Number(row.received ?? 0) as Cents,
                  refunded: Number(row.refunded ?? 0) as Cents,
                },
              ]
            : [],
        )
        .sort((a, b) => byCategory(a.category, b.category)),
    );
  }

  paymentEventsOf(orderId: string): ResultAsync<readonly RememberedPaymentEvent[], LedgerError> {
    const read = () =>
      this.#db
        .selectFrom('payment_events')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('received_at')
        .orderBy('event_id')
        .execute();
    return attempt(read).map((rows) =>
      rows.map((row) => ({
        eventId: row.event_id,
        orderId,
        kind: row.kind ?? '',
        outcome: row.outcome ?? '',
        receivedAt: row.received_at,
      })),
    );
  }
}
