// The browser's composition root for BACKEND=aws (chosen at build time by vite.config.ts, which
// puts this file in place of composition-root.tsx and defines __AMPLIFY_OUTPUTS__ from the
// checked outputs file). Same shape as the self-hosted root: the home page's readers are small
// and built at once (events and officers over plain fetch with AppSync's API key); Amplify Auth,
// Amplify Storage and Apollo Client are lazy ports, loaded on the first page that needs them.
import type { IdentityError, IdentityProvider } from '../../application/ports/identity-provider.port';
import type { DocumentStore, DocumentStoreError } from '../../application/ports/document-store.port';
import type { MemberRepository } from '../../application/ports/member-repository.port';
import { unavailable, type RepositoryError } from '../../application/ports/repository.errors';
import type { EventView } from '../../application/ports/ticketed-events-gateway.port';
import type { AmplifyOutputs } from '../../adapters/amplify/amplify-outputs';
import { LocalBrowserStorage } from '../../adapters/browser/local-browser-storage';
import {
  fetchCommitteeRepository,
  fetchEventRepository,
  fetchNewsRepository,
  fetchOfficerRepository,
} from '../../adapters/http/fetch-content-repositories';
import type { GraphqlEndpoint } from '../../adapters/http/graphql-auth';
import { lazyPort } from './lazy-port';
import { serverGateways } from './server-gateways';
import { DOCUMENT_METHODS, IDENTITY_METHODS, MEMBER_METHODS } from './port-methods';
import { askTheServer, serverChosenPayments, serverDuesCalendar } from './payment-wiring';
import type { AppServices } from './services';

declare const __AMPLIFY_OUTPUTS__: AmplifyOutputs;

const OUTPUTS = __AMPLIFY_OUTPUTS__;

/** Anonymous reads (events, officers) with the API key, as AppSync's public rules allow. */
const PUBLIC_GRAPHQL: GraphqlEndpoint = { url: OUTPUTS.data.url, auth: { mode: 'apiKey', apiKey: OUTPUTS.data.api_key } };

/**
 * News posts and committees, which the Amplify backend has no models for: read from the same Hono
 * app as the payments (on Lambda, over its own database). Its writes need the server's session, so
 * in this wiring they are refused ('Unauthorized') until the Amplify backend models them.
 */
const SERVER_GRAPHQL: GraphqlEndpoint = { url: '/graphql', auth: { mode: 'session' } };

async function amplify() {
  const session = await import('../../adapters/amplify/amplify-session');
  session.configureAmplify(OUTPUTS);
  return session;
}

/**
 * Whether Amplify keeps a signed-in user in this browser (its token store writes
 * `CognitoIdentityServiceProvider.<client id>.LastAuthUser`): a visitor's donation then never
 * loads Amplify Auth just to find there is no token.
 */
function signedInHere(): boolean {
  try {
    return globalThis.localStorage?.getItem(`CognitoIdentityServiceProvider.${OUTPUTS.auth.user_pool_client_id}.LastAuthUser`) != null;
  } catch {
    return false;
  }
}

/** The Cognito ID token for the payments API, when someone is signed in here. */
async function signedInHeaders(): Promise<Readonly<Record<string, string>>> {
  return signedInHere() ? (await amplify()).idTokenHeaders() : {};
}

function lazyIdentity(): IdentityProvider {
  const load = async () => {
    const [, { AmplifyIdentityProvider }, { withServerOffices }, { jsonClient }] = await Promise.all([
      amplify(),
      import('../../adapters/amplify/amplify-identity-provider'),
      import('../../adapters/http/server-offices'),
      import('../../adapters/http/json-client'),
    ]);
    // Cognito knows who is signed in; the server knows the officers' roles they hold (issue 18).
    return withServerOffices(new AmplifyIdentityProvider(), jsonClient({ headers: signedInHeaders }));
  };
  return lazyPort(load, IDENTITY_METHODS, (message): IdentityError => ({ type: 'Unavailable', message }));
}

function lazyDocuments(): DocumentStore {
  const load = async () => {
    const [, { AmplifyDocumentStore }, { publicBucketUrl }] = await Promise.all([
      amplify(),
      import('../../adapters/amplify/amplify-document-store'),
      import('../../adapters/amplify/amplify-outputs'),
    ]);
    // The folders sit at the bucket's top level, where amplify/storage/resource.ts grants them.
    return new AmplifyDocumentStore({ pathPrefix: '', publicBaseUrl: publicBucketUrl(OUTPUTS) });
  };
  return lazyPort(load, DOCUMENT_METHODS, (message): DocumentStoreError => ({ type: 'Unavailable', message }));
}

/**
 * Member records with the signed-in user's ID token: AppSync's owner and `admins` rules decide.
 * AppSync has only the Amplify-generated operations, so the Member Area finds its record with
 * listMembers filtered on its owner (the owner rule keeps a member to their own), as the payments
 * function does (src/adapters/appsync).
 */
function lazyMembers(): MemberRepository {
  const load = async () => {
    const [{ userPoolToken }, { appsyncMembers }, { apolloGraphqlTransport }] = await Promise.all([
      amplify(),
      import('../../adapters/appsync/member-email-claims'),
      import('../../adapters/http/graphql-apollo-transport'),
    ]);
    return appsyncMembers(apolloGraphqlTransport({ url: OUTPUTS.data.url, auth: { mode: 'userPool', token: userPoolToken } }));
  };
  return lazyPort(load, MEMBER_METHODS, (message): RepositoryError => unavailable(message));
}

/** The browser's services for the aws wiring. */
export function createBrowserServices(): AppServices {
  // POST /payment on the same Hono app as the self-hosted wiring (on Lambda), with the Cognito ID
  // token so it knows a paying member; the card entry (Stripe Elements with the server's
  // publishable key) comes from its GET /payment/config.
  const { payments, cardEntry } = serverChosenPayments(async () => {
    const { jsonClient } = await import('../../adapters/http/json-client');
    return askTheServer(jsonClient({ headers: signedInHeaders }));
  });
  return {
    identity: lazyIdentity(),
    payments,
    members: lazyMembers(),
    events: fetchEventRepository(PUBLIC_GRAPHQL),
    officers: fetchOfficerRepository(PUBLIC_GRAPHQL),
    news: fetchNewsRepository(SERVER_GRAPHQL),
    committees: fetchCommitteeRepository(SERVER_GRAPHQL),
    documents: lazyDocuments(),
    ...serverGateways(signedInHeaders),
    storage: new LocalBrowserStorage(),
    clock: { now: () => Date.now() },
    cardEntry,
    duesCalendar: serverDuesCalendar(),
  };
}

/**
 * The event an event's page was served with (`json`: the page's served-event script), checked by
 * the small module that reads the listing, loaded beside the page's chunk.
 * (The aws wiring's pages come from the bucket as built, with no event in them: kept for one API.)
 */
export async function readServedEvent(json: string): Promise<EventView | null> {
  return (await import('../../adapters/http/http-published-events')).readServedEvent(json);
}
