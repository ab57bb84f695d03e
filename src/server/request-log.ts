import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, DocumentLogEntry, LogNote } from './app-env';

export interface LogLine {
  readonly time: string;
  /** The request's id: sent back as X-Request-Id, and shown to the user as 'Reference: <id>' when it failed on our side. */
  readonly requestId?: string;
  readonly method: string;
  /** The path, without its query, with the tokens and e-mail addresses it may carry replaced (`loggablePath`). */
  readonly path: string;
  readonly status: number;
  readonly ms: number;
  /** For a request that failed on our side: what went wrong (e-mail addresses and tokens replaced; never a body). */
  readonly error?: string;
  /** The failure's stack trace, scrubbed like `error`. */
  readonly stack?: string;
  /** What an administrator did to a stored document, and who: 'uploaded' or 'deleted', the key and shown name, their account id. */
  readonly document?: DocumentLogEntry;
}

export type LogSink = (line: LogLine) => void;

/** A request id: 12 hexadecimal characters, short enough to read out over the phone. */
const newRequestId = (): string => randomBytes(6).toString('hex');

/**
 * Paths whose segments are secrets: a ticket's code, a waiting-list offer's token, the signed links
 * of receipts and giving statements. Matched without regard to case (the pages' router ignores it).
 */
const SECRET_PATHS: readonly { readonly pattern: RegExp; readonly shown: string }[] = [
  { pattern: /^\/tickets\/[^/]+/i, shown: '/tickets/:code' },
  { pattern: /^\/ticketing\/tickets\/[^/]+/i, shown: '/ticketing/tickets/:code' },
  { pattern: /^\/ticketing\/offers\/[^/]+/i, shown: '/ticketing/offers/:token' },
  { pattern: /^\/receipts\/[^/]+/i, shown: '/receipts/:token' },
  { pattern: /^\/giving-statements\/[^/]+/i, shown: '/giving-statements/:token' },
];

/** A signed token (hmac-signed-tokens.ts: `<subject>.<expiry>.<signature>`), or a 256-bit secret (43 base64url characters). */
const TOKEN_SHAPE = /^(?:[A-Za-z0-9_-]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}|[A-Za-z0-9_-]{32,})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Longest path logged: a path longer than this is cut (a client could send megabytes). */
const MAX_PATH = 200;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** One segment as logged: an e-mail address is `:email`, anything shaped like a token `:token`, the rest as it came. */
function loggableSegment(segment: string): string {
  const text = decoded(segment);
  if (text.includes('@')) return ':email';
  if (TOKEN_SHAPE.test(text) && !UUID.test(text)) return ':token';
  return segment;
}

/**
 * A request's path as the log shows it: never the query (a pay link's `?t=`, a file link's
 * signature, a search for a name), the known secret segments named instead of shown
 * (`/tickets/:code`), and any other segment holding an e-mail address or shaped like a token replaced.
 * @example loggablePath('/ticketing/offers/abc.kq1.xyz') // '/ticketing/offers/:token'
 */
export function loggablePath(path: string): string {
  const withoutQuery = path.split('?')[0] ?? '';
  const known = SECRET_PATHS.find(({ pattern }) => pattern.test(withoutQuery));
  const rest = known ? withoutQuery.replace(known.pattern, '') : withoutQuery;
  const shown = (known?.shown ?? '') + rest.split('/').map(loggableSegment).join('/');
  return shown.length > MAX_PATH ? `${shown.slice(0, MAX_PATH)}…` : shown;
}

const EMAIL_IN_TEXT = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;
const TOKEN_IN_TEXT = /[A-Za-z0-9_-]+\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{22}|(?<![A-Za-z0-9_/.-])[A-Za-z0-9_-]{40,}(?![A-Za-z0-9_-])/g;

/** An error's words or stack with e-mail addresses and token-shaped strings replaced, so a failure never logs them. */
export function scrubbed(text: string): string {
  return text.replace(EMAIL_IN_TEXT, '[email]').replace(TOKEN_IN_TEXT, '[token]');
}

/** What a failure looks like in the log: its message and stack, scrubbed. */
function failureOf(cause: unknown): NonNullable<LogNote['failure']> {
  if (cause instanceof Error) return { message: scrubbed(cause.message), ...(cause.stack ? { stack: scrubbed(cause.stack) } : {}) };
  return { message: scrubbed(String(cause)) };
}

/** The words a user reads about a failure on our side, with the reference that finds its log line. */
export function withReference(message: string, requestId: string): string {
  return `${message} Reference: ${requestId}`;
}

/** Adds to the request's log line (a caught failure, a document change); the last note of each kind wins. */
export function noteOnLog(c: Context<AppEnv>, note: LogNote): void {
  c.set('logNote', { ...c.get('logNote'), ...note });
}

/** Records an unexpected failure a route caught and answered itself (GraphQL, the event page) on the request's log line. */
export function noteFailure(c: Context<AppEnv>, cause: unknown, where?: string): void {
  const failure = failureOf(cause);
  noteOnLog(c, { failure: where ? { ...failure, message: `${where}: ${failure.message}` } : failure });
}

/**
 * One JSON line per request: its id, method, path (`loggablePath`: no query, no tokens, no e-mail
 * addresses), status and duration; for a failure on our side (an exception, or a failure a route
 * noted) its scrubbed message and stack. Bodies, headers, cookies and addresses are never logged.
 * Every answer carries the id as `X-Request-Id`.
 */
export function requestLog(
  sink: LogSink,
  options: { readonly now?: () => number; readonly newId?: () => string } = {},
): MiddlewareHandler<AppEnv> {
  const now = options.now ?? performance.now.bind(performance);
  const newId = options.newId ?? newRequestId;
  return async (c, next) => {
    const started = now();
    const requestId = newId();
    c.set('requestId', requestId);
    await next();
    try {
      c.res.headers.set('X-Request-Id', requestId);
    } catch {
      // A response with immutable headers (none of ours) goes out without the id.
    }
    const note = c.get('logNote');
    const failure = c.error ? failureOf(c.error) : note?.failure;
    sink({
      time: new Date().toISOString(),
      requestId,
      method: c.req.method,
      path: loggablePath(c.req.path),
      status: c.res.status,
      ms: Math.round((now() - started) * 10) / 10,
      ...(failure ? { error: failure.message, ...(failure.stack ? { stack: failure.stack } : {}) } : {}),
      ...(note?.document ? { document: note.document } : {}),
    });
  };
}

export const jsonLineSink: LogSink = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);
