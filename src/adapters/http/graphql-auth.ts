import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { RepositoryError } from '../../application/ports/repository.errors';

/**
 * How the browser proves who it is to the GraphQL API, chosen by configuration:
 * - `apiKey`: AppSync's API key in `x-api-key` (public reads in the aws wiring);
 * - `userPool`: the Cognito user pool token in `Authorization` (signed-in calls in the aws wiring);
 * - `session`: the self-hosted server's httpOnly session cookie, sent same-origin; no header;
 * - `iam`: the server (never the browser) as its IAM role: no header here, the transport's fetch
 *   signs each request (sigv4Fetch), and no cookies.
 */
export type GraphqlAuth =
  | { readonly mode: 'apiKey'; readonly apiKey: string }
  | { readonly mode: 'userPool'; readonly token: () => Promise<string | null> }
  | { readonly mode: 'session' }
  | { readonly mode: 'iam' };

/** Where the GraphQL API is and how to call it. */
export interface GraphqlEndpoint {
  readonly url: string;
  readonly auth: GraphqlAuth;
}

const UNAUTHORIZED: RepositoryError = { type: 'Unauthorized', message: 'Unauthorized' };

/**
 * Refuses a configuration that cannot work, with the data client's own words (spec section 8).
 * A misconfiguration is a bug of the wiring, so it throws at start-up rather than per call.
 */
export function checkEndpoint(endpoint: GraphqlEndpoint): GraphqlEndpoint {
  if (endpoint.url.trim() === '') throw new Error('No GraphQL endpoint configured');
  if (endpoint.auth.mode === 'apiKey' && endpoint.auth.apiKey.trim() === '') throw new Error('No api-key configured');
  return endpoint;
}

/** The headers that carry the credentials; Unauthorized when a user pool call has no signed-in user. */
export function authHeaders(auth: GraphqlAuth): ResultAsync<Readonly<Record<string, string>>, RepositoryError> {
  switch (auth.mode) {
    case 'apiKey':
      return okAsync({ 'x-api-key': auth.apiKey });
    case 'userPool':
      return ResultAsync.fromPromise(auth.token(), () => UNAUTHORIZED).andThen((token) =>
        token === null || token === '' ? errAsync(UNAUTHORIZED) : okAsync({ Authorization: token }),
      );
    case 'session':
    case 'iam':
      return okAsync({});
  }
}

/** The session cookie goes only to our own origin; token and key calls send no cookies at all. */
export function credentialsOf(auth: GraphqlAuth): RequestCredentials {
  return auth.mode === 'session' ? 'same-origin' : 'omit';
}
