import type { ResultAsync } from 'neverthrow';
import type { EventRepository } from '../../application/ports/event-repository.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import type { NamedRecordRepository } from '../../application/ports/named-record-repository.port';
import type { OfficerRepository } from '../../application/ports/officer-repository.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import { EVENTS, nameOf, OFFICERS, type NamedRecord, type NamedRecordKind, type NamedValues } from '../../domain/named-records';
import {
  createUnlessNamed,
  findNamed,
  givenChanges,
  listVariables,
  pageOf,
  recordOf,
  textRecord,
  type Connection,
  type Raw,
} from './graphql-listing';
import { modelOperations, type ModelOperations } from './graphql-operations';
import type { GraphqlTransport } from './graphql-transport';

/**
 * Events or officers (`kind`, the Amplify `model`) over the GraphQL API, through any transport:
 * Apollo Client for the admin panel, plain fetch for the public pages. `create` refuses a name
 * already taken, as the port says, although the API's createEvent or createOfficer would save over it.
 */
class GraphqlNamedRepository<V extends string> implements NamedRecordRepository<V> {
  readonly #api: GraphqlTransport;
  readonly #kind: NamedRecordKind<V>;
  readonly #model: string;
  /** The Amplify-generated documents (getEvent, listEvents, createEvent, updateEvent, deleteEvent). */
  readonly #operations: ModelOperations;
  readonly #fields: readonly string[];

  constructor(kind: NamedRecordKind<V>, model: string, api: GraphqlTransport) {
    this.#api = api;
    this.#kind = kind;
    this.#model = model;
    this.#fields = ['id', ...kind.values, 'createdAt', 'updatedAt'];
    this.#operations = modelOperations(model, this.#fields.join('\n    '));
  }

  list(query?: ListQuery<V | 'id'>): ResultAsync<Page<NamedRecord<V>>, RepositoryError> {
    return this.#api
      .query<Record<string, Connection | undefined>>(this.#operations.list, listVariables(query))
      .andThen((data) => pageOf(data[`list${this.#model}s`], (raw) => this.#toRecord(raw)));
  }

  get(id: string): ResultAsync<NamedRecord<V>, RepositoryError> {
    return this.#api
      .query<Record<string, Raw | undefined>>(this.#operations.get, { id })
      .andThen((data) => recordOf(data[`get${this.#model}`], (raw) => this.#toRecord(raw), `The ${this.#kind.noun}`));
  }

  findByName(name: string): ResultAsync<NamedRecord<V> | null, RepositoryError> {
    return findNamed(
      (query) => this.list(query),
      name,
      (record) => nameOf(this.#kind, record),
    );
  }

  create(input: NamedValues<V>): ResultAsync<NamedRecord<V>, RepositoryError> {
    const name = nameOf(this.#kind, input);
    return createUnlessNamed(this.findByName(name), name, this.#kind, () =>
      this.#mutate('create', this.#operations.create, givenChanges(input, this.#kind.values)),
    );
  }

  update(id: string, changes: Partial<NamedValues<V>>): ResultAsync<NamedRecord<V>, RepositoryError> {
    return this.#mutate('update', this.#operations.update, { ...givenChanges(changes, this.#kind.values), id });
  }

  delete(id: string): ResultAsync<NamedRecord<V>, RepositoryError> {
    return this.#mutate('delete', this.#operations.delete, { id });
  }

  #mutate(verb: 'create' | 'update' | 'delete', document: string, input: Raw): ResultAsync<NamedRecord<V>, RepositoryError> {
    return this.#api
      .mutate<Record<string, Raw | undefined>>(document, { input })
      .andThen((data) => recordOf(data[`${verb}${this.#model}`], (raw) => this.#toRecord(raw), `The ${this.#kind.noun}`));
  }

  #toRecord(raw: Raw): NamedRecord<V> {
    return textRecord<NamedRecord<V>>(raw, this.#fields);
  }
}

/** The EventRepository over the GraphQL API (the Amplify model Event). */
export function graphqlEventRepository(api: GraphqlTransport): EventRepository {
  return new GraphqlNamedRepository(EVENTS, 'Event', api);
}

/** The OfficerRepository over the GraphQL API (the Amplify model Officer). */
export function graphqlOfficerRepository(api: GraphqlTransport): OfficerRepository {
  return new GraphqlNamedRepository(OFFICERS, 'Officer', api);
}
