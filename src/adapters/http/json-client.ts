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
