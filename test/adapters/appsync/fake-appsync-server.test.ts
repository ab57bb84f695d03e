import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sigv4Fetch } from '../../../src/adapters/appsync/sigv4-fetch';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { FAKE_APPSYNC_API_KEY, FAKE_APPSYNC_REGION, FAKE_ROLE_CREDENTIALS, FakeAppSyncServer } from '../../support/fake-appsync-server';

/**
 * The fake AppSync itself, over raw GraphQL: it answers what Amplify generates for the chapter's
 * models and nothing more, with the generated resolvers' conditions and the schema's rules.
 */

type As = { readonly iam: true } | { readonly token: string } | { readonly apiKey: string };
type Body = { data?: Record<string, unknown> | null; errors?: { errorType?: string; message: string; path?: unknown }[] };

let appsync: FakeAppSyncServer;
beforeEach(async () => {
  appsync = await FakeAppSyncServer.start();
});
afterEach(async () => appsync.close());

async function call(as: As, query: string, variables: Record<string, unknown> = {}): Promise<Body> {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json' } as Record<string, string>,
    body: JSON.stringify({ query, variables }),
  };
  if ('iam' in as) {
    const signed = sigv4Fetch({ region: FAKE_APPSYNC_REGION, credentials: async () => FAKE_ROLE_CREDENTIALS });
    return (await (await signed(appsync.url, init))._unsafeUnwrap().json()) as Body;
  }
  init.headers = { ...init.headers, ...('token' in as ? { authorization: as.token } : { 'x-api-key': as.apiKey }) };
  return (await (await fetchWithRetry()(appsync.url, init))._unsafeUnwrap().json()) as Body;
}

const IAM: As = { iam: true };
const CREATE =
  'mutation C($input: CreateMemberInput!, $condition: ModelMemberConditionInput) { createMember(input: $input, condition: $condition) { id email owner } }';
const UPDATE = 'mutation U($input: UpdateMemberInput!) { updateMember(input: $input) { id phone membership } }';
const LIST =
  'query L($filter: ModelMemberFilterInput, $limit: Int, $nextToken: String) { listMembers(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id email } nextToken } }';
const member = (id: string, email: string) => ({
  id,
  email,
  owner: email.toLowerCase(),
  firstName: 'Ada',
  membership: 'Annual Membership',
  duesPayYear: '2026',
});

describe('the fake AppSync: only the generated API', () => {
  it('refuses an operation Amplify does not generate as AppSync validates a document', async () => {
    const answer = await call(IAM, 'query { memberByEmail(email: "a@b.org") { id } }');
    expect(answer).toEqual({
      data: null,
      errors: [
        {
          path: null,
          locations: [{ line: 1, column: 9, sourceName: null }],
          message: "Validation error of type FieldUndefined: Field 'memberByEmail' in type 'Query' is undefined @ 'memberByEmail'",
        },
      ],
    });
  });

  it('refuses an input field the generated input type lacks', async () => {
    const answer = await call(IAM, CREATE, { input: { ...member('100001', 'a@b.org'), password: 'x' } });
    expect(answer).toEqual({
      data: null,
      errors: [
        {
          path: null,
          locations: null,
          message: "The variables input contains a field that is not defined for input object type 'CreateMemberInput' ",
        },
      ],
    });
  });
});

