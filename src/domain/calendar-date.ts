/** A day of the Gregorian calendar, with no time and no zone. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The months' names, January first: the one list every date in words is written with. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());

const WEEKDAY = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?\.?,?\s+/i;

function monthNumber(word: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/, '');
  const index = MONTHS.findIndex((month) => lower === month || lower === month.slice(0, 3) || (month === 'september' && lower === 'sept'));
  return index === -1 ? null : index + 1;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function valid(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  return day <= daysInMonth(year, month) ? { year, month, day } : null;
}

/** A date read out of free text, and the text that followed it. */
export interface ReadDate {
  readonly date: CalendarDate;
  /** What came after the date ('at 5:00 PM'), without the separators before it; empty when nothing did. */
  readonly rest: string;
}

/**
 * Reads a date from the start of an event's free-text date (after an optional weekday), with
 * the text that follows it, or null when it holds none we can be sure of.
 */
export function readCalendarDate(text: string): ReadDate | null {
  const input = text.trim().replace(WEEKDAY, '');
  const found = readAtStart(input);
  if (found === null || found.date === null) return null;
  const rest = input
    .slice(found.length)
    .replace(/^T(?=\d)/, '')
    .replace(/^[\s,.]+/, '');
  return { date: found.date, rest };
}

function readAtStart(input: string): { readonly date: CalendarDate | null; readonly length: number } | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?=$|[T\s])/.exec(input);
  if (iso) return { date: valid(Number(iso[1]), Number(iso[2]), Number(iso[3])), length: iso[0].length };
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?=$|\s)/.exec(input);
  if (us) return { date: valid(Number(us[3]), Number(us[1]), Number(us[2])), length: us[0].length };
  const monthFirst = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?=$|[\s,.])/i.exec(input);
  if (monthFirst) {
    const month = monthNumber(monthFirst[1] ?? '');
    return { date: month === null ? null : valid(Number(monthFirst[3]), month, Number(monthFirst[2])), length: monthFirst[0].length };
  }
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+\.?),?\s+(\d{4})(?=$|[\s,.])/i.exec(input);
  if (dayFirst) {
    const month = monthNumber(dayFirst[2] ?? '');
    return { date: month === null ? null : valid(Number(dayFirst[3]), month, Number(dayFirst[1])), length: dayFirst[0].length };
  }
  return null;
}

/**
 * Reads a date out of an event's free-text date, or null when it holds none we can be sure of.
 * Understood: `2026-05-02` (with or without a time after it), `05/02/2026` (US order),
 * `May 2, 2026`, `May 2nd 2026`, `2 May 2026`, each optionally after a weekday
 * (`Saturday, May 2, 2026`) and before further text (`May 2, 2026 at 5:00 PM`).
 */
export function parseCalendarDate(text: string): CalendarDate | null {
  return readCalendarDate(text)?.date ?? null;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A calendar date as people in the US write it: the month's short name, the day, the year.
 * Formats the date itself (no `Date`, no time zone), so it is the same on every machine.
 *
 * @example formatCalendarDate({ year: 2026, month: 12, day: 20 }) // 'Dec 20, 2026'
 */
export function formatCalendarDate(date: CalendarDate): string {
  return `${SHORT_MONTHS[date.month - 1] ?? ''} ${date.day}, ${date.year}`;
}

/** The date in ISO form (`2026-12-20`), for a `<time dateTime>` attribute. */
export function isoCalendarDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** A number that orders calendar dates chronologically: yyyymmdd. */
export function calendarDateKey(date: CalendarDate): number {
  return date.year * 10_000 + date.month * 100 + date.day;
}
