import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { isAuditSubjectKind, type AuditEntry } from '../../../domain/audit';
import { isIsoDate } from '../../../domain/validation/role-grant-form';
import type { AuditFilter, AuditLog, AuditPage } from '../../ports/audit-log.port';
import { localDateTimeIn } from '../../ports/clock.port';
import { invalidInput } from '../content/content.errors';
import { csvCell } from '../events/attendees-csv';
import type { OfficerError } from './officers.errors';

/** Entries a page of the console shows. */
export const AUDIT_PAGE_SIZE = 50;

/** The most entries one CSV holds (a filter narrows a larger log). */
const AUDIT_CSV_LIMIT = 50_000;

export interface AuditDeps {
  readonly auditLog: AuditLog;
  /** The chapter's time zone: a filter's dates are the chapter's days. */
  readonly timeZone: string;
}

/** The console's filter as typed: dates `YYYY-MM-DD` (both days included), the rest exact; empty means any. */
export interface AuditQuery {
  readonly from: string;
  readonly to: string;
  readonly actor: string;
  readonly action: string;
  readonly subjectKind: string;
  readonly subjectId: string;
}

/** The instant a chapter-local day starts, as ISO text: found by correcting a UTC guess by the zone's offset (twice, for a change of offset). */
export function startOfDayIn(date: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = Date.UTC(year, month - 1, day);
  let instant = target;
  for (let i = 0; i < 2; i++) {
    const local = localDateTimeIn(instant, timeZone);
    const shown = Date.UTC(
      Number(local.slice(0, 4)),
      Number(local.slice(5, 7)) - 1,
      Number(local.slice(8, 10)),
      Number(local.slice(11, 13)),
      Number(local.slice(14, 16)),
    );
    instant += target - shown;
  }
  return new Date(instant).toISOString();
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const DATE_MESSAGE = 'Please enter a date as YYYY-MM-DD.';
const KIND_MESSAGE = 'Please choose a kind of subject from the list.';

const given = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The query as the port's filter: the days to the instants they start and end in the chapter's
 * zone; a date that is not one, or a subject kind not in AUDIT_SUBJECT_KINDS, is refused beside its field.
 */
function auditFilterOf(query: AuditQuery, timeZone: string): Result<AuditFilter, OfficerError> {
  const from = given(query.from);
  const to = given(query.to);
  const subjectKind = given(query.subjectKind);
  const fields: Record<string, string> = {};
  if (from !== null && !isIsoDate(from)) fields.from = DATE_MESSAGE;
  if (to !== null && !isIsoDate(to)) fields.to = DATE_MESSAGE;
  if (subjectKind !== null && !isAuditSubjectKind(subjectKind)) fields.subjectKind = KIND_MESSAGE;
  if (Object.keys(fields).length > 0) return err(invalidInput({ type: 'InvalidForm', fields }));
  return ok({
    from: from === null ? null : startOfDayIn(from, timeZone),
    until: to === null ? null : startOfDayIn(nextDay(to), timeZone),
    actor: given(query.actor)?.toLowerCase() ?? null,
    action: given(query.action),
    subjectKind,
    subjectId: given(query.subjectId),
  });
}

/** One page (from 1) of the entries the query matches, newest first (`viewAuditLog`). */
export function auditPage(deps: AuditDeps, actor: Actor, query: AuditQuery, page: number): ResultAsync<AuditPage, OfficerError> {
  return authorizeActor(actor, 'viewAuditLog')
    .andThen(() => auditFilterOf(query, deps.timeZone))
    .asyncAndThen((filter) => deps.auditLog.page(filter, (Math.max(1, page) - 1) * AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE));
}

const HEADER = ['When', 'Who', 'Action', 'Subject', 'Subject id', 'Before', 'After', 'Reason'];

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The entries as CSV (RFC 4180, CRLF, a header row; cells a spreadsheet would run as formulas defused). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((e) => [e.at, e.actor, e.action, e.subject.kind, e.subject.id, json(e.before), json(e.after), e.reason ?? '']);
  return [HEADER, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Every entry the query matches, newest first, up to AUDIT_CSV_LIMIT, as CSV (`exportAuditLog`). */
export function exportAuditLog(deps: AuditDeps, actor: Actor, query: AuditQuery): ResultAsync<string, OfficerError> {
  return authorizeActor(actor, 'exportAuditLog')
    .andThen(() => auditFilterOf(query, deps.timeZone))
    .asyncAndThen((filter) => deps.auditLog.page(filter, 0, AUDIT_CSV_LIMIT))
    .map((found) => auditCsv(found.entries));
}
