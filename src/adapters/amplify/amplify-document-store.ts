import * as storage from 'aws-amplify/storage';
import { errAsync, ResultAsync } from 'neverthrow';
import { FILE_NOT_FOUND, toStoreError, UPLOAD_ABORTED } from '../../application/ports/document-store.port';
import type { DocumentStore, DocumentStoreError, DownloadLink, StoredDocument, Upload } from '../../application/ports/document-store.port';
import { UNAUTHORIZED } from '../../domain/access';
import { checkKey, checkUpload, displayName, DOCUMENT_FOLDERS, documentKey, type DocumentFolder } from '../../domain/documents';
import { contentDisposition, linkLifetime } from '../../domain/download-links';

export interface AmplifyDocumentStoreOptions {
  /**
   * Where the folders sit in the bucket: `public/` puts minutes at `public/meeting-minutes/`, as
   * spec section 3 names them; '' puts them at the bucket's top level.
   */
  readonly pathPrefix: string;
  /** The bucket's public address, for officer photos (`https://<bucket>.s3.<region>.amazonaws.com`). */
  readonly publicBaseUrl: string;
  /** A unique id per upload (crypto.randomUUID in the browser). */
  readonly newId?: () => string;
  /**
   * `host:port` of an S3-compatible service or of a local S3 stand-in in tests, without a scheme
   * (Amplify adds `https://`); given to every storage call. A bucket name with a dot makes Amplify
   * address it path-style (`https://<endpoint>/<bucket>/<key>`). Unset, Amplify talks to AWS S3.
   */
  readonly customEndpoint?: string;
}

/** The file's display name (the domain's `displayName`) travels as object metadata: keys carry only its safe form. */
const NAME_METADATA = 'filename';
const UNAVAILABLE = 'The file store could not be reached. Please try again.';

/** Amplify Storage's failure in the port's words (spec section 8's storage errors). */
export function documentErrorFromAmplify(error: unknown): DocumentStoreError {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? String((error as { message: unknown }).message) : UNAVAILABLE;
  // task.cancel() after an AbortSignal: the upload stopped before S3 stored the file.
  if (name === 'CanceledError') return UPLOAD_ABORTED;
  if (name === 'NotFound' || name === 'NoSuchKey') return FILE_NOT_FOUND;
  if (name === 'UrlExpirationMaxLimitExceed') return { type: 'ExpiryTooLong', message };
  if (name === 'ObjectIsTooLarge' || name === 'InvalidUploadSource') return { type: 'InvalidFile', message };
  if (name === 'InvalidStoragePathInput') return { type: 'InvalidKey', message };
  if (name === 'AccessDenied' || name === 'Forbidden' || name === 'NoCredentials') return UNAUTHORIZED;
  return { type: 'Unavailable', message: UNAVAILABLE };
}

const fromAmplify = <T>(work: () => Promise<T>): ResultAsync<T, DocumentStoreError> =>
  ResultAsync.fromPromise(Promise.resolve().then(work), documentErrorFromAmplify);

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The DocumentStore on Amplify Storage (S3) for the aws wiring. Keys are made here as everywhere
 * (`folder/<id>-<safe name>`), under the configured prefix; the bucket's access rules (signed-in
 * read, `admins` write, public officer photos) are the server side's and decide. Downloads are
 * pre-signed links that are checked to point at an existing object first, and save
 * the file under its original name.
 */
export class AmplifyDocumentStore implements DocumentStore {
  readonly #options: AmplifyDocumentStoreOptions;
  readonly #newId: () => string;
  /**
   * Every call's common options. Amplify reads `customEndpoint` although its public option types do
   * not name it; `useAccelerateEndpoint` (false, Amplify's default) is the common option they do name.
   */
  readonly #endpoint: { readonly useAccelerateEndpoint: false; readonly customEndpoint?: string };

