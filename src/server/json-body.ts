import type { Context, MiddlewareHandler } from 'hono';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import { limitBodySize } from './body-limit';
import { errorResponse } from './http-errors';
import { MALFORMED_JSON, payloadTooLarge, type RequestError } from './request-errors';

/** Refuses a body over `maxBytes` with 413 PayloadTooLarge, before anything reads it. */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return limitBodySize(maxBytes, (c) => errorResponse(c, payloadTooLarge(maxBytes)));
}

/** The first problem of each field, keyed by its path (`email`, `enable.1`; `body` for the whole). */
function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? 'body' : issue.path.join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

function invalidBody(error: z.ZodError): RequestError {
  const fields = fieldsOf(error);
  const [field, problem] = Object.entries(fields)[0] ?? ['body', 'is not valid'];
  return { type: 'InvalidBody', message: `Invalid request body: ${field}: ${problem}`, fields };
}

/**
 * The request's JSON body, checked with `schema`: MalformedJson (400) when it does not parse,
 * InvalidBody (400, with a message per field) when it has the wrong shape. Nothing unchecked
 * reaches a use case.
 */
export function jsonBody<S extends z.ZodType>(c: Context, schema: S): ResultAsync<z.output<S>, RequestError> {
  return ResultAsync.fromPromise(c.req.json<unknown>(), () => MALFORMED_JSON).andThen((data) => {
    const parsed = schema.safeParse(data);
    return parsed.success ? okAsync(parsed.data) : errAsync(invalidBody(parsed.error));
  });
}
