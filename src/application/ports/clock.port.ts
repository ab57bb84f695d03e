import type { CalendarDate } from '../../domain/calendar-date';
import type { LocalDateTime } from '../../domain/local-date-time';

/** The time, for everything that needs it (server and browser); tests set it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The calendar year of an instant, in UTC. */
export function yearOf(clock: Clock): number {
  return new Date(clock.now()).getUTCFullYear();
}

/** Year and month (1 to 12) of an instant, in UTC, as card expiry checks need them. */
export function monthOf(clock: Clock): { readonly year: number; readonly month: number } {
  const date = new Date(clock.now());
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

export function isoNow(clock: Clock): string {
  return new Date(clock.now()).toISOString();
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** A formatter giving an instant's wall-clock parts in `timeZone` (cached: building one is slow). */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The wall-clock date and time of an instant in an IANA zone, as `YYYY-MM-DDTHH:MM` (the domain's
 * LocalDateTime text): how the server turns the clock into the chapter's time before asking the
 * domain whether sales are open. Throws RangeError for a zone the runtime does not know (config checks it at start-up).
 */
export function localDateTimeIn(instant: number, timeZone: string): LocalDateTime {
  const parts = Object.fromEntries(
    zoneFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}` as LocalDateTime;
}

/** The calendar year at an instant in an IANA zone (the chapter's dues year, not UTC's). */
export function yearIn(instant: number, timeZone: string): number {
  return Number(localDateTimeIn(instant, timeZone).slice(0, 4));
}

/**
 * The calendar day at an instant in an IANA zone: the day the dues year rule reads (a payment at
 * 7:30 pm in New York on December 31 is made on December 31, though it is already January 1 in UTC).
 */
export function dateIn(instant: number, timeZone: string): CalendarDate {
  const local = localDateTimeIn(instant, timeZone);
  return { year: Number(local.slice(0, 4)), month: Number(local.slice(5, 7)), day: Number(local.slice(8, 10)) };
}