describe('the fake AppSync: the generated resolvers', () => {
  it('keeps no unique e-mail: two records with one address are both stored', async () => {
    for (const id of ['100001', '100002'])
      expect((await call(IAM, CREATE, { input: member(id, 'Ada@Example.org') })).errors).toBeUndefined();
    expect(appsync.items('Member').map((item) => item.email)).toEqual(['Ada@Example.org', 'Ada@Example.org']);
  });

  it('refuses a create on an existing id, and an update or delete of a missing one, with ConditionalCheckFailed', async () => {
    await call(IAM, CREATE, { input: member('100001', 'a@b.org') });
    const again = await call(IAM, CREATE, { input: member('100001', 'c@d.org') });
    expect(again.data).toEqual({ createMember: null });
    expect(again.errors?.[0]).toMatchObject({
      path: ['createMember'],
      errorType: 'DynamoDB:ConditionalCheckFailedException',
      message: expect.stringMatching(/^The conditional request failed/),
    });
    expect((await call(IAM, UPDATE, { input: { id: '999999', phone: '1' } })).errors?.[0]?.errorType).toBe(
      'DynamoDB:ConditionalCheckFailedException',
    );
    const remove = 'mutation D($input: DeleteMemberInput!) { deleteMember(input: $input) { id } }';
    expect((await call(IAM, remove, { input: { id: '999999' } })).errors?.[0]?.errorType).toBe('DynamoDB:ConditionalCheckFailedException');
    expect(appsync.items('Member').map((item) => item.email)).toEqual(['a@b.org']);
  });

  it("honours the caller's condition on create, as DynamoDB does on the item already there", async () => {
    const answer = await call(IAM, CREATE, { input: member('100001', 'a@b.org'), condition: { email: { eq: 'a@b.org' } } });
    expect(answer.errors?.[0]?.errorType).toBe('DynamoDB:ConditionalCheckFailedException');
  });

  it('scans in its own order and filters after the limit: pages may come back short, even empty, with a nextToken', async () => {
    for (let n = 0; n < 6; n++)
      appsync.put('Member', {
        ...member(String(100_000 + n), n % 3 === 0 ? 'keep@b.org' : `drop${n}@b.org`),
        createdAt: `2026-01-0${n + 1}T00:00:00.000Z`,
      });
    const pages: Body[] = [];
    let nextToken: unknown = null;
    do {
      pages.push(await call(IAM, LIST, { filter: { email: { eq: 'keep@b.org' } }, limit: 2, nextToken }));
      nextToken = (pages.at(-1)?.data?.listMembers as { nextToken: string | null }).nextToken;
    } while (nextToken !== null);
    const sizes = pages.map((page) => (page.data?.listMembers as { items: unknown[] }).items.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(2);
    expect(sizes).toContain(0);
    const all = (await call(IAM, LIST, {})).data?.listMembers as { items: { id: string }[] };
    expect(all.items.map((item) => item.id)).not.toEqual(all.items.map((item) => item.id).sort());
  });

  it('refuses a nextToken it did not issue', async () => {
    expect((await call(IAM, LIST, { nextToken: 'eyJhZnRlciI6WzFdfQ' })).errors?.[0]?.errorType).toBe('DynamoDB:DynamoDbException');
  });
});

describe('the fake AppSync: auth modes and the schema’s rules', () => {
  beforeEach(() => {
    appsync.put('Member', member('100001', 'Ada@Example.org'));
    appsync.put('Member', member('100002', 'grace@example.org'));
    appsync.put('Event', {
      id: 'e1',
      eventName: 'Spring Banquet',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('lets the API key read events and nothing about members, and write nothing', async () => {
    const key = { apiKey: FAKE_APPSYNC_API_KEY };
    expect((await call(key, 'query { listEvents { items { eventName } } }')).data).toEqual({
      listEvents: { items: [{ eventName: 'Spring Banquet' }] },
    });
    expect((await call(key, LIST)).errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Not Authorized to access listMembers on type Query',
    });
    const create = await call(key, 'mutation { createEvent(input: { eventName: "x" }) { id } }');
    expect(create.errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Not Authorized to access createEvent on type Mutation',
    });
    expect((await call({ apiKey: 'da2-someotherkey' }, 'query { listEvents { items { id } } }')).errors?.[0]?.errorType).toBe(
      'UnauthorizedException',
    );
  });

  it("shows a member only the record whose owner is their ID token's e-mail, and no e-mail claims", async () => {
    const ada = { token: appsync.userPoolToken({ email: 'ada@example.org' }) };
    expect((await call(ada, LIST)).data).toEqual({ listMembers: { items: [{ id: '100001', email: 'Ada@Example.org' }], nextToken: null } });
    expect((await call(ada, 'query { getMember(id: "100002") { id } }')).errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Not Authorized to access getMember on type Query',
    });
    expect((await call(ada, 'query { getMember(id: "100001") { id membership } }')).data).toEqual({
      getMember: { id: '100001', membership: 'Annual Membership' },
    });
    expect((await call(ada, 'query { listMemberEmails { items { id } } }')).errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it('sees nothing with an access token: it carries no e-mail to match the owner with', async () => {
    const access = { token: appsync.userPoolToken({ email: 'ada@example.org', use: 'access' }) };
    expect((await call(access, LIST)).errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it('lets a member change their editable fields only, never the protected ones, nor anyone else’s record', async () => {
    const ada = { token: appsync.userPoolToken({ email: 'ada@example.org' }) };
    expect((await call(ada, UPDATE, { input: { id: '100001', phone: '7575550111' } })).data).toEqual({
      updateMember: { id: '100001', phone: '7575550111', membership: 'Annual Membership' },
    });
    expect((await call(ada, UPDATE, { input: { id: '100001', membership: 'Lifetime Membership' } })).errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Unauthorized on [membership]',
    });
    expect((await call(ada, UPDATE, { input: { id: '100001', owner: 'ada@example.org' } })).errors?.[0]?.message).toBe(
      'Unauthorized on [owner]',
    );
    expect((await call(ada, UPDATE, { input: { id: '100001', phone: null } })).errors?.[0]?.message).toBe('Unauthorized on [phone]');
    expect((await call(ada, UPDATE, { input: { id: '100002', phone: '1' } })).errors?.[0]?.message).toBe(
      'Not Authorized to access updateMember on type Mutation',
    );
    expect((await call(ada, CREATE, { input: member('100003', 'ada@example.org') })).errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it('lets the admins group do everything, and refuses an expired or foreign token before any GraphQL', async () => {
    const admin = { token: appsync.userPoolToken({ email: 'chair@example.org', groups: ['admins'] }) };
    expect(((await call(admin, LIST)).data?.listMembers as { items: unknown[] }).items).toHaveLength(2);
    expect((await call(admin, UPDATE, { input: { id: '100002', membership: 'Lifetime Membership' } })).errors).toBeUndefined();
    const expired = { token: appsync.userPoolToken({ email: 'ada@example.org', expiresInSeconds: -1 }) };
    expect((await call(expired, LIST)).errors).toEqual([{ errorType: 'UnauthorizedException', message: 'Token has expired.' }]);
    expect((await call({ token: 'not.a.token' }, LIST)).errors?.[0]?.errorType).toBe('UnauthorizedException');
  });

  it('keeps a role to the fields its IAM policy grants when the fake is told them', async () => {
    await appsync.close();
    appsync = await FakeAppSyncServer.start({ grants: { [FAKE_ROLE_CREDENTIALS.accessKeyId]: ['Query/listMembers'] } });
    expect((await call(IAM, LIST)).errors).toBeUndefined();
    expect((await call(IAM, CREATE, { input: member('100001', 'a@b.org') })).errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Not Authorized to access createMember on type Mutation',
    });
  });
});
