import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { NamedRecord, NamedRecordKind, NamedValues } from '../../domain/named-records';
import type { ListQuery, Page } from './list-query';
import { notFound, type RepositoryError } from './repository.errors';

/**
 * The audit entry of an administrator's write of a named record, made by the store from the record
 * as it was (null: created) and as it is (null: deleted), read and written in the change's transaction.
 */
export type NamedRecordAudit<V extends string> = (change: {
  readonly before: NamedRecord<V> | null;
  readonly after: NamedRecord<V> | null;
}) => AuditEntry;

/**
 * Records that have a unique name: the chapter's events and its officers (domain `NamedRecordKind`).
 * Names are unique after `nameKey`: a second create, or a rename onto another record's name,
 * answers DuplicateName. Lists take the filter, limit and nextToken of the GraphQL API.
 */
export interface NamedRecordRepository<V extends string, T extends NamedRecord<V> = NamedRecord<V>> {
  list(query?: ListQuery<V | 'id'>): ResultAsync<Page<T>, RepositoryError>;
  get(id: string): ResultAsync<T, RepositoryError>;
  findByName(name: string): ResultAsync<T | null, RepositoryError>;
  /** An administrator's write passes its `audit` entry (made from the record before and after), written in the same transaction. */
  create(input: NamedValues<V>, audit?: NamedRecordAudit<V>): ResultAsync<T, RepositoryError>;
  update(id: string, changes: Partial<NamedValues<V>>, audit?: NamedRecordAudit<V>): ResultAsync<T, RepositoryError>;
  delete(id: string, audit?: NamedRecordAudit<V>): ResultAsync<T, RepositoryError>;
}

/** The fields a filter may name (besides createdAt and updatedAt): the id and the values. */
export function filterFields<V extends string>(kind: NamedRecordKind<V>): readonly (V | 'id')[] {
  return ['id', ...kind.values];
}

/** 'The event was not found.' */
export function recordNotFound(kind: NamedRecordKind<string>): RepositoryError {
  return notFound(`The ${kind.noun}`);
}

/** "An event named 'Gala' already exists.": a create, or a rename, onto a name another record has. */
export function duplicateName(kind: NamedRecordKind<string>, name: string): RepositoryError {
  return { type: 'DuplicateName', name, message: `${kind.article} ${kind.noun} named '${name.trim()}' already exists.` };
}
