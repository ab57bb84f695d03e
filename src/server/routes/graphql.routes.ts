import { Hono, type Context } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { limitBodySize } from '../body-limit';
import { sameSiteJsonOnly } from '../csrf';
import { graphqlExecutor } from '../graphql/graphql-executor';
import { requestRefused, serialized, type SerializedAnswer } from '../graphql/graphql-errors';
import { parseGraphqlRequest } from '../graphql/graphql-request';
import { INTERNAL_MESSAGE } from '../http-errors';
import { noteFailure, withReference } from '../request-log';

/** Largest request body accepted: a document plus variables (an officer summary is at most 5,000 characters). */
export const MAX_BODY_BYTES = 100 * 1024;

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

// GraphQL over HTTP: answer in the media type the client prefers; AppSync clients ask for plain JSON.
function reply(c: Context<AppEnv>, answer: SerializedAnswer) {
  const type = (c.req.header('accept') ?? '').includes(GRAPHQL_RESPONSE) ? GRAPHQL_RESPONSE : 'application/json';
  return c.body(answer.text, answer.status, { 'content-type': `${type}; charset=utf-8` });
}

/**
 * POST /graphql: the AppSync-shaped API (see src/server/graphql/schema.ts), answering as the
 * actor the auth middleware put on the context (session cookie or Authorization token). Mutations
 * act on the session cookie, so the app's CSRF defence applies: JSON bodies only (415) and, when a
 * browser says where it comes from, the site's own origin only (403). Other methods answer 405.
 */
export function graphqlRoutes(deps: AppDeps): Hono<AppEnv> {
  const run = graphqlExecutor(deps);
  const tooLarge = (c: Context<AppEnv>) =>
    reply(c, serialized(requestRefused(413, `The request is too large: at most ${MAX_BODY_BYTES} bytes.`)));
  return new Hono<AppEnv>()
    .post('/', sameSiteJsonOnly(deps.config.publicUrl), limitBodySize(MAX_BODY_BYTES, tooLarge), async (c) => {
      const request = parseGraphqlRequest(await c.req.text());
      const unexpected = (cause: Error, field: string) => {
        noteFailure(c, cause, field);
        return withReference(INTERNAL_MESSAGE, c.var.requestId);
      };
      return reply(c, request.isOk() ? await run(request.value, c.var.actor, unexpected) : serialized(requestRefused(400, request.error)));
    })
    .all('/', (c) => {
      c.header('allow', 'POST');
      return reply(c, serialized(requestRefused(405, 'GraphQL requests are POSTed to /graphql.')));
    });
}
