import type { ContentError } from '../../application/server/content/content.errors';

/** A request the resolvers refuse before any use case runs: a filter or condition they cannot run. */
export type RequestRefusal =
  { readonly type: 'InvalidQuery'; readonly message: string } | { readonly type: 'ConditionalCheckFailed'; readonly message: string };

/** Everything a resolver can answer instead of a result. */
export type ResolverError = ContentError | RequestRefusal;

/** AppSync's words when a mutation's condition does not hold. */
export const CONDITION_FAILED: RequestRefusal = { type: 'ConditionalCheckFailed', message: 'The conditional request failed' };

/**
 * A refused field, thrown from a resolver so graphql-js records it at that field's path (and
 * nulls the field). It carries AppSync's `errorType` and `errorInfo`; `badRequest` marks a query
 * the server cannot run as asked (reversed between bounds, a filter nested too deeply, a foreign
 * nextToken), which makes the whole answer a 400.
 */
export class GraphqlFailure extends Error {
  readonly errorType: string;
  readonly errorInfo: Readonly<Record<string, unknown>> | null;
  readonly badRequest: boolean;

  constructor(error: ResolverError) {
    super(error.type === 'Unauthorized' ? 'Unauthorized' : error.message);
    this.name = 'GraphqlFailure';
    this.errorType = errorTypeOf(error);
    this.errorInfo = detailsOf(error);
    this.badRequest = error.type === 'InvalidQuery';
  }
}

/** What the error says beyond its type and words (the fields of a form, the e-mail or name taken), or null. */
function detailsOf(error: ResolverError): Readonly<Record<string, unknown>> | null {
  const { type: _type, message: _message, ...details } = error;
  return Object.keys(details).length === 0 ? null : details;
}

/** The `errorType` a client sees: the use case's own error name, AppSync's name for a failed condition. */
function errorTypeOf(error: ResolverError): string {
  return error.type === 'ConditionalCheckFailed' ? 'DynamoDB:ConditionalCheckFailedException' : error.type;
}
