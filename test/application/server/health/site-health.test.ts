import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { DeliveryStatus } from '../../../../src/application/ports/mail-queue.port';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import { siteHealth, type SiteHealthDeps } from '../../../../src/application/server/health/site-health.use-case';
import { backupRun as backupRunAt, delivery as deliveryAt, diskWith, fakeBackupLog, queueWith } from '../../../support/health-fakes';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const MB = 1024 * 1024;
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();
const backupRun = (hours: number, ok = true) => backupRunAt(NOW, hours, ok);
const delivery = (status: DeliveryStatus, hours: number, lastError: string | null) => deliveryAt(NOW, status, hours, lastError);

const healthy = (): SiteHealthDeps => ({
  clock: new ManualClock(NOW),
  database: () => okAsync(undefined),
  disk: { folder: '/data', space: diskWith(5_000), minFreeBytes: 1024 * MB },
  backups: { log: fakeBackupLog([backupRun(3)]), maxAgeHours: 36 },
  mail: queueWith([delivery('sent', 1, null)]),
});

const check = async (changes: Partial<SiteHealthDeps>) => (await siteHealth({ ...healthy(), ...changes }))._unsafeUnwrap();

describe('siteHealth', () => {
  it('is ok when the database answers, the disk has room, the last backup is recent and no mail failed', async () => {
    expect(await check({})).toEqual({
      health: {
        status: 'ok',
        checks: {
          database: { status: 'ok' },
          disk: { status: 'ok', freeMb: 5_000 },
          backup: { status: 'ok', lastSucceededAt: hoursAgo(3) },
          mail: { status: 'ok' },
        },
      },
      cause: null,
    });
  });

  it('is unavailable when the database does not answer, with the driver’s words kept for the log only', async () => {
    const result = await check({ database: () => errAsync({ message: 'connect ECONNREFUSED 10.0.0.5:5432' }) });
    expect(result.health.status).toBe('unavailable');
    expect(result.health.checks.database).toEqual({ status: 'failing', message: 'The database cannot be reached.' });
    expect(JSON.stringify(result.health)).not.toContain('10.0.0.5');
    expect(result.cause).toBe('database: connect ECONNREFUSED 10.0.0.5:5432');
  });

  it('warns when the data folder’s disk has less free space than the setting, or its space cannot be read', async () => {
    const low = await check({ disk: { folder: '/data', space: diskWith(300), minFreeBytes: 1024 * MB } });
    expect(low.health.status).toBe('warning');
    expect(low.health.checks.disk).toEqual({
      status: 'warning',
      message: 'Only 300 MB free on the disk of the data folder (at least 1024 MB wanted): make room or grow the disk.',
      freeMb: 300,
      minimumMb: 1024,
    });
    const unreadable = await check({ disk: { folder: '/data', space: diskWith('unreadable'), minFreeBytes: MB } });
    expect(unreadable.health.checks.disk).toEqual({ status: 'warning', message: 'The free space of the data folder cannot be read.' });
  });

  it('warns when the last successful backup is older than the setting, however many failed since', async () => {
    const old = await check({ backups: { log: fakeBackupLog([backupRun(1, false), backupRun(50)]), maxAgeHours: 36 } });
    expect(old.health.status).toBe('warning');
    expect(old.health.checks.backup).toEqual({
      status: 'warning',
      message: "The last backup succeeded 50 hours ago (at most 36 hours wanted): see Backups in the officers' area.",
      lastSucceededAt: hoursAgo(50),
    });
    const justInTime = await check({ backups: { log: fakeBackupLog([backupRun(35.9)]), maxAgeHours: 36 } });
    expect(justInTime.health.checks.backup?.status).toBe('ok');
  });

  it('says never when backups are expected and none has succeeded', async () => {
    const never = await check({ backups: { log: fakeBackupLog([backupRun(2, false)]), maxAgeHours: 36 } });
    expect(never.health.checks.backup).toEqual({
      status: 'warning',
      message: 'No backup has succeeded yet: run `npm run backup` and check the schedule.',
      lastSucceededAt: 'never',
    });
  });

  it('leaves backups out when none are expected (no backup log, or HEALTH_BACKUP_MAX_HOURS=0), and warns when the log cannot be read', async () => {
    expect((await check({ backups: null })).health.checks).not.toHaveProperty('backup');
    expect((await check({ backups: { log: fakeBackupLog([]), maxAgeHours: 0 } })).health.checks).not.toHaveProperty('backup');
    const unreadable = await check({ backups: { log: fakeBackupLog('unreadable'), maxAgeHours: 36 } });
    expect(unreadable.health.checks.backup).toEqual({ status: 'warning', message: 'The backup log cannot be read.' });
  });

  it('warns when mails of the last day failed or wait to be tried again after an error, counting without naming anyone', async () => {
    const failing = await check({
      mail: queueWith([
        delivery('failed', 2, '550 mailbox unavailable'),
        delivery('failed', 5, '535 authentication failed'),
        delivery('queued', 0.5, 'connect ETIMEDOUT'),
        delivery('queued', 0.5, null),
        delivery('failed', 30, '550 mailbox unavailable'),
        delivery('sent', 1, null),
      ]),
    });
    expect(failing.health.status).toBe('warning');
    expect(failing.health.checks.mail).toEqual({
      status: 'warning',
      message:
        "2 mails of the last 24 hours failed; 1 waits to be tried again after an error: check SMTP_URL and Outgoing mail in the officers' area.",
      failed: 2,
      retrying: 1,
    });
    expect(JSON.stringify(failing.health)).not.toContain('example.org');
    const unreadable = await check({ mail: queueWith('unreadable') });
    expect(unreadable.health.checks.mail).toEqual({ status: 'warning', message: 'The mail queue cannot be read.' });
  });

  it('checks only what the wiring has', async () => {
    expect(await check({ disk: null, backups: null, mail: null })).toEqual({
      health: { status: 'ok', checks: { database: { status: 'ok' } } },
      cause: null,
    });
  });
});
