import { okAsync, ResultAsync } from 'neverthrow';
import type { BackupLog } from '../../ports/backup-log.port';
import type { Clock } from '../../ports/clock.port';
import type { DiskSpace } from '../../ports/disk-space.port';
import type { MailQueue } from '../../ports/mail-queue.port';

/**
 * One check's verdict: 'ok'; 'warning', the site serves but a volunteer should look (an old
 * backup, little disk space, mail failing); 'failing', the site cannot serve (the database).
 */
type CheckStatus = 'ok' | 'warning' | 'failing';

interface CheckResult {
  readonly status: CheckStatus;
  /** What is wrong, in words a volunteer can act on (absent when ok). Never an address, a name or a secret. */
  readonly message?: string;
  /** Figures behind the verdict: free megabytes, the last backup's time ('never'), mails failed. */
  readonly [detail: string]: string | number | undefined;
}

/**
 * What `GET /healthz` answers: 'ok' when every check is; 'warning' when the site serves but a
 * check wants attention (still HTTP 200, so a container's health check never restarts a site for
 * an old backup); 'unavailable' when a check fails (HTTP 503).
 */
interface SiteHealth {
  readonly status: 'ok' | 'warning' | 'unavailable';
  readonly checks: Readonly<Record<string, CheckResult>>;
}

/** The mails looked at for failures: those queued in the last day. */
const MAIL_WINDOW_HOURS = 24;
/** At most this many of the newest mails are read per status. */
const MAIL_SAMPLE = 200;

const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

/** What the checks read; a part that is absent (null) is not checked (a wiring without that part). */
export interface SiteHealthDeps {
  readonly clock: Clock;
  /** Whether the database answers now. */
  readonly database: () => ResultAsync<void, { readonly message: string }>;
  /** The folder whose file system must keep `minFreeBytes` free (DATA_DIR). */
  readonly disk?: { readonly folder: string; readonly space: DiskSpace; readonly minFreeBytes: number } | null;
  /** Backups are expected: the last one must have succeeded within `maxAgeHours`. */
  readonly backups?: { readonly log: BackupLog; readonly maxAgeHours: number } | null;
  /** The durable mail queue: a mail failed for good, or waiting to be tried again after an error, in the last day is a warning. */
  readonly mail?: Pick<MailQueue, 'deliveries'> | null;
}

const OK: CheckResult = { status: 'ok' };
const warning = (message: string, details: Record<string, string | number> = {}): CheckResult => ({
  status: 'warning',
  message,
  ...details,
});

/** The database's check, and why it failed (for the log only: a driver's words may name a host). */
function databaseCheck(deps: SiteHealthDeps): ResultAsync<{ readonly result: CheckResult; readonly cause: string | null }, never> {
  return deps
    .database()
    .map(() => ({ result: OK, cause: null }))
    .orElse((error) =>
      okAsync({
        result: { status: 'failing', message: 'The database cannot be reached.' } as CheckResult,
        cause: `database: ${error.message}`,
      }),
    );
}

function diskCheck(disk: NonNullable<SiteHealthDeps['disk']>): ResultAsync<CheckResult, never> {
  const minimumMb = Math.round(disk.minFreeBytes / MB);
  return disk.space
    .usage(disk.folder)
    .map((usage): CheckResult => {
      const freeMb = Math.floor(usage.availableBytes / MB);
      if (usage.availableBytes >= disk.minFreeBytes) return { status: 'ok', freeMb };
      return warning(
        `Only ${freeMb} MB free on the disk of the data folder (at least ${minimumMb} MB wanted): make room or grow the disk.`,
        {
          freeMb,
          minimumMb,
        },
      );
    })
    .orElse(() => okAsync(warning('The free space of the data folder cannot be read.')));
}

/** Hours, rounded down, as words: '1 hour', '50 hours'. */
const hours = (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`;

function backupCheck(clock: Clock, backups: NonNullable<SiteHealthDeps['backups']>): ResultAsync<CheckResult, never> {
  return backups.log
    .lastSucceeded()
    .map((last): CheckResult => {
      if (last === null)
        return warning('No backup has succeeded yet: run `npm run backup` and check the schedule.', { lastSucceededAt: 'never' });
      const at = last.finishedAt ?? last.startedAt;
      const ageHours = Math.floor((clock.now() - Date.parse(at)) / HOUR_MS);
      if (ageHours < backups.maxAgeHours) return { status: 'ok', lastSucceededAt: at };
      return warning(
        `The last backup succeeded ${hours(ageHours)} ago (at most ${hours(backups.maxAgeHours)} wanted): see Backups in the officers' area.`,
        { lastSucceededAt: at },
      );
    })
    .orElse(() => okAsync(warning('The backup log cannot be read.')));
}

function mailCheck(clock: Clock, mail: NonNullable<SiteHealthDeps['mail']>): ResultAsync<CheckResult, never> {
  const since = clock.now() - MAIL_WINDOW_HOURS * HOUR_MS;
  const recent = (status: 'failed' | 'queued') =>
    mail
      .deliveries({ keyPrefix: null, to: null, status }, MAIL_SAMPLE)
      .map((page) => page.deliveries.filter((delivery) => Date.parse(delivery.queuedAt) >= since && delivery.lastError !== null).length);
  return ResultAsync.combine([recent('failed'), recent('queued')])
    .map(([failed, retrying]): CheckResult => {
      if (failed === 0 && retrying === 0) return OK;
      const parts = [
        ...(failed > 0 ? [`${failed} ${failed === 1 ? 'mail' : 'mails'} of the last ${MAIL_WINDOW_HOURS} hours failed`] : []),
        ...(retrying > 0 ? [`${retrying} ${retrying === 1 ? 'waits' : 'wait'} to be tried again after an error`] : []),
      ];
      return warning(`${parts.join('; ')}: check SMTP_URL and Outgoing mail in the officers' area.`, { failed, retrying });
    })
    .orElse(() => okAsync(warning('The mail queue cannot be read.')));
}

/**
 * Runs every check the wiring has, at once, and sums them up (see `SiteHealth`), with the cause
 * of a failing database for the server's log (null when it answers).
 */
export function siteHealth(deps: SiteHealthDeps): ResultAsync<{ readonly health: SiteHealth; readonly cause: string | null }, never> {
  const database = databaseCheck(deps);
  const checks: [string, ResultAsync<CheckResult, never>][] = [
    ['database', database.map(({ result }) => result)],
    ...(deps.disk ? [['disk', diskCheck(deps.disk)] as [string, ResultAsync<CheckResult, never>]] : []),
    ...(deps.backups && deps.backups.maxAgeHours > 0
      ? [['backup', backupCheck(deps.clock, deps.backups)] as [string, ResultAsync<CheckResult, never>]]
      : []),
    ...(deps.mail ? [['mail', mailCheck(deps.clock, deps.mail)] as [string, ResultAsync<CheckResult, never>]] : []),
  ];
  return ResultAsync.combine([database, ResultAsync.combine(checks.map(([, check]) => check))]).map(([{ cause }, results]) => {
    const statuses = new Set(results.map((result) => result.status));
    const status = statuses.has('failing') ? 'unavailable' : statuses.has('warning') ? 'warning' : 'ok';
    return { health: { status, checks: Object.fromEntries(checks.map(([name], index) => [name, results[index] ?? OK])) }, cause };
  });
}
