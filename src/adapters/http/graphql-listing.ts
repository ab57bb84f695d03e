import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { MAX_PAGE_SIZE, type ListQuery, type Page } from '../../application/ports/list-query';
import { duplicateName } from '../../application/ports/named-record-repository.port';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import type { NamedRecordKind } from '../../domain/named-records';
import { nameKey } from '../../domain/upsert-by-name';

/** A record as it comes over the wire: a JSON object, read field by field. */
export type Raw = Readonly<Record<string, unknown>>;

/** A `Model<X>Connection` as it comes over the wire. */
export interface Connection {
  readonly items?: readonly (Raw | null)[] | null;
  readonly nextToken?: string | null;
}

/** A text field; absent or null reads as empty. */
export const textField = (raw: Raw, key: string): string => (typeof raw[key] === 'string' ? raw[key] : '');

/** A text field that may be null (a member's graduation and dues years). */
export const nullableField = (raw: Raw, key: string): string | null => (typeof raw[key] === 'string' ? raw[key] : null);

/** A record whose every field is text, read field by field from the wire. */
export function textRecord<T>(raw: Raw, keys: readonly string[]): T {
  return Object.fromEntries(keys.map((key) => [key, textField(raw, key)])) as T;
}

/** The variables of a list query. */
export function listVariables<F extends string>(query: ListQuery<F> = {}): Readonly<Record<string, unknown>> {
  return { filter: query.filter ?? null, limit: query.limit ?? null, nextToken: query.nextToken ?? null };
}

/** A page of records from a connection (AppSync may put null items in a list; they are skipped). */
export function pageOf<T>(connection: Connection | null | undefined, toRecord: (raw: Raw) => T): Result<Page<T>, RepositoryError> {
  if (connection === null || connection === undefined) return err({ type: 'Unavailable', message: 'The list came back empty-handed.' });
  const items = (connection.items ?? []).filter((item): item is Raw => item !== null).map(toRecord);
  return ok({ items, nextToken: connection.nextToken ?? null });
}

/** A record from a get or a mutation; AppSync answers a missing one with null, which is NotFound. */
export function recordOf<T>(raw: Raw | null | undefined, toRecord: (raw: Raw) => T, what: string): Result<T, RepositoryError> {
  return raw === null || raw === undefined ? err(notFound(what)) : ok(toRecord(raw));
}

/** The changes given (undefined: unchanged), limited to the fields the update input has. */
export function givenChanges(changes: object, fields: readonly string[]): Raw {
  const entries = Object.entries(changes).filter(([key, value]) => value !== undefined && fields.includes(key));
  return Object.fromEntries(entries);
}

/**
 * The record whose name matches `name` without regard to case or spacing (`nameKey`), reading
 * every page: the API filters compare exactly, and events and officers are few.
 */
export function findNamed<T>(
  list: (query: ListQuery<never>) => ResultAsync<Page<T>, RepositoryError>,
  name: string,
  nameOf: (record: T) => string,
  nextToken: string | null = null,
): ResultAsync<T | null, RepositoryError> {
  return list({ limit: MAX_PAGE_SIZE, nextToken }).andThen((page) => {
    const found = page.items.find((record) => nameKey(nameOf(record)) === nameKey(name));
    if (found !== undefined) return okAsync(found);
    return page.nextToken === null ? okAsync(null) : findNamed(list, name, nameOf, page.nextToken);
  });
}

/** Creates unless `findNamed` finds the name taken: the port's create refuses a duplicate name (createX saves by name). */
export function createUnlessNamed<T>(
  existing: ResultAsync<T | null, RepositoryError>,
  name: string,
  kind: NamedRecordKind<string>,
  create: () => ResultAsync<T, RepositoryError>,
): ResultAsync<T, RepositoryError> {
  return existing.andThen((found) => (found === null ? create() : errAsync<T, RepositoryError>(duplicateName(kind, name))));
}
