import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { apolloGraphqlTransport } from '../../../src/adapters/http/graphql-apollo-transport';
import { checkEndpoint, type GraphqlAuth } from '../../../src/adapters/http/graphql-auth';
import { fetchGraphqlTransport } from '../../../src/adapters/http/graphql-fetch-transport';
import { GraphqlMemberRepository } from '../../../src/adapters/http/graphql-member-repository';
import { graphqlEventRepository } from '../../../src/adapters/http/graphql-named-repository';
import { repositoryErrorOf, type GraphqlTransport } from '../../../src/adapters/http/graphql-transport';
import { graphqlWorld, type GraphqlWorld } from '../../server/graphql/graphql-world';

interface Sent {
  readonly headers: Headers;
  readonly credentials: RequestCredentials | undefined;
}

/** A fetch into the app that records what each request carried; `answer` replaces the app's answer. */
function recordingFetch(world: GraphqlWorld, sent: Sent[], answer?: () => Response) {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ headers: new Headers(init?.headers), credentials: init?.credentials });
    return answer ? answer() : world.app.request(input, init);
  }) as typeof globalThis.fetch;
}

const TRANSPORTS = {
  apollo: (world: GraphqlWorld, auth: GraphqlAuth, sent: Sent[] = [], answer?: () => Response): GraphqlTransport =>
    apolloGraphqlTransport({ url: '/graphql', auth }, recordingFetch(world, sent, answer)),
  fetch: (world: GraphqlWorld, auth: GraphqlAuth, sent: Sent[] = [], answer?: () => Response): GraphqlTransport =>
    fetchGraphqlTransport(
      { url: '/graphql', auth },
      fetchWithRetry({ fetch: recordingFetch(world, sent, answer), sleep: async () => undefined }),
    ),
};

