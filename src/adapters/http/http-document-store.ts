import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import {
  UPLOAD_ABORTED,
  type DocumentStore,
  type DocumentStoreError,
  type DownloadLink,
  type StoredDocument,
  type Upload,
} from '../../application/ports/document-store.port';
import type { DocumentFolder } from '../../domain/documents';
import { refusalOf, UNAVAILABLE } from './refusal';

export interface HttpDocumentStoreOptions {
  /** The server's origin, '' (the default) for the page's own. */
  readonly baseUrl?: string;
  /**
   * The fetch to call. The browser's own sends the session cookie (same origin); a caller holding
   * a bearer token, or a test calling `app.request`, passes one that adds what it needs.
   */
  readonly fetch?: typeof fetch;
}

const storedDocument = z.object({
  key: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  uploadedAt: z.string(),
  publicUrl: z.string().optional(),
});
const downloadLink = z.object({ url: z.string(), expiresAt: z.string() });

const NO_ANSWER: DocumentStoreError = { type: 'Unavailable', message: UNAVAILABLE };
const PASSED_THROUGH = new Set<string>(['NotFound', 'InvalidFile', 'InvalidKey', 'ExpiryTooLong', 'Aborted']);

/**
 * The browser's DocumentStore over the self-hosted server: `POST /documents` (multipart),
 * `GET /documents?folder=`, `POST /documents/link`, `POST /documents/delete`. The server decides everything (who may,
 * keys, content checks); this adapter only carries the request and reads the answer back into
 * the port's errors. Uploads are not retried: a retry could store the file twice. An upload's
 * signal goes with the request: aborted, the browser stops sending and the server stores nothing.
 */
export class HttpDocumentStore implements DocumentStore {
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;

  constructor(options: HttpDocumentStoreOptions = {}) {
    this.#baseUrl = options.baseUrl ?? '';
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  upload(upload: Upload, signal?: AbortSignal): ResultAsync<StoredDocument, DocumentStoreError> {
    if (signal?.aborted) return errAsync(UPLOAD_ABORTED);
    const form = new FormData();
    form.append('folder', upload.folder);
    form.append('file', new Blob([new Uint8Array(upload.bytes)], { type: upload.contentType }), upload.fileName);
    return this.#call('/documents', { method: 'POST', body: form, ...(signal ? { signal } : {}) })
      .andThen((body) => read(storedDocument, body))
      .mapErr((error) => (signal?.aborted ? UPLOAD_ABORTED : error));
  }

  list(folder: DocumentFolder): ResultAsync<readonly StoredDocument[], DocumentStoreError> {
    return this.#call(`/documents?folder=${encodeURIComponent(folder)}`, { method: 'GET' }).andThen((body) =>
      read(z.array(storedDocument), body),
    );
  }

  downloadLink(key: string, expiresInSeconds?: number): ResultAsync<DownloadLink, DocumentStoreError> {
    const init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key, expiresIn: expiresInSeconds }),
    };
    return this.#call('/documents/link', init).andThen((body) => read(downloadLink, body));
  }

  delete(key: string): ResultAsync<void, DocumentStoreError> {
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ key }) };
    return this.#call('/documents/delete', init).map(() => undefined);
  }

  #call(path: string, init: RequestInit): ResultAsync<unknown, DocumentStoreError> {
    return ResultAsync.fromPromise(this.#fetch(`${this.#baseUrl}${path}`, init), () => NO_ANSWER).andThen((response) =>
      ResultAsync.fromPromise(response.json() as Promise<unknown>, () => NO_ANSWER)
        .orElse(() => okAsync<unknown, DocumentStoreError>(null))
        .andThen((body) => (response.ok ? okAsync(body) : errAsync(errorOf(response.status, body)))),
    );
  }
}

function read<T>(schema: z.ZodType<T>, body: unknown): ResultAsync<T, DocumentStoreError> {
  const parsed = schema.safeParse(body);
  return parsed.success ? okAsync(parsed.data) : errAsync({ type: 'Unavailable', message: 'The server answered in an unexpected way.' });
}

/** The server's answer in the port's words: 401/403 Unauthorized, 413 InvalidFile, 5xx Unavailable. */
export function errorOf(status: number, body: unknown): DocumentStoreError {
  const { message, type } = refusalOf(status, body);
  if (status === 401 || status === 403) return { type: 'Unauthorized', message: 'Unauthorized' };
  if (status >= 500 || status === 429) return { type: 'Unavailable', message };
  if (type !== undefined && PASSED_THROUGH.has(type))
    return { type: type as 'NotFound' | 'InvalidFile' | 'InvalidKey' | 'ExpiryTooLong' | 'Aborted', message };
  if (status === 404) return { type: 'NotFound', message };
  return { type: 'InvalidFile', message };
}
