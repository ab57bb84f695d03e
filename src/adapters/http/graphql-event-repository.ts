import type { ResultAsync } from 'neverthrow';
import type { EventField, EventInput, EventRepository } from '../../application/ports/event-repository.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { ChapterEvent } from '../../domain/events';
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

const VALUES = ['eventName', 'eventDesc', 'eventDate'] as const;
const FIELDS = ['id', ...VALUES, 'createdAt', 'updatedAt'] as const satisfies readonly (keyof ChapterEvent)[];
/** The Amplify-generated event documents (getEvent, listEvents, createEvent, updateEvent, deleteEvent). */
export const EVENT_OPERATIONS = modelOperations('Event', FIELDS.join('\n    '));

const toEvent = (raw: Raw) => textRecord<ChapterEvent>(raw, FIELDS);

/**
 * The EventRepository over the GraphQL API, through any transport: Apollo Client for the admin
 * panel, plain fetch for the public pages. `create` refuses a name already taken, as the port
 * says, although the API's createEvent would save over it.
 */
export class GraphqlEventRepository implements EventRepository {
  readonly #api: GraphqlTransport;

  constructor(api: GraphqlTransport) {
    this.#api = api;
  }

  list(query?: ListQuery<EventField>): ResultAsync<Page<ChapterEvent>, RepositoryError> {
    return this.#api
      .query<{ listEvents?: Connection }>(EVENT_OPERATIONS.list, listVariables(query))
      .andThen((data) => pageOf(data.listEvents, toEvent));
  }

  get(id: string): ResultAsync<ChapterEvent, RepositoryError> {
    return this.#api
      .query<{ getEvent?: Raw }>(EVENT_OPERATIONS.get, { id })
      .andThen((data) => recordOf(data.getEvent, toEvent, 'The event'));
  }

  findByName(eventName: string): ResultAsync<ChapterEvent | null, RepositoryError> {
    return findNamed((query) => this.list(query), eventName, (event) => event.eventName);
  }

  create(event: EventInput): ResultAsync<ChapterEvent, RepositoryError> {
    return createUnlessNamed(this.findByName(event.eventName), event.eventName, 'An event', () =>
      this.#mutate('createEvent', EVENT_OPERATIONS.create, givenChanges(event, VALUES)),
    );
  }

  update(id: string, changes: Partial<EventInput>): ResultAsync<ChapterEvent, RepositoryError> {
    return this.#mutate('updateEvent', EVENT_OPERATIONS.update, { ...givenChanges(changes, VALUES), id });
  }

  delete(id: string): ResultAsync<ChapterEvent, RepositoryError> {
    return this.#mutate('deleteEvent', EVENT_OPERATIONS.delete, { id });
  }

  #mutate(field: string, document: string, input: Raw): ResultAsync<ChapterEvent, RepositoryError> {
    return this.#api
      .mutate<Record<string, Raw | undefined>>(document, { input })
      .andThen((data) => recordOf(data[field], toEvent, 'The event'));
  }
}
