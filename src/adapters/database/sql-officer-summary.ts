import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { MonthCount, MonthIncome, OfficerSummaryView, SummaryMonth } from '../../application/ports/officer-summary.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import { MONEY_HELD_STATUSES } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

const HELD = sql.join(MONEY_HELD_STATUSES.map((status) => sql.lit(status)));

/**
 * The months as a table `m` (column1: YYYY-MM, column2: first day, column3: the instant it starts,
 * column4: last day, column5: the instant the next month starts); both databases name a VALUES
 * list's columns so.
 */
function monthsTable(months: readonly SummaryMonth[]): RawBuilder<unknown> {
  const rows = months.map(({ month, from, to }) => sql`(${month}, ${from.day}, ${from.startsAt}, ${to.day}, ${to.startsAt})`);
  return sql`(values ${sql.join(rows)}) as m`;
}

/** Each month asked, in order, with what the query found for it (zero for none). */
function inOrder<T>(months: readonly SummaryMonth[], found: ReadonlyMap<string, number>, make: (month: string, n: number) => T): T[] {
  return months.map(({ month }) => make(month, found.get(month) ?? 0));
}

/**
 * The console home's monthly figures in SQL: one grouped query each, over the chapter's months
 * worked out in its time zone by the application (so neither database needs date functions).
 * New members: the months joined as a VALUES list. Income: one pass over the orders, each put in
 * its month by its day received (offline) or the instant paid (online), as the ledger's date
 * filter counts it.
 */
export class SqlOfficerSummary implements OfficerSummaryView {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  newMembersByMonth(months: readonly SummaryMonth[]): ResultAsync<readonly MonthCount[], RepositoryError> {
    if (months.length === 0) return attempt(async () => []);
    const read = () =>
      sql<{ month: string; count: number | string | bigint }>`
        select m.column1 as month, count(*) as count
        from ${monthsTable(months)}
        join members on members.created_at >= m.column3 and members.created_at < m.column5
        group by m.column1`.execute(this.#db);
    return attempt(read).map(({ rows }) =>
      inOrder(months, new Map(rows.map((row) => [row.month, Number(row.count)])), (month, count) => ({ month, count })),
    );
  }

  incomeByMonth(months: readonly SummaryMonth[]): ResultAsync<readonly MonthIncome[], RepositoryError> {
    const first = months[0];
    const last = months.at(-1);
    if (first === undefined || last === undefined) return attempt(async () => []);
    // An offline payment's month is its day received's; an online one's, the month whose start it
    // is past last (the bounds in order, each an instant worked out in the chapter's zone).
    const at = sql`coalesce(orders.paid_at, orders.created_at)`;
    const online = sql.join(
      months.map(({ month, to }) => sql`when ${at} < ${to.startsAt} then ${month}`),
      sql` `,
    );
    const read = () =>
      sql<{ month: string; received: number | string | bigint | null }>`
        select case when orders.received_on is not null then substr(orders.received_on, 1, 7) else case ${online} end end as month,
          sum(orders.amount) as received
        from orders
        where orders.status in (${HELD}) and (
          (orders.received_on is not null and orders.received_on >= ${first.from.day} and orders.received_on <= ${last.to.day})
          or (orders.received_on is null and ${at} >= ${first.from.startsAt} and ${at} < ${last.to.startsAt}))
        group by 1`.execute(this.#db);
    return attempt(read).map(({ rows }) =>
      inOrder(months, new Map(rows.map((row) => [row.month, Number(row.received ?? 0)])), (month, received) => ({
        month,
        received: received as Cents,
      })),
    );
  }
}
