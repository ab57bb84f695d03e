import type { ResultAsync } from 'neverthrow';
import type { RosterStatus } from '../../domain/dues-status';
import type { Member } from '../../domain/members';
import type { AccountState } from './member-accounts.port';
import type { MemberChanges, NewMember } from './member-repository.port';
import type { RosterPage, RosterQuery } from './member-roster.port';
import type { OrderRecord } from './order-ledger.port';

/** Every parameter the roster reads (`GET /officers/members?year=&q=&status=&membership=&gradFrom=&gradTo=&sort=&dir=&page=&pageSize=`). */
export const ROSTER_PARAMS = ['year', 'q', 'status', 'membership', 'gradFrom', 'gradTo', 'sort', 'dir', 'page', 'pageSize'] as const;

/** The roster's parameters as a request (or the page's address) brings them: text or absent. */
export type RosterParams = Readonly<Partial<Record<(typeof ROSTER_PARAMS)[number], string>>>;

/** A page of the roster with what the page shows around it: the query as the server understood it and this dues year. */
export interface RosterView extends RosterPage {
  readonly query: RosterQuery;
  readonly currentYear: number;
}

/** An order as the member's page lists it. */
export type MemberOrder = Pick<OrderRecord, 'id' | 'description' | 'amount' | 'status' | 'createdAt' | 'paidAt' | 'refundedAt'>;

/** Everything the member's page shows: the record, the status this dues year, the account, the orders and payments. */
export interface MemberFile {
  readonly member: Member;
  readonly currentYear: number;
  readonly status: RosterStatus;
  readonly account: AccountState;
  readonly orders: readonly MemberOrder[];
}

/** The roster as a file to save. */
export interface RosterFile {
  readonly fileName: string;
  readonly text: string;
}

/** Changes as the member's form sends them: text by field name, null to empty one. */
export type RecordChanges = Readonly<Record<string, string | null>>;

/** What one row of an import does (or would do, in a dry run), and why a refused row is refused. */
export type ImportOutcome =
  | { readonly row: number; readonly email: string; readonly action: 'create'; readonly values: Omit<NewMember, 'id'> }
  | { readonly row: number; readonly email: string; readonly action: 'update'; readonly memberId: string; readonly changes: MemberChanges }
  | { readonly row: number; readonly email: string; readonly action: 'unchanged'; readonly memberId: string }
  | { readonly row: number; readonly email: string; readonly action: 'refuse'; readonly reasons: readonly string[] };

export interface ImportReport {
  /** False for a dry run: nothing was written or mailed. */
  readonly applied: boolean;
  readonly outcomes: readonly ImportOutcome[];
  readonly ignoredColumns: readonly string[];
}

export type OfficerMembersError =
  | { readonly type: 'InvalidForm'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'Unauthorized'; readonly message: string }
  | { readonly type: 'NotFound'; readonly message: string }
  /** Another member holds that e-mail. */
  | { readonly type: 'Conflict'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/**
 * The member roster and a member's page in the browser (issue 18; administrators and the officers
 * their roles allow): a page of the roster, its CSV, one member, a change with a reason, and the
 * account's actions (each answers the account's state after it).
 */
export interface OfficerMembersGateway {
  roster(params: RosterParams): ResultAsync<RosterView, OfficerMembersError>;
  rosterCsv(params: RosterParams): ResultAsync<RosterFile, OfficerMembersError>;
  member(id: string): ResultAsync<MemberFile, OfficerMembersError>;
  amend(id: string, changes: RecordChanges, reason: string): ResultAsync<Member, OfficerMembersError>;
  invite(id: string): ResultAsync<AccountState, OfficerMembersError>;
  resetPassword(id: string): ResultAsync<AccountState, OfficerMembersError>;
  setSignIn(id: string, enabled: boolean): ResultAsync<AccountState, OfficerMembersError>;
  /** Members from a CSV's text: a dry run (`confirm` false) or, confirmed, the good rows written. */
  importMembers(csv: string, confirm: boolean): ResultAsync<ImportReport, OfficerMembersError>;
}
