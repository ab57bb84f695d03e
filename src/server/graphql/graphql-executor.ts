import { execute, NoSchemaIntrospectionCustomRule, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { AppDeps } from '../app-deps';
import type { RequestActor } from '../app-env';
import { documentCache } from './document-cache';
import { formatError, serialized, statusOfResult, type SerializedAnswer, type UnexpectedFailure } from './graphql-errors';
import { memberResolvers } from './member-resolvers';
import { contentResolvers } from './named-record-resolvers';
import { isPublicRead, PublicAnswers } from './public-answers';
import { queryLimitsRule } from './query-limits';
import type { GraphqlRequest } from './graphql-request';
import type { Resolvers } from './resolver-support';
import { buildAppSchema } from './schema';

/** The validation rules beyond the specification's: limits always, no introspection in production. */
function extraRules(production: boolean): readonly ValidationRule[] {
  return production ? [queryLimitsRule(), NoSchemaIntrospectionCustomRule] : [queryLimitsRule()];
}

/** Every root field's resolver, each calling the authorized content use cases. */
function rootResolvers(deps: AppDeps): Resolvers {
  return { ...contentResolvers(deps), ...memberResolvers(deps) };
}

/**
 * The GraphQL service of the app: built once (schema, resolvers, document cache), then run per
 * request for an actor. Documents that do not parse or validate answer 400; otherwise the answer
 * is 200 with data and AppSync-shaped errors (see `statusOfResult`). When the app is told of the
 * content's changes (`deps.contentChanges`), the answers of public reads are remembered until the
 * next write (public-answers.ts): the home page and the Executive Board ask the same on every visit.
 */
export function graphqlExecutor(deps: AppDeps, schema: GraphQLSchema = buildAppSchema()) {
  const documents = documentCache(schema, extraRules(deps.config.production));
  const rootValue = rootResolvers(deps);
  const answers = deps.contentChanges ? new PublicAnswers(deps.contentChanges) : null;
  return async (request: GraphqlRequest, actor: RequestActor, unexpected: UnexpectedFailure): Promise<SerializedAnswer> => {
    const checked = documents(request.query);
    if (checked.isErr())
      return serialized({
        status: 400,
        body: { errors: checked.error.map((error) => formatError(error, unexpected, deps.config.production)) },
      });
    const remembered =
      answers !== null && isPublicRead(checked.value, request.operationName) ? { cache: answers, key: PublicAnswers.keyOf(request) } : null;
    const known = remembered?.cache.get(remembered.key);
    if (known !== undefined) return { status: 200, text: known };
    const readAt = remembered?.cache.version ?? 0;
    const result = await execute({
      schema,
      document: checked.value,
      rootValue,
      contextValue: { actor },
      variableValues: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
    });
    const errors = result.errors?.map((error) => formatError(error, unexpected, deps.config.production));
    const answer = serialized({
      status: statusOfResult(result),
      body: { ...('data' in result ? { data: result.data } : {}), ...(errors ? { errors } : {}) },
    });
    if (remembered !== null && answer.status === 200 && errors === undefined)
      remembered.cache.remember(remembered.key, readAt, answer.text);
    return answer;
  };
}
