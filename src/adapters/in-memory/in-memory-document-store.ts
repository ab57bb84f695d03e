import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { UNAUTHORIZED } from '../../domain/access';
import {
  checkFolder,
  checkKey,
  checkUpload,
  displayName,
  DOCUMENT_FOLDERS,
  documentKey,
  type DocumentFolder,
} from '../../domain/documents';
import { linkLifetime } from '../../domain/download-links';
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
import { InMemoryAuditRecords } from './in-memory-audit-records';
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

const PUBLIC_FOLDER: DocumentFolder = 'website-assets';

/**
 * Documents and photos in memory, checked as every store checks them (the domain's `checkUpload`
 * and `displayName`): server-generated keys, photos sniffed by content, documents by kind and
 * size, signed links bound to one key that expire. `open(url)` is the download a browser does with a link, so tests can follow one.
 */
export class InMemoryDocumentStore implements DocumentStore {
  readonly #files = new Map<string, Entry>();
  readonly #clock: Clock;
  readonly #ids: IdGenerator;
  readonly #secret: string;
  readonly #audit: InMemoryAuditRecords;
  #sequence = 0;

  /** Officers' uploads and removals append to `audit`, the wiring's log. */
  constructor(clock: Clock, ids: IdGenerator, audit = new InMemoryAuditRecords()) {
    this.#clock = clock;
    this.#ids = ids;
    this.#audit = audit;
    this.#secret = ids.secret();
  }

  upload(upload: Upload, signal?: AbortSignal, audit?: DocumentAudit): ResultAsync<StoredDocument, DocumentStoreError> {
    if (signal?.aborted) return errAsync(UPLOAD_ABORTED);
    const checked = checkUpload(upload).mapErr(toStoreError);
    if (checked.isErr()) return errAsync(checked.error);
    // Stored on a later turn, as a real store's write completes later: an abort until then stores nothing.
    return ResultAsync.fromSafePromise(Promise.resolve()).andThen(() =>
      signal?.aborted ? errAsync(UPLOAD_ABORTED) : okAsync(this.#store(upload, checked.value, audit)),
    );
  }

  #store(upload: Upload, contentType: string, audit?: DocumentAudit): StoredDocument {
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
    if (audit) this.#audit.append(audit(withoutUrl(document), document.uploadedAt));
    return document;
  }

  list(folder: DocumentFolder): ResultAsync<readonly StoredDocument[], DocumentStoreError> {
    const checked = checkFolder(folder).mapErr(toStoreError);
    if (checked.isErr()) return errAsync(checked.error);
    const entries = [...this.#files.values()].filter((entry) => entry.document.key.startsWith(DOCUMENT_FOLDERS[folder]));
    entries.sort((a, b) => compareNewestFirst(a, b));
    return okAsync(entries.map((entry) => entry.document));
  }

  downloadLink(key: string, expiresInSeconds?: number, holder?: string): ResultAsync<DownloadLink, DocumentStoreError> {
    const lifetime = checkKey(key)
      .andThen(() => linkLifetime(expiresInSeconds))
      .mapErr(toStoreError);
    if (lifetime.isErr()) return errAsync(lifetime.error);
    if (!this.#files.has(key)) return errAsync(FILE_NOT_FOUND);
    const expires = Math.floor(this.#clock.now() / 1000) + lifetime.value;
    return okAsync({ url: signedLink(this.#secret, key, expires, holder ?? null), expiresAt: new Date(expires * 1000).toISOString() });
  }

  delete(key: string, audit?: DocumentAudit): ResultAsync<void, DocumentStoreError> {
    const checked = checkKey(key).mapErr(toStoreError);
    if (checked.isErr()) return errAsync(checked.error);
    const entry = this.#files.get(key);
    if (!entry) return errAsync(FILE_NOT_FOUND);
    this.#files.delete(key);
    if (audit) this.#audit.append(audit(withoutUrl(entry.document), isoNow(this.#clock)));
    return okAsync(undefined);
  }

  /** Downloads through a link: refused when it is expired, altered, pointed at another file or another holder. */
  open(url: string): ResultAsync<OpenedDocument, DocumentStoreError> {
    const link = parseLink(url);
    if (link === null) return errAsync(NOT_A_STORE_LINK);
    const isPublic = link.key.startsWith(DOCUMENT_FOLDERS[PUBLIC_FOLDER]) && checkKey(link.key).isOk();
    if (!isPublic && !isLinkValid(this.#secret, link, Math.floor(this.#clock.now() / 1000))) return errAsync(UNAUTHORIZED);
    const entry = this.#files.get(link.key);
    if (!entry) return errAsync(FILE_NOT_FOUND);
    const { name, contentType } = entry.document;
    return okAsync({ name, contentType, bytes: entry.bytes.slice() });
  }
}

function withoutUrl({ publicUrl: _url, ...document }: StoredDocument): Omit<StoredDocument, 'publicUrl'> {
  return document;
}

function compareNewestFirst(a: Entry, b: Entry): number {
  const [x, y] = [a.document.uploadedAt, b.document.uploadedAt];
  return x < y ? 1 : x > y ? -1 : b.sequence - a.sequence;
}