  constructor(options: AmplifyDocumentStoreOptions) {
    this.#options = options;
    this.#endpoint = {
      useAccelerateEndpoint: false,
      ...(options.customEndpoint === undefined ? {} : { customEndpoint: options.customEndpoint }),
    };
    this.#newId = options.newId ?? (() => crypto.randomUUID());
  }

  /**
   * Stores one file; an abort signal cancels a running upload (Amplify's task.cancel()), and one
   * already aborted sends nothing. The answer is the object as S3 then describes it (its
   * Last-Modified is the upload time), so it is what a listing shows.
   */
  upload(upload: Upload, signal?: AbortSignal): ResultAsync<StoredDocument, DocumentStoreError> {
    return checkUpload(upload)
      .mapErr(toStoreError)
      .asyncAndThen((contentType) => {
        if (signal?.aborted === true) return errAsync(UPLOAD_ABORTED);
        const key = documentKey(upload.folder, this.#newId(), upload.fileName);
        const task = storage.uploadData({
          path: this.#path(key),
          data: new Uint8Array(upload.bytes),
          options: { ...this.#endpoint, contentType, metadata: { [NAME_METADATA]: encodeURIComponent(displayName(upload.fileName)) } },
        });
        signal?.addEventListener('abort', () => task.cancel(), { once: true });
        // A cancelled task fails with CanceledError, or with a plain 'Request aborted.' when the request had not left yet.
        return fromAmplify(() => task.result)
          .mapErr((error) => (signal?.aborted === true ? UPLOAD_ABORTED : error))
          .andThen(() => this.#describe(this.#path(key)));
      });
  }

  list(folder: DocumentFolder): ResultAsync<readonly StoredDocument[], DocumentStoreError> {
    return fromAmplify(() =>
      storage.list({ path: this.#path(DOCUMENT_FOLDERS[folder]), options: { ...this.#endpoint, listAll: true } }),
    ).andThen(({ items }) =>
      ResultAsync.combine(items.map((item) => this.#describe(item.path))).map((documents) =>
        [...documents].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.key.localeCompare(a.key)),
      ),
    );
  }

  downloadLink(key: string, expiresInSeconds?: number): ResultAsync<DownloadLink, DocumentStoreError> {
    return checkKey(key)
      .andThen(() => linkLifetime(expiresInSeconds))
      .mapErr(toStoreError)
      .asyncAndThen((seconds) =>
        // Described first: NotFound for a missing object, and the original name for the link's Content-Disposition.
        this.#describe(this.#path(key)).andThen((stored) =>
          fromAmplify(() =>
            storage.getUrl({
              path: this.#path(key),
              options: { ...this.#endpoint, expiresIn: seconds, contentDisposition: contentDisposition('attachment', stored.name) },
            }),
          ),
        ),
      )
      .map(({ url, expiresAt }) => ({ url: url.toString(), expiresAt: expiresAt.toISOString() }));
  }

  /**
   * Removes the object (S3 DeleteObject). S3 answers a delete of a missing key as a success, so
   * the object is described first: a key with nothing stored answers NotFound, as every store does.
   */
  delete(key: string): ResultAsync<void, DocumentStoreError> {
    return checkKey(key)
      .mapErr(toStoreError)
      .asyncAndThen(() => this.#describe(this.#path(key)))
      .andThen(() => fromAmplify(() => storage.remove({ path: this.#path(key), options: this.#endpoint }).result))
      .map(() => undefined);
  }

  #describe(path: string): ResultAsync<StoredDocument, DocumentStoreError> {
    return fromAmplify(() => storage.getProperties({ path, options: this.#endpoint })).map((properties) => {
      const key = path.slice(this.#options.pathPrefix.length);
      const stored = properties.metadata?.[NAME_METADATA];
      const name = (stored === undefined ? undefined : decoded(stored)) ?? key.split('/').pop() ?? key;
      return this.#stored(
        key,
        name,
        properties.size ?? 0,
        properties.contentType ?? 'application/octet-stream',
        properties.lastModified ?? new Date(0),
      );
    });
  }

  #stored(key: string, name: string, size: number, contentType: string, uploadedAt: Date): StoredDocument {
    const base = { key, name, size, contentType, uploadedAt: uploadedAt.toISOString() };
    return key.startsWith(DOCUMENT_FOLDERS['website-assets'])
      ? { ...base, publicUrl: `${this.#options.publicBaseUrl}/${this.#path(key)}` }
      : base;
  }

  #path(key: string): string {
    return `${this.#options.pathPrefix}${key}`;
  }
}
