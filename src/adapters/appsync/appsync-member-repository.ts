import type { MemberRepository } from '../../application/ports/member-repository.port';
import type { RetryingFetch } from '../http/fetch-with-retry';
import { fetchGraphqlTransport } from '../http/graphql-fetch-transport';
import { GraphqlMemberRepository } from '../http/graphql-member-repository';
import { sigv4Fetch, type CredentialsProvider } from './sigv4-fetch';

/** Where the AppSync API is and whose role calls it. */
export interface AppsyncMemberRepositoryOptions {
  /** The API's GraphQL URL (`data.url` of amplify_outputs.json). */
  readonly url: string;
  /** The API's region (`data.aws_region`). */
  readonly region: string;
  /** The function role's credentials (credentialsFromEnvironment() on Lambda). */
  readonly credentials: CredentialsProvider;
  /** Sends each signed request; default `fetchWithRetry()`. */
  readonly send?: RetryingFetch;
}

/**
 * The member records the Member Area reads, written by the payments server: the same GraphQL
 * documents as the browser's repository, sent to AppSync signed with the server's IAM role. An
 * Amplify Gen 2 API always lets a principal with `appsync:GraphQL` through, past the model's
 * owner and group rules, so the server acts as an administrator would; that role must stay the
 * server's. Throws at start-up when the URL or region is empty.
 */
export function appsyncMemberRepository(options: AppsyncMemberRepositoryOptions): MemberRepository {
  const signed = sigv4Fetch({
    region: options.region,
    credentials: options.credentials,
    ...(options.send ? { send: options.send } : {}),
  });
  return new GraphqlMemberRepository(fetchGraphqlTransport({ url: options.url, auth: { mode: 'iam' } }, signed));
}
