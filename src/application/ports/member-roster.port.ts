import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { RosterStatus } from '../../domain/dues-status';
import type { Member } from '../../domain/members';
import type { MemberChanges } from './member-repository.port';
import type { OrderRecord } from './order-ledger.port';
import type { RepositoryError } from './repository.errors';

/** How the roster may be ordered (issue 18): by name (last, first), graduation year, dues status, last payment. */
export const ROSTER_SORTS = ['name', 'gradYear', 'status', 'lastPayment'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];

/** Which memberships the roster shows: annual (including the legacy 'Annual Chapter fee') or lifetime. */
export const ROSTER_MEMBERSHIPS = ['annual', 'lifetime'] as const;
export type RosterMembership = (typeof ROSTER_MEMBERSHIPS)[number];

/** Which members the roster shows, for which dues year: the search and filters, without paging. */
export interface RosterFilter {
  /** The dues year the statuses are worked out for. */
  readonly year: number;
  /** Part of a name ('ada', 'ada love') or of an e-mail address, without regard to case; '' for everyone. */
  readonly search: string;
  /** Only these statuses; empty for every status. */
  readonly statuses: readonly RosterStatus[];
  readonly membership: RosterMembership | null;
  /** Graduation years from and to (both included); a member without one is left out when either is set. */
  readonly gradYearFrom: number | null;
  readonly gradYearTo: number | null;
}

export interface RosterOrder {
  readonly sort: RosterSort;
  readonly direction: 'asc' | 'desc';
}

/** One page of the roster: `page` counts from 1. */
export interface RosterQuery extends RosterFilter, RosterOrder {
  readonly page: number;
  readonly pageSize: number;
}

export interface RosterRow {
  readonly member: Member;
  readonly status: RosterStatus;
  /** When the member's latest paid order was paid (ISO), or null. */
  readonly lastPaymentAt: string | null;
  /** When the member was last sent a dues reminder (ISO), or null; filled for the roster's pages (issue 19), not the CSV. */
  readonly lastRemindedAt?: string | null;
}

export interface RosterPage {
  readonly rows: readonly RosterRow[];
  /** How many members the filter finds (every page). */
  readonly total: number;
  /** How many members of each status the filter finds when its statuses are left out (the counts beside the status filter). */
  readonly counts: Readonly<Record<RosterStatus, number>>;
}

/** Who changed a member's record, when, doing what and why: the audit entry of the change. */
export interface RecordChange {
  readonly actor: string;
  readonly at: string;
  readonly action: string;
  readonly reason: string;
}

/**
 * The officers' view of the members (issue 18): the roster with dues status for a chosen year,
 * searched, filtered, sorted and paged by the store (it stays fast at 10,000 members); the
 * orders of one member; and an officer's change of a member's record, written with its audit
 * entry (the values before and after) together or not at all.
 */
export interface MemberRoster {
  page(query: RosterQuery): ResultAsync<RosterPage, RepositoryError>;
  /** Every member the filter finds, in the order given: the CSV export. */
  all(filter: RosterFilter, order: RosterOrder): ResultAsync<readonly RosterRow[], RepositoryError>;
  /** The orders for a member (by member ID, or paid with their e-mail), newest first. */
  ordersOf(member: Pick<Member, 'id' | 'email'>): ResultAsync<readonly OrderRecord[], RepositoryError>;
  /** Changes a member's record and appends the audit entry (before and after of the fields changed) in one transaction. */
  amend(id: string, changes: MemberChanges, change: RecordChange): ResultAsync<Member, RepositoryError>;
  /** Appends the audit entry of a change kept outside this store (a member's account: invited, reset, disabled). */
  note(entry: AuditEntry): ResultAsync<void, RepositoryError>;
}
