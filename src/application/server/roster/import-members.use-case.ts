import type { ResultAsync } from 'neverthrow';
import { errAsync, okAsync, type Result } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import { readImportFile, repeatedEmails, type ImportRow } from '../../../domain/member-import';
import { normalizeEmail, type Member } from '../../../domain/members';
import { isoNow } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { MemberChanges } from '../../ports/member-repository.port';
import type { ImportOutcome, ImportReport } from '../../ports/officer-members-gateway.port';
import { invalidInput, type ContentError } from '../content/content.errors';
import { checkMemberChanges, checkNewMember, type MemberValues } from '../content/member-record';
import { createWithFreeMemberId } from '../member-ids';
import { allowed, currentDuesYear, rosterOf, type RosterDeps } from './roster-deps';

export interface ImportMembersInput {
  readonly actor: Actor;
  /** The file's text. */
  readonly csv: string;
  /** False: a dry run that writes nothing; true: the officer confirmed, the rows are written. */
  readonly confirm: boolean;
}

const TEXT_DEFAULTS = { address: '', city: '', state: '', zipcode: '', phone: '' } as const;

function reasonsOf(error: ContentError): readonly string[] {
  return error.type === 'InvalidForm' ? Object.values(error.fields).filter((m): m is string => m !== undefined) : [error.message];
}

/** A new member's values from a row: the file's text, empty where it has none; years empty are none. */
function newValues(values: ImportRow['values']): MemberValues {
  return {
    ...TEXT_DEFAULTS,
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
    address: values.address ?? '',
    city: values.city ?? '',
    state: values.state ?? '',
    zipcode: values.zipcode ?? '',
    phone: values.phone ?? '',
    gradYear: values.gradYear ? values.gradYear : null,
    membership: values.membership ?? '',
    duesPayYear: values.duesPayYear ? values.duesPayYear : null,
  };
}

/** The fields a row changes on an existing member: its non-empty cells whose value differs (an empty cell changes nothing). */
function changedCells(member: Member, values: ImportRow['values']): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => value !== undefined && value !== '' && field !== 'email' && member[field as keyof Member] !== value,
    ),
  ) as Record<string, string>;
}

/** What a row does, checked as the Admin Panel checks a new member or a change. */
function plan(
  deps: RosterDeps,
  actor: Actor,
  row: ImportRow,
  repeatOf: number | undefined,
  year: number,
): ResultAsync<ImportOutcome, ContentError> {
  const email = row.values.email ?? '';
  const refuse = (reasons: readonly string[]): ImportOutcome => ({ row: row.row, email, action: 'refuse', reasons });
  if (repeatOf !== undefined) return okAsync(refuse([`This e-mail is on row ${repeatOf} already.`]));
  if (email === '') return okAsync(refuse(['E-mail is required.']));
  return deps.members.findByEmail(email).map((member): ImportOutcome => {
    if (member === null) {
      const checked = checkNewMember(newValues(row.values), year);
      return checked.isOk() ? { row: row.row, email, action: 'create', values: checked.value } : refuse(reasonsOf(checked.error));
    }
    const cells = changedCells(member, row.values);
    if (Object.keys(cells).length === 0) return { row: row.row, email, action: 'unchanged', memberId: member.id };
    const checked: Result<MemberChanges, ContentError> = checkMemberChanges(actor, member, cells, year);
    if (checked.isErr()) return refuse(reasonsOf(checked.error));
    const changes = Object.fromEntries(Object.entries(checked.value).filter(([f, v]) => member[f as keyof Member] !== v)) as MemberChanges;
    return Object.keys(changes).length === 0
      ? { row: row.row, email, action: 'unchanged', memberId: member.id }
      : { row: row.row, email, action: 'update', memberId: member.id, changes };
  });
}

/** Writes one planned row: a new member (with a free member ID) or the changes, each with its audit entry. */
function apply(
  deps: RosterDeps & { readonly ids: IdGenerator },
  actor: string,
  outcome: ImportOutcome,
): ResultAsync<ImportOutcome, ContentError> {
  const at = isoNow(deps.clock);
  if (outcome.action === 'create') {
    return createWithFreeMemberId(deps, outcome.values).andThen((member) =>
      rosterOf(deps)
        .andThen((roster) =>
          roster.note({
            actor,
            at,
            action: 'importMembers',
            subject: { kind: 'member', id: member.id },
            before: null,
            after: outcome.values,
            reason: 'Imported from a file',
          }),
        )
        .map(() => outcome),
    );
  }
  if (outcome.action === 'update') {
    return rosterOf(deps)
      .andThen((roster) =>
        roster.amend(outcome.memberId, outcome.changes, { actor, at, action: 'importMembers', reason: 'Imported from a file' }),
      )
      .map(() => outcome);
  }
  return okAsync(outcome);
}

/**
 * Imports members from a CSV (importMembers). A dry run (`confirm: false`) answers, row by row,
 * what would be created, updated, left as it is or refused and why, and writes nothing. Confirmed,
 * the same plan is made again and its creations and updates are written, each with an audit entry;
 * no e-mail is sent. A row matches a member by e-mail; its empty cells change nothing. Importing
 * the same file twice changes nothing the second time (every row is then 'unchanged').
 */
export function importMembers(
  deps: RosterDeps & { readonly ids: IdGenerator },
  input: ImportMembersInput,
): ResultAsync<ImportReport, ContentError> {
  const year = currentDuesYear(deps);
  const actor = input.actor.email === null ? 'unknown' : normalizeEmail(input.actor.email);
  return allowed(input.actor, 'importMembers')
    .andThen(() => rosterOf(deps))
    .andThen(() => {
      const file = readImportFile(input.csv);
      return file.isOk() ? okAsync(file.value) : errAsync(invalidInput({ type: 'InvalidForm', fields: { csv: file.error } }));
    })
    .andThen((file) => {
      const repeats = repeatedEmails(file.rows);
      const planned = file.rows.reduce<ResultAsync<ImportOutcome[], ContentError>>(
        (so, row) => so.andThen((done) => plan(deps, input.actor, row, repeats.get(row.row), year).map((outcome) => [...done, outcome])),
        okAsync([]),
      );
      const outcomes = input.confirm
        ? planned.andThen((all) =>
            all.reduce<ResultAsync<ImportOutcome[], ContentError>>(
              (so, o) => so.andThen((done) => apply(deps, actor, o).map((w) => [...done, w])),
              okAsync([]),
            ),
          )
        : planned;
      return outcomes.map((list) => ({ applied: input.confirm, outcomes: list, ignoredColumns: file.ignoredColumns }));
    });
}
