import { errAsync } from 'neverthrow';
import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ContentVersion } from '../../../src/adapters/caching/cached-listings';
import { can, type Role } from '../../../src/domain/access';
import { buildAppSchema } from '../../../src/server/graphql/schema';
import {
  isPublicRead,
  PUBLIC_ANSWER_CACHE_SIZE,
  PUBLIC_ANSWER_MAX_CHARS,
  PUBLIC_READ_FIELDS,
  PublicAnswers,
} from '../../../src/server/graphql/public-answers';
import { createEvent, deleteOfficer, getEvent, getMember, getOfficer, listEvents, listOfficers, updateEvent } from './amplify-documents';
import { graphql, graphqlWorld, type GraphqlWorld } from './graphql-world';

const ROLES: readonly Role[] = ['visitor', 'member', 'admin'];

/** The answer's exact text, as `token`'s owner (or a visitor) receives it. */
async function answerText(world: GraphqlWorld, query: string, options: { token?: string; variables?: Record<string, unknown> } = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(options.token ? { authorization: options.token } : {}),
  };
  const response = await world.app.request('/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables }),
  });
  return { status: response.status, text: await response.text() };
}

describe('which requests are public reads', () => {
  const publicRead = (query: string, operationName?: string) => isPublicRead(parse(query), operationName);

  it('names only Query fields that every role may read', () => {
    const queryFields = buildAppSchema().getQueryType()?.getFields() ?? {};
    for (const [field, action] of Object.entries(PUBLIC_READ_FIELDS)) {
      expect(queryFields[field], field).toBeDefined();
      for (const role of ROLES) expect(can(role, action), `${role} ${action}`).toBe(true);
    }
  });

  it('takes queries of the public listing and get fields, and __typename', () => {
    expect(publicRead('{ listEvents { items { id } } }')).toBe(true);
    expect(publicRead('query Board($limit: Int) { listOfficers(limit: $limit) { items { name } } __typename }')).toBe(true);
    expect(publicRead('{ a: getEvent(id: "1") { id } b: getOfficer(id: "2") { id } }')).toBe(true);
    expect(publicRead(listEvents)).toBe(true);
  });

  it('refuses members, mutations, root fragments and operations it cannot tell apart', () => {
    expect(publicRead('{ listEvents { items { id } } getMember(id: "1") { id } }')).toBe(false);
    expect(publicRead(getMember)).toBe(false);
    expect(publicRead(updateEvent)).toBe(false);
    expect(publicRead('{ ...Everything } fragment Everything on Query { listEvents { items { id } } }')).toBe(false);
    expect(publicRead('{ ... on Query { listEvents { items { id } } } }')).toBe(false);
    const two = 'query A { listEvents { items { id } } } query B { listMembers { items { id } } }';
    expect(publicRead(two)).toBe(false);
    expect(publicRead(two, 'A')).toBe(true);
    expect(publicRead(two, 'B')).toBe(false);
    expect(publicRead(two, 'C')).toBe(false);
  });
});

describe('PublicAnswers', () => {
  it('keeps an answer while the content is unchanged, and forgets every answer once it changes', () => {
    const version = new ContentVersion();
    const answers = new PublicAnswers(version);
    answers.remember('a', answers.version, '{"data":1}');
    answers.remember('b', answers.version, '{"data":2}');
    expect([answers.get('a'), answers.get('b')]).toEqual(['{"data":1}', '{"data":2}']);
    version.bump();
    expect([answers.get('a'), answers.get('b')]).toEqual([undefined, undefined]);
  });

  it('does not keep an answer worked out while the content changed', () => {
    const version = new ContentVersion();
    const answers = new PublicAnswers(version);
    const readAt = answers.version;
    version.bump();
    answers.remember('a', readAt, '{"data":"old"}');
    expect(answers.get('a')).toBeUndefined();
  });

  it('evicts the least recently used beyond its size, and does not keep an answer over the largest size', () => {
    const answers = new PublicAnswers(new ContentVersion(), 2);
    answers.remember('a', 0, 'A');
    answers.remember('b', 0, 'B');
    expect(answers.get('a')).toBe('A');
    answers.remember('c', 0, 'C');
    expect([answers.get('a'), answers.get('b'), answers.get('c')]).toEqual(['A', undefined, 'C']);
    answers.remember('huge', 0, 'x'.repeat(PUBLIC_ANSWER_MAX_CHARS + 1));
    expect(answers.get('huge')).toBeUndefined();
    expect(PUBLIC_ANSWER_CACHE_SIZE).toBeGreaterThan(2);
  });

  it('keys a request by its text, variables and operation name', () => {
    const key = (variables: Record<string, unknown> | null, operationName: string | null) =>
      PublicAnswers.keyOf({ query: '{ x }', variables, operationName });
    expect(new Set([key(null, null), key({ limit: 1 }, null), key({ limit: 2 }, null), key(null, 'A')]).size).toBe(4);
  });
});

