import { describe, expect, it } from 'vitest';
import * as documents from './amplify-documents';
import { contents, graphql, graphqlWorld, type GraphqlWorld } from './graphql-world';
import { committeeDocuments as committees, newsPostDocuments as news } from './news-documents';

type Role = 'anonymous' | 'member' | 'otherMember' | 'admin';
const ROLES: readonly Role[] = ['anonymous', 'member', 'otherMember', 'admin'];
/** 'ok', or the errorType the role gets ('Unauthorized' unless the refusal is about a field). */
type Expected = Readonly<Record<Role, 'ok' | string>>;

const EVERYONE: Expected = { anonymous: 'ok', member: 'ok', otherMember: 'ok', admin: 'ok' };
const SIGNED_IN: Expected = { anonymous: 'Unauthorized', member: 'ok', otherMember: 'ok', admin: 'ok' };
const OWNER_OR_ADMIN: Expected = { anonymous: 'Unauthorized', member: 'ok', otherMember: 'Unauthorized', admin: 'ok' };
const ADMIN: Expected = { anonymous: 'Unauthorized', member: 'Unauthorized', otherMember: 'Unauthorized', admin: 'ok' };

interface Operation {
  readonly name: string;
  readonly field: string;
  readonly document: string;
  readonly variables: (world: GraphqlWorld) => Record<string, unknown>;
  readonly expected: Expected;
}

const newMember = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  address: '2 Navy Way',
  city: 'Norfolk',
  state: 'VA',
  zipcode: '23511',
  phone: '7575550199',
  membership: 'Annual Membership',
  duesPayYear: '2026',
};
const op = (
  name: string,
  field: string,
  document: string,
  expected: Expected,
  variables: Operation['variables'] = () => ({}),
): Operation => ({ name, field, document, expected, variables });

/** Every GraphQL operation, with what each role gets (SECURITY.md: anonymous events, officers, news and committees; member own record, limited fields; admin all). */
const OPERATIONS: readonly Operation[] = [
  op('listEvents', 'listEvents', documents.listEvents, EVERYONE),
  op('getEvent', 'getEvent', documents.getEvent, EVERYONE, (w) => ({ id: w.event.id })),
  op('createEvent', 'createEvent', documents.createEvent, ADMIN, () => ({
    input: { eventName: 'Gala', eventDate: 'May 1', eventDesc: '' },
  })),
  op('updateEvent', 'updateEvent', documents.updateEvent, ADMIN, (w) => ({ input: { id: w.event.id, eventDesc: 'Changed' } })),
  op('deleteEvent', 'deleteEvent', documents.deleteEvent, ADMIN, (w) => ({ input: { id: w.event.id } })),
  op('listOfficers', 'listOfficers', documents.listOfficers, EVERYONE),
  op('getOfficer', 'getOfficer', documents.getOfficer, EVERYONE, (w) => ({ id: w.officer.id })),
  op('createOfficer', 'createOfficer', documents.createOfficer, ADMIN, () => ({ input: { name: 'Grace', position: 'Chair' } })),
  op('updateOfficer', 'updateOfficer', documents.updateOfficer, ADMIN, (w) => ({ input: { id: w.officer.id, position: 'Chair' } })),
  op('deleteOfficer', 'deleteOfficer', documents.deleteOfficer, ADMIN, (w) => ({ input: { id: w.officer.id } })),
  op('listNewsPosts', 'listNewsPosts', news.list, EVERYONE),
  op('getNewsPost', 'getNewsPost', news.get, EVERYONE, (w) => ({ id: w.post.id })),
  op('createNewsPost', 'createNewsPost', news.create, ADMIN, () => ({ input: { title: 'Picnic', postDate: '2026-06-01', text: 'Come!' } })),
  op('updateNewsPost', 'updateNewsPost', news.update, ADMIN, (w) => ({ input: { id: w.post.id, text: 'Changed' } })),
  op('deleteNewsPost', 'deleteNewsPost', news.delete, ADMIN, (w) => ({ input: { id: w.post.id } })),
  op('listCommittees', 'listCommittees', committees.list, EVERYONE),
  op('getCommittee', 'getCommittee', committees.get, EVERYONE, (w) => ({ id: w.committee.id })),
  op('createCommittee', 'createCommittee', committees.create, ADMIN, () => ({ input: { name: 'Events', purpose: 'Plans events.' } })),
  op('updateCommittee', 'updateCommittee', committees.update, ADMIN, (w) => ({ input: { id: w.committee.id, chair: 'Grace' } })),
  op('deleteCommittee', 'deleteCommittee', committees.delete, ADMIN, (w) => ({ input: { id: w.committee.id } })),
  op('listMembers', 'listMembers', documents.listMembers, ADMIN),
  op(
    "listMembers (filter: the member's own e-mail, as the Member Area sent it)",
    'listMembers',
    documents.listMembers,
    OWNER_OR_ADMIN,
    (w) => ({
      filter: { email: { eq: w.own.email } },
    }),
  ),
  op('listMembers (the own e-mail and another condition)', 'listMembers', documents.listMembers, ADMIN, (w) => ({
    filter: { email: { eq: w.own.email }, city: { eq: w.own.city } },
  })),
  op('listMembers (the own e-mail with beginsWith)', 'listMembers', documents.listMembers, ADMIN, (w) => ({
    filter: { email: { beginsWith: w.own.email } },
  })),
  op('listMembers (the own e-mail inside or)', 'listMembers', documents.listMembers, ADMIN, (w) => ({
    filter: { or: [{ email: { eq: w.own.email } }] },
  })),
  op("getMember (the member's own)", 'getMember', documents.getMember, OWNER_OR_ADMIN, (w) => ({ id: w.own.id })),
  op('getMember (unknown id)', 'getMember', documents.getMember, { ...ADMIN, admin: 'NotFound' }, () => ({ id: '999999' })),
  op('myMember', 'myMember', documents.myMember, SIGNED_IN),
  op("memberByEmail (the member's own)", 'memberByEmail', documents.memberByEmail, OWNER_OR_ADMIN, (w) => ({ email: w.own.email })),
  op('createMember', 'createMember', documents.createMember, ADMIN, () => ({ input: newMember })),
  op('updateMember (own contact details)', 'updateMember', documents.updateMember, OWNER_OR_ADMIN, (w) => ({
    input: { id: w.own.id, city: 'Hampton' },
  })),
  op('updateMember (membership and dues year)', 'updateMember', documents.updateMember, { ...ADMIN, member: 'ProtectedField' }, (w) => ({
    input: { id: w.own.id, membership: 'Lifetime Membership', duesPayYear: '2026' },
  })),
  op('updateMember (e-mail)', 'updateMember', documents.updateMember, { ...ADMIN, member: 'ProtectedField' }, (w) => ({
    input: { id: w.own.id, email: 'new@example.org' },
  })),
  op('deleteMember', 'deleteMember', documents.deleteMember, ADMIN, (w) => ({ input: { id: w.own.id } })),
];

