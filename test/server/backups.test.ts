import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { archiveNameAt } from '../../src/adapters/backup/backup-archive';
import { openDatabase } from '../../src/adapters/database/database';
import { migrate } from '../../src/adapters/database/migrate';
import { InMemoryBackupLog } from '../../src/adapters/in-memory/in-memory-backup-log';
import { backupJob, serverBackups } from '../../src/server/backups';
import { backupsToKeep } from '../../src/domain/backup-retention';
import { seedSomeData, temporaryFolder } from '../adapters/backup/backup-kit';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function site(backupDir?: string) {
  const made = temporaryFolder('chapter-scheduled-');
  cleanups.push(made.dispose);
  const file = path.join(made.dir, 'chapter.sqlite');
  const database = openDatabase({ kind: 'sqlite', file });
  cleanups.push(() => database.close());
  (await migrate(database.db))._unsafeUnwrap();
  await seedSomeData(database, made.dir);
  const log = new InMemoryBackupLog();
  const config = { dataDir: made.dir, backupDir: backupDir ?? path.join(made.dir, 'backups'), backupEvery: 'day' as const };
  const now = new Date('2026-11-26T05:00:00.000Z');
  const backups = serverBackups({ config, database, sqliteFile: file, log, clock: { now: () => now.getTime() + 1_000 } });
  return { backups, log, config, now };
}

describe("the server's backups", () => {
  it('writes an archive, logs it with its size, and keeps 7 daily, 4 weekly and 12 monthly archives', async () => {
    const { backups, log, config, now } = await site();
    mkdirSync(config.backupDir, { recursive: true });
    const older = Array.from({ length: 60 }, (_, day) => new Date(now.getTime() - (day + 1) * 86_400_000));
    for (const at of older) writeFileSync(path.join(config.backupDir, archiveNameAt(at)), 'old');
    writeFileSync(path.join(config.backupDir, 'notes.txt'), 'kept: not an archive');
    const written = (await backups.take(now))._unsafeUnwrap();
    expect(written.manifest.tables.members).toBe(2);
    expect((await log.lastSucceeded())._unsafeUnwrap()).toEqual({
      startedAt: '2026-11-26T05:00:00.000Z',
      finishedAt: '2026-11-26T05:00:01.000Z',
      ok: true,
      archive: path.basename(written.archive),
      bytes: written.bytes,
      error: null,
    });
    const left = readdirSync(config.backupDir).sort();
    expect(left).toContain('notes.txt');
    expect(left).toContain(path.basename(written.archive));
    // The rule's choice out of the 61 archives, and nothing else.
    const kept = backupsToKeep([now, ...older].map((at) => at.toISOString()));
    const expected = [now, ...older].filter((at) => kept.has(at.toISOString())).map(archiveNameAt);
    expect(left.filter((name) => name.endsWith('.backup.gz'))).toEqual(expected.sort());
    expect(expected.length).toBeLessThan(20);
    expect(left).not.toContain(archiveNameAt(new Date(now.getTime() - 45 * 86_400_000)));
  });

  it('logs a failed backup with its reason, and answers it as the job’s failure', async () => {
    const blocked = temporaryFolder('chapter-blocked-');
    cleanups.push(blocked.dispose);
    const notAFolder = path.join(blocked.dir, 'file');
    writeFileSync(notAFolder, 'in the way');
    const { backups, log, now } = await site(notAFolder);
    const failed = (await backups.take(now))._unsafeUnwrapErr();
    expect(failed.message).toMatch(/EEXIST|ENOTDIR/);
    const [run] = (await log.recent(5))._unsafeUnwrap();
    expect(run).toMatchObject({ ok: false, archive: null, bytes: null, error: failed.message });
    expect((await log.lastSucceeded())._unsafeUnwrap()).toBeNull();
  });

  it('is a daily (or hourly) scheduled job named backup, and none when BACKUP_EVERY is off', async () => {
    const { backups } = await site();
    expect(backupJob(backups).map((job) => [job.name, job.every])).toEqual([['backup', 'day']]);
    expect(backupJob({ ...backups, every: null })).toEqual([]);
  });
});