describe.each(Object.entries(TRANSPORTS))('GraphQL transport over %s', (_name, transport) => {
  it('reads events anonymously with the session cookie (same-origin, no auth header); members are Unauthorized', async () => {
    const world = await graphqlWorld();
    const sent: Sent[] = [];
    const api = transport(world, { mode: 'session' }, sent);
    expect((await graphqlEventRepository(api).list())._unsafeUnwrap().items).toEqual([world.event]);
    expect((await new GraphqlMemberRepository(api).list())._unsafeUnwrapErr()).toEqual({ type: 'Unauthorized', message: 'Unauthorized' });
    expect(sent[0]?.credentials).toBe('same-origin');
    expect(sent[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends the API key as x-api-key (which proves nothing to this server) and no cookies', async () => {
    const world = await graphqlWorld();
    const sent: Sent[] = [];
    const members = new GraphqlMemberRepository(transport(world, { mode: 'apiKey', apiKey: 'da2-key' }, sent));
    expect((await members.get(world.own.id))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect([sent[0]?.headers.get('x-api-key'), sent[0]?.credentials]).toEqual(['da2-key', 'omit']);
  });

  it('sends the user pool token as Authorization; a member reads and finds only their own record', async () => {
    const world = await graphqlWorld();
    const sent: Sent[] = [];
    const members = new GraphqlMemberRepository(transport(world, { mode: 'userPool', token: async () => world.tokens.member }, sent));
    expect((await members.findByEmail(world.own.email.toUpperCase()))._unsafeUnwrap()).toEqual(world.own);
    expect((await members.get(world.own.id))._unsafeUnwrap()).toEqual(world.own);
    expect((await members.findByEmail(world.other.email))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await members.update(world.own.id, { membership: 'Lifetime Membership' }))._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidQuery',
      message: 'These fields cannot be changed here: membership.',
    });
    expect(sent[0]?.headers.get('authorization')).toBe(world.tokens.member);
  });

  it('answers Unauthorized without calling the server when a user pool call has no signed-in user', async () => {
    const world = await graphqlWorld();
    const sent: Sent[] = [];
    const events = graphqlEventRepository(transport(world, { mode: 'userPool', token: async () => null }, sent));
    expect((await events.list())._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect(sent).toEqual([]);
  });

  it("maps the server's refusals: a 400 query is InvalidQuery in the server's words, a broken answer Unavailable", async () => {
    const world = await graphqlWorld();
    const events = graphqlEventRepository(transport(world, { mode: 'session' }));
    const refused = await events.list({ filter: { eventName: { eq: 'x' } }, nextToken: 'forged' });
    expect(refused._unsafeUnwrapErr()).toEqual({ type: 'InvalidQuery', message: 'The nextToken is not valid.' });
    const html = () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    const broken = graphqlEventRepository(transport(world, { mode: 'session' }, [], html));
    expect((await broken.list())._unsafeUnwrapErr().type).toBe('Unavailable');
    const forbidden = () => new Response('{"error":{"message":"no"}}', { status: 403, headers: { 'content-type': 'application/json' } });
    expect((await graphqlEventRepository(transport(world, { mode: 'session' }, [], forbidden)).list())._unsafeUnwrapErr().type).toBe(
      'Unauthorized',
    );
  });

  it('answers Unavailable when the network fails', async () => {
    const world = await graphqlWorld();
    const offline = () => {
      throw new TypeError('fetch failed');
    };
    const result = await graphqlEventRepository(transport(world, { mode: 'session' }, [], offline)).list();
    expect(result._unsafeUnwrapErr().type).toBe('Unavailable');
  });
});

describe('GraphQL adapter configuration and errors', () => {
  it("refuses a configuration that cannot work, in the data client's words", () => {
    expect(() => checkEndpoint({ url: ' ', auth: { mode: 'session' } })).toThrow('No GraphQL endpoint configured');
    expect(() => checkEndpoint({ url: '/graphql', auth: { mode: 'apiKey', apiKey: '' } })).toThrow('No api-key configured');
  });

  it.each([
    [
      { errorType: 'Unauthorized', message: 'Not Authorized to access listMembers on type Query' },
      { type: 'Unauthorized', message: 'Unauthorized' },
    ],
    [
      { errorType: 'NotFound', message: 'gone' },
      { type: 'NotFound', message: 'gone' },
    ],
    [
      { errorType: 'DuplicateEmail', message: 'taken', errorInfo: { email: 'a@b.org' } },
      { type: 'DuplicateEmail', email: 'a@b.org', message: 'taken' },
    ],
    [
      { errorType: 'DuplicateName', message: 'taken', errorInfo: { name: 'Gala' } },
      { type: 'DuplicateName', name: 'Gala', message: 'taken' },
    ],
    [
      { errorType: 'DuplicateId', message: 'taken' },
      { type: 'DuplicateId', message: 'taken' },
    ],
    [
      { errorType: 'InvalidForm', message: 'Event name is required.' },
      { type: 'InvalidQuery', message: 'Event name is required.' },
    ],
    [
      { errorType: 'ValidationError', message: 'Cannot query field' },
      { type: 'InvalidQuery', message: 'Cannot query field' },
    ],
    [
      { errorType: 'InternalFailure', message: 'Something went wrong' },
      { type: 'Unavailable', message: 'Something went wrong' },
    ],
    [{ message: 'plain GraphQL error' }, { type: 'Unavailable', message: 'plain GraphQL error' }],
    [
      { errorType: 'DynamoDB:ConditionalCheckFailedException', message: 'The conditional request failed' },
      { type: 'DuplicateId', message: 'The conditional request failed' },
    ],
    [
      { message: "Validation error of type FieldUndefined: Field 'memberByEmail' in type 'Query' is undefined @ 'memberByEmail'" },
      {
        type: 'InvalidQuery',
        message: "Validation error of type FieldUndefined: Field 'memberByEmail' in type 'Query' is undefined @ 'memberByEmail'",
      },
    ],
    [
      { message: "The variables input contains a field that is not defined for input object type 'CreateMemberInput' " },
      {
        type: 'InvalidQuery',
        message: "The variables input contains a field that is not defined for input object type 'CreateMemberInput' ",
      },
    ],
  ])('maps %j to the port error %j', (error, expected) => {
    expect(repositoryErrorOf(error)).toEqual(expected);
  });
});
