import { readFile, rm } from 'node:fs/promises';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { isoNow, type Clock } from '../../application/ports/clock.port';
import { FILE_NOT_FOUND, NOT_A_STORE_LINK, toStoreError, UPLOAD_ABORTED } from '../../application/ports/document-store.port';
import type {
  DocumentAudit,
  DocumentStore,
  DocumentStoreError,
  DownloadLink,
  StoredDocument,
  Upload,
} from '../../application/ports/document-store.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { UNAUTHORIZED } from '../../domain/access';
import {
  checkFolder,
  checkKey,
  checkUpload,
  displayName,
  DOCUMENT_FOLDERS,
  documentKey,
  INVALID_FOLDER,
  type DocumentFolder,
} from '../../domain/documents';
import { linkLifetime } from '../../domain/download-links';
import type { SqlDocumentIndex } from '../database/sql-document-index';
import { isCode, loadLinkSecret, pathInside, prepareRoot, writeDurably } from './durable-files';
import { fileUrl, isFileLinkValid, parseFileUrl, signedFileUrl, type FileLinkRequest } from './signed-links';

/** The metadata the store lists from: the `documents` table (SqlDocumentIndex), or any object shaped like it. */
type DocumentIndex = Pick<SqlDocumentIndex, 'add' | 'list' | 'find' | 'remove'>;

type IndexedDocument = Omit<StoredDocument, 'publicUrl'>;

export interface DiskDocumentStoreOptions {
  /** The folder holding the files, `<DATA_DIR>/files`; created if missing. */
  readonly root: string;
  /** The site's address; links are `${publicUrl}/files/<key>...`. */
  readonly publicUrl: string;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly index: DocumentIndex;
  /** Signs download links; by default read from (or created in) `<root>/.link-secret`, so links survive a restart. */
  readonly secret?: string;
}

/** A stored file as `GET /files/*` serves it. */
export interface ServedFile {
  readonly name: string;
  readonly contentType: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** True for officer photos (served to anyone, inline); false for minutes and reports (signed, as attachments). */
  readonly isPublic: boolean;
}

/** Whether a signed link's holder may still open it (the server asks its members); null: a link made for nobody in particular. */
export type LinkHolderCheck<E> = (holder: string | null) => ResultAsync<void, E>;

const admitAnyone: LinkHolderCheck<never> = () => okAsync(undefined);

const UNAVAILABLE: DocumentStoreError = { type: 'Unavailable', message: 'The file store is unavailable. Please try again shortly.' };
const PUBLIC_FOLDER: DocumentFolder = 'website-assets';
/** A path that would leave the store's folder (checked keys never make one; this is the last guard). */
const NOT_INSIDE = toStoreError(INVALID_FOLDER);

/**
 * Documents and officer photos as files under `<root>/<folder>/<key name>`, listed from a metadata
 * index. Keys are generated here; content is checked by the domain; a file is written to a
 * temporary file, flushed and renamed into place, and only then indexed, so nothing half-written
 * is ever listed or served. Links to minutes and reports are signed (HMAC-SHA-256 over key and
 * expiry) and expire; officer photos have a public, unsigned address.
 */
export class DiskDocumentStore implements DocumentStore {
  readonly #options: DiskDocumentStoreOptions;
  readonly #secret: string;

  private constructor(options: DiskDocumentStoreOptions, secret: string) {
    this.#options = options;
    this.#secret = secret;
  }

  /** Prepares the folders, removes uploads a crash cut off, loads the link secret. Throws only when the folder is unusable. */
  static async open(options: DiskDocumentStoreOptions): Promise<DiskDocumentStore> {
    await prepareRoot(options.root, Object.keys(DOCUMENT_FOLDERS));
    const secret = options.secret ?? (await loadLinkSecret(options.root, () => options.ids.secret()));
    return new DiskDocumentStore(options, secret);
  }

