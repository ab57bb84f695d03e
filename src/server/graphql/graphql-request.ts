import { err, ok, Result } from 'neverthrow';
import { z } from 'zod';

/** A GraphQL request as clients POST it (AppSync, Amplify and Apollo all send this shape). */
export interface GraphqlRequest {
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>> | null;
  readonly operationName?: string | null;
}

/** What a malformed request is told (400), one sentence per problem. */
export const REQUEST_MESSAGES = {
  notJson: 'The request body must be JSON: { "query": "...", "variables": { ... }, "operationName": "..." }.',
  noQuery: 'The request has no query: send { "query": "..." } with the GraphQL document as text.',
  badVariables: 'variables must be a JSON object (or null).',
  badOperationName: 'operationName must be a string (or null).',
} as const;

const shape = z.object({
  query: z.string({ error: REQUEST_MESSAGES.noQuery }).refine((query) => query.trim() !== '', REQUEST_MESSAGES.noQuery),
  variables: z.record(z.string(), z.unknown(), { error: REQUEST_MESSAGES.badVariables }).nullish(),
  operationName: z.string({ error: REQUEST_MESSAGES.badOperationName }).nullish(),
});

const parseJson = Result.fromThrowable(
  (text: string): unknown => JSON.parse(text),
  () => REQUEST_MESSAGES.notJson,
);

/** Reads a request body: JSON of the shape above, or the message saying what is wrong with it. */
export function parseGraphqlRequest(body: string): Result<GraphqlRequest, string> {
  return parseJson(body).andThen((json) => {
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return err(REQUEST_MESSAGES.notJson);
    const parsed = shape.safeParse(json);
    return parsed.success ? ok(parsed.data) : err(parsed.error.issues[0]?.message ?? REQUEST_MESSAGES.notJson);
  });
}
