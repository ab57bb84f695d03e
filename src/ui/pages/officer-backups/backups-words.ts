import type { BackupRun } from '../../../application/ports/backup-log.port';
import type { BackupSchedule, BackupsOverview } from '../../../application/ports/backups-gateway.port';

export const BACKUPS_TITLE = 'Backups';

export const NO_BACKUPS_HERE = 'This site does not take its own backups: the host backs the data up.';

const NEVER_SUCCEEDED = 'No backup has succeeded yet.';

const SCHEDULE_WORDS: Readonly<Record<'day' | 'hour' | 'off', string>> = {
  day: 'Every day',
  hour: 'Every hour',
  off: 'Off: backups are made by hand with npm run backup',
};

export function scheduleWords(every: BackupSchedule): string {
  return SCHEDULE_WORDS[every ?? 'off'];
}

const HOUR_MS = 3_600_000;

/** When a run ended (or began, if it never ended): the instant the page shows for it. */
export function runAt(run: BackupRun): string {
  return run.finishedAt ?? run.startedAt;
}

/** An instant in the chapter's zone, as a volunteer reads it: 'November 26, 2026 at 3:00 AM EST'. */
export function instantIn(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(at));
}

/** An archive's size in megabytes (1,000,000 bytes), to a tenth. */
export function sizeWords(bytes: number): string {
  const megabytes = bytes / 1_000_000;
  return megabytes < 0.1 ? 'less than 0.1 MB' : `${megabytes.toFixed(1)} MB`;
}

/** The summary: the last success with its size, or why it is a warning (none yet, or older than `maxAgeHours`). */
export function summaryOf(overview: BackupsOverview, now: number): { readonly text: string; readonly warning: boolean } {
  const last = overview.lastSucceeded;
  if (last === null) return { text: NEVER_SUCCEEDED, warning: true };
  const at = runAt(last);
  const size = last.bytes === null ? '' : ` (${sizeWords(last.bytes)})`;
  const text = `The last backup succeeded on ${instantIn(at, overview.timeZone)}${size}.`;
  const ageHours = Math.floor((now - Date.parse(at)) / HOUR_MS);
  if (overview.maxAgeHours <= 0 || ageHours < overview.maxAgeHours) return { text, warning: false };
  return {
    text: `${text} That is ${ageHours} hours ago, more than the ${overview.maxAgeHours} hours wanted: check the schedule and the failures below.`,
    warning: true,
  };
}
