import { okAsync, type ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import { lastDuesYear, ROSTER_STATUSES, rosterStatus, type RosterStatus } from '../../domain/dues-status';
import { isLifetime } from '../../domain/membership';
import { normalizeEmail, type Member } from '../../domain/members';
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
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { InMemoryAuditRecords } from './in-memory-audit-records';
import type { InMemoryMemberRepository } from './in-memory-member-repository';
import type { InMemoryOrderLedger } from './in-memory-order-ledger';

/** Lower case as the databases' lower() does it on every text the roster compares (ASCII letters only). */
function lower(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** Code-point order, as the databases order text (SQLite's BINARY, PostgreSQL's "C"). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Null last in either direction, then the value in the direction asked. */
function compareKeys(a: string | number | null, b: string | number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b))) * direction;
}

function byName(a: RosterRow, b: RosterRow): number {
  const [x, y] = [a.member, b.member];
  return (
    compareText(lower(x.lastName), lower(y.lastName)) || compareText(lower(x.firstName), lower(y.firstName)) || compareText(x.id, y.id)
  );
}

/** The key each sort orders by; ties go by name (last, first), then member ID, always ascending. */
const SORT_KEYS: Readonly<Record<RosterOrder['sort'], (row: RosterRow) => string | number | null>> = {
  name: () => null,
  gradYear: (row) => lastDuesYear(row.member.gradYear),
  status: (row) => ROSTER_STATUSES.indexOf(row.status),
  lastPayment: (row) => row.lastPaymentAt,
};

function comparator(order: RosterOrder): (a: RosterRow, b: RosterRow) => number {
  const direction = order.direction === 'asc' ? 1 : -1;
  if (order.sort === 'name') return (a, b) => byName(a, b) * direction;
  const key = SORT_KEYS[order.sort];
  return (a, b) => compareKeys(key(a), key(b), direction) || byName(a, b);
}

/** Whether a member passes the filter's search, membership and graduation years (every test but the statuses). */
function matches(member: Member, filter: RosterFilter): boolean {
  const search = lower(filter.search.trim());
  const found =
    search === '' || lower(`${member.firstName} ${member.lastName}`).includes(search) || normalizeEmail(member.email).includes(search);
  const membership = filter.membership === null || isLifetime(member.membership) === (filter.membership === 'lifetime');
  const gradYear = lastDuesYear(member.gradYear);
  const from = filter.gradYearFrom === null || (gradYear !== null && gradYear >= filter.gradYearFrom);
  const to = filter.gradYearTo === null || (gradYear !== null && gradYear <= filter.gradYearTo);
  return found && membership && from && to;
}

function zeroCounts(): Record<RosterStatus, number> {
  return Object.fromEntries(ROSTER_STATUSES.map((status) => [status, 0])) as Record<RosterStatus, number>;
}

/**
 * The roster over the in-memory members and ledger, with the same meaning as the SQL roster
 * (one contract suite): every query reads them whole, which is fine for the small worlds of tests.
 * A change of a record appends its audit entry to the wiring's shared audit records.
 */
export class InMemoryMemberRoster implements MemberRoster {
  readonly #members: InMemoryMemberRepository;
  readonly #ledger: InMemoryOrderLedger;
  readonly #audit: InMemoryAuditRecords;

  constructor(members: InMemoryMemberRepository, ledger: InMemoryOrderLedger, audit: InMemoryAuditRecords) {
    this.#members = members;
    this.#ledger = ledger;
    this.#audit = audit;
  }

  page(query: RosterQuery): ResultAsync<RosterPage, RepositoryError> {
    return this.#rows(query).map((rows) => {
      const counts = zeroCounts();
      for (const row of rows) counts[row.status] += 1;
      const kept = this.#ofStatuses(rows, query).sort(comparator(query));
      const start = (query.page - 1) * query.pageSize;
      return { rows: kept.slice(start, start + query.pageSize), total: kept.length, counts };
    });
  }

  all(filter: RosterFilter, order: RosterOrder): ResultAsync<readonly RosterRow[], RepositoryError> {
    return this.#rows(filter).map((rows) => this.#ofStatuses(rows, filter).sort(comparator(order)));
  }

  ordersOf(member: Pick<Member, 'id' | 'email'>): ResultAsync<readonly OrderRecord[], RepositoryError> {
    const email = normalizeEmail(member.email);
    const orders = this.#ledger.recorded().filter((order) => order.memberId === member.id || normalizeEmail(order.contact.email) === email);
    return okAsync(orders.sort((a, b) => compareText(b.createdAt, a.createdAt) || compareText(b.id, a.id)));
  }

  amend(id: string, changes: MemberChanges, change: RecordChange): ResultAsync<Member, RepositoryError> {
    return this.#members.get(id).andThen((before) =>
      this.#members.update(id, changes).map((after) => {
        const fields = Object.keys(changes).filter(
          (field) => changes[field as keyof MemberChanges] !== undefined,
        ) as (keyof MemberChanges)[];
        this.#audit.append({
          actor: change.actor,
          at: change.at,
          action: change.action,
          subject: { kind: 'member', id },
          before: Object.fromEntries(fields.map((field) => [field, before[field]])),
          after: Object.fromEntries(fields.map((field) => [field, after[field]])),
          reason: change.reason,
        });
        return after;
      }),
    );
  }

  note(entry: AuditEntry): ResultAsync<void, RepositoryError> {
    this.#audit.append(entry);
    return okAsync(undefined);
  }

  /** Every member but the statuses' test, with their status for the year and their last payment. */
  #rows(filter: RosterFilter): ResultAsync<RosterRow[], RepositoryError> {
    const lastPaid = new Map<string, string>();
    for (const order of this.#ledger.recorded()) {
      if (order.memberId === null || order.paidAt === null || order.status === 'refunded') continue;
      const known = lastPaid.get(order.memberId);
      if (known === undefined || order.paidAt > known) lastPaid.set(order.memberId, order.paidAt);
    }
    return this.#everyMember().map((members) =>
      members
        .filter((member) => matches(member, filter))
        .map((member) => ({ member, status: rosterStatus(member, filter.year), lastPaymentAt: lastPaid.get(member.id) ?? null })),
    );
  }

  #ofStatuses(rows: readonly RosterRow[], filter: RosterFilter): RosterRow[] {
    return filter.statuses.length === 0 ? [...rows] : rows.filter((row) => filter.statuses.includes(row.status));
  }

  /** Every member, read through the repository's own pages. */
  #everyMember(): ResultAsync<Member[], RepositoryError> {
    const read = (token: string | null, so: Member[]): ResultAsync<Member[], RepositoryError> =>
      this.#members
        .list({ limit: 1000, nextToken: token })
        .andThen((page) => (page.nextToken === null ? okAsync([...so, ...page.items]) : read(page.nextToken, [...so, ...page.items])));
    return read(null, []);
  }
}
