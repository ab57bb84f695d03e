import type { ResultAsync } from 'neverthrow';
import { MESSAGES } from '../messages';
import type { DocumentStore, DownloadLink } from '../../ports/document-store.port';
import { contentFailure, type ContentFailure } from './content-failure';

/** The ports `downloadDocument` needs. */
export interface DownloadDocumentDeps {
  readonly documents: DocumentStore;
}

/** What `downloadDocument` answers instead of a result, with the notice to show. */
export type DownloadDocumentError = ContentFailure<'DownloadFailed'>;

/** A short-lived signed link to one listed document, for the page to open; 'Failed to download the file.' otherwise. */
export function downloadDocument(
  deps: DownloadDocumentDeps,
  input: { readonly key: string },
): ResultAsync<DownloadLink, DownloadDocumentError> {
  return deps.documents.downloadLink(input.key).mapErr((error) => contentFailure('DownloadFailed', error, MESSAGES.downloadFailed));
}
