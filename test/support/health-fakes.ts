import { errAsync, okAsync } from 'neverthrow';
import type { BackupLog, BackupRun } from '../../src/application/ports/backup-log.port';
import type { DiskSpace } from '../../src/application/ports/disk-space.port';
import type { Backups } from '../../src/server/backups';
import type { Delivery, DeliveryStatus, MailQueue } from '../../src/application/ports/mail-queue.port';

// Stand-ins for what /healthz reads (site-health.use-case.ts): the backup log, a disk, the mail queue.

const MB = 1024 * 1024;

/** An instant `hours` before `now`, in ISO form. */
export const hoursBefore = (now: number, hours: number) => new Date(now - hours * 3_600_000).toISOString();

/** A backup log holding `runs` (newest first), as `npm run backup` and the schedule record them. */
export function fakeBackupLog(runs: readonly BackupRun[] | 'unreadable'): BackupLog {
  if (runs === 'unreadable') {
    const down = () => errAsync({ type: 'Unavailable' as const, message: 'backup_runs is missing' });
    return { lastSucceeded: down, recent: down };
  }
  return {
    lastSucceeded: () => okAsync(runs.find((run) => run.ok) ?? null),
    recent: (limit) => okAsync(runs.slice(0, limit)),
  };
}

/** The server's backups over a log holding `runs`, taken on the default schedule (never taken here). */
export function backupsWith(runs: readonly BackupRun[] | 'unreadable'): Backups {
  return {
    log: { ...fakeBackupLog(runs), record: () => okAsync(undefined) },
    every: 'day',
    take: () => errAsync({ message: 'No backup is taken in this test.' }),
  };
}

/** A backup run that finished `finishedHoursAgo` hours before `now`. */
export const backupRun = (now: number, finishedHoursAgo: number, ok = true): BackupRun => ({
  startedAt: hoursBefore(now, finishedHoursAgo + 0.1),
  finishedAt: hoursBefore(now, finishedHoursAgo),
  ok,
  archive: ok ? 'chapter-backup.tar.gz' : null,
  bytes: ok ? 1_000 : null,
  error: ok ? null : 'No space left on device',
});

/** A disk with `freeMb` megabytes free (or one whose figures cannot be read). */
export const diskWith = (freeMb: number | 'unreadable'): DiskSpace => ({
  usage: () =>
    freeMb === 'unreadable'
      ? errAsync({ type: 'Unavailable', message: 'ENOENT' })
      : okAsync({ availableBytes: freeMb * MB, totalBytes: 20_000 * MB }),
});

/** A mail of the queue, queued `queuedHoursAgo` hours before `now`, with the mail server's last error. */
export const delivery = (now: number, status: DeliveryStatus, queuedHoursAgo: number, lastError: string | null): Delivery => ({
  id: `${status}-${queuedHoursAgo}`,
  key: 'k',
  to: 'someone@example.org',
  subject: 'Your code',
  list: null,
  status,
  attempts: lastError ? 2 : 0,
  lastError,
  queuedAt: hoursBefore(now, queuedHoursAgo),
  sentAt: null,
});

/** A mail queue holding `mails`; `deliveries` answers those of the asked status, as the real queue does. */
export const queueWith = (mails: readonly Delivery[] | 'unreadable'): Pick<MailQueue, 'deliveries'> => ({
  deliveries: (query) => {
    if (mails === 'unreadable') return errAsync({ type: 'MailFailed', message: 'mail_queue is missing' });
    const deliveries = mails.filter((mail) => query.status === null || mail.status === query.status);
    const counts = { queued: 0, sending: 0, sent: 0, failed: 0, unsubscribed: 0 };
    for (const mail of deliveries) counts[mail.status] += 1;
    return okAsync({ deliveries, counts });
  },
});