describe('every GraphQL operation x role (SECURITY.md, table-driven)', () => {
  const cases = OPERATIONS.flatMap((operation) => ROLES.map((role) => ({ ...operation, role, outcome: operation.expected[role] })));

  it.each(cases)('$name as $role: $outcome', async ({ field, document, variables, role, outcome }) => {
    const world = await graphqlWorld();
    const token = role === 'anonymous' ? null : world.tokens[role];
    const before = await contents(world);
    const reply = await graphql(world, document, { token, variables: variables(world) });
    expect(reply.status).toBe(200);
    if (outcome === 'ok') {
      expect(reply.errors).toBeUndefined();
      expect(reply.data?.[field]).not.toBeNull();
      return;
    }
    expect(reply.data).toEqual({ [field]: null });
    expect(reply.errors).toEqual([expect.objectContaining({ errorType: outcome, path: [field] })]);
    if (outcome === 'Unauthorized') expect(reply.errors?.[0]?.message).toBe('Unauthorized');
    expect(await contents(world)).toEqual(before);
  });

  it('a member reads their own record through getMember with every field, and nobody else’s', async () => {
    const world = await graphqlWorld();
    const own = await graphql(world, documents.getMember, { token: world.tokens.member, variables: { id: world.own.id } });
    expect(own.data?.getMember).toEqual({ ...world.own, __typename: 'Member' });
    const other = await graphql(world, documents.getMember, { token: world.tokens.member, variables: { id: world.other.id } });
    const unknown = await graphql(world, documents.getMember, { token: world.tokens.member, variables: { id: '999999' } });
    // An unknown ID reads as Unauthorized too, so member IDs cannot be probed.
    expect([other.errors?.[0]?.message, unknown.errors?.[0]?.message]).toEqual(['Unauthorized', 'Unauthorized']);
  });

  it('a member listing members by their own e-mail gets exactly their own record, with every field', async () => {
    const world = await graphqlWorld();
    const list = (variables: Record<string, unknown>) => graphql(world, documents.listMembers, { token: world.tokens.member, variables });
    const own = await list({ filter: { email: { eq: world.own.email } }, limit: 1 });
    expect(own.data?.listMembers).toEqual({
      items: [{ ...world.own, __typename: 'Member' }],
      nextToken: null,
      __typename: 'ModelMemberConnection',
    });
    const otherCase = await list({ filter: { email: { eq: world.own.email.toUpperCase(), ne: null } } });
    expect(otherCase.data?.listMembers).toMatchObject({ items: [{ id: world.own.id }] });
    const someoneElse = await list({ filter: { email: { eq: world.other.email } } });
    expect(someoneElse.errors).toEqual([expect.objectContaining({ message: 'Unauthorized', errorType: 'Unauthorized' })]);
    const paged = await list({ filter: { email: { eq: world.own.email } }, nextToken: 'eyJhZnRlciI6WyJ4IiwieSJdfQ' });
    expect(paged.status).toBe(400);
    expect(paged.errors?.[0]).toMatchObject({ errorType: 'InvalidQuery', message: 'The nextToken is not valid.' });
    (await world.deps.members.delete(world.own.id))._unsafeUnwrap();
    const none = await list({ filter: { email: { eq: world.own.email } } });
    expect(none.data?.listMembers).toMatchObject({ items: [], nextToken: null });
  });

  it('a forged or expired token, or an API key, is a visitor', async () => {
    const world = await graphqlWorld();
    const forged: Record<string, string>[] = [{ authorization: 'Bearer not-a-token' }, { 'x-api-key': 'da2-anything' }];
    for (const headers of forged) {
      const reply = await graphql(world, documents.listMembers, { headers });
      expect(reply.errors?.[0]).toMatchObject({ message: 'Unauthorized', errorType: 'Unauthorized' });
    }
    world.clock.advance(2 * 60 * 60 * 1000);
    const expired = await graphql(world, documents.listMembers, { token: world.tokens.admin });
    expect(expired.errors?.[0]?.message).toBe('Unauthorized');
  });
});
