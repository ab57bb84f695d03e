import { errAsync, ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import type { MemberDocumentFolder } from '../../../domain/documents';
import { MESSAGES } from '../messages';
import { authorizeAdminAction } from './admin-access';
import { contentFailure, type ContentFailure } from './content-failure';
import { uploadDocument, type UploadDocumentDeps, type UploadDocumentError, type UploadedDocument } from './upload-document.use-case';

/** A file the person chose in the browser (a `File` is one): its name, declared type and contents. */
export interface ChosenFile {
  readonly name: string;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** What the page gives. */
export interface UploadChosenFileInput {
  /** Who asks: the signed-in person as the session knows them. */
  readonly actor: Actor;
  readonly folder: MemberDocumentFolder;
  readonly file: ChosenFile;
  /** Aborted by Cancel: nothing is stored then. */
  readonly signal?: AbortSignal;
}

/** What `uploadChosenFile` answers instead of a result: the upload's errors, or a file the browser could not read. */
export type UploadChosenFileError = UploadDocumentError | ContentFailure<'FileUnreadable'>;

function unreadable(error: unknown): ContentFailure<'FileUnreadable'> {
  const message = error instanceof Error ? error.message : String(error);
  return contentFailure('FileUnreadable', { type: 'FileUnreadable', message }, MESSAGES.uploadFailed);
}

/**
 * Upload of the file chosen in the file field, for an administrator or a secretary only: anyone else
 * is refused before the file is even read. The file's contents are read, then uploaded as
 * {@link uploadDocument} does (checked by kind and size, the folder's own success notice).
 */
export function uploadChosenFile(
  deps: UploadDocumentDeps,
  input: UploadChosenFileInput,
): ResultAsync<UploadedDocument, UploadChosenFileError> {
  const allowed = authorizeAdminAction(input.actor, ['uploadDocument']);
  if (allowed.isErr()) return errAsync(allowed.error);
  const { actor, folder, file, signal } = input;
  return ResultAsync.fromPromise(file.arrayBuffer(), unreadable).andThen((buffer) =>
    uploadDocument(deps, {
      actor,
      folder,
      fileName: file.name,
      contentType: file.type,
      bytes: new Uint8Array(buffer),
      ...(signal ? { signal } : {}),
    }),
  );
}
