import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  APPSYNC_MEMBER_OPERATIONS,
  APPSYNC_SCAN_PAGE,
  AppsyncMemberRepository,
} from '../../../src/adapters/appsync/appsync-member-repository';
import { appsyncMembers } from '../../../src/adapters/appsync/member-email-claims';
import { signedAppsyncMemberRepository } from '../../../src/adapters/appsync/signed-member-repository';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { apolloGraphqlTransport } from '../../../src/adapters/http/graphql-apollo-transport';
import { authHeaders, credentialsOf } from '../../../src/adapters/http/graphql-auth';
import { fetchGraphqlTransport } from '../../../src/adapters/http/graphql-fetch-transport';
import type { GraphqlTransport } from '../../../src/adapters/http/graphql-transport';
import { sigv4Fetch } from '../../../src/adapters/appsync/sigv4-fetch';
import { memberRepositoryContract, sampleMember } from '../../contracts/member-repository.contract';
import { FAKE_ROLE_CREDENTIALS, FakeAppSyncServer } from '../../support/fake-appsync-server';

/**
 * The member records of the aws wiring against the fake AppSync (the generated API only, its
 * conditions and rules, SigV4 and user pool tokens checked), over real HTTP.
 */

const noWait = fetchWithRetry({ sleep: async () => undefined });

/** The payments server's transport: every request signed with the role's keys. */
const signedTransport = (appsync: FakeAppSyncServer) =>
  fetchGraphqlTransport(
    { url: appsync.url, auth: { mode: 'iam' } },
    sigv4Fetch({ region: appsync.region, credentials: async () => FAKE_ROLE_CREDENTIALS, send: noWait }),
  );

/** Where the fake's clock is the claims' clock too, so a contract test moving time ages the claims alike. */
function clockOf() {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms: number) => void (offset += ms) };
}

memberRepositoryContract(
  "AppSync's generated operations alone (IAM): the store keeps no unique e-mail",
  async () => {
    const appsync = await FakeAppSyncServer.start();
    return {
      repository: new AppsyncMemberRepository(signedTransport(appsync)),
      advanceClock: (ms) => appsync.advanceClock(ms),
      dispose: () => appsync.close(),
    };
  },
  { uniqueEmail: false },
);

memberRepositoryContract('AppSync in the payments server: IAM over SigV4, with e-mail claims', async () => {
  const appsync = await FakeAppSyncServer.start();
  const clock = clockOf();
  const repository = signedAppsyncMemberRepository({
    url: appsync.url,
    region: appsync.region,
    credentials: async () => FAKE_ROLE_CREDENTIALS,
    send: noWait,
    now: clock.now,
  });
  const advanceClock = (ms: number) => {
    appsync.advanceClock(ms);
    clock.advance(ms);
  };
  return { repository, advanceClock, dispose: () => appsync.close() };
});

memberRepositoryContract('AppSync in the browser: Apollo Client with an administrator’s ID token, with e-mail claims', async () => {
  const appsync = await FakeAppSyncServer.start();
  const token = appsync.userPoolToken({ email: 'chair@example.org', groups: ['admins'] });
  const transport = apolloGraphqlTransport({ url: appsync.url, auth: { mode: 'userPool', token: async () => token } });
  return { repository: appsyncMembers(transport), advanceClock: (ms) => appsync.advanceClock(ms), dispose: () => appsync.close() };
});

async function withAppSync(body: (appsync: FakeAppSyncServer) => Promise<void>): Promise<void> {
  const appsync = await FakeAppSyncServer.start();
  try {
    await body(appsync);
  } finally {
    await appsync.close();
  }
}

