import type { MiddlewareHandler } from 'hono';

export interface LogLine {
  readonly time: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly ms: number;
  /** For a request that failed on our side: what went wrong (never a stack trace or a body). */
  readonly error?: string;
  /** What an administrator did to a stored document, and who: 'uploaded' or 'deleted', the key and shown name, their e-mail. */
  readonly document?: DocumentLogEntry;
}

export interface DocumentLogEntry {
  readonly action: 'uploaded' | 'deleted';
  readonly key: string;
  readonly name?: string;
  readonly by: string;
}

export type LogSink = (line: LogLine) => void;

/**
 * One structured line per request: method, path (never the query string, which may carry a signed
 * link or a code), status and duration. Bodies, headers and cookies are never logged.
 */
export function requestLog(sink: LogSink, now: () => number = performance.now.bind(performance)): MiddlewareHandler {
  return async (c, next) => {
    const started = now();
    await next();
    sink({
      time: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((now() - started) * 10) / 10,
    });
  };
}

export const jsonLineSink: LogSink = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);
