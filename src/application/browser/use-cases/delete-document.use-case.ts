import type { ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import { MESSAGES, type Notice } from '../messages';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.port';
import { authorizeAdminAction, type AdminOnly } from './admin-access';
import { contentFailure, type ContentFailure } from './content-failure';

/** The ports `deleteDocument` needs. */
export interface DeleteDocumentDeps {
  readonly documents: DocumentStore;
}

/** What `deleteDocument` answers instead of a result, with the notice to show. */
export type DeleteDocumentError = AdminOnly | ContentFailure<'DeleteFailed'>;

/**
 * 'Delete' of meeting minutes or a treasury report, for an administrator or a secretary only (anyone
 * else is refused before any port is called; the server decides again): 'Document deleted.', or
 * 'There was an error deleting the file, please try again.'
 */
export function deleteDocument(
  deps: DeleteDocumentDeps,
  input: { readonly actor: Actor; readonly document: StoredDocument },
): ResultAsync<{ readonly notice: Notice }, DeleteDocumentError> {
  return authorizeAdminAction(input.actor, ['deleteDocument'])
    .asyncAndThen(() =>
      deps.documents.delete(input.document.key).mapErr((error) => contentFailure('DeleteFailed', error, MESSAGES.documentDeleteFailed)),
    )
    .map(() => ({ notice: MESSAGES.documentDeleted }));
}