describe('the AppSync member repository', () => {
  it("stores the owner as the lower-cased e-mail, leaves blank fields out, and asks only Amplify's generated operations", async () => {
    await withAppSync(async (appsync) => {
      const members = appsyncMembers(signedTransport(appsync));
      const created = (await members.create(sampleMember(7, { email: 'Ada@Example.org', gradYear: null })))._unsafeUnwrap();
      const [item] = appsync.items('Member');
      expect(item).toMatchObject({ id: created.id, email: 'Ada@Example.org', owner: 'ada@example.org' });
      expect(item).not.toHaveProperty('gradYear');
      expect(appsync.items('MemberEmail')).toEqual([expect.objectContaining({ id: 'ada@example.org', memberId: created.id })]);
      expect(appsync.answered.every((status) => status === 200)).toBe(true);
    });
  });

  it('moves the owner and the claim with a changed e-mail, and lets go of the claim when the member is deleted', async () => {
    await withAppSync(async (appsync) => {
      const members = appsyncMembers(signedTransport(appsync));
      const created = (await members.create(sampleMember(7, { email: 'ada@example.org' })))._unsafeUnwrap();
      (await members.update(created.id, { email: 'Ada.King@Example.org' }))._unsafeUnwrap();
      expect(appsync.items('Member')[0]?.owner).toBe('ada.king@example.org');
      expect(appsync.items('MemberEmail').map((claim) => claim.id)).toEqual(['ada.king@example.org']);
      (await members.delete(created.id))._unsafeUnwrap();
      expect(appsync.items('MemberEmail')).toEqual([]);
    });
  });

  it('takes over a claim whose member was deleted behind its back once it has settled, and honours a young one', async () => {
    await withAppSync(async (appsync) => {
      const clock = clockOf();
      const members = appsyncMembers(signedTransport(appsync), { now: clock.now, settleMs: 60_000 });
      appsync.put('MemberEmail', {
        id: 'ada@example.org',
        memberId: '100001',
        __typename: 'MemberEmail',
        createdAt: new Date(clock.now()).toISOString(),
        updatedAt: new Date(clock.now()).toISOString(),
      });
      // A claim without its member, just made: another creation may be under way.
      expect((await members.create(sampleMember(2, { email: 'ada@example.org' })))._unsafeUnwrapErr().type).toBe('DuplicateEmail');
      clock.advance(61_000);
      const created = (await members.create(sampleMember(2, { email: 'ada@example.org' })))._unsafeUnwrap();
      expect(appsync.items('MemberEmail')).toEqual([expect.objectContaining({ id: 'ada@example.org', memberId: created.id })]);
    });
  });

  it('does not see records written around it: a record made in the console with the same e-mail is a second member', async () => {
    await withAppSync(async (appsync) => {
      const members = appsyncMembers(signedTransport(appsync));
      appsync.put('Member', {
        ...sampleMember(1, { email: 'ada@example.org' }),
        owner: 'ada@example.org',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      });
      (await members.create(sampleMember(2, { email: 'ada@example.org' })))._unsafeUnwrap();
      expect(appsync.items('Member')).toHaveLength(2);
      expect((await members.findByEmail('ada@example.org'))._unsafeUnwrap()?.id).toBe(sampleMember(1).id);
    });
  });

  it('fails, writing nothing, when the role is not the one AppSync trusts', async () => {
    await withAppSync(async (appsync) => {
      const stranger = { accessKeyId: 'ASIASOMEONEELSE00001', secretAccessKey: 'another-secret' };
      const members = signedAppsyncMemberRepository({ url: appsync.url, region: appsync.region, credentials: async () => stranger });
      expect((await members.create(sampleMember(7)))._unsafeUnwrapErr()).toEqual({ type: 'Unauthorized', message: 'Unauthorized' });
      expect(appsync.answered).toEqual([403]);
      expect(appsync.items('Member')).toEqual([]);
    });
  });

  it('refuses an empty URL or region at start-up', () => {
    const credentials = async () => FAKE_ROLE_CREDENTIALS;
    expect(() => signedAppsyncMemberRepository({ url: '', region: 'eu-west-1', credentials })).toThrow('No GraphQL endpoint configured');
    expect(() => signedAppsyncMemberRepository({ url: 'https://example.org/graphql', region: '', credentials })).toThrow(
      'No AWS region configured',
    );
  });
});

describe('findByEmail over a scan that filters after its limit', () => {
  const record = (email: string) => ({
    id: '100001',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    address: '',
    state: '',
    city: '',
    zipcode: '',
    phone: '',
    gradYear: null,
    membership: 'Annual',
    duesPayYear: '2026',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

  it('follows empty pages to the end, asking for the owner (the lower-cased e-mail)', async () => {
    const pages = [
      { items: [], nextToken: 'a' },
      { items: [record('Ada@Example.org')], nextToken: 'b' },
      { items: [], nextToken: null },
    ];
    const asked: unknown[] = [];
    const transport: GraphqlTransport = {
      query: <T>(document: string, variables: Readonly<Record<string, unknown>>) => {
        expect(document).toBe(APPSYNC_MEMBER_OPERATIONS.list);
        asked.push(variables);
        return okAsync({ listMembers: pages[asked.length - 1] } as T);
      },
      mutate: () => {
        throw new Error('no mutation expected');
      },
    };
    expect((await new AppsyncMemberRepository(transport).findByEmail('  ADA@example.org '))._unsafeUnwrap()?.email).toBe('Ada@Example.org');
    const filter = { owner: { eq: 'ada@example.org' } };
    expect(asked).toEqual([
      { filter, limit: APPSYNC_SCAN_PAGE, nextToken: null },
      { filter, limit: APPSYNC_SCAN_PAGE, nextToken: 'a' },
      { filter, limit: APPSYNC_SCAN_PAGE, nextToken: 'b' },
    ]);
  });
});

describe("the 'iam' GraphQL auth mode", () => {
  it('adds no header (the fetch signs) and sends no cookies', async () => {
    expect((await authHeaders({ mode: 'iam' }))._unsafeUnwrap()).toEqual({});
    expect(credentialsOf({ mode: 'iam' })).toBe('omit');
  });
});
