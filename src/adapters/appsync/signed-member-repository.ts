import type { MemberRepository } from '../../application/ports/member-repository.port';
import type { RetryingFetch } from '../http/fetch-with-retry';
import { fetchGraphqlTransport } from '../http/graphql-fetch-transport';
import { appsyncMembers, type EmailClaimOptions } from './member-email-claims';
import { sigv4Fetch, type CredentialsProvider } from './sigv4-fetch';

/** Where the AppSync API is and whose role calls it. */
export interface SignedMemberRepositoryOptions extends EmailClaimOptions {
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
 * The member records the Member Area reads, written by the payments server: the operations
 * Amplify generates for Member and MemberEmail (appsync-member-repository.ts, member-email-claims.ts),
 * sent to AppSync signed with the server's IAM role. An Amplify Gen 2 API lets an IAM principal
 * that is not an identity pool user through, past the models' owner and group rules, to the
 * fields its policy grants (amplify/payments/operations.ts); that role must stay the server's.
 * Throws at start-up when the URL or region is empty.
 */
export function signedAppsyncMemberRepository(options: SignedMemberRepositoryOptions): MemberRepository {
  const signed = sigv4Fetch({
    region: options.region,
    credentials: options.credentials,
    ...(options.send ? { send: options.send } : {}),
  });
  const { settleMs, now } = options;
  return appsyncMembers(fetchGraphqlTransport({ url: options.url, auth: { mode: 'iam' } }, signed), {
    ...(settleMs === undefined ? {} : { settleMs }),
    ...(now === undefined ? {} : { now }),
  });
}
