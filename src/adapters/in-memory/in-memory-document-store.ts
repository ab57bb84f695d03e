import { err, errAsync, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  checkDocument,
  checkKey,
  checkPhoto,
  DOCUMENT_FOLDERS,
  documentKey,
  isDocumentFolder,
  linkLifetime,
  safeFileName,
  type DocumentError,
  type DocumentFolder,
} from '../../domain/documents';
import { isoNow, type Clock } from '../../application/ports/clock.port';
import {
  UPLOAD_ABORTED,
  type DocumentStore,
  type DocumentStoreError,
  type DownloadLink,
  type StoredDocument,
  type Upload,
} from '../../application/ports/document-store.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { isLinkValid, parseLink, publicLink, signedLink } from './memory-links';

/** What opening a link gives: the file as a browser would download it. */
export interface OpenedDocument {
  readonly name: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

interface Entry {
  readonly document: StoredDocument;
  readonly bytes: Uint8Array;
  /** Upload order, so files stored in the same millisecond still list newest first. */
  readonly sequence: number;
}

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

const PUBLIC_FOLDER: DocumentFolder = 'website-assets';
const UNAUTHORIZED: DocumentStoreError = { type: 'Unauthorized', message: 'Unauthorized' };
const NOT_FOUND: DocumentStoreError = { type: 'NotFound', message: 'The file was not found.' };
const INVALID_FOLDER: DocumentStoreError = { type: 'InvalidKey', message: 'That folder is not allowed.' };

/**
 * Documents and photos in memory, checked as the real store checks them: server-generated keys,
 * photos sniffed by content, documents by kind and size, signed links bound to one key that
 * expire. `open(url)` is the download a browser does with a link, so tests can follow one.
 */
export class InMemoryDocumentStore implements DocumentStore {
  readonly #files = new Map<string, Entry>();
  readonly #clock: Clock;
  readonly #ids: IdGenerator;
  readonly #secret: string;
  #sequence = 0;

  constructor(clock: Clock, ids: IdGenerator) {
    this.#clock = clock;
    this.#ids = ids;
    this.#secret = ids.secret();
  }

  upload(upload: Upload, signal?: AbortSignal): ResultAsync<StoredDocument, DocumentStoreError> {
    if (signal?.aborted) return errAsync(UPLOAD_ABORTED);
    const checked = checkUpload(upload);
    if (checked.isErr()) return errAsync(checked.error);
    // Stored on a later turn, as a real store's write completes later: an abort until then stores nothing.
    return ResultAsync.fromSafePromise(Promise.resolve()).andThen(() =>
      signal?.aborted ? errAsync(UPLOAD_ABORTED) : okAsync(this.#store(upload, checked.value)),
    );
  }

  #store(upload: Upload, contentType: string): StoredDocument {
    const key = documentKey(upload.folder, this.#ids.newId(), upload.fileName);
    const document: StoredDocument = {
      key,
      name: displayName(upload.fileName),
      size: upload.bytes.length,
      contentType,
      uploadedAt: isoNow(this.#clock),
      ...(upload.folder === PUBLIC_FOLDER ? { publicUrl: publicLink(key) } : {}),
    };
    this.#files.set(key, { document, bytes: upload.bytes.slice(), sequence: this.#sequence++ });
    return document;
  }

  list(folder: DocumentFolder): ResultAsync<readonly StoredDocument[], DocumentStoreError> {
    if (!isDocumentFolder(folder)) return errAsync(INVALID_FOLDER);
    const entries = [...this.#files.values()].filter((entry) => entry.document.key.startsWith(DOCUMENT_FOLDERS[folder]));
    entries.sort((a, b) => compareNewestFirst(a, b));
    return okAsync(entries.map((entry) => entry.document));
  }

  downloadLink(key: string, expiresInSeconds?: number, holder?: string): ResultAsync<DownloadLink, DocumentStoreError> {
    const lifetime = checkKey(key).andThen(() => linkLifetime(expiresInSeconds)).mapErr(toStoreError);
    if (lifetime.isErr()) return errAsync(lifetime.error);
    if (!this.#files.has(key)) return errAsync(NOT_FOUND);
    const expires = Math.floor(this.#clock.now() / 1000) + lifetime.value;
    return okAsync({ url: signedLink(this.#secret, key, expires, holder ?? null), expiresAt: new Date(expires * 1000).toISOString() });
  }

  /** Downloads through a link: refused when it is expired, altered, pointed at another file or another holder. */
  open(url: string): ResultAsync<OpenedDocument, DocumentStoreError> {
    const link = parseLink(url);
    if (link === null) return errAsync({ type: 'InvalidKey', message: 'That is not a link to this store.' });
    const isPublic = link.key.startsWith(DOCUMENT_FOLDERS[PUBLIC_FOLDER]) && checkKey(link.key).isOk();
    if (!isPublic && !isLinkValid(this.#secret, link, Math.floor(this.#clock.now() / 1000))) return errAsync(UNAUTHORIZED);
    const entry = this.#files.get(link.key);
    if (!entry) return errAsync(NOT_FOUND);
    const { name, contentType } = entry.document;
    return okAsync({ name, contentType, bytes: entry.bytes.slice() });
  }
}

/** The content type the file proves: sniffed for photos, by kind for documents; the browser's claim is ignored. */
function checkUpload(upload: Upload): Result<string, DocumentStoreError> {
  if (!isDocumentFolder(upload.folder)) return err(INVALID_FOLDER);
  if (upload.folder === PUBLIC_FOLDER) return checkPhoto(upload.bytes).mapErr(toStoreError);
  return checkDocument(upload.fileName, upload.bytes.length)
    .map((extension) => CONTENT_TYPES[extension] ?? 'application/octet-stream')
    .mapErr(toStoreError);
}

function toStoreError(error: DocumentError): DocumentStoreError {
  if (error.type === 'InvalidKey' || error.type === 'ExpiryTooLong') return error;
  return { type: 'InvalidFile', message: error.message };
}

/** The name shown and downloaded as: the chosen file's own name, without any folders. */
function displayName(fileName: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base === '' ? safeFileName(fileName) : base.slice(-200);
}

function compareNewestFirst(a: Entry, b: Entry): number {
  const [x, y] = [a.document.uploadedAt, b.document.uploadedAt];
  return x < y ? 1 : x > y ? -1 : b.sequence - a.sequence;
}
