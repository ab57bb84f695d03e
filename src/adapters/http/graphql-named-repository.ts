import type { ResultAsync } from 'neverthrow';
import type { EventRepository } from '../../application/ports/event-repository.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import type { NamedRecordRepository } from '../../application/ports/named-record-repository.port';
import type { OfficerRepository } from '../../application/ports/officer-repository.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { CommitteeRepository } from '../../application/ports/committee-repository.port';
import type { NewsRepository } from '../../application/ports/news-repository.port';
import {
  COMMITTEES,
  EVENTS,
  htmlField,
  nameOf,
  NEWS_POSTS,
  OFFICERS,
  type CommitteeValue,
  type NamedRecord,
  type NamedRecordKind,
  type NamedValues,
  type NewsPostValue,
} from '../../domain/named-records';
import type { Committee, NewsPost } from '../../domain/news';
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
 * Events, officers, news posts or committees (`kind`, the Amplify `model`) over the GraphQL API,
 * through any transport: Apollo Client for the admin panel, plain fetch for the public pages. A
 * kind's Markdown fields come with the safe HTML the server rendered (`<field>Html`). `create`
 * refuses a name already taken, as the port says, although the API's createEvent would save over it.
 */
class GraphqlNamedRepository<V extends string, T extends NamedRecord<V> = NamedRecord<V>> implements NamedRecordRepository<V, T> {
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
    this.#fields = ['id', ...kind.values, ...(kind.markdown ?? []).map(htmlField), 'createdAt', 'updatedAt'];
    this.#operations = modelOperations(model, this.#fields.join('\n    '));
  }

  list(query?: ListQuery<V | 'id'>): ResultAsync<Page<T>, RepositoryError> {
    return this.#api
      .query<Record<string, Connection | undefined>>(this.#operations.list, listVariables(query))
      .andThen((data) => pageOf(data[`list${this.#model}s`], (raw) => this.#toRecord(raw)));
  }

  get(id: string): ResultAsync<T, RepositoryError> {
    return this.#api
      .query<Record<string, Raw | undefined>>(this.#operations.get, { id })
      .andThen((data) => recordOf(data[`get${this.#model}`], (raw) => this.#toRecord(raw), `The ${this.#kind.noun}`));
  }

  findByName(name: string): ResultAsync<T | null, RepositoryError> {
    return findNamed(
      (query) => this.list(query),
      name,
      (record) => nameOf(this.#kind, record),
    );
  }

  create(input: NamedValues<V>): ResultAsync<T, RepositoryError> {
    const name = nameOf(this.#kind, input);
    return createUnlessNamed(this.findByName(name), name, this.#kind, () =>
      this.#mutate('create', this.#operations.create, givenChanges(input, this.#kind.values)),
    );
  }

  update(id: string, changes: Partial<NamedValues<V>>): ResultAsync<T, RepositoryError> {
    return this.#mutate('update', this.#operations.update, { ...givenChanges(changes, this.#kind.values), id });
  }

  delete(id: string): ResultAsync<T, RepositoryError> {
    return this.#mutate('delete', this.#operations.delete, { id });
  }

  #mutate(verb: 'create' | 'update' | 'delete', document: string, input: Raw): ResultAsync<T, RepositoryError> {
    return this.#api
      .mutate<Record<string, Raw | undefined>>(document, { input })
      .andThen((data) => recordOf(data[`${verb}${this.#model}`], (raw) => this.#toRecord(raw), `The ${this.#kind.noun}`));
  }

  #toRecord(raw: Raw): T {
    return textRecord<T>(raw, this.#fields);
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

/** The NewsRepository over the GraphQL API (the model NewsPost, with its text's safe HTML). */
export function graphqlNewsRepository(api: GraphqlTransport): NewsRepository {
  return new GraphqlNamedRepository<NewsPostValue, NewsPost>(NEWS_POSTS, 'NewsPost', api);
}

/** The CommitteeRepository over the GraphQL API (the model Committee, with its Markdown fields' safe HTML). */
export function graphqlCommitteeRepository(api: GraphqlTransport): CommitteeRepository {
  return new GraphqlNamedRepository<CommitteeValue, Committee>(COMMITTEES, 'Committee', api);
}
