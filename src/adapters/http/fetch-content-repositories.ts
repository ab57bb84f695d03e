import type { EventRepository } from '../../application/ports/event-repository.port';
import type { OfficerRepository } from '../../application/ports/officer-repository.port';
import type { NewsRepository } from '../../application/ports/news-repository.port';
import type { CommitteeRepository } from '../../application/ports/committee-repository.port';
import type { RetryingFetch } from './fetch-with-retry';
import type { GraphqlEndpoint } from './graphql-auth';
import { fetchGraphqlTransport } from './graphql-fetch-transport';
import {
  graphqlCommitteeRepository,
  graphqlEventRepository,
  graphqlNewsRepository,
  graphqlOfficerRepository,
} from './graphql-named-repository';

// The public pages' composition: GraphQL over plain fetch. Nothing here (or below) imports Apollo
// Client or graphql-js, so the home page bundle stays small; a test checks the import graph.

/** Events over the GraphQL API without Apollo: listEvents for the home page (and the rest of the port). */
export function fetchEventRepository(endpoint: GraphqlEndpoint, send?: RetryingFetch): EventRepository {
  return graphqlEventRepository(fetchGraphqlTransport(endpoint, send));
}

/** Officers over the GraphQL API without Apollo: listOfficers for the Executive Board page. */
export function fetchOfficerRepository(endpoint: GraphqlEndpoint, send?: RetryingFetch): OfficerRepository {
  return graphqlOfficerRepository(fetchGraphqlTransport(endpoint, send));
}

/** News posts over the GraphQL API without Apollo: the News page, the home page's latest news and the Admin Panel. */
export function fetchNewsRepository(endpoint: GraphqlEndpoint, send?: RetryingFetch): NewsRepository {
  return graphqlNewsRepository(fetchGraphqlTransport(endpoint, send));
}

/** Committees over the GraphQL API without Apollo: the Committees page and the Admin Panel. */
export function fetchCommitteeRepository(endpoint: GraphqlEndpoint, send?: RetryingFetch): CommitteeRepository {
  return graphqlCommitteeRepository(fetchGraphqlTransport(endpoint, send));
}
