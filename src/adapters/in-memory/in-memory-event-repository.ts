import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ChapterEvent } from '../../domain/events';
import { nameKey } from '../../domain/upsert-by-name';
import { isoNow, type Clock } from '../../application/ports/clock.port';
import { EVENT_FIELDS, type EventField, type EventInput, type EventRepository } from '../../application/ports/event-repository.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import { definedOnly } from './in-memory-member-repository';
import { paginate } from './paginate';

/** Events in a Map, with the database's rule that two events never share a name (see `nameKey`). */
export class InMemoryEventRepository implements EventRepository {
  readonly #events = new Map<string, ChapterEvent>();
  readonly #clock: Clock;
  readonly #ids: IdGenerator;

  constructor(clock: Clock, ids: IdGenerator) {
    this.#clock = clock;
    this.#ids = ids;
  }

  list(query: ListQuery<EventField> = {}): ResultAsync<Page<ChapterEvent>, RepositoryError> {
    return paginate([...this.#events.values()], EVENT_FIELDS, query);
  }

  get(id: string): ResultAsync<ChapterEvent, RepositoryError> {
    const event = this.#events.get(id);
    return event ? okAsync(event) : errAsync(notFound('The event'));
  }

  findByName(eventName: string): ResultAsync<ChapterEvent | null, RepositoryError> {
    return okAsync(this.#byName(eventName) ?? null);
  }

  create(event: EventInput): ResultAsync<ChapterEvent, RepositoryError> {
    if (this.#byName(event.eventName)) return errAsync(duplicateName(event.eventName));
    const now = isoNow(this.#clock);
    const created: ChapterEvent = {
      id: this.#ids.newId(),
      eventName: event.eventName,
      eventDesc: event.eventDesc,
      eventDate: event.eventDate,
      createdAt: now,
      updatedAt: now,
    };
    this.#events.set(created.id, created);
    return okAsync(created);
  }

  update(id: string, changes: Partial<EventInput>): ResultAsync<ChapterEvent, RepositoryError> {
    const current = this.#events.get(id);
    if (!current) return errAsync(notFound('The event'));
    const clash = changes.eventName === undefined ? undefined : this.#byName(changes.eventName);
    if (clash && clash.id !== id) return errAsync(duplicateName(changes.eventName ?? ''));
    const { eventName, eventDesc, eventDate } = { ...current, ...definedOnly(changes) };
    const updated: ChapterEvent = { ...current, eventName, eventDesc, eventDate, updatedAt: isoNow(this.#clock) };
    this.#events.set(id, updated);
    return okAsync(updated);
  }

  delete(id: string): ResultAsync<ChapterEvent, RepositoryError> {
    const current = this.#events.get(id);
    if (!current) return errAsync(notFound('The event'));
    this.#events.delete(id);
    return okAsync(current);
  }

  #byName(eventName: string): ChapterEvent | undefined {
    const wanted = nameKey(eventName);
    return [...this.#events.values()].find((event) => nameKey(event.eventName) === wanted);
  }
}

function duplicateName(name: string): RepositoryError {
  return { type: 'DuplicateName', name, message: `An event named '${name.trim()}' already exists.` };
}
