import { errAsync, okAsync } from 'neverthrow';
import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTIONS_UNAVAILABLE } from '../../../src/server/graphql/document-cache';
import { REQUEST_MESSAGES } from '../../../src/server/graphql/graphql-request';
import { MAX_BODY_BYTES } from '../../../src/server/routes/graphql.routes';
import { appWorld } from '../../support/app-world';
import * as documents from './amplify-documents';
import { getEvent, listEvents } from './amplify-documents';
import { graphql } from './graphql-world';

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  appWorld().app.request('/graphql', { method: 'POST', headers, body });

const production = () => {
  const world = appWorld();
  return appWorld({ config: { ...world.deps.config, production: true } });
};

describe('POST /graphql: the request', () => {
  it.each([
    ['malformed JSON', '{"query": ', REQUEST_MESSAGES.notJson],
    ['a JSON array', '[1, 2]', REQUEST_MESSAGES.notJson],
    ['no query', '{"variables": {}}', REQUEST_MESSAGES.noQuery],
    ['an empty query', '{"query": "  "}', REQUEST_MESSAGES.noQuery],
    ['variables that are not an object', '{"query": "{ __typename }", "variables": [1]}', REQUEST_MESSAGES.badVariables],
    ['an operationName that is not text', '{"query": "{ __typename }", "operationName": 3}', REQUEST_MESSAGES.badOperationName],
  ])('answers 400 with a clear message for %s', async (_case, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ message, errorType: 'MalformedHttpRequestException', errorInfo: null }] });
  });

  it('takes only JSON (415), only from our own origin (403), only POST (405), and at most 100 KB (413)', async () => {
    expect((await post('{"query": "{ __typename }"}', { 'content-type': 'text/plain' })).status).toBe(415);
    const foreign = await post('{"query": "{ __typename }"}', { 'content-type': 'application/json', origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const get = await appWorld().app.request('/graphql?query={__typename}');
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const huge = await post(JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(MAX_BODY_BYTES) } }));
    expect(huge.status).toBe(413);
  });

  it('answers application/graphql-response+json when the client asks for it (Apollo Client 4 does)', async () => {
    const reply = await graphql(appWorld(), '{ __typename }', {
      headers: { accept: 'application/graphql-response+json,application/json;q=0.9' },
    });
    expect(reply.contentType).toBe('application/graphql-response+json; charset=utf-8');
    expect(reply.data).toEqual({ __typename: 'Query' });
    expect((await graphql(appWorld(), '{ __typename }')).contentType).toBe('application/json; charset=utf-8');
  });
});

