import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StatfsDiskSpace } from '../../../src/adapters/system/statfs-disk-space';

describe('StatfsDiskSpace', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('reads the free and total bytes of the file system holding a folder', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'disk-space-'));
    folders.push(folder);
    const usage = (await new StatfsDiskSpace().usage(folder))._unsafeUnwrap();
    expect(usage.totalBytes).toBeGreaterThan(0);
    expect(usage.availableBytes).toBeGreaterThanOrEqual(0);
    expect(usage.availableBytes).toBeLessThanOrEqual(usage.totalBytes);
  });

  it('answers Unavailable for a folder that does not exist', async () => {
    const missing = path.join(tmpdir(), 'no-such-folder-for-statfs', 'data');
    expect((await new StatfsDiskSpace().usage(missing))._unsafeUnwrapErr()).toMatchObject({
      type: 'Unavailable',
      message: expect.stringContaining(`The free space of ${missing} cannot be read`),
    });
  });
});
