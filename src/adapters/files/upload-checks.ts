import { err, type Result } from 'neverthrow';
import { checkDocument, checkPhoto, isDocumentFolder, safeFileName, type DocumentError } from '../../domain/documents';
import type { DocumentStoreError, Upload } from '../../application/ports/document-store.port';

/** The content type served for each document kind; what the browser claimed is never used. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain',
  csv: 'text/csv',
};

export const INVALID_FOLDER: DocumentStoreError = { type: 'InvalidKey', message: 'That folder is not allowed.' };

/**
 * The content type an upload proves, checked by the domain: officer photos (website-assets) are
 * sniffed (`checkPhoto`), minutes and reports are checked by kind and size (`checkDocument`).
 */
export function checkUpload(upload: Upload): Result<string, DocumentStoreError> {
  if (!isDocumentFolder(upload.folder)) return err(INVALID_FOLDER);
  if (upload.folder === 'website-assets') return checkPhoto(upload.bytes).mapErr(toStoreError);
  return checkDocument(upload.fileName, upload.bytes.length)
    .map((extension) => CONTENT_TYPES[extension] ?? 'application/octet-stream')
    .mapErr(toStoreError);
}

/** A domain refusal in the port's words: InvalidKey and ExpiryTooLong as they are, every file problem as InvalidFile. */
export function toStoreError(error: DocumentError): DocumentStoreError {
  if (error.type === 'InvalidKey' || error.type === 'ExpiryTooLong') return error;
  return { type: 'InvalidFile', message: error.message };
}

/** The name shown and downloaded as: the chosen file's own name, without folders or control characters. */
export function displayName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  return base === '' ? safeFileName(fileName) : base.slice(-200);
}