describe('GraphQL answers of public reads', () => {
  it('gives visitors, members and administrators the same answer, worked out once', async () => {
    const world = await graphqlWorld();
    const list = vi.spyOn(world.deps.events, 'list');
    const tokens = [undefined, world.tokens.member, world.tokens.admin];
    const answers = [];
    for (const token of tokens) answers.push(await answerText(world, listEvents, token ? { token } : {}));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    expect(JSON.parse(answers[0]?.text ?? '')).toMatchObject({ data: { listEvents: { items: [{ eventName: 'Spring Banquet' }] } } });
    expect(list).toHaveBeenCalledTimes(1);
    for (const [query, variables] of [
      [getEvent, { id: world.event.id }],
      [getOfficer, { id: world.officer.id }],
      [listOfficers, {}],
    ] as const) {
      const texts = new Set<string>();
      for (const token of tokens) texts.add((await answerText(world, query, { variables, ...(token ? { token } : {}) })).text);
      expect(texts.size, query).toBe(1);
    }
  });

  it('answers every write at once: a create, an update and a delete change the next answer', async () => {
    const world = await graphqlWorld();
    const admin = { token: world.tokens.admin };
    const before = await answerText(world, listEvents);
    const input = { eventName: 'Cookout 2026', eventDesc: 'Bring a friend', eventDate: 'August 1, 2026' };
    expect((await graphql(world, createEvent, { ...admin, variables: { input } })).errors).toBeUndefined();
    const afterCreate = await answerText(world, listEvents);
    expect(afterCreate.text).not.toBe(before.text);
    expect(afterCreate.text).toContain('Cookout 2026');
    expect(
      (await graphql(world, updateEvent, { ...admin, variables: { input: { id: world.event.id, eventDesc: 'Now with dancing' } } })).errors,
    ).toBeUndefined();
    expect((await answerText(world, getEvent, { variables: { id: world.event.id } })).text).toContain('Now with dancing');
    const board = await answerText(world, listOfficers);
    expect(board.text).toContain('Ada Lovelace');
    expect((await graphql(world, deleteOfficer, { ...admin, variables: { input: { id: world.officer.id } } })).errors).toBeUndefined();
    expect((await answerText(world, listOfficers)).text).not.toContain('Ada Lovelace');
  });

  it('does not keep an answer with an error: the next request asks again', async () => {
    const world = await graphqlWorld();
    const list = vi
      .spyOn(world.deps.events, 'list')
      .mockReturnValueOnce(errAsync({ type: 'Unavailable', message: 'The database is not answering.' }));
    const failed = await graphql(world, listEvents);
    expect(failed.errors?.length).toBe(1);
    const next = await graphql(world, listEvents);
    expect(next.errors).toBeUndefined();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('answers different variables differently', async () => {
    const world = await graphqlWorld();
    const input = { eventName: 'Cookout 2026', eventDesc: 'Bring a friend', eventDate: 'August 1, 2026' };
    expect((await graphql(world, createEvent, { token: world.tokens.admin, variables: { input } })).errors).toBeUndefined();
    const one = JSON.parse((await answerText(world, listEvents, { variables: { limit: 1 } })).text) as {
      data: { listEvents: { items: unknown[] } };
    };
    const all = JSON.parse((await answerText(world, listEvents, { variables: { limit: 10 } })).text) as {
      data: { listEvents: { items: unknown[] } };
    };
    expect([one.data.listEvents.items.length, all.data.listEvents.items.length]).toEqual([1, 2]);
  });

  it('does not remember a request that also reads a member', async () => {
    const world = await graphqlWorld();
    const query = `query Mixed($id: ID!) { listEvents { items { id } } getMember(id: $id) { email } }`;
    const asMember = await graphql(world, query, { token: world.tokens.member, variables: { id: world.own.id } });
    expect(asMember.errors).toBeUndefined();
    expect(asMember.data?.getMember).toEqual({ email: world.own.email });
    const asVisitor = await graphql(world, query, { variables: { id: world.own.id } });
    expect(asVisitor.data?.getMember).toBeNull();
    expect(asVisitor.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});
