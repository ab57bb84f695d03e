import { sql, type Kysely, type RawBuilder } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import { ROSTER_STATUSES, rosterStatus, type RosterStatus } from '../../domain/dues-status';
import { LIFETIME_MEMBERSHIP } from '../../domain/membership';
import { normalizeEmail, type Member } from '../../domain/members';
import { isoNow, type Clock } from '../../application/ports/clock.port';
import type { MemberChanges } from '../../application/ports/member-repository.port';
import type {
  MemberRoster,
  RecordChange,
  RosterFilter,
  RosterOrder,
  RosterPage,
  RosterQuery,
  RosterRow,
} from '../../application/ports/member-roster.port';
import type { OrderRecord } from '../../application/ports/order-ledger.port';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import { appendAuditEntry } from './audit-rows';
import { toOrder, type OrderRow } from './order-rows';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';
import { dialectOf, escapeLike, type SqlDialect } from './sql-filter';
import { duplicate, toColumns, toMember, type MemberRow } from './sql-member-repository';

type RosterSqlRow = MemberRow & { readonly status_rank: number | string; readonly last_paid_at: string | null };

const LIKE_ESCAPE = '\\';

/**
 * The SQL of one roster query for a dialect and a dues year: each computed column written once.
 * Texts order by code point (PostgreSQL's "C" collation, SQLite's BINARY), as the name index does.
 */
class RosterSql {
  readonly #dialect: SqlDialect;
  readonly #year: string;
  readonly #previous: string;
  readonly #joined: boolean;

  /** `joined`: the query joins every member's last payment (`lastPayments`) rather than looking up each row's. */
  constructor(dialect: SqlDialect, year: number, joined = false) {
    this.#dialect = dialect;
    this.#year = String(year);
    this.#previous = String(year - 1);
    this.#joined = joined;
  }

