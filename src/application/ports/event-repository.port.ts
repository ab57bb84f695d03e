import type { ChapterEvent } from '../../domain/events';
import type { EventValue, NamedValues } from '../../domain/named-records';
import type { NamedRecordRepository } from './named-record-repository.port';

/** The fields a filter may name (besides createdAt and updatedAt). */
export type EventField = 'id' | EventValue;
export type EventInput = NamedValues<EventValue>;

/** The chapter's events (domain `EVENTS`). Names are unique (see `nameKey`): a second create answers DuplicateName. */
export type EventRepository = NamedRecordRepository<EventValue, ChapterEvent>;
