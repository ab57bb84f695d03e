import type { Kysely, Selectable, Updateable } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ChapterEvent } from '../../domain/events';
import { nameKey } from '../../domain/upsert-by-name';
import { isoNow, type Clock } from '../../application/ports/clock.port';
import type { EventField, EventInput, EventRepository } from '../../application/ports/event-repository.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import type { DatabaseSchema, EventsTable } from './schema';
import { attempt } from './sql-errors';
import { listPage } from './sql-listing';

type Row = Selectable<EventsTable>;

const COLUMNS = {
  id: 'id',
  eventName: 'event_name',
  eventDesc: 'event_desc',
  eventDate: 'event_date',
} as const satisfies Record<EventField, keyof EventsTable>;

/**
 * Events in the `events` table. Two events never share a name: the database keeps
 * `nameKey(event_name)` under a unique constraint.
 */
export class SqlEventRepository implements EventRepository {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #clock: Clock;
  readonly #ids: IdGenerator;

  constructor(db: Kysely<DatabaseSchema>, clock: Clock, ids: IdGenerator) {
    this.#db = db;
    this.#clock = clock;
    this.#ids = ids;
  }

  list(query: ListQuery<EventField> = {}): ResultAsync<Page<ChapterEvent>, RepositoryError> {
    return listPage(this.#db, query, COLUMNS, ({ where, order: [first, second], limit }) =>
      this.#db.selectFrom('events').selectAll().where(where).orderBy(first).orderBy(second).limit(limit).execute(),
    ).map((page) => ({ ...page, items: page.items.map(toEvent) }));
  }

  get(id: string): ResultAsync<ChapterEvent, RepositoryError> {
    return attempt(() => this.#db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst()).andThen(found);
  }

  findByName(eventName: string): ResultAsync<ChapterEvent | null, RepositoryError> {
    const key = nameKey(eventName);
    return attempt(() => this.#db.selectFrom('events').selectAll().where('name_key', '=', key).executeTakeFirst()).map((row) =>
      row ? toEvent(row) : null,
    );
  }

  create(event: EventInput): ResultAsync<ChapterEvent, RepositoryError> {
    const now = isoNow(this.#clock);
    const row: Row = {
      id: this.#ids.newId(),
      event_name: event.eventName,
      name_key: nameKey(event.eventName),
      event_desc: event.eventDesc,
      event_date: event.eventDate,
      created_at: now,
      updated_at: now,
    };
    return attempt(
      () => this.#db.insertInto('events').values(row).returningAll().executeTakeFirstOrThrow(),
      (key) => duplicate(key, event.eventName),
    ).map(toEvent);
  }

  update(id: string, changes: Partial<EventInput>): ResultAsync<ChapterEvent, RepositoryError> {
    const { eventName, eventDesc, eventDate } = changes;
    const set: Updateable<EventsTable> = {
      ...(eventName === undefined ? {} : { event_name: eventName, name_key: nameKey(eventName) }),
      ...(eventDesc === undefined ? {} : { event_desc: eventDesc }),
      ...(eventDate === undefined ? {} : { event_date: eventDate }),
      updated_at: isoNow(this.#clock),
    };
    return attempt(
      () => this.#db.updateTable('events').set(set).where('id', '=', id).returningAll().executeTakeFirst(),
      (key) => duplicate(key, eventName ?? ''),
    ).andThen(found);
  }

  delete(id: string): ResultAsync<ChapterEvent, RepositoryError> {
    return attempt(() => this.#db.deleteFrom('events').where('id', '=', id).returningAll().executeTakeFirst()).andThen(found);
  }
}

function found(row: Row | undefined): ResultAsync<ChapterEvent, RepositoryError> {
  return row ? okAsync(toEvent(row)) : errAsync(notFound('The event'));
}

function duplicate(key: string, name: string): RepositoryError | null {
  return key === 'events.name_key' ? { type: 'DuplicateName', name, message: `An event named '${name.trim()}' already exists.` } : null;
}

function toEvent(row: Row): ChapterEvent {
  return {
    id: row.id,
    eventName: row.event_name,
    eventDesc: row.event_desc,
    eventDate: row.event_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
