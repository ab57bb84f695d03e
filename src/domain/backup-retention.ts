/**
 * Which backups to keep (issue 21): the newest of each of the last 7 days that have one, of the
 * last 4 weeks (Monday to Sunday) and of the last 12 months, all in UTC; a backup kept by any rule
 * is kept. The newest backup is always among them. Everything else may be removed.
 */
interface RetentionRule {
  readonly daily: number;
  readonly weekly: number;
  readonly monthly: number;
}

export const RETENTION: RetentionRule = { daily: 7, weekly: 4, monthly: 12 };

const DAY_MS = 86_400_000;

/** The day, week and month an ISO instant falls in (UTC). 1970-01-01 was a Thursday: +3 makes weeks start on Monday. */
function bucketsOf(iso: string): { readonly day: string; readonly week: string; readonly month: string } {
  const day = iso.slice(0, 10);
  const [year, month, date] = day.split('-').map(Number);
  const days = Math.floor(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) / DAY_MS);
  return { day, week: String(Math.floor((days + 3) / 7)), month: iso.slice(0, 7) };
}

/** The instants (ISO, UTC) of the backups to keep out of `instants`. */
export function backupsToKeep(instants: readonly string[], rule: RetentionRule = RETENTION): ReadonlySet<string> {
  const newestFirst = [...instants].sort((a, b) => b.localeCompare(a));
  const kept = new Set<string>();
  for (const [bucket, count] of [
    ['day', rule.daily],
    ['week', rule.weekly],
    ['month', rule.monthly],
  ] as const) {
    const seen = new Set<string>();
    for (const instant of newestFirst) {
      const key = bucketsOf(instant)[bucket];
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      kept.add(instant);
    }
  }
  return kept;
}
