import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import { fetchWithRetry, type NetworkFailure, type RetryingFetch } from './fetch-with-retry';

/** The server answered with an error status; `body` is its JSON (or null when it had none). */
type HttpErrorAnswer = {
  readonly type: 'HttpError';
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
};

/** A success answer that is not what the schema says: the server and this client disagree. */
type UnexpectedAnswer = { readonly type: 'UnexpectedAnswer'; readonly status: number; readonly message: string };

/** Why a JSON call gave no usable answer. */
export type HttpFailure = NetworkFailure | HttpErrorAnswer | UnexpectedAnswer;

/** One call: method, path, body, and the schema its answer must meet. */
export interface JsonRequest<S extends z.ZodType> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  /** Sent as JSON. Requests other than GET always carry a JSON body (`{}` when none): the server's CSRF check wants one. */
  readonly body?: unknown;
  /** What a 2xx answer must hold; a 204 holds `undefined` (`z.undefined()`). */
  readonly answer: S;
  /** The request may be repeated though its method is not idempotent (see fetchWithRetry). */
  readonly safeToRetry?: boolean;
}

const readJson = (response: Response): ResultAsync<unknown, never> =>
  ResultAsync.fromSafePromise(
    response
      .text()
      .then((text) => (text === '' ? null : (JSON.parse(text) as unknown)))
      .catch(() => null),
  );

/** Headers a client adds to every request, worked out per request (a fresh sign-in token, say). */
export type ExtraHeaders = () => Promise<Readonly<Record<string, string>>>;

const NO_HEADERS: ExtraHeaders = async () => ({});

/**
 * JSON over same-origin fetch for the browser adapters: cookies go along (`credentials:
 * 'same-origin'`), retries are fetchWithRetry's, a success answer is checked with a schema, and
 * every failure comes back as a value: the network's, the server's (status and JSON body), or a
 * success answer of the wrong shape. `headers` adds to every request (the AWS wiring sends the
 * Cognito ID token so); headers it cannot work out send the request without them.
 */
export function jsonClient(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
  const send = options.fetch ?? fetchWithRetry();
  const baseUrl = options.baseUrl ?? '';
  const extraHeaders = options.headers ?? NO_HEADERS;
  return <S extends z.ZodType>(request: JsonRequest<S>): ResultAsync<z.output<S>, HttpFailure> => {
    const withBody = request.method !== 'GET';
    const base: Record<string, string> = withBody
      ? { Accept: 'application/json', 'Content-Type': 'application/json' }
      : { Accept: 'application/json' };
    const headers = ResultAsync.fromSafePromise(extraHeaders().catch(() => ({})));
    return headers
      .andThen((extra) => {
        const init: RequestInit = {
          method: request.method,
          credentials: 'same-origin',
          headers: { ...extra, ...base },
          ...(withBody ? { body: JSON.stringify(request.body ?? {}) } : {}),
        };
        return send(`${baseUrl}${request.path}`, init, { safeToRetry: request.safeToRetry ?? false });
      })
      .andThen((response) =>
        readJson(response).andThen((body): ResultAsync<z.output<S>, HttpFailure> => {
          if (!response.ok) return errAsync({ type: 'HttpError', status: response.status, body, headers: response.headers });
          const parsed = request.answer.safeParse(response.status === 204 ? undefined : body);
          return parsed.success
            ? okAsync(parsed.data)
            : errAsync({ type: 'UnexpectedAnswer', status: response.status, message: `Unexpected answer from ${request.path}.` });
        }),
      );
  };
}

/** Sends a JsonRequest; see `jsonClient`. */
export type JsonClient = ReturnType<typeof jsonClient>;

/** A CSV file the server sent: the name to save it under and its text. */
export interface CsvDownload {
  readonly fileName: string;
  readonly text: string;
}

/** The file name of a Content-Disposition header (`attachment; filename="x.csv"`), or null without one. */
function dispositionFileName(disposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;
}

/** A refusal's JSON body, or null when it is not JSON. */
function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * CSV downloads for the browser adapters, on the same terms as `jsonClient` (same-origin cookies,
 * fetchWithRetry's retries of a GET, `headers` added to every request): `GET path` asking for
 * text/csv answers the file, named by the server's Content-Disposition or else `fallbackName`; a
 * refusal comes back as the same `HttpFailure` a JSON call gives (its JSON body read), so each
 * gateway words it with its own `errorOf`. A body cut off on the way is a NetworkFailure.
 */
export function csvClient(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
  const send = options.fetch ?? fetchWithRetry();
  const baseUrl = options.baseUrl ?? '';
  const extraHeaders = options.headers ?? NO_HEADERS;
  const cutOff = (): HttpFailure => ({ type: 'NetworkFailure', message: 'The download was cut off.' });
  return (path: string, fallbackName: string): ResultAsync<CsvDownload, HttpFailure> =>
    ResultAsync.fromSafePromise(extraHeaders().catch(() => ({})))
      .andThen((extra) => send(`${baseUrl}${path}`, { credentials: 'same-origin', headers: { ...extra, Accept: 'text/csv' } }))
      .andThen((response) =>
        ResultAsync.fromPromise(response.text(), cutOff).andThen((text): ResultAsync<CsvDownload, HttpFailure> => {
          if (!response.ok)
            return errAsync({ type: 'HttpError', status: response.status, body: jsonOrNull(text), headers: response.headers });
          return okAsync({ fileName: dispositionFileName(response.headers.get('Content-Disposition')) ?? fallbackName, text });
        }),
      );
}

/** Downloads a CSV file; see `csvClient`. */
export type CsvClient = ReturnType<typeof csvClient>;

/** A file the server sent as bytes (a PDF): the name to save it under, its type and its bytes. */
export interface FileDownload {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/**
 * File downloads as bytes (PDFs, and any file a page saves as it came), on `csvClient`'s terms:
 * `GET path` asking for `accept` answers the file, named by the server's Content-Disposition or
 * else `fallbackName`; a refusal is the `HttpFailure` a JSON call gives; a body cut off on the way
 * is a NetworkFailure.
 */
export function fileClient(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
  const send = options.fetch ?? fetchWithRetry();
  const baseUrl = options.baseUrl ?? '';
  const extraHeaders = options.headers ?? NO_HEADERS;
  const cutOff = (): HttpFailure => ({ type: 'NetworkFailure', message: 'The download was cut off.' });
  return (path: string, accept: string, fallbackName: string): ResultAsync<FileDownload, HttpFailure> =>
    ResultAsync.fromSafePromise(extraHeaders().catch(() => ({})))
      .andThen((extra) => send(`${baseUrl}${path}`, { credentials: 'same-origin', headers: { ...extra, Accept: accept } }))
      .andThen((response) =>
        ResultAsync.fromPromise(response.arrayBuffer(), cutOff).andThen((body): ResultAsync<FileDownload, HttpFailure> => {
          if (!response.ok) {
            const refusal = jsonOrNull(new TextDecoder().decode(body));
            return errAsync({ type: 'HttpError', status: response.status, body: refusal, headers: response.headers });
          }
          return okAsync({
            fileName: dispositionFileName(response.headers.get('Content-Disposition')) ?? fallbackName,
            contentType: response.headers.get('Content-Type') ?? accept,
            bytes: new Uint8Array(body),
          });
        }),
      );
}

/** Downloads a file as bytes; see `fileClient`. */
export type FileClient = ReturnType<typeof fileClient>;