  /** A text column's value when it is four digits (spaces around allowed), else NULL. */
  #fourDigits(column: string): RawBuilder<string | null> {
    const value = sql`trim(${sql.ref(column)})`;
    const test = this.#dialect === 'postgres' ? sql`${value} ~ '^[0-9]{4}$'` : sql`${value} glob '[0-9][0-9][0-9][0-9]'`;
    return sql<string | null>`case when ${test} then ${value} end`;
  }

  #text(expression: RawBuilder<unknown>): RawBuilder<string> {
    return this.#dialect === 'postgres' ? sql<string>`${expression} collate "C"` : sql<string>`${expression}`;
  }

  /** The status's place in ROSTER_STATUSES (domain/dues-status.ts `rosterStatus`, in SQL). */
  get statusRank(): RawBuilder<number> {
    const dues = this.#fourDigits('m.dues_pay_year');
    const rank = (status: RosterStatus) => sql.lit(ROSTER_STATUSES.indexOf(status));
    return sql<number>`case
      when m.membership = ${LIFETIME_MEMBERSHIP} then (case when ${dues} >= ${this.#year} then ${rank('lifetime-paid')} else ${rank('lifetime-unpaid')} end)
      when ${dues} >= ${this.#year} then ${rank('paid')}
      when ${dues} >= ${this.#previous} then ${rank('unpaid')}
      else ${rank('lapsed')} end`;
  }

  get gradYear(): RawBuilder<number | null> {
    return sql<number | null>`cast(${this.#fourDigits('m.grad_year')} as integer)`;
  }

  /**
   * When the member's latest paid order (not refunded) was paid: a look-up per row (a page reads a
   * page of them, from the member and paid date index), or the joined column of `lastPayments`.
   */
  get lastPaidAt(): RawBuilder<string | null> {
    if (this.#joined) return sql<string | null>`lp.last_paid_at`;
    return sql<
      string | null
    >`(select max(o.paid_at) from orders o where o.member_id = m.id and o.paid_at is not null and o.status <> 'refunded')`;
  }

  /** Every member's latest paid order (not refunded), as `lp`: one pass over the orders, grouped, for the whole roster. */
  get lastPayments(): RawBuilder<unknown> {
    return sql`left join (select o.member_id, max(o.paid_at) as last_paid_at from orders o
      where o.member_id is not null and o.paid_at is not null and o.status <> 'refunded' group by o.member_id) lp on lp.member_id = m.id`;
  }

  /** Search, membership and graduation years: every test of the filter but the statuses. */
  matching(filter: RosterFilter): RawBuilder<boolean> {
    const tests: RawBuilder<unknown>[] = [sql`1 = 1`];
    const search = filter.search.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
    if (search !== '') {
      const pattern = `%${escapeLike(search)}%`;
      tests.push(
        sql`(lower(m.first_name || ' ' || m.last_name) like ${pattern} escape ${LIKE_ESCAPE} or m.email_key like ${pattern} escape ${LIKE_ESCAPE})`,
      );
    }
    if (filter.membership === 'lifetime') tests.push(sql`m.membership = ${LIFETIME_MEMBERSHIP}`);
    if (filter.membership === 'annual') tests.push(sql`m.membership <> ${LIFETIME_MEMBERSHIP}`);
    if (filter.gradYearFrom !== null) tests.push(sql`${this.gradYear} >= ${filter.gradYearFrom}`);
    if (filter.gradYearTo !== null) tests.push(sql`${this.gradYear} <= ${filter.gradYearTo}`);
    return sql<boolean>`${sql.join(tests, sql` and `)}`;
  }

  ofStatuses(statuses: readonly RosterStatus[]): RawBuilder<boolean> {
    if (statuses.length === 0) return sql<boolean>`1 = 1`;
    return sql<boolean>`${this.statusRank} in (${sql.join(statuses.map((status) => sql.lit(ROSTER_STATUSES.indexOf(status))))})`;
  }

  /** The order: by name (last, first, ID), or by a key (nulls last either way) with ties by name. */
  orderBy(order: RosterOrder): RawBuilder<unknown> {
    const direction = sql.raw(order.direction);
    const name = (dir: RawBuilder<unknown>) =>
      sql`${this.#text(sql`lower(m.last_name)`)} ${dir}, ${this.#text(sql`lower(m.first_name)`)} ${dir}, ${this.#text(sql`m.id`)} ${dir}`;
    if (order.sort === 'name') return name(direction);
    const key = { gradYear: this.gradYear, status: this.statusRank, lastPayment: this.lastPaidAt }[order.sort];
    return sql`(case when ${key} is null then 1 else 0 end), ${key} ${direction}, ${name(sql.raw('asc'))}`;
  }
}

function toRow(row: RosterSqlRow): RosterRow {
  const status = ROSTER_STATUSES[Number(row.status_rank)] ?? 'lapsed';
  return { member: toMember(row), status, lastPaymentAt: row.last_paid_at };
}

/**
 * The roster in SQL (migration 0011's indexes): the statuses, the graduation year and the last
 * payment are worked out by the query, so filtering, counting, sorting and paging happen in the
 * database; a page reads at most a page of rows. A record's change and its audit entry are one
 * transaction.
 */
export class SqlMemberRoster implements MemberRoster {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #clock: Clock;

