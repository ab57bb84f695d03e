import { err, ok, type Result } from 'neverthrow';
import { calendarDateKey, type CalendarDate } from './calendar-date';
import { duesAmount, duesStatus } from './membership';
import type { Cents } from './money';

/**
 * Dues reminders (issue 19): the membership chair's schedule of e-mails to every member who has
 * not paid a dues year's dues. Each reminder date is an offset in days from the dues year's first
 * day (January 1 in the chapter's time zone): -30 is 30 days before the year starts.
 */
export interface ReminderSettings {
  /** Whether the daily job mails anyone. */
  readonly enabled: boolean;
  /** Days from January 1 of the dues year, each once, in order. */
  readonly offsets: readonly number[];
}

/** The schedule as it is before the chair changes it: off, and the four dates. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { enabled: false, offsets: [-30, 0, 30, 60] };

/** Offsets the schedule accepts: from 180 days before the year to 300 days into it, at most 8 of them. */
const MIN_OFFSET = -180;
const MAX_OFFSET = 300;
const MAX_OFFSETS = 8;

export const OFFSETS_MESSAGE = `Please enter up to ${MAX_OFFSETS} whole numbers of days from ${MIN_OFFSET} to ${MAX_OFFSET}, separated by commas (like -30, 0, 30, 60).`;

/**
 * Reads the offsets as the chair types them ('-30, 0, +30, 60'): whole numbers in range, at least
 * one, duplicates dropped, sorted.
 *
 * @example parseOffsets('60, -30, 0, +30') // ok([-30, 0, 30, 60])
 */
export function parseOffsets(text: string): Result<readonly number[], string> {
  const parts = text
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0 || !parts.every((part) => /^[+-]?\d{1,3}$/.test(part))) return err(OFFSETS_MESSAGE);
  const offsets = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  return offsets.length <= MAX_OFFSETS && offsets.every((o) => o >= MIN_OFFSET && o <= MAX_OFFSET) ? ok(offsets) : err(OFFSETS_MESSAGE);
}

/** The offsets as the form shows them: '-30, 0, +30, +60'. */
export function formatOffsets(offsets: readonly number[]): string {
  return offsets.map((offset) => (offset > 0 ? `+${offset}` : String(offset))).join(', ');
}

/** One reminder of the schedule: a dues year and an offset, which fall on `date`. */
export interface ReminderSlot {
  readonly year: number;
  readonly offset: number;
  readonly date: CalendarDate;
}

const DAY_MS = 86_400_000;

/** January 1 of `year` moved by `offset` days (the calendar's own arithmetic, no time zone). */
export function reminderDate(year: number, offset: number): CalendarDate {
  const day = new Date(Date.UTC(year, 0, 1) + offset * DAY_MS);
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}

/** The slots of this dues year and the next, in date order: the only ones a day can be near. */
function slotsAround(today: CalendarDate, offsets: readonly number[]): readonly ReminderSlot[] {
  return [today.year, today.year + 1]
    .flatMap((year) => offsets.map((offset) => ({ year, offset, date: reminderDate(year, offset) })))
    .sort((a, b) => calendarDateKey(a.date) - calendarDateKey(b.date) || a.year - b.year);
}

/**
 * The slot a run on `today` is about: the latest whose date has come (today or before). A slot
 * passed by a later one is never run late (turning the schedule on in June mails once, not four
 * times); null when no date has come yet.
 */
export function currentSlot(today: CalendarDate, offsets: readonly number[]): ReminderSlot | null {
  const key = calendarDateKey(today);
  const due = slotsAround(today, offsets).filter((slot) => calendarDateKey(slot.date) <= key);
  return due.at(-1) ?? null;
}

/** The first slot whose date is after `today`, or null when there are no offsets. */
export function followingSlot(today: CalendarDate, offsets: readonly number[]): ReminderSlot | null {
  const key = calendarDateKey(today);
  return slotsAround(today, offsets).find((slot) => calendarDateKey(slot.date) > key) ?? null;
}

/**
 * The slot the daily job runs today: the current one when it has not run yet, else none.
 * `hasRun` says whether a slot (year and offset) was already run.
 */
export function dueSlot(
  today: CalendarDate,
  offsets: readonly number[],
  hasRun: (slot: Pick<ReminderSlot, 'year' | 'offset'>) => boolean,
): ReminderSlot | null {
  const slot = currentSlot(today, offsets);
  return slot !== null && !hasRun(slot) ? slot : null;
}

/**
 * The slot the next reminders go out for, as the preview shows it: today's when it is due and
 * has not run (the next daily run mails it), else the next date.
 */
export function nextSlot(
  today: CalendarDate,
  offsets: readonly number[],
  hasRun: (slot: Pick<ReminderSlot, 'year' | 'offset'>) => boolean,
): ReminderSlot | null {
  return dueSlot(today, offsets, hasRun) ?? followingSlot(today, offsets);
}

/** What a reminder needs of a member. */
export interface RemindedMember {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly membership: string;
  readonly duesPayYear: string | null;
}

/** A member a slot mails, with the dues the server prices ($50 annual, $25 lifetime: the domain's table). */
export interface ReminderRecipient {
  readonly member: RemindedMember;
  readonly amount: Cents;
}

/**
 * Whom a slot of `year` mails: every member with an e-mail address who has not paid that year's
 * dues, less those already mailed for this slot (`alreadyMailed`: member ids).
 */
export function reminderRecipients(
  members: readonly RemindedMember[],
  year: number,
  alreadyMailed: ReadonlySet<string>,
): readonly ReminderRecipient[] {
  return members
    .filter((member) => member.email.trim() !== '' && duesStatus(member.duesPayYear, year) === 'unpaid' && !alreadyMailed.has(member.id))
    .map((member) => ({ member, amount: duesAmount(member.membership) }));
}

/** The queue key of one reminder: one mail per member, year and offset, however often a run is repeated. */
export function reminderKey(slot: Pick<ReminderSlot, 'year' | 'offset'>, memberId: string): string {
  return `dues-reminder:${slot.year}:${slot.offset}:${memberId}`;
}

/** A pay link's subject: the member and the year, as the token carries them. */
export function payLinkSubject(memberId: string, year: number): string {
  return `${year}:${memberId}`;
}

/** Reads a pay link's subject back; null when it is not one. */
export function readPayLinkSubject(subject: string): { readonly memberId: string; readonly year: number } | null {
  const parts = /^(\d{4}):(.+)$/.exec(subject);
  return parts ? { year: Number(parts[1]), memberId: parts[2] ?? '' } : null;
}

/** How long a pay link is valid, by default: 45 days. */
export const DEFAULT_PAY_LINK_DAYS = 45;
