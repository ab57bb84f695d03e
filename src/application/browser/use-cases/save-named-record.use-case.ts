import { okAsync, type ResultAsync } from 'neverthrow';
import type { Action, Actor } from '../../../domain/access';
import { nameOf, type NamedRecord, type NamedValues } from '../../../domain/named-records';
import { nameTakenMessage } from '../../../domain/upsert-by-name';
import type { Notice } from '../messages';
import type { NamedRecordRepository } from '../../ports/named-record-repository.port';
import type { RepositoryError } from '../../ports/repository.errors';
import { checkNameFree, saveNamed, type NameTaken, type SaveOutcome } from '../../upsert-named-record';
import { authorizeAdminAction, type AdminOnly } from './admin-access';
import { contentFieldRejected, contentFormRejected, type ContentFailure, type ContentFormRejected } from './content-failure';
import type { AdminKind } from './admin-kinds';

/** Who asks (the signed-in person as the session knows them), and the form. */
export interface SaveNamedRecordInput<V extends string> {
  readonly actor: Actor;
  readonly form: NamedValues<V>;
  /** The record being edited: it alone is updated. Absent when adding (a record with the name is updated). */
  readonly id?: string | null;
}

/** The record saved, whether it was added or updated, and the notice to show. */
export interface SavedNamedRecord<T> {
  readonly outcome: SaveOutcome;
  readonly record: T;
  readonly notice: Notice;
}

/** What saving answers instead of a result, with the notice to show. */
export type SaveNamedRecordError<V extends string> = AdminOnly | ContentFormRejected<V> | ContentFailure<string>;

/** Work done with the checked form before it is saved (an officer's photo going up), and what it asks of the access rules. */
interface BeforeSaving<V extends string, E> {
  readonly actions: readonly Action[];
  readonly run: (form: NamedValues<V>) => ResultAsync<NamedValues<V>, E>;
}

/**
 * Admin Panel 'add or edit', for an administrator only (anyone else is refused before any port is
 * called or any notice shown): the form is checked by the domain, then saved: an edit updates its
 * record by id (a rename onto another record's name is refused beside the name field), an
 * addition saves by name (a record with the same name is updated): 'Event added successfully!' or
 * 'Event updated successfully!'. Work to do before saving (`before`) runs after an edit's new name
 * is known to be free, so a refused rename leaves nothing behind.
 */
export function saveNamedRecord<V extends string, T extends NamedRecord<V>, E = never>(
  admin: AdminKind<V>,
  records: NamedRecordRepository<V, T>,
  input: SaveNamedRecordInput<V>,
  before?: BeforeSaving<V, E>,
): ResultAsync<SavedNamedRecord<T>, SaveNamedRecordError<V> | E> {
  const { kind } = admin;
  const refused = (error: RepositoryError | NameTaken): SaveNamedRecordError<V> =>
    error.type === 'NameTaken' ? contentFieldRejected(kind.nameField, nameTakenMessage(kind.noun, error.name)) : admin.saveFailed(error);
  const nameOfValues = (values: NamedValues<V>) => nameOf(kind, values);
  const nameFree = (form: NamedValues<V>): ResultAsync<NamedValues<V>, RepositoryError | NameTaken> =>
    input.id == null || before === undefined
      ? okAsync(form)
      : checkNameFree(records, input.id, nameOfValues(form), nameOfValues).map(() => form);
  return authorizeAdminAction(input.actor, [kind.actions.create, kind.actions.update, ...(before?.actions ?? [])])
    .andThen(() => kind.validate(input.form).mapErr((invalid): SaveNamedRecordError<V> | E => contentFormRejected(invalid)))
    .asyncAndThen((form) => nameFree(form).mapErr(refused))
    .andThen((form) => (before === undefined ? okAsync(form) : before.run(form)))
    .andThen((form) =>
      saveNamed(records, input.id, form, nameOfValues)
        .map(({ outcome, record }) => ({ outcome, record, notice: outcome === 'added' ? admin.added : admin.updated }))
        .mapErr(refused),
    );
}
