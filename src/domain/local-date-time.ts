import { formatCalendarDate, type CalendarDate } from './calendar-date';

declare const localDateTimeBrand: unique symbol;

/**
 * A wall-clock date and time in the chapter's time zone, written `YYYY-MM-DDTHH:MM`
 * ('2027-04-24T17:00'). It is never converted with `Date` here: the text orders chronologically
 * as it stands, and the edge that reads the clock turns an instant into this form in the zone.
 */
export type LocalDateTime = string & { readonly [localDateTimeBrand]: 'LocalDateTime' };

/** The chapter's time zone when none is set (an IANA zone name). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

export const LOCAL_DATE_TIME_MESSAGE = 'Please enter a date and time such as 2027-04-24T17:00.';

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The text as a {@link LocalDateTime} when it is one: a real day, hours 00-23, minutes 00-59. */
export function parseLocalDateTime(text: string): LocalDateTime | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  const valid = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour <= 23 && minute <= 59;
  return valid ? (text.trim() as LocalDateTime) : null;
}

/** Negative, zero or positive as `a` is before, at or after `b` (same zone). */
export function compareLocalDateTimes(a: LocalDateTime, b: LocalDateTime): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The calendar day of a local date-time. */
function dayOf(at: LocalDateTime): CalendarDate {
  return { year: Number(at.slice(0, 4)), month: Number(at.slice(5, 7)), day: Number(at.slice(8, 10)) };
}

/** '5:00 PM', '12:30 AM'. */
function formatTimeOfDay(at: LocalDateTime): string {
  const [hour, minute] = [Number(at.slice(11, 13)), at.slice(14, 16)];
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A local date-time as people in the US read it, without a zone (the page names it once).
 *
 * @example formatLocalDateTime('2027-04-24T17:00') // 'Apr 24, 2027 at 5:00 PM'
 */
export function formatLocalDateTime(at: LocalDateTime): string {
  return `${formatCalendarDate(dayOf(at))} at ${formatTimeOfDay(at)}`;
}
