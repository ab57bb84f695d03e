import { statfs } from 'node:fs/promises';
import { ResultAsync } from 'neverthrow';
import type { DiskSpace, DiskSpaceError, DiskUsage } from '../../application/ports/disk-space.port';

/** The operating system's figures for a folder's file system (`statfs`): blocks free to ordinary users, times the block size. */
export class StatfsDiskSpace implements DiskSpace {
  usage(folder: string): ResultAsync<DiskUsage, DiskSpaceError> {
    return ResultAsync.fromPromise(
      statfs(folder).then((stats) => ({ availableBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize })),
      (error): DiskSpaceError => ({
        type: 'Unavailable',
        message: `The free space of ${folder} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      }),
    );
  }
}
