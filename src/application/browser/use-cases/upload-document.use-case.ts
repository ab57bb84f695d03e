import { errAsync, type ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import { checkDocument, type MemberDocumentFolder } from '../../../domain/documents';
import { MESSAGES, type Notice } from '../messages';
import type { DocumentStore, DocumentStoreError, StoredDocument } from '../../ports/document-store.port';
import { authorizeAdminAction, type AdminOnly } from './admin-access';
import { contentFailure, contentFieldRejected, type ContentFailure, type ContentFormRejected } from './content-failure';

/** The ports `uploadDocument` needs. */
export interface UploadDocumentDeps {
  readonly documents: DocumentStore;
}

/** What the page gives. */
export interface UploadDocumentInput {
  /** Who asks: the signed-in person as the session knows them. */
  readonly actor: Actor;
  readonly folder: MemberDocumentFolder;
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  /** Aborted by Cancel: the store then answers Aborted and nothing is listed. */
  readonly signal?: AbortSignal;
}

/** The stored document and the notice to show. */
export interface UploadedDocument {
  readonly document: StoredDocument;
  readonly notice: Notice;
}

/** What `uploadDocument` answers instead of a result, with the notice to show. */
export type UploadDocumentError = AdminOnly | ContentFormRejected<'file'> | ContentFailure<'UploadFailed' | 'UploadCancelled'>;

const UPLOADED: Readonly<Record<MemberDocumentFolder, Notice>> = {
  'meeting-minutes': MESSAGES.minutesUploaded,
  'treasury-report': MESSAGES.treasuryReportUploaded,
};

function uploadFailed(error: DocumentStoreError): UploadDocumentError {
  if (error.type === 'InvalidFile') return contentFieldRejected('file', error.message);
  if (error.type === 'Aborted') return contentFailure('UploadCancelled', error, MESSAGES.uploadCancelled);
  return contentFailure('UploadFailed', error, MESSAGES.uploadFailed);
}

/**
 * Upload of meeting minutes or a treasury report (the Admin Panel, /Admin/documents), for an administrator or a secretary only (anyone
 * else is refused before any port is called): the file is checked by kind and size
 * first (its message beside the file field), then 'Meeting minutes successfully uploaded!' /
 * 'Treasury report successfully uploaded!', or 'There was an error uploading the file, please try again.'
 * Aborting `signal` (Cancel) stores nothing: 'Upload cancelled; nothing was stored.'
 */
export function uploadDocument(deps: UploadDocumentDeps, input: UploadDocumentInput): ResultAsync<UploadedDocument, UploadDocumentError> {
  const allowed = authorizeAdminAction(input.actor, ['uploadDocument']);
  if (allowed.isErr()) return errAsync(allowed.error);
  const checked = checkDocument(input.fileName, input.bytes.length);
  if (checked.isErr()) return errAsync(contentFieldRejected('file', checked.error.message));
  const { actor: _actor, signal, ...file } = input;
  return deps.documents
    .upload(file, signal)
    .map((document) => ({ document, notice: UPLOADED[input.folder] }))
    .mapErr(uploadFailed);
}
