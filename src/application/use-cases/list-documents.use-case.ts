import type { ResultAsync } from 'neverthrow';
import type { MemberDocumentFolder } from '../../domain/documents';
import { MESSAGES } from '../messages';
import type { DocumentStore, StoredDocument } from '../ports/document-store.port';
import { contentFailure, type ContentFailure } from './content-failure';

/** The ports `listDocuments` needs. */
export interface ListDocumentsDeps {
  readonly documents: DocumentStore;
}

/** What `listDocuments` answers instead of a result, with the notice to show. */
export type ListDocumentsError = ContentFailure<'DocumentsLoadFailed'>;

/** The 'Meeting Minutes' or 'Treasury Reports' list, newest first; 'Failed to load member data.' when it cannot load. */
export function listDocuments(
  deps: ListDocumentsDeps,
  input: { readonly folder: MemberDocumentFolder },
): ResultAsync<readonly StoredDocument[], ListDocumentsError> {
  return deps.documents.list(input.folder).mapErr((error) => contentFailure('DocumentsLoadFailed', error, MESSAGES.memberLoadFailed));
}
