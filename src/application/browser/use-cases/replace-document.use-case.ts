import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import { replacementName, type MemberDocumentFolder } from '../../../domain/documents';
import { MESSAGES, type Notice } from '../messages';
import type { StoredDocument } from '../../ports/document-store.port';
import { authorizeAdminAction, type AdminOnly } from './admin-access';
import { contentFailure, type ContentFailure } from './content-failure';
import type { ChosenFile } from './upload-chosen-file.use-case';
import { uploadDocument, type UploadDocumentDeps, type UploadDocumentError } from './upload-document.use-case';

/** What the page gives: the document to replace, in its folder, and the new file chosen. */
export interface ReplaceDocumentInput {
  readonly actor: Actor;
  readonly folder: MemberDocumentFolder;
  readonly replaced: StoredDocument;
  readonly file: ChosenFile;
}

/** The new version as stored, and the notice to show. */
export interface ReplacedDocument {
  readonly document: StoredDocument;
  readonly notice: Notice;
}

/** What `replaceDocument` answers instead of a result: the upload's refusals, or a replacement that left the old file. */
export type ReplaceDocumentError = AdminOnly | Exclude<UploadDocumentError, AdminOnly> | ContentFailure<'ReplaceFailed'>;

function replaceFailed(error: { readonly type: string; readonly message: string }): ContentFailure<'ReplaceFailed'> {
  return contentFailure('ReplaceFailed', error, MESSAGES.documentReplaceFailed);
}

/**
 * Replaces meeting minutes or a treasury report with a new version, for an administrator only. The
 * new file is stored first, under the replaced one's shown name (the domain's `replacementName`:
 * the new file's extension when it differs), and only then is the old one deleted. A failed or
 * refused upload leaves the old file as it was; an old file that cannot be deleted has the new
 * one removed again, so either the new version replaced the old one or nothing changed (an old
 * file someone else deleted meanwhile is no reason to refuse the new one).
 */
export function replaceDocument(
  deps: UploadDocumentDeps,
  input: ReplaceDocumentInput,
): ResultAsync<ReplacedDocument, ReplaceDocumentError> {
  const allowed = authorizeAdminAction(input.actor, ['uploadDocument', 'deleteDocument']);
  if (allowed.isErr()) return errAsync(allowed.error);
  const { actor, folder, replaced, file } = input;
  return ResultAsync.fromPromise(file.arrayBuffer(), (error) => replaceFailed({ type: 'FileUnreadable', message: String(error) }))
    .andThen((buffer) =>
      uploadDocument(deps, {
        actor,
        folder,
        fileName: replacementName(replaced.name, file.name),
        contentType: file.type,
        bytes: new Uint8Array(buffer),
      }).mapErr((error): ReplaceDocumentError => (error.type === 'UploadFailed' ? replaceFailed(error) : error)),
    )
    .andThen(({ document }) =>
      deps.documents
        .delete(replaced.key)
        // Already deleted by someone else: the new version stands in its place all the same.
        .orElse((error) => (error.type === 'NotFound' ? okAsync(undefined) : errAsync(error)))
        .orElse((error) =>
          deps.documents
            .delete(document.key)
            .orElse(() => okAsync(undefined))
            .andThen(() => errAsync(replaceFailed(error))),
        )
        .map(() => ({ document, notice: MESSAGES.documentReplaced })),
    );
}
