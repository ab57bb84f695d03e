import { ApolloClient, ApolloLink, CombinedGraphQLErrors, gql, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { err, ok, Result, ResultAsync } from 'neverthrow';
import type { RepositoryError } from '../../application/ports/repository.errors';
import { authHeaders, checkEndpoint, credentialsOf, type GraphqlAuth, type GraphqlEndpoint } from './graphql-auth';
import { dataOf, httpFailure, isGraphqlAnswer, repositoryErrorOf, type GraphqlTransport } from './graphql-transport';

/** Thrown by the auth link when a call cannot carry credentials; turned back into the port's error below. */
class MissingCredentials extends Error {
  constructor(readonly error: RepositoryError) {
    super(error.message);
  }
}

/** The auth link: `x-api-key` or the user pool token in `Authorization`, by configuration; nothing for the session cookie. */
function authLink(auth: GraphqlAuth): ApolloLink {
  return new SetContextLink(async (previous) => {
    const headers = await authHeaders(auth);
    if (headers.isErr()) throw new MissingCredentials(headers.error);
    return { headers: { ...(previous.headers as Record<string, string> | undefined), ...headers.value } };
  });
}

/** An Apollo Client 4 for the endpoint; the cache is bypassed by every call of the transport below. */
function apolloClient(endpoint: GraphqlEndpoint, fetch?: typeof globalThis.fetch): ApolloClient {
  const { url, auth } = checkEndpoint(endpoint);
  const http = new HttpLink({ uri: url, credentials: credentialsOf(auth), ...(fetch ? { fetch } : {}) });
  return new ApolloClient({ link: ApolloLink.from([authLink(auth), http]), cache: new InMemoryCache() });
}

const parseJson = Result.fromThrowable(
  (text: string): unknown => JSON.parse(text),
  () => null,
);

/** The port's error for whatever Apollo answered or threw: GraphQL errors by errorType, HTTP by status. */
function fromApolloError(error: unknown): RepositoryError {
  if (error instanceof MissingCredentials) return error.error;
  if (CombinedGraphQLErrors.is(error)) return repositoryErrorOf(error.errors[0] ?? {});
  if (ServerError.is(error)) {
    const body = parseJson(error.bodyText).unwrapOr(null);
    return isGraphqlAnswer(body)
      ? dataOf(body).match(
          () => httpFailure(error.statusCode),
          (e) => e,
        )
      : httpFailure(error.statusCode);
  }
  return { type: 'Unavailable', message: error instanceof Error ? error.message : 'The service is unavailable.' };
}

function settle<T>(call: Promise<{ readonly data?: unknown; readonly error?: unknown }>): ResultAsync<T, RepositoryError> {
  return ResultAsync.fromPromise(call, fromApolloError).andThen(({ data, error }) => {
    if (error !== undefined) return err(fromApolloError(error));
    return data === undefined || data === null ? err(fromApolloError(new Error('The GraphQL answer had no data.'))) : ok(data as T);
  });
}

/**
 * GraphQL through Apollo Client 4, for the Member Area and the Admin Panel. Every call uses
 * fetchPolicy 'no-cache' (a repository must read what the server holds now) and errorPolicy
 * 'all' (errors come back as values and become the port's RepositoryError).
 */
export function apolloGraphqlTransport(endpoint: GraphqlEndpoint, fetch?: typeof globalThis.fetch): GraphqlTransport {
  const client = apolloClient(endpoint, fetch);
  return {
    query: <T>(document: string, variables: Readonly<Record<string, unknown>>) =>
      settle<T>(client.query({ query: gql(document), variables: { ...variables }, fetchPolicy: 'no-cache', errorPolicy: 'all' })),
    mutate: <T>(document: string, variables: Readonly<Record<string, unknown>>) =>
      settle<T>(client.mutate({ mutation: gql(document), variables: { ...variables }, fetchPolicy: 'no-cache', errorPolicy: 'all' })),
  };
}
