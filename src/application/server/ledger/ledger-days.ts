import type { LedgerDay } from '../../ports/ledger-view.port';
import type { OrderRecord } from '../../ports/order-ledger.port';
import { localDateTimeIn } from '../../ports/clock.port';

/** The offset of an IANA zone from UTC at an instant, in milliseconds (New York in June: -4 hours). */
function zoneOffset(instant: number, timeZone: string): number {
  return Date.parse(`${localDateTimeIn(instant, timeZone)}:00Z`) - Math.floor(instant / 60_000) * 60_000;
}

/** The instant a calendar day (YYYY-MM-DD) starts at in a zone: its midnight there, in UTC. */
function startOfDay(day: string, timeZone: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const first = midnightUtc - zoneOffset(midnightUtc, timeZone);
  // Once more with the offset at the answer itself, for a day whose offset changes before its midnight.
  return midnightUtc - zoneOffset(first, timeZone);
}

/** The calendar day after one. */
export function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The filter's first day: its day and the instant it starts. */
export function fromDay(day: string, timeZone: string): LedgerDay {
  return { day, startsAt: new Date(startOfDay(day, timeZone)).toISOString() };
}

/** The filter's last day: its day and the instant the day after it starts (the end, exclusive). */
export function throughDay(day: string, timeZone: string): LedgerDay {
  return { day, startsAt: new Date(startOfDay(dayAfter(day), timeZone)).toISOString() };
}

/** The chapter's calendar day at an instant. */
export function dayIn(instant: number, timeZone: string): string {
  return localDateTimeIn(instant, timeZone).slice(0, 10);
}

/** The day an order counts on in the ledger: an offline payment's day received, else the chapter's day it was paid (or made, while unpaid). */
export function ledgerDayOf(order: OrderRecord, timeZone: string): string {
  return order.offline?.receivedOn ?? dayIn(Date.parse(order.paidAt ?? order.createdAt), timeZone);
}