describe('POST /graphql: documents', () => {
  it('answers 400 with graphql-js words for a document that does not parse or validate, or variables that do not fit', async () => {
    const world = appWorld();
    const cases = [
      ['{ listEvents { items { id } }', 'Syntax Error: Expected Name, found <EOF>.'],
      ['{ listEvents { items { password } } }', 'Cannot query field "password" on type "Event".'],
      ['query A { __typename } query B { __typename }', 'Must provide operation name if query contains multiple operations.'],
    ] as const;
    for (const [query, message] of cases) {
      const reply = await graphql(world, query);
      expect(reply.status).toBe(400);
      expect(reply.errors?.[0]).toMatchObject({ message, errorType: 'ValidationError' });
      expect(reply.data).toBeUndefined();
    }
    const badVariable = await graphql(world, getEvent, { variables: {} });
    expect(badVariable.status).toBe(400);
    expect(badVariable.errors?.[0]?.message).toBe('Variable "$id" of required type "ID!" was not provided.');
    expect((await graphql(world, 'query A { __typename }', { operationName: 'B' })).status).toBe(400);
  });

  it('answers every Amplify subscription with one clear error and a 400: there is no realtime transport', async () => {
    const world = appWorld();
    const subscriptions = Object.entries(documents).filter(([name]) => /^on(Create|Update|Delete)/.test(name));
    expect(subscriptions).toHaveLength(9);
    for (const [, query] of subscriptions) {
      const reply = await graphql(world, query, { variables: { filter: null } });
      expect(reply.status).toBe(400);
      expect(reply.data).toBeUndefined();
      expect(reply.errors).toEqual([expect.objectContaining({ message: SUBSCRIPTIONS_UNAVAILABLE, errorType: 'ValidationError' })]);
    }
    expect(SUBSCRIPTIONS_UNAVAILABLE).toBe('Subscriptions are not available on this server.');
    const mixed = await graphql(
      world,
      `
        query A {
          __typename
        }
        ${documents.onCreateEvent}
      `,
      { operationName: 'A' },
    );
    expect(mixed.errors?.map((error) => error.message)).toEqual([SUBSCRIPTIONS_UNAVAILABLE]);
  });

  it('runs the operation named by operationName', async () => {
    const reply = await graphql(appWorld(), 'query A { a: __typename } query B { b: __typename }', { operationName: 'B' });
    expect(reply.data).toEqual({ b: 'Query' });
  });

  it('refuses a query nested deeper than the limit and one asking for too much', async () => {
    const world = appWorld();
    const deep = await graphql(world, '{ listEvents { items { a { b { c { d { e { f { g } } } } } } } } }');
    expect(deep.status).toBe(400);
    expect(deep.errors?.map((e) => e.message)).toContain('The query is too deep: at most 8 levels are allowed.');
    const aliases = Array.from({ length: 25 }, (_, n) => `e${n}: listEvents { items { id } }`).join(' ');
    const wide = await graphql(world, `{ ${aliases} }`);
    expect(wide.status).toBe(400);
    expect(wide.errors?.[0]?.message).toBe('The query asks for too much: at most 200 fields are allowed.');
  });

  it('refuses a fragment bomb quickly, and a query over the token or length limit', async () => {
    const world = appWorld();
    const fragments = Array.from({ length: 30 }, (_, n) => `fragment F${n} on Query { ...F${n + 1} ...F${n + 1} }`).join('\n');
    const started = performance.now();
    const bomb = await graphql(
      world,
      `
        {
          ...F0
        }
        ${fragments}
        fragment F30 on Query {
          __typename
        }
      `,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(bomb.errors?.map((e) => e.message)).toContain('The query asks for too much: at most 200 fields are allowed.');
    const many = await graphql(world, `{ ${'a '.repeat(2_100)}}`);
    expect(many.status).toBe(400);
    // graphql-js words it "more that 2000 tokens".
    expect(many.errors?.[0]?.message).toMatch(/^Syntax Error: Document contains more tha. 2000 tokens/);
    const long = await graphql(world, `{ __typename ${' '.repeat(20_000)}}`);
    expect(long.errors?.[0]?.message).toBe('The query is too long: at most 20000 characters are allowed.');
  });
});

describe('POST /graphql: introspection and __typename', () => {
  it('allows introspection in development', async () => {
    const reply = await graphql(appWorld(), getIntrospectionQuery());
    expect(reply.status).toBe(200);
    expect(reply.data?.__schema).toMatchObject({ queryType: { name: 'Query' }, mutationType: { name: 'Mutation' } });
  });

  it('refuses introspection in production, but still answers __typename', async () => {
    const world = production();
    for (const query of [getIntrospectionQuery(), '{ __schema { types { name } } }', '{ __type(name: "Member") { fields { name } } }']) {
      const reply = await graphql(world, query);
      expect(reply.status).toBe(400);
      expect(reply.errors?.[0]?.message).toMatch(/^GraphQL introspection has been disabled/);
    }
    const typename = await graphql(world, listEvents);
    expect(typename.data).toEqual({ listEvents: { items: [], nextToken: null, __typename: 'ModelEventConnection' } });
  });
});

describe('POST /graphql: failures on our side', () => {
  it('never answers a 500 or a stack trace: a failing repository is Unavailable (503 when no field could answer), a bug is a generic InternalFailure, logged', async () => {
    const world = appWorld();
    const down = appWorld({
      events: { ...world.deps.events, list: () => errAsync({ type: 'Unavailable', message: 'The database is down.' }) },
    });
    const unavailable = await graphql(down, listEvents);
    expect(unavailable).toMatchObject({ status: 503, data: { listEvents: null } });
    expect(unavailable.errors?.[0]).toMatchObject({ errorType: 'Unavailable', message: 'The database is down.' });
    // A field that did answer keeps AppSync's 200, with the unavailable field's error beside it.
    const partly = await graphql(down, '{ listEvents { items { id } } listOfficers { items { id } } }');
    expect(partly).toMatchObject({ status: 200, data: { listEvents: null, listOfficers: { items: [] } } });
    const broken = appWorld({
      events: {
        ...world.deps.events,
        get: () => {
          throw new TypeError('x is undefined');
        },
      },
    });
    const bug = await graphql(broken, getEvent, { variables: { id: '1' } });
    expect(bug).toMatchObject({ status: 200, data: { getEvent: null } });
    const line = broken.logs.find((entry) => entry.path === '/graphql');
    expect(line).toMatchObject({
      status: 200,
      error: 'getEvent: x is undefined',
      stack: expect.stringContaining('TypeError: x is undefined'),
    });
    expect(bug.errors?.[0]).toMatchObject({
      errorType: 'InternalFailure',
      message: `Something went wrong on our side. Please try again. Reference: ${line?.requestId}`,
    });
    expect(JSON.stringify(bug)).not.toContain('x is undefined');
    expect(broken.logs).toHaveLength(1);
  });

  it('does not spell out the schema in production: no "Did you mean" hints in validation errors', async () => {
    const query = '{ listMember { items { emial } } }';
    const development = await graphql(appWorld(), query);
    expect(development.errors?.[0]?.message).toContain('Did you mean "listMembers"');
    const hidden = await graphql(production(), query);
    expect(hidden.status).toBe(400);
    expect(hidden.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'Cannot query field "listMember" on type "Query".' });
    expect(JSON.stringify(hidden.errors)).not.toContain('Did you mean');
  });

  it('checks AWSDateTime on the way out: a bad timestamp from a store nulls that record, not the request', async () => {
    const world = appWorld();
    const event = { id: 'e1', eventName: 'Gala', eventDesc: '', eventDate: 'May 1', createdAt: 'yesterday', updatedAt: 'today' };
    const odd = appWorld({ events: { ...world.deps.events, get: () => okAsync(event) } });
    const reply = await graphql(odd, getEvent, { variables: { id: 'e1' } });
    expect(reply).toMatchObject({ status: 200, data: { getEvent: null } });
    expect(reply.errors?.[0]?.message).toMatch(/^AWSDateTime must be an ISO 8601 date and time/);
  });
});
