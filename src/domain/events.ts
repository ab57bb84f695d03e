import { calendarDateKey, formatCalendarDate, isoCalendarDate, parseCalendarDate, readCalendarDate } from './calendar-date';
import { firstCharacters } from './text';

/** A chapter event (spec section 3). `eventDate` is free text typed by an administrator. */
export interface ChapterEvent {
  readonly id: string;
  readonly eventName: string;
  readonly eventDesc: string;
  readonly eventDate: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The home page's highlight shows this many characters of a latest event's date that is not a date we can read. */
export const HOME_DATE_LENGTH = 9;

/**
 * The date the 'News & Events' block shows: a date we can read as people write it
 * ('12/20/2026' -> 'Dec 20, 2026'); any other text cut to its first 9 characters, as the
 * specification's home page did.
 */
export function shortEventDate(eventDate: string): string {
  const date = parseCalendarDate(eventDate);
  return date ? formatCalendarDate(date) : firstCharacters(eventDate, HOME_DATE_LENGTH);
}

/** An event's date as a list shows it. */
export interface ShownEventDate {
  /** The words shown: 'Dec 20, 2026 at 5:00 PM', or the text as typed when it holds no date we can read. */
  readonly text: string;
  /** The date in ISO form for a `<time>` element, or null when there is none. */
  readonly iso: string | null;
}

/**
 * An event's date for a list: a date we can read as people write it, followed by whatever the
 * administrator wrote after it ('2026-05-02 5:00 PM' -> 'May 2, 2026 5:00 PM'); any other text unchanged.
 */
export function eventDateForPeople(eventDate: string): ShownEventDate {
  const read = readCalendarDate(eventDate);
  if (read === null) return { text: eventDate, iso: null };
  const date = formatCalendarDate(read.date);
  return { text: read.rest ? `${date} ${read.rest}` : date, iso: isoCalendarDate(read.date) };
}

type DateRank = readonly [hasDate: 0 | 1, key: number, text: string];

function rank(eventDate: string): DateRank {
  const date = parseCalendarDate(eventDate);
  return date ? [1, calendarDateKey(date), eventDate] : [0, 0, eventDate];
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Orders event dates from earliest to latest. The original compared the free text; we compare
 * what it means where we can:
 * 1. a date we can read (see `parseCalendarDate`) is later than any text we cannot;
 * 2. two readable dates compare chronologically;
 * 3. otherwise, and between equal dates, the texts compare as the original did (by code unit).
 */
export function compareEventDates(a: string, b: string): number {
  const [ra, rb] = [rank(a), rank(b)];
  return ra[0] - rb[0] || ra[1] - rb[1] || compareText(ra[2], rb[2]);
}

/**
 * The event with the greatest date: the one the home page highlights. Among events with the
 * same date the most recently created wins, then the greater id, so the choice never depends on
 * the order the list arrived in.
 */
export function latestEvent<E extends ChapterEvent>(events: readonly E[]): E | null {
  let latest: E | null = null;
  for (const event of events) {
    if (latest === null || compareEvents(event, latest) > 0) latest = event;
  }
  return latest;
}

function compareEvents(a: ChapterEvent, b: ChapterEvent): number {
  return compareEventDates(a.eventDate, b.eventDate) || compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id);
}

/** Events from latest to earliest, for lists. */
export function sortEventsLatestFirst<E extends ChapterEvent>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => compareEvents(b, a));
}
