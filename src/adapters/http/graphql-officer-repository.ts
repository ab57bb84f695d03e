import type { ResultAsync } from 'neverthrow';
import type { OfficerField, OfficerInput, OfficerRepository } from '../../application/ports/officer-repository.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { Officer } from '../../domain/officers';
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
import { modelOperations } from './graphql-operations';
import type { GraphqlTransport } from './graphql-transport';

const VALUES = ['name', 'position', 'photo', 'summary'] as const;
const FIELDS = ['id', ...VALUES, 'createdAt', 'updatedAt'] as const satisfies readonly (keyof Officer)[];
/** The Amplify-generated officer documents (getOfficer, listOfficers, createOfficer, updateOfficer, deleteOfficer). */
export const OFFICER_OPERATIONS = modelOperations('Officer', FIELDS.join('\n    '));

const toOfficer = (raw: Raw) => textRecord<Officer>(raw, FIELDS);

/**
 * The OfficerRepository over the GraphQL API, through any transport: Apollo Client for the admin
 * panel, plain fetch for the public pages. `create` refuses a name already taken, as the port
 * says, although the API's createOfficer would save over it.
 */
export class GraphqlOfficerRepository implements OfficerRepository {
  readonly #api: GraphqlTransport;

  constructor(api: GraphqlTransport) {
    this.#api = api;
  }

  list(query?: ListQuery<OfficerField>): ResultAsync<Page<Officer>, RepositoryError> {
    return this.#api
      .query<{ listOfficers?: Connection }>(OFFICER_OPERATIONS.list, listVariables(query))
      .andThen((data) => pageOf(data.listOfficers, toOfficer));
  }

  get(id: string): ResultAsync<Officer, RepositoryError> {
    return this.#api
      .query<{ getOfficer?: Raw }>(OFFICER_OPERATIONS.get, { id })
      .andThen((data) => recordOf(data.getOfficer, toOfficer, 'The officer'));
  }

  findByName(name: string): ResultAsync<Officer | null, RepositoryError> {
    return findNamed((query) => this.list(query), name, (officer) => officer.name);
  }

  create(officer: OfficerInput): ResultAsync<Officer, RepositoryError> {
    return createUnlessNamed(this.findByName(officer.name), officer.name, 'An officer', () =>
      this.#mutate('createOfficer', OFFICER_OPERATIONS.create, givenChanges(officer, VALUES)),
    );
  }

  update(id: string, changes: Partial<OfficerInput>): ResultAsync<Officer, RepositoryError> {
    return this.#mutate('updateOfficer', OFFICER_OPERATIONS.update, { ...givenChanges(changes, VALUES), id });
  }

  delete(id: string): ResultAsync<Officer, RepositoryError> {
    return this.#mutate('deleteOfficer', OFFICER_OPERATIONS.delete, { id });
  }

  #mutate(field: string, document: string, input: Raw): ResultAsync<Officer, RepositoryError> {
    return this.#api
      .mutate<Record<string, Raw | undefined>>(document, { input })
      .andThen((data) => recordOf(data[field], toOfficer, 'The officer'));
  }
}
