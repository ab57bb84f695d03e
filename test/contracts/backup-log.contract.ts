import { describe, expect, it } from 'vitest';
import type { BackupLogStore, BackupRun } from '../../src/application/ports/backup-log.port';

const run = (startedAt: string, ok: boolean, extra: Partial<BackupRun> = {}): BackupRun => ({
  startedAt,
  finishedAt: startedAt.replace(':00.000Z', ':05.000Z'),
  ok,
  archive: ok ? `chapter-backup-${startedAt}.backup.gz` : null,
  bytes: ok ? 123_456_789_012 : null,
  error: ok ? null : 'The disk is full.',
  ...extra,
});

/**
 * The backups' log (`BackupLogStore`; each `make` answers an empty log): runs come back newest
 * first with every field as recorded, and the last success skips later failures.
 */
export function backupLogContract(kind: string, make: () => Promise<BackupLogStore>): void {
  describe(`backup log (${kind})`, () => {
    it('has no last success and no runs when nothing was recorded', async () => {
      const log = await make();
      expect((await log.lastSucceeded())._unsafeUnwrap()).toBeNull();
      expect((await log.recent(10))._unsafeUnwrap()).toEqual([]);
    });

    it('answers the newest runs first, as recorded, up to the limit', async () => {
      const log = await make();
      const runs = [run('2026-06-13T03:00:00.000Z', true), run('2026-06-15T03:00:00.000Z', false), run('2026-06-14T03:00:00.000Z', true)];
      for (const each of runs) (await log.record(each))._unsafeUnwrap();
      expect((await log.recent(10))._unsafeUnwrap()).toEqual([runs[1], runs[2], runs[0]]);
      expect((await log.recent(1))._unsafeUnwrap()).toEqual([runs[1]]);
    });

    it('answers the newest success as the last one, past a later failure', async () => {
      const log = await make();
      (await log.record(run('2026-06-14T03:00:00.000Z', true)))._unsafeUnwrap();
      (await log.record(run('2026-06-15T03:00:00.000Z', false)))._unsafeUnwrap();
      expect((await log.lastSucceeded())._unsafeUnwrap()).toEqual(run('2026-06-14T03:00:00.000Z', true));
    });
  });
}
