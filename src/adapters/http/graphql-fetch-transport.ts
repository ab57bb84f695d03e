import { err, Result, ResultAsync } from 'neverthrow';
import type { RepositoryError } from '../../application/ports/repository.errors';
import { authHeaders, checkEndpoint, credentialsOf, type GraphqlEndpoint } from './graphql-auth';
import { dataOf, httpFailure, isGraphqlAnswer, type GraphqlTransport } from './graphql-transport';
import { fetchWithRetry, type RetryingFetch } from './fetch-with-retry';

const parseJson = Result.fromThrowable(
  (text: string): unknown => JSON.parse(text),
  () => null,
);

function answerOf<T>(status: number, text: string): Result<T, RepositoryError> {
  const body = parseJson(text).unwrapOr(null);
  return isGraphqlAnswer(body) ? dataOf<T>(body) : err(httpFailure(status < 300 ? 502 : status));
}

/**
 * GraphQL over plain `fetch`, for pages that must stay small (the home page lists events and
 * officers without loading Apollo Client). Queries are retried on 429/5xx and network failures
 * (fetchWithRetry); mutations are sent once.
 */
export function fetchGraphqlTransport(endpoint: GraphqlEndpoint, send: RetryingFetch = fetchWithRetry()): GraphqlTransport {
  const { url, auth } = checkEndpoint(endpoint);
  const post = <T>(query: string, variables: Readonly<Record<string, unknown>>, safeToRetry: boolean) =>
    authHeaders(auth)
      .andThen((headers) =>
        send(
          url,
          {
            method: 'POST',
            credentials: credentialsOf(auth),
            headers: {
              ...headers,
              'content-type': 'application/json',
              accept: 'application/graphql-response+json, application/json;q=0.9',
            },
            body: JSON.stringify({ query, variables }),
          },
          { safeToRetry },
        ).mapErr((failure): RepositoryError => ({ type: 'Unavailable', message: failure.message })),
      )
      .andThen((response) =>
        ResultAsync.fromPromise(response.text(), (): RepositoryError => ({
          type: 'Unavailable',
          message: 'The answer could not be read.',
        })).andThen((text) => answerOf<T>(response.status, text)),
      );
  return {
    query: (document, variables) => post(document, variables, true),
    mutate: (document, variables) => post(document, variables, false),
  };
}
