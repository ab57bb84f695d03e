import type { ResultAsync } from 'neverthrow';
import { authorizeActor, type Action, type Actor } from '../../../domain/access';
import { nameOf, valuesOf, type NamedRecord, type NamedRecordKind, type NamedValues } from '../../../domain/named-records';
import type { ListQuery, Page } from '../../ports/list-query';
import type { NamedRecordRepository } from '../../ports/named-record-repository.port';
import { upsertByName, type Saved } from '../../upsert-named-record';
import { invalidInput, type ContentError } from './content.errors';
import { givenOnly } from './given-fields';

/** Who asks (the server-decided actor). */
interface Asked {
  readonly actor: Actor;
}

/**
 * The content use cases of one kind of named record (domain `EVENTS`, `OFFICERS`) over its
 * repository: each asks the kind's access rule first (Unauthorized, before any port is called),
 * then delegates. Everyone may list and read; administrators save, update and delete.
 */
export function namedRecordContent<V extends string, T extends NamedRecord<V>>(
  kind: NamedRecordKind<V>,
  records: NamedRecordRepository<V, T>,
) {
  const { actions, validate } = kind;
  const allowed = (actor: Actor, action: Action) => authorizeActor(actor, action);
  return {
    /** One page, with filter, limit and nextToken (listEvents). */
    list: ({ actor, query }: Asked & { readonly query?: ListQuery<V | 'id'> }): ResultAsync<Page<T>, ContentError> =>
      allowed(actor, actions.list).asyncAndThen(() => records.list(query)),

    /** One record by id (NotFound when there is none). */
    get: ({ actor, id }: Asked & { readonly id: string }): ResultAsync<T, ContentError> =>
      allowed(actor, actions.get).asyncAndThen(() => records.get(id)),

    /**
     * Adds a record, or updates the one that already has its name (spec section 5), for an
     * administrator: 'added' for 'Event added successfully!', 'updated' for 'Event updated
     * successfully!'. The form is checked by the domain first.
     */
    save: ({ actor, form }: Asked & { readonly form: NamedValues<V> }): ResultAsync<Saved<T>, ContentError> =>
      allowed(actor, actions.create)
        .andThen(() => allowed(actor, actions.update))
        .andThen(() => validate(form).mapErr(invalidInput))
        .asyncAndThen((checked) => upsertByName(records, checked, (values) => nameOf(kind, values))),

    /**
     * Changes a record by id (updateEvent), for administrators: the record it would become is
     * checked by the domain, then only the given fields (undefined: unchanged) are written, cleaned.
     * A rename onto another record's name answers DuplicateName; an unknown id NotFound.
     */
    update: ({
      actor,
      id,
      changes,
    }: Asked & { readonly id: string; readonly changes: Partial<NamedValues<V>> }): ResultAsync<T, ContentError> =>
      allowed(actor, actions.update)
        .asyncAndThen(() => records.get(id))
        .andThen((current) => validate({ ...valuesOf(kind, current), ...givenOnly(changes) }).mapErr(invalidInput))
        .andThen((checked) => records.update(id, givenOnly(checked, changes))),

    /** Deletes a record, answering it (administrators only). */
    delete: ({ actor, id }: Asked & { readonly id: string }): ResultAsync<T, ContentError> =>
      allowed(actor, actions.delete).asyncAndThen(() => records.delete(id)),
  };
}