  upload(upload: Upload, signal?: AbortSignal, audit?: DocumentAudit): ResultAsync<StoredDocument, DocumentStoreError> {
    if (signal?.aborted) return errAsync(UPLOAD_ABORTED);
    const checked = checkUpload(upload).mapErr(toStoreError);
    if (checked.isErr()) return errAsync(checked.error);
    const key = documentKey(upload.folder, this.#options.ids.newId(), upload.fileName);
    const path = pathInside(this.#options.root, key);
    if (path === null) return errAsync(NOT_INSIDE);
    const entry: IndexedDocument = {
      key,
      name: displayName(upload.fileName),
      size: upload.bytes.length,
      contentType: checked.value,
      uploadedAt: isoNow(this.#options.clock),
    };
    return (
      attempt(() => writeDurably(this.#options.root, path, upload.bytes))
        // Aborted while writing: the file is removed before it is ever indexed (listed).
        .andThen(() => (signal?.aborted ? discard(path).andThen(() => errAsync(UPLOAD_ABORTED)) : okAsync(undefined)))
        .andThen(() =>
          this.#options.index
            .add(upload.folder, entry, audit && ((indexed) => audit(indexed, entry.uploadedAt)))
            .orElse((error) => discard(path).andThen(() => errAsync(error))),
        )
        .map((indexed) => this.#withPublicUrl(indexed))
    );
  }

  list(folder: DocumentFolder): ResultAsync<readonly StoredDocument[], DocumentStoreError> {
    const checked = checkFolder(folder).mapErr(toStoreError);
    if (checked.isErr()) return errAsync(checked.error);
    return this.#options.index.list(folder).map((documents) => documents.map((document) => this.#withPublicUrl(document)));
  }

  downloadLink(key: string, expiresInSeconds?: number, holder?: string): ResultAsync<DownloadLink, DocumentStoreError> {
    const lifetime = checkKey(key)
      .andThen(() => linkLifetime(expiresInSeconds))
      .mapErr(toStoreError);
    if (lifetime.isErr()) return errAsync(lifetime.error);
    return this.#indexed(key).map(() => {
      const expires = Math.floor(this.#options.clock.now() / 1000) + lifetime.value;
      const url = signedFileUrl(this.#options.publicUrl, this.#secret, key, expires, holder ?? null);
      return { url, expiresAt: new Date(expires * 1000).toISOString() };
    });
  }

  /**
   * Unlists the file first (its index row), then removes it from the disk: once `delete` answers,
   * nothing lists or serves it. A failure to remove the file after unlisting leaves an unlisted
   * file, never a listed missing one (as a crash during an upload does).
   */
  delete(key: string, audit?: DocumentAudit): ResultAsync<void, DocumentStoreError> {
    const checked = checkKey(key).mapErr(toStoreError);
    if (checked.isErr()) return errAsync(checked.error);
    const path = pathInside(this.#options.root, key);
    if (path === null) return errAsync(NOT_INSIDE);
    const at = isoNow(this.#options.clock);
    return this.#options.index
      .remove(key, audit && ((document) => audit(document, at)))
      .andThen((outcome) => (outcome === 'absent' ? errAsync(FILE_NOT_FOUND) : okAsync(undefined)))
      .andThen(() => attempt(() => rm(path, { force: true })));
  }

  /**
   * The file a request for `/files/<key>` asks for: officer photos to anyone; minutes and reports
   * only with a valid, unexpired signature for that very key and holder (Unauthorized otherwise,
   * checked before anything is looked up), and only when `admit` lets the link's holder in (null:
   * a link made for nobody in particular); only files the index lists (NotFound otherwise).
   */
  openLink<E = never>(request: FileLinkRequest, admit: LinkHolderCheck<E> = admitAnyone): ResultAsync<ServedFile, DocumentStoreError | E> {
    const checked = checkKey(request.key).mapErr(toStoreError);
    if (checked.isErr()) return errAsync(checked.error);
    const isPublic = checked.value.folder === PUBLIC_FOLDER;
    const now = Math.floor(this.#options.clock.now() / 1000);
    if (isPublic) return this.#indexed(request.key).andThen((document) => this.#read(document, true));
    if (!isFileLinkValid(this.#secret, request, now)) return errAsync(UNAUTHORIZED);
    return admit(request.holder ?? null)
      .andThen(() => this.#indexed(request.key))
      .andThen((document) => this.#read(document, false));
  }

  /** Follows a full link as a browser would (the contract's `open`), without the HTTP server (and so without its holder check). */
  open(url: string): ResultAsync<{ name: string; contentType: string; bytes: Uint8Array }, DocumentStoreError> {
    const request = parseFileUrl(this.#options.publicUrl, url);
    if (request === null) return errAsync(NOT_A_STORE_LINK);
    return this.openLink(request).map(({ name, contentType, bytes }) => ({ name, contentType, bytes }));
  }

  #indexed(key: string): ResultAsync<IndexedDocument, DocumentStoreError> {
    return this.#options.index.find(key).andThen((document) => (document === null ? errAsync(FILE_NOT_FOUND) : okAsync(document)));
  }

  #read(document: IndexedDocument, isPublic: boolean): ResultAsync<ServedFile, DocumentStoreError> {
    const path = pathInside(this.#options.root, document.key);
    if (path === null) return errAsync(NOT_INSIDE);
    return ResultAsync.fromPromise(readFile(path), (error) => (isCode(error, 'ENOENT') ? FILE_NOT_FOUND : unavailable(error))).map(
      (bytes) => ({
        name: document.name,
        contentType: document.contentType,
        // readFile's Buffer is backed by a plain ArrayBuffer (never a SharedArrayBuffer); its type cannot say so.
        bytes: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
        isPublic,
      }),
    );
  }

  #withPublicUrl(document: IndexedDocument): StoredDocument {
    return document.key.startsWith(DOCUMENT_FOLDERS[PUBLIC_FOLDER])
      ? { ...document, publicUrl: fileUrl(this.#options.publicUrl, document.key) }
      : document;
  }
}

function attempt(write: () => Promise<void>): ResultAsync<void, DocumentStoreError> {
  return ResultAsync.fromPromise(write(), unavailable);
}

/** Removes a file whose indexing failed, so it is not left behind; a failure here changes nothing for the caller. */
function discard(path: string): ResultAsync<void, never> {
  return ResultAsync.fromSafePromise(rm(path, { force: true }).catch(() => undefined));
}

function unavailable(error: unknown): DocumentStoreError {
  console.error('document store:', error instanceof Error ? error.message : String(error));
  return UNAVAILABLE;
}
