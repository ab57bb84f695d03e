import { ResultAsync } from 'neverthrow';
import type { Notice } from '../../application/browser/messages';

/** The browser could not read a chosen file; `notice` is what the page shows. */
export interface FileUnreadable {
  readonly type: 'FileUnreadable';
  readonly message: string;
  readonly notice: Notice;
}

/** The bytes of a file the person chose, or `notice` when the browser cannot read it. */
export function readFileBytes(file: Blob, notice: Notice): ResultAsync<Uint8Array, FileUnreadable> {
  return ResultAsync.fromPromise(
    file.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
    (error): FileUnreadable => ({ type: 'FileUnreadable', message: error instanceof Error ? error.message : String(error), notice }),
  );
}
