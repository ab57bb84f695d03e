import { GraphQLError, type ExecutionResult, type SourceLocation } from 'graphql';
import { GraphqlFailure } from './graphql-failure';

/** One error as AppSync shapes it: words, AppSync's `errorType` and `errorInfo`, where it happened. */
export interface AppSyncError {
  readonly message: string;
  readonly errorType: string;
  readonly errorInfo: Readonly<Record<string, unknown>> | null;
  readonly locations?: readonly SourceLocation[];
  readonly path?: readonly (string | number)[];
}

/** The answer to a GraphQL request: an HTTP status and the JSON body. */
export interface GraphqlAnswer {
  readonly status: 200 | 400 | 405 | 413 | 503;
  readonly body: { readonly data?: unknown; readonly errors?: readonly AppSyncError[] };
}

/** A GraphQL answer ready to send: the HTTP status and the body as JSON text. */
export interface SerializedAnswer {
  readonly status: GraphqlAnswer['status'];
  readonly text: string;
}

export function serialized(answer: GraphqlAnswer): SerializedAnswer {
  return { status: answer.status, text: JSON.stringify(answer.body) };
}

/** A request refused before any GraphQL work: bad JSON, no query, too large, wrong method. */
export function requestRefused(status: GraphqlAnswer['status'], message: string): GraphqlAnswer {
  return { status, body: { errors: [{ message, errorType: 'MalformedHttpRequestException', errorInfo: null }] } };
}

/** graphql-js's hint at names it knows (`Did you mean "listMembers"?`): it would spell out the schema that production keeps hidden. */
function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}

/**
 * Records a failure on our side (a bug in a resolver) on the request's log line and answers the
 * words the user reads about it, with the request's reference (request-log.ts).
 */
export type UnexpectedFailure = (cause: Error, field: string) => string;

/**
 * Shapes a graphql-js error for the client. A refused use case keeps its words and type; a
 * document, variable or scalar problem is a ValidationError with graphql-js's words (in production
 * without its "Did you mean" hints, since introspection is off there); anything else (a bug) is
 * logged and answered with a generic message: no stack trace, no internals.
 */
export function formatError(error: GraphQLError, unexpected: UnexpectedFailure, production = false): AppSyncError {
  const where = { ...(error.locations ? { locations: error.locations } : {}), ...(error.path ? { path: error.path } : {}) };
  const original = error.originalError;
  if (original instanceof GraphqlFailure) {
    return { message: original.message, errorType: original.errorType, errorInfo: original.errorInfo, ...where };
  }
  if (original !== undefined && !(original instanceof GraphQLError)) {
    return { message: unexpected(original, error.path?.join('.') ?? 'request'), errorType: 'InternalFailure', errorInfo: null, ...where };
  }
  return {
    message: production ? withoutSuggestions(error.message) : error.message,
    errorType: 'ValidationError',
    errorInfo: null,
    ...where,
  };
}

const isUnavailable = (error: GraphQLError) =>
  error.originalError instanceof GraphqlFailure && error.originalError.errorType === 'Unavailable';

/**
 * HTTP status of an executed request, as AppSync answers: 200 whenever fields ran, even if some
 * were refused; 400 when the request could not run at all (unknown operation, bad variables) or
 * asked for a query the server cannot run as given (an unsupported filter operator, a foreign nextToken);
 * 503 when no field could answer because the database is unavailable (nothing else went wrong).
 */
export function statusOfResult(result: ExecutionResult): 200 | 400 | 503 {
  const errors = result.errors ?? [];
  const ranNothing = result.data === null || result.data === undefined;
  if (ranNothing && errors.every((error) => error.path === undefined)) return 400;
  if (errors.some((error) => error.originalError instanceof GraphqlFailure && error.originalError.badRequest)) return 400;
  const answeredNothing = ranNothing || Object.values(result.data ?? {}).every((value) => value === null);
  return answeredNothing && errors.length > 0 && errors.every(isUnavailable) ? 503 : 200;
}
