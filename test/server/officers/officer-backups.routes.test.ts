import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryBackupLog } from '../../../src/adapters/in-memory/in-memory-backup-log';
import type { BackupRun } from '../../../src/application/ports/backup-log.port';
import { appWorld } from '../../support/app-world';
import { signedInAdmin, signedInMember } from '../../support/auth-helpers';

const success: BackupRun = {
  startedAt: '2026-06-14T04:00:00.000Z',
  finishedAt: '2026-06-14T04:00:06.000Z',
  ok: true,
  archive: 'chapter-backup-2026-06-14T04-00-00-000Z.backup.gz',
  bytes: 38_531_567,
  error: null,
};
const failure: BackupRun = {
  startedAt: '2026-06-15T04:00:00.000Z',
  finishedAt: '2026-06-15T04:00:01.000Z',
  ok: false,
  archive: null,
  bytes: null,
  error: 'ENOSPC: no space left on device',
};

async function worldWithLog() {
  const log = new InMemoryBackupLog();
  (await log.record(success))._unsafeUnwrap();
  (await log.record(failure))._unsafeUnwrap();
  const world = appWorld({ backups: { log, every: 'day', take: () => errAsync({ message: 'not taken in this test' }) } });
  return world;
}

describe('GET /officers/backups', () => {
  it('shows an administrator the schedule, the last success past a later failure, and the recent runs', async () => {
    const world = await worldWithLog();
    const response = await (await signedInAdmin(world)).get('/officers/backups');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      every: 'day',
      timeZone: 'America/New_York',
      maxAgeHours: 36,
      lastSucceeded: success,
      recent: [failure, success],
    });
  });

  it('refuses a member (403), and answers 404 to an administrator where the server takes no backups', async () => {
    const world = await worldWithLog();
    expect((await (await signedInMember(world)).get('/officers/backups')).status).toBe(403);
    const without = appWorld();
    expect((await (await signedInAdmin(without)).get('/officers/backups')).status).toBe(404);
  });
});