  constructor(db: Kysely<DatabaseSchema>, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  page(query: RosterQuery): ResultAsync<RosterPage, RepositoryError> {
    const q = new RosterSql(dialectOf(this.#db), query.year);
    const offset = (query.page - 1) * query.pageSize;
    const rows = this.#select(q, query, query, sql`limit ${query.pageSize} offset ${offset}`);
    // Members by membership and dues year (a pass over the members_roster_standing index), each
    // group's status then worked out by the domain: a handful of groups, whatever the roster's size.
    const counts = attempt(() =>
      sql<{ membership: string; dues_pay_year: string | null; n: number | string }>`select m.membership, m.dues_pay_year, count(*) as n
        from members m where ${q.matching(query)} group by m.membership, m.dues_pay_year`.execute(this.#db),
    );
    return rows
      .andThen((found) => this.#withLastReminded(found))
      .andThen((page) =>
        counts.map(({ rows: grouped }) => {
          const byStatus = Object.fromEntries(ROSTER_STATUSES.map((status) => [status, 0])) as Record<RosterStatus, number>;
          for (const { membership, dues_pay_year, n } of grouped) {
            byStatus[rosterStatus({ membership, duesPayYear: dues_pay_year }, query.year)] += Number(n);
          }
          const shown = query.statuses.length === 0 ? ROSTER_STATUSES : query.statuses;
          const total = shown.reduce((sum, status) => sum + byStatus[status], 0);
          return { rows: page, total, counts: byStatus };
        }),
      );
  }

  /** The page's rows with when each member was last sent a dues reminder (issue 19): one query for the page's ids. */
  #withLastReminded(rows: readonly RosterRow[]): ResultAsync<readonly RosterRow[], RepositoryError> {
    const ids = rows.map((row) => row.member.id);
    if (ids.length === 0) return attempt(async () => rows);
    return attempt(() =>
      this.#db
        .selectFrom('dues_reminders_sent')
        .select(['member_id', (eb) => eb.fn.max('sent_at').as('last')])
        .where('member_id', 'in', ids)
        .groupBy('member_id')
        .execute(),
    ).map((found) => {
      const last = new Map(found.map((row) => [row.member_id, String(row.last)]));
      return rows.map((row) => ({ ...row, lastRemindedAt: last.get(row.member.id) ?? null }));
    });
  }

  /** The whole export in one query: the last payments are joined, grouped once, not looked up member by member. */
  all(filter: RosterFilter, order: RosterOrder): ResultAsync<readonly RosterRow[], RepositoryError> {
    const q = new RosterSql(dialectOf(this.#db), filter.year, true);
    return this.#select(q, filter, order, sql``, q.lastPayments);
  }

  ordersOf(member: Pick<Member, 'id' | 'email'>): ResultAsync<readonly OrderRecord[], RepositoryError> {
    const email = normalizeEmail(member.email);
    return attempt(() =>
      this.#db
        .selectFrom('orders')
        .selectAll()
        .where((eb) => eb.or([eb('member_id', '=', member.id), eb(sql`lower(contact_email)`, '=', email)]))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    ).map((rows) => rows.map((row: OrderRow) => toOrder(row)));
  }

  amend(id: string, changes: MemberChanges, change: RecordChange): ResultAsync<Member, RepositoryError> {
    const set = { ...toColumns(changes), updated_at: isoNow(this.#clock) };
    const withKey = changes.email === undefined ? set : { ...set, email_key: normalizeEmail(changes.email) };
    const fields = (Object.keys(changes) as (keyof MemberChanges)[]).filter((field) => changes[field] !== undefined);
    return attempt(
      () =>
        this.#db.transaction().execute(async (trx) => {
          const before = await trx.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
          if (!before) return null;
          const after = await trx.updateTable('members').set(withKey).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
          const [was, is] = [toMember(before), toMember(after)];
          await appendAuditEntry(trx, {
            actor: change.actor,
            at: change.at,
            action: change.action,
            subject: { kind: 'member', id },
            before: Object.fromEntries(fields.map((field) => [field, was[field]])),
            after: Object.fromEntries(fields.map((field) => [field, is[field]])),
            reason: change.reason,
          });
          return is;
        }),
      (key) => duplicate(key, changes.email ?? ''),
    ).andThen((member) => (member ? okAsync(member) : errAsync(notFound('The member'))));
  }

  note(entry: AuditEntry): ResultAsync<void, RepositoryError> {
    return attempt(() => appendAuditEntry(this.#db, entry));
  }

  #select(
    q: RosterSql,
    filter: RosterFilter,
    order: RosterOrder,
    limit: RawBuilder<unknown>,
    join: RawBuilder<unknown> = sql``,
  ): ResultAsync<RosterRow[], RepositoryError> {
    return attempt(() =>
      sql<RosterSqlRow>`select m.*, ${q.statusRank} as status_rank, ${q.lastPaidAt} as last_paid_at
        from members m ${join}
        where ${q.matching(filter)} and ${q.ofStatuses(filter.statuses)}
        order by ${q.orderBy(order)} ${limit}`.execute(this.#db),
    ).map(({ rows }) => rows.map(toRow));
  }
}
