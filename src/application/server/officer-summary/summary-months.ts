import type { SummaryMonth } from '../../ports/officer-summary.port';
import { localDateTimeIn } from '../../ports/clock.port';
import { fromDay, throughDay } from '../ledger/ledger-days';

/** The first day (YYYY-MM-DD) of the month `offset` months after year-month (offset may be negative). */
function firstDayOf(year: number, month: number, offset: number): string {
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The chapter's last `count` calendar months up to and including the one `instant` falls in (in
 * its time zone), oldest first: each month's first and last days as the ledger's filter reads them.
 *
 * @example lastMonths(Date.parse('2027-01-01T03:00:00Z'), 'America/New_York', 2) // December 2026 is the latest: ['2026-11', '2026-12']
 */
export function lastMonths(instant: number, timeZone: string, count: number): readonly SummaryMonth[] {
  const local = localDateTimeIn(instant, timeZone);
  const [year, month] = [Number(local.slice(0, 4)), Number(local.slice(5, 7))];
  return Array.from({ length: count }, (_, i) => {
    const first = firstDayOf(year, month, i - count + 1);
    const last = dayBefore(firstDayOf(year, month, i - count + 2));
    return { month: first.slice(0, 7), from: fromDay(first, timeZone), to: throughDay(last, timeZone) };
  });
}
