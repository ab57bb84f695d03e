import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { planUpsert } from '../domain/upsert-by-name';
import type { RepositoryError } from './ports/repository.errors';

/** An edit would rename its record onto another record's name (`name`, as that record has it). */
export interface NameTaken {
  readonly type: 'NameTaken';
  readonly name: string;
}

/** Whether saving made a new record or changed the one that had the name ('Event added' / 'Event updated'). */
export type SaveOutcome = 'added' | 'updated';

/** The record saved, and whether it was added or updated. */
export interface Saved<T> {
  readonly outcome: SaveOutcome;
  readonly record: T;
}

/** The part of the event and officer repositories an upsert needs. */
export interface NamedRecordStore<T extends I & { readonly id: string }, I> {
  findByName(name: string): ResultAsync<T | null, RepositoryError>;
  create(input: I): ResultAsync<T, RepositoryError>;
  update(id: string, changes: Partial<I>): ResultAsync<T, RepositoryError>;
}

/**
 * Saves `input` by name (spec section 5, domain `planUpsert`): updates the record that already
 * has the name, or creates one. Race-safe: if another save creates the name between our look-up
 * and our create, the store answers DuplicateName and we update that record instead.
 */
export function upsertByName<T extends I & { readonly id: string }, I>(
  store: NamedRecordStore<T, I>,
  input: I,
  nameOf: (item: I) => string,
): ResultAsync<Saved<T>, RepositoryError> {
  return updateIfNamed(store, input, nameOf).andThen((saved) =>
    saved !== null
      ? okAsync(saved)
      : store
          .create(input)
          .map((record): Saved<T> => ({ outcome: 'added', record }))
          .orElse((error) => (error.type === 'DuplicateName' ? retryAsUpdate(store, input, nameOf, error) : errAsync(error))),
  );
}

function updateIfNamed<T extends I & { readonly id: string }, I>(
  store: NamedRecordStore<T, I>,
  input: I,
  nameOf: (item: I) => string,
): ResultAsync<Saved<T> | null, RepositoryError> {
  return store.findByName(nameOf(input)).andThen((found) => {
    const plan = planUpsert(found === null ? [] : [found], nameOf(input), nameOf);
    if (plan.kind === 'create') return okAsync(null);
    return store.update(plan.id, input).map((record): Saved<T> => ({ outcome: 'updated', record }));
  });
}

function retryAsUpdate<T extends I & { readonly id: string }, I>(
  store: NamedRecordStore<T, I>,
  input: I,
  nameOf: (item: I) => string,
  duplicate: RepositoryError,
): ResultAsync<Saved<T>, RepositoryError> {
  return updateIfNamed(store, input, nameOf).andThen((saved) => (saved !== null ? okAsync(saved) : errAsync(duplicate)));
}

/**
 * Saves the edit of the record `id`: that record, and only it, gets `input`. A new name that
 * another record already has is refused (NameTaken), as is one taken by a save in between (the
 * store's DuplicateName); keeping the record's own name, in any case or spacing, is fine.
 */
export function updateById<T extends I & { readonly id: string }, I>(
  store: NamedRecordStore<T, I>,
  id: string,
  input: I,
  nameOf: (item: I) => string,
): ResultAsync<Saved<T>, RepositoryError | NameTaken> {
  return checkNameFree(store, id, nameOf(input), nameOf)
    .andThen(() =>
      store
        .update(id, input)
        .mapErr((error): RepositoryError | NameTaken =>
          error.type === 'DuplicateName' ? { type: 'NameTaken', name: error.name || nameOf(input) } : error,
        ),
    )
    .map((record): Saved<T> => ({ outcome: 'updated', record }));
}

/** Whether the record `id` may take `name`: NameTaken when another record holds it. */
export function checkNameFree<T extends I & { readonly id: string }, I>(
  store: Pick<NamedRecordStore<T, I>, 'findByName'>,
  id: string,
  name: string,
  nameOf: (item: I) => string,
): ResultAsync<void, RepositoryError | NameTaken> {
  return store
    .findByName(name)
    .mapErr((error): RepositoryError | NameTaken => error)
    .andThen((found) =>
      found !== null && found.id !== id
        ? errAsync<void, RepositoryError | NameTaken>({ type: 'NameTaken', name: nameOf(found) })
        : okAsync(undefined),
    );
}

/** An edit (`id` given) updates that record by id; otherwise the save upserts by name. */
export function saveNamed<T extends I & { readonly id: string }, I>(
  store: NamedRecordStore<T, I>,
  id: string | null | undefined,
  input: I,
  nameOf: (item: I) => string,
): ResultAsync<Saved<T>, RepositoryError | NameTaken> {
  return id == null
    ? upsertByName(store, input, nameOf).mapErr((error): RepositoryError | NameTaken => error)
    : updateById(store, id, input, nameOf);
}
