import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { GrantStatus, RoleGrant } from '../../domain/officer-roles';
import type { FieldErrors } from '../../domain/validation/fields';
import type { RoleGrantForm } from '../../domain/validation/role-grant-form';

/** A grant as the console lists it, with where it stands on the chapter's date. */
export interface ListedGrant extends RoleGrant {
  readonly status: GrantStatus;
}

/** Every grant (newest first), the chapter's date and its time zone. */
interface RoleList {
  readonly grants: readonly ListedGrant[];
  readonly today: string;
  readonly timeZone: string;
}

/** The audit page's filter as typed (dates `YYYY-MM-DD`, both included; empty means any). */
export interface AuditQuery {
  readonly from: string;
  readonly to: string;
  readonly actor: string;
  readonly action: string;
  readonly subjectKind: string;
  readonly subjectId: string;
}

export const EMPTY_AUDIT_QUERY: AuditQuery = { from: '', to: '', actor: '', action: '', subjectKind: '', subjectId: '' };

/** One page of the audit log, newest first. */
interface AuditView {
  readonly entries: readonly AuditEntry[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** A CSV the server wrote, with the name it gave it. */
export interface CsvFile {
  readonly fileName: string;
  readonly text: string;
}

export type OfficerConsoleError =
  | { readonly type: 'InvalidForm'; readonly message: string; readonly fields: FieldErrors }
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'Unauthorized'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/**
 * The officers' console's roles and audit log, as the browser reaches them (issue 18): the server
 * decides who may do each (administrators) and answers refusals, field by field for a grant.
 */
export interface OfficerConsoleGateway {
  roles(): ResultAsync<RoleList, OfficerConsoleError>;
  grant(form: RoleGrantForm): ResultAsync<ListedGrant, OfficerConsoleError>;
  revoke(id: string): ResultAsync<ListedGrant, OfficerConsoleError>;
  audit(query: AuditQuery, page: number): ResultAsync<AuditView, OfficerConsoleError>;
  auditCsv(query: AuditQuery): ResultAsync<CsvFile, OfficerConsoleError>;
}
