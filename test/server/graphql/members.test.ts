import { describe, expect, it } from 'vitest';
import { errAsync } from 'neverthrow';
import { appWorld, TEST_ADMIN } from '../../support/app-world';
import { createMember, deleteMember, getMember, listMembers, memberByEmail, myMember, updateMember } from './amplify-documents';
import { PASSWORD } from '../../support/auth-helpers';
import { contents, graphql, graphqlWorld } from './graphql-world';

const NEW_MEMBER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  address: '2 Navy Way',
  city: 'Norfolk',
  state: 'VA',
  zipcode: '23511',
  phone: '(757) 555-0199',
  gradYear: '1934',
  membership: 'Lifetime Membership',
  duesPayYear: null,
};

describe('GraphQL members (Amplify-generated documents, through app.request)', () => {
  it('listMembers and getMember for an administrator', async () => {
    const world = await graphqlWorld();
    const list = await graphql(world, listMembers, {
      token: world.tokens.admin,
      variables: { filter: { email: { eq: world.own.email } } },
    });
    expect(list.data).toEqual({
      listMembers: { items: [{ ...world.own, __typename: 'Member' }], nextToken: null, __typename: 'ModelMemberConnection' },
    });
    expect((await graphql(world, getMember, { token: world.tokens.admin, variables: { id: world.other.id } })).data).toEqual({
      getMember: { ...world.other, __typename: 'Member' },
    });
  });

  it('myMember answers the signed-in member their own record; memberByEmail finds it in any case', async () => {
    const world = await graphqlWorld();
    expect((await graphql(world, myMember, { token: world.tokens.member })).data).toEqual({
      myMember: { ...world.own, __typename: 'Member' },
    });
    const found = await graphql(world, memberByEmail, {
      token: world.tokens.member,
      variables: { email: ` ${world.own.email.toUpperCase()}` },
    });
    expect(found.data).toEqual({ memberByEmail: { ...world.own, __typename: 'Member' } });
    const nobody = await graphql(world, memberByEmail, { token: world.tokens.admin, variables: { email: 'nobody@example.org' } });
    expect(nobody).toMatchObject({ status: 200, data: { memberByEmail: null }, errors: undefined });
  });

  it('createMember (administrators): a server-drawn 6-digit ID, or the one given; a taken e-mail is DuplicateEmail', async () => {
    const world = await graphqlWorld();
    const drawn = await graphql(world, createMember, { token: world.tokens.admin, variables: { input: NEW_MEMBER } });
    expect(drawn.errors).toBeUndefined();
    expect(drawn.data?.createMember).toMatchObject({ ...NEW_MEMBER, phone: '7575550199', id: expect.stringMatching(/^\d{6}$/) });
    const chosen = { ...NEW_MEMBER, id: '424242', email: 'ada@example.org' };
    expect(
      (await graphql(world, createMember, { token: world.tokens.admin, variables: { input: chosen } })).data?.createMember,
    ).toMatchObject({ id: '424242' });
    const duplicate = await graphql(world, createMember, {
      token: world.tokens.admin,
      variables: { input: { ...NEW_MEMBER, email: 'GRACE@example.org' } },
    });
    expect(duplicate.errors).toEqual([
      expect.objectContaining({ errorType: 'DuplicateEmail', errorInfo: expect.objectContaining({ email: expect.any(String) }) }),
    ]);
    const badId = await graphql(world, createMember, {
      token: world.tokens.admin,
      variables: { input: { ...chosen, id: '12', email: 'x@example.org' } },
    });
    expect(badId.errors).toEqual([expect.objectContaining({ errorType: 'InvalidForm', message: 'Member ID must be 6 digits.' })]);
  });

  it('updateMember: a member changes their own contact details, never their membership (ProtectedField)', async () => {
    const world = await graphqlWorld();
    const own = await graphql(world, updateMember, {
      token: world.tokens.member,
      variables: { input: { id: world.own.id, city: 'Hampton' } },
    });
    expect(own.data?.updateMember).toMatchObject({ id: world.own.id, city: 'Hampton', membership: world.own.membership });
    const before = await contents(world);
    const sneaky = { id: world.own.id, membership: 'Lifetime Membership', duesPayYear: '2099' };
    const refused = await graphql(world, updateMember, { token: world.tokens.member, variables: { input: sneaky } });
    expect(refused.data).toEqual({ updateMember: null });
    expect(refused.errors).toEqual([
      expect.objectContaining({ errorType: 'ProtectedField', message: 'These fields cannot be changed here: membership, duesPayYear.' }),
    ]);
    expect(await contents(world)).toEqual(before);
  });

  it('updateMember: an administrator changes membership and dues year; form errors come back per field', async () => {
    const world = await graphqlWorld();
    const input = { id: world.other.id, membership: 'Lifetime Membership', duesPayYear: null };
    expect((await graphql(world, updateMember, { token: world.tokens.admin, variables: { input } })).data?.updateMember).toMatchObject(
      input,
    );
    const bad = await graphql(world, updateMember, {
      token: world.tokens.admin,
      variables: { input: { id: world.other.id, zipcode: 'abc' } },
    });
    expect(bad.errors).toEqual([
      expect.objectContaining({ errorType: 'InvalidForm', errorInfo: { fields: { zipcode: 'ZIP code must be 5 digits (or ZIP+4).' } } }),
    ]);
  });

  it("deleteMember (administrators) removes the record and ends the member's sessions; signed in again, they have no record of their own", async () => {
    const world = await graphqlWorld();
    const reply = await graphql(world, deleteMember, { token: world.tokens.admin, variables: { input: { id: world.own.id } } });
    expect(reply.data).toEqual({ deleteMember: { ...world.own, __typename: 'Member' } });
    expect((await graphql(world, myMember, { token: world.tokens.member })).errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Unauthorized',
    });
    expect((await graphql(world, myMember, { token: world.tokens.otherMember })).data).toEqual({
      myMember: { ...world.other, __typename: 'Member' },
    });
    const again = (await world.deps.identity.signIn({ email: world.own.email, password: PASSWORD }))._unsafeUnwrap();
    if (!again.done) throw new Error('expected DONE');
    const mine = await graphql(world, myMember, { token: again.tokens.accessToken });
    expect(mine.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: 'Your member record was not found.' });
  });

  it('deleteMember keeps the record when the sessions cannot be ended (Unavailable), and a retry deletes it', async () => {
    let down = true;
    const world = await graphqlWorld();
    const identity = world.deps.identity;
    const flaky = appWorld({
      ...world.deps,
      accountSessions: {
        revokeSessionsOf: (input) => (down ? errAsync({ type: 'Unavailable', message: 'store away' }) : identity.revokeSessionsOf(input)),
      },
    });
    const failed = await graphql(flaky, deleteMember, { token: world.tokens.admin, variables: { input: { id: world.own.id } } });
    expect(failed.errors?.[0]).toMatchObject({ errorType: 'Unavailable', message: expect.stringContaining('could not be ended') });
    expect((await world.deps.members.get(world.own.id)).isOk()).toBe(true);
    down = false;
    expect(
      (await graphql(flaky, deleteMember, { token: world.tokens.admin, variables: { input: { id: world.own.id } } })).data,
    ).toMatchObject({ deleteMember: { id: world.own.id } });
    expect((await world.deps.members.get(world.own.id)).isErr()).toBe(true);
  });

  it('the administrator is recognised from ADMIN_EMAILS through the real auth middleware', async () => {
    const world = await graphqlWorld();
    const mine = await graphql(world, myMember, { token: `Bearer ${world.tokens.admin}` });
    expect(mine.data?.myMember).toMatchObject({ email: TEST_ADMIN });
  });
});
