import type { ResultAsync } from 'neverthrow';
import type { MemberDocumentFolder } from '../../../domain/documents';
import { MESSAGES } from '../messages';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.port';
import { contentFailure, type ContentFailure } from './content-failure';

/** The ports `listDocuments` needs. */
export interface ListDocumentsDeps {
  readonly documents: DocumentStore;
}

/** What `listDocuments` answers instead of a result, with the notice to show. */
export type ListDocumentsError = ContentFailure<'DocumentsLoadFailed'>;

/**
 * The 'Meeting Minutes' or 'Treasury Reports' list, newest first; 'Failed to load member data.' when
 * it cannot load, and that they are for members when the server refuses an account without a
 * member record (one an administrator made, or whose record was deleted).
 */
export function listDocuments(
  deps: ListDocumentsDeps,
  input: { readonly folder: MemberDocumentFolder },
): ResultAsync<readonly StoredDocument[], ListDocumentsError> {
  return deps.documents
    .list(input.folder)
    .mapErr((error) =>
      contentFailure(
        'DocumentsLoadFailed',
        error,
        error.type === 'Unauthorized' ? MESSAGES.documentsForMembers : MESSAGES.memberLoadFailed,
      ),
    );
}
