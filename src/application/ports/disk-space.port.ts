import type { ResultAsync } from 'neverthrow';

/** How much room a file system has left, in bytes. */
export interface DiskUsage {
  /** Bytes an ordinary (non-root) process may still write. */
  readonly availableBytes: number;
  readonly totalBytes: number;
}

export type DiskSpaceError = { readonly type: 'Unavailable'; readonly message: string };

/** The free space of the file system holding a folder (`/healthz` reads DATA_DIR's). */
export interface DiskSpace {
  usage(folder: string): ResultAsync<DiskUsage, DiskSpaceError>;
}
