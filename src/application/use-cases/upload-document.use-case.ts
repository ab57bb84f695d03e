import { errAsync, type ResultAsync } from 'neverthrow';
import { checkDocument, type MemberDocumentFolder } from '../../domain/documents';
import { MESSAGES, type Notice } from '../messages';
import type { DocumentStore, DocumentStoreError, StoredDocument } from '../ports/document-store.port';
import { contentFailure, contentFieldRejected, type ContentFailure, type ContentFormRejected } from './content-failure';

/** The ports `uploadDocument` needs. */
export interface UploadDocumentDeps {
  readonly documents: DocumentStore;
}

/** What the page gives. */
export interface UploadDocumentInput {
  readonly folder: MemberDocumentFolder;
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** What `uploadDocument` answers instead of a result, with the notice to show. */
export type UploadDocumentError = ContentFormRejected<'file'> | ContentFailure<'UploadFailed'>;

const UPLOADED: Readonly<Record<MemberDocumentFolder, Notice>> = {
  'meeting-minutes': MESSAGES.minutesUploaded,
  'treasury-report': MESSAGES.treasuryReportUploaded,
};

function uploadFailed(error: DocumentStoreError): UploadDocumentError {
  return error.type === 'InvalidFile' ? contentFieldRejected('file', error.message) : contentFailure('UploadFailed', error, MESSAGES.uploadFailed);
}

/**
 * Admin Panel upload of meeting minutes or a treasury report: the file is checked by kind and size
 * first (its message beside the file field), then 'Meeting minutes successfully uploaded!' /
 * 'Treasury report successfully uploaded!', or 'There was an error uploading the file, please try again.'
 */
export function uploadDocument(
  deps: UploadDocumentDeps,
  input: UploadDocumentInput,
): ResultAsync<{ readonly document: StoredDocument; readonly notice: Notice }, UploadDocumentError> {
  const checked = checkDocument(input.fileName, input.bytes.length);
  if (checked.isErr()) return errAsync(contentFieldRejected('file', checked.error.message));
  return deps.documents
    .upload(input)
    .map((document) => ({ document, notice: UPLOADED[input.folder] }))
    .mapErr(uploadFailed);
}
