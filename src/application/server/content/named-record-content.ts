import type { ResultAsync } from 'neverthrow';
import { authorizeActor, type Action, type Actor } from '../../../domain/access';
import { nameOf, valuesOf, type NamedRecord, type NamedRecordKind, type NamedValues } from '../../../domain/named-records';
import type { Clock } from '../../ports/clock.port';
import type { ListQuery, Page } from '../../ports/list-query';
import type { NamedRecordRepository } from '../../ports/named-record-repository.port';
import { upsertByName, type NamedRecordStore, type Saved } from '../../upsert-named-record';
import { invalidInput, type ContentError } from './content.errors';
import { givenOnly } from './given-fields';
import { namedRecordWrite } from './named-record-audit';

/** Who asks (the server-decided actor). */
interface Asked {
  readonly actor: Actor;
}

/**
 * The content use cases of one kind of named record (domain `EVENTS`, `OFFICERS`) over its
 * repository: each asks the kind's access rule first (Unauthorized, before any port is called),
 * then delegates. Everyone may list and read; administrators save, update and delete, each write
 * with its audit entry (named-record-audit.ts), which the store writes in the change's transaction.
 */
export function namedRecordContent<V extends string, T extends NamedRecord<V>>(
  kind: NamedRecordKind<V>,
  records: NamedRecordRepository<V, T>,
  clock: Clock,
) {
  const { actions, validate } = kind;
  const allowed = (actor: Actor, action: Action) => authorizeActor(actor, action);
  const audit = (actor: Actor, action: Action) => namedRecordWrite(actor, clock, kind, action);
  /** The store an upsert writes through, each write audited as the actor's creation or update. */
  const audited = (actor: Actor): NamedRecordStore<T, NamedValues<V>> => ({
    findByName: (name) => records.findByName(name),
    create: (input) => records.create(input, audit(actor, actions.create)),
    update: (id, changes) => records.update(id, changes, audit(actor, actions.update)),
  });
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
        .asyncAndThen((checked) => upsertByName(audited(actor), checked, (values) => nameOf(kind, values))),

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
        .andThen((checked) => records.update(id, givenOnly(checked, changes), audit(actor, actions.update))),

    /** Deletes a record, answering it (administrators only). */
    delete: ({ actor, id }: Asked & { readonly id: string }): ResultAsync<T, ContentError> =>
      allowed(actor, actions.delete).asyncAndThen(() => records.delete(id, audit(actor, actions.delete))),
  };
}
