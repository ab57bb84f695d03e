import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import {
  fetchCommitteeRepository,
  fetchEventRepository,
  fetchNewsRepository,
  fetchOfficerRepository,
} from '../../../src/adapters/http/fetch-content-repositories';
import { apolloGraphqlTransport } from '../../../src/adapters/http/graphql-apollo-transport';
import type { GraphqlEndpoint } from '../../../src/adapters/http/graphql-auth';
import { fetchGraphqlTransport } from '../../../src/adapters/http/graphql-fetch-transport';
import { GraphqlMemberRepository } from '../../../src/adapters/http/graphql-member-repository';
import { graphqlEventRepository, graphqlOfficerRepository } from '../../../src/adapters/http/graphql-named-repository';
import { committeeRepositoryContract } from '../../contracts/committee-repository.contract';
import { eventRepositoryContract } from '../../contracts/event-repository.contract';
import { newsRepositoryContract } from '../../contracts/news-repository.contract';
import { memberRepositoryContract } from '../../contracts/member-repository.contract';
import { officerRepositoryContract } from '../../contracts/officer-repository.contract';
import { appWorld, TEST_ADMIN } from '../../support/app-world';
import { accessTokenFor } from '../../server/graphql/graphql-world';

/**
 * A fresh app (in-memory stores, the real routes and auth middleware) with a signed-in
 * administrator, and a fetch that calls it in-process: the adapters talk to the real server.
 */
async function adminApi() {
  const world = appWorld();
  const token = await accessTokenFor(world, TEST_ADMIN);
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => world.app.request(input, init)) as typeof globalThis.fetch;
  const endpoint: GraphqlEndpoint = { url: '/graphql', auth: { mode: 'userPool', token: async () => token } };
  const advanceClock = (milliseconds: number) => world.clock.advance(milliseconds);
  return { endpoint, fetch, send: fetchWithRetry({ fetch, sleep: async () => undefined }), advanceClock };
}

const apollo = async () => {
  const { endpoint, fetch, advanceClock } = await adminApi();
  return { transport: apolloGraphqlTransport(endpoint, fetch), advanceClock };
};
const plain = async () => {
  const { endpoint, send, advanceClock } = await adminApi();
  return { transport: fetchGraphqlTransport(endpoint, send), advanceClock };
};

memberRepositoryContract('GraphQL over Apollo Client', async () => {
  const { transport, advanceClock } = await apollo();
  return { repository: new GraphqlMemberRepository(transport), advanceClock };
});
eventRepositoryContract('GraphQL over Apollo Client', async () => {
  const { transport, advanceClock } = await apollo();
  return { repository: graphqlEventRepository(transport), advanceClock };
});
officerRepositoryContract('GraphQL over Apollo Client', async () => {
  const { transport, advanceClock } = await apollo();
  return { repository: graphqlOfficerRepository(transport), advanceClock };
});

eventRepositoryContract('GraphQL over fetch (public pages)', async () => {
  const { endpoint, send, advanceClock } = await adminApi();
  return { repository: fetchEventRepository(endpoint, send), advanceClock };
});
officerRepositoryContract('GraphQL over fetch (public pages)', async () => {
  const { endpoint, send, advanceClock } = await adminApi();
  return { repository: fetchOfficerRepository(endpoint, send), advanceClock };
});
newsRepositoryContract('GraphQL over fetch (public pages and Admin Panel)', async () => {
  const { endpoint, send, advanceClock } = await adminApi();
  return { repository: fetchNewsRepository(endpoint, send), advanceClock };
});
committeeRepositoryContract('GraphQL over fetch (public pages and Admin Panel)', async () => {
  const { endpoint, send, advanceClock } = await adminApi();
  return { repository: fetchCommitteeRepository(endpoint, send), advanceClock };
});
memberRepositoryContract('GraphQL over fetch', async () => {
  const { transport, advanceClock } = await plain();
  return { repository: new GraphqlMemberRepository(transport), advanceClock };
});
