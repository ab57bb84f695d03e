// The browser's composition root: the only module of the UI that knows concrete adapters.
//
// No inversify here, although the server's root uses it: the container and reflect-metadata
// would add some 15 KB gzipped to the entry chunk, whose budget (issue 9: 120 KB with React,
// ReactDOM and the router already about 97 KB) has no room for them, and the browser has only
// eight services to build once. Plain construction says the same thing in fewer bytes.
//
// What the home page needs is built at once and small: events and officers over plain fetch (no
// Apollo, no graphql-js), local storage and the clock. Everything else is a lazy port that
// imports its adapter on first use: the identity provider (zod), payments, documents, the
// member repository over Apollo Client, and the ports of the server's JSON endpoints, shared with
// the aws wiring (server-gateways.ts), so none of it lands in the home page's first load.
import type { IdentityError, IdentityProvider } from '../../application/ports/identity-provider.port';
import type { DocumentStore, DocumentStoreError } from '../../application/ports/document-store.port';
import type { MemberRepository } from '../../application/ports/member-repository.port';
import { unavailable, type RepositoryError } from '../../application/ports/repository.errors';
import type { EventView } from '../../application/ports/ticketed-events-gateway.port';
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
import { serverChosenPayments, serverDuesCalendar } from './payment-wiring';
import type { AppServices } from './services';

/** The self-hosted server's GraphQL API, same origin, authenticated by the session cookie. */
const GRAPHQL: GraphqlEndpoint = { url: '/graphql', auth: { mode: 'session' } };

function lazyIdentity(): IdentityProvider {
  const load = async () => new (await import('../../adapters/http/http-identity-provider')).HttpIdentityProvider();
  return lazyPort(load, IDENTITY_METHODS, (message): IdentityError => ({ type: 'Unavailable', message }));
}

function lazyDocuments(): DocumentStore {
  const load = async () => new (await import('../../adapters/http/http-document-store')).HttpDocumentStore();
  return lazyPort(load, DOCUMENT_METHODS, (message): DocumentStoreError => ({ type: 'Unavailable', message }));
}

function lazyMembers(): MemberRepository {
  const load = async () => {
    const [{ GraphqlMemberRepository }, { apolloGraphqlTransport }] = await Promise.all([
      import('../../adapters/http/graphql-member-repository'),
      import('../../adapters/http/graphql-apollo-transport'),
    ]);
    return new GraphqlMemberRepository(apolloGraphqlTransport(GRAPHQL));
  };
  return lazyPort(load, MEMBER_METHODS, (message): RepositoryError => unavailable(message));
}

/**
 * The browser's services for the self-hosted wiring. Payments and card entry follow the server
 * (GET /payment/config, asked by the first checkout): the simulator's own card form, or Stripe
 * Elements with Stripe.js, loaded only then.
 */
export function createBrowserServices(): AppServices {
  const { payments, cardEntry } = serverChosenPayments();
  return {
    identity: lazyIdentity(),
    payments,
    members: lazyMembers(),
    events: fetchEventRepository(GRAPHQL),
    officers: fetchOfficerRepository(GRAPHQL),
    news: fetchNewsRepository(GRAPHQL),
    committees: fetchCommitteeRepository(GRAPHQL),
    documents: lazyDocuments(),
    ...serverGateways(),
    storage: new LocalBrowserStorage(),
    clock: { now: () => Date.now() },
    cardEntry,
    duesCalendar: serverDuesCalendar(),
  };
}

/**
 * The event an event's page was served with (`json`: the page's served-event script), checked by
 * the small module that reads the listing, loaded beside the page's chunk.
 */
export async function readServedEvent(json: string): Promise<EventView | null> {
  return (await import('../../adapters/http/http-published-events')).readServedEvent(json);
}
