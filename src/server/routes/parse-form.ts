import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { RequestError } from '../request-errors';

/**
 * Checks fields read from a multipart form with a zod schema, as `jsonBody` checks a JSON body:
 * InvalidBody (400) with the first problem of each field, so nothing unchecked reaches a use case.
 */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): Result<z.output<S>, RequestError> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  const [field, problem] = Object.entries(fields)[0] ?? ['body', 'is not valid'];
  return err({ type: 'InvalidBody', message: `Invalid request body: ${field}: ${problem}`, fields });
}
