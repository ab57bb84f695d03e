import type { CalendarDate } from '../../domain/calendar-date';

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

/** The calendar day of an instant, in UTC, as the dues year rule reads it. */
export function dateOf(clock: Clock): CalendarDate {
  const date = new Date(clock.now());
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function isoNow(clock: Clock): string {
  return new Date(clock.now()).toISOString();
}
