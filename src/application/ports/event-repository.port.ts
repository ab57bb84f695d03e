import type { ResultAsync } from 'neverthrow';
import type { ChapterEvent } from '../../domain/events';
import type { ListQuery, Page } from './list-query';
import type { RepositoryError } from './repository.errors';

/** The fields a filter may name (besides createdAt and updatedAt). */
export const EVENT_FIELDS = ['id', 'eventName', 'eventDesc', 'eventDate'] as const;
export type EventField = (typeof EVENT_FIELDS)[number];
export type EventInput = Pick<ChapterEvent, 'eventName' | 'eventDesc' | 'eventDate'>;

/** The chapter's events. Names are unique (see `nameKey`): a second create answers DuplicateName. */
export interface EventRepository {
  list(query?: ListQuery<EventField>): ResultAsync<Page<ChapterEvent>, RepositoryError>;
  get(id: string): ResultAsync<ChapterEvent, RepositoryError>;
  findByName(eventName: string): ResultAsync<ChapterEvent | null, RepositoryError>;
  create(event: EventInput): ResultAsync<ChapterEvent, RepositoryError>;
  update(id: string, changes: Partial<EventInput>): ResultAsync<ChapterEvent, RepositoryError>;
  delete(id: string): ResultAsync<ChapterEvent, RepositoryError>;
}
