import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import type { RepositoryError } from '../../application/ports/repository.errors';

/** Sends GraphQL documents (as text) and answers the response's `data`, or the port's error. */
export interface GraphqlTransport {
  /** A query: safe to repeat, never served from a cache (the repository contract needs fresh reads). */
  query<T>(document: string, variables: Readonly<Record<string, unknown>>): ResultAsync<T, RepositoryError>;
  /** A mutation: sent once. */
  mutate<T>(document: string, variables: Readonly<Record<string, unknown>>): ResultAsync<T, RepositoryError>;
}

/** One error of a GraphQL answer, AppSync-shaped (`errorType`, `errorInfo`) or plain. */
export interface GraphqlErrorLike {
  readonly message?: unknown;
  readonly errorType?: unknown;
  readonly errorInfo?: unknown;
}

const unavailable = (message: string): RepositoryError => ({ type: 'Unavailable', message });
const textOf = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/** The port's error for a GraphQL error, by its `errorType` (the server names it after the use case's error). */
export function repositoryErrorOf(error: GraphqlErrorLike): RepositoryError {
  const message = textOf(error.message, 'The request failed.');
  const info = (typeof error.errorInfo === 'object' && error.errorInfo !== null ? error.errorInfo : {}) as Record<string, unknown>;
  switch (error.errorType) {
    // AppSync refuses a token, a key or a signature as UnauthorizedException.
    case 'Unauthorized':
    case 'UnauthorizedException':
      return { type: 'Unauthorized', message: 'Unauthorized' };
    case 'NotFound':
    case 'DuplicateId':
    case 'InvalidQuery':
      return { type: error.errorType, message };
    case 'DuplicateEmail':
      return { type: 'DuplicateEmail', email: textOf(info.email, ''), message };
    case 'DuplicateName':
      return { type: 'DuplicateName', name: textOf(info.name, ''), message };
    case 'InvalidForm':
    case 'ProtectedField':
    case 'ValidationError':
    case 'MalformedHttpRequestException':
      // The request itself was refused: the port has one word for it.
      return { type: 'InvalidQuery', message };
    case 'DynamoDB:ConditionalCheckFailedException':
      // AppSync's generated create refuses an id that exists this way; its update and delete refuse
      // a missing id alike, which the AppSync member repository reads as NotFound.
      return { type: 'DuplicateId', message };
    default:
      // AppSync words a document or variables it refuses without an errorType.
      return error.errorType === undefined && isRefusedRequest(message) ? { type: 'InvalidQuery', message } : unavailable(message);
  }
}

/** AppSync's words for a document that does not fit the schema, or variables that do not fit the document. */
const isRefusedRequest = (message: string) => /^(Validation error of type |The variables input contains |Variable ')/.test(message);

/** The port's error for an HTTP answer that carries no GraphQL errors. */
export function httpFailure(status: number): RepositoryError {
  if (status === 401 || status === 403) return { type: 'Unauthorized', message: 'Unauthorized' };
  const refused = status >= 400 && status < 500 && status !== 408 && status !== 429;
  if (refused) return { type: 'InvalidQuery', message: `The request was refused (HTTP ${status}).` };
  return unavailable(`The service is unavailable (HTTP ${status}). Please try again shortly.`);
}

/** `data` of a GraphQL answer `{ data, errors }`: the first error wins (one root field per document). */
export function dataOf<T>(answer: unknown): Result<T, RepositoryError> {
  const { data, errors } = (typeof answer === 'object' && answer !== null ? answer : {}) as { data?: unknown; errors?: unknown };
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  if (typeof first === 'object' && first !== null) return err(repositoryErrorOf(first as GraphqlErrorLike));
  return typeof data === 'object' && data !== null ? ok(data as T) : err(unavailable('The GraphQL answer had no data.'));
}

/** Whether a parsed body is a GraphQL answer (it has `data` or `errors`) rather than some other JSON. */
export function isGraphqlAnswer(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('data' in body || 'errors' in body);
}
