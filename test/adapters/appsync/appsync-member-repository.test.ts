import { describe, expect, it } from 'vitest';
import { appsyncMemberRepository } from '../../../src/adapters/appsync/appsync-member-repository';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { authHeaders, credentialsOf } from '../../../src/adapters/http/graphql-auth';
import { memberRepositoryContract, sampleMember } from '../../contracts/member-repository.contract';
import { FAKE_ROLE_CREDENTIALS, FakeAppSyncServer } from '../../support/fake-appsync-server';

/**
 * The server's member repository on AWS, end to end over real HTTP: GraphQL documents signed with
 * the role's keys (SigV4), checked by a fake AppSync, answered by the app as an administrator.
 */
memberRepositoryContract('AppSync with IAM authorization (SigV4 over HTTP)', async () => {
  const appsync = await FakeAppSyncServer.start();
  const repository = appsyncMemberRepository({
    url: appsync.url,
    region: appsync.region,
    credentials: async () => FAKE_ROLE_CREDENTIALS,
    send: fetchWithRetry({ sleep: async () => undefined }),
  });
  return { repository, advanceClock: (milliseconds) => appsync.world.clock.advance(milliseconds), dispose: () => appsync.close() };
});

describe('appsyncMemberRepository', () => {
  it('writes records the app then holds, every request signed', async () => {
    const appsync = await FakeAppSyncServer.start();
    try {
      const repository = appsyncMemberRepository({ url: appsync.url, region: appsync.region, credentials: async () => FAKE_ROLE_CREDENTIALS });
      const created = (await repository.create(sampleMember(7)))._unsafeUnwrap();
      expect((await appsync.world.deps.members.get(created.id))._unsafeUnwrap().email).toBe('member7@example.org');
      expect(appsync.answered).toEqual([200]);
    } finally {
      await appsync.close();
    }
  });

  it('fails, writing nothing, when the role is not the one AppSync trusts', async () => {
    const appsync = await FakeAppSyncServer.start();
    try {
      const stranger = { accessKeyId: 'ASIASOMEONEELSE00001', secretAccessKey: 'another-secret' };
      const repository = appsyncMemberRepository({ url: appsync.url, region: appsync.region, credentials: async () => stranger });
      expect((await repository.create(sampleMember(7)))._unsafeUnwrapErr()).toEqual({ type: 'Unauthorized', message: 'Unauthorized' });
      expect(appsync.answered).toEqual([403]);
      expect((await appsync.world.deps.members.list())._unsafeUnwrap().items).toEqual([]);
    } finally {
      await appsync.close();
    }
  });

  it('refuses an empty URL or region at start-up', () => {
    const credentials = async () => FAKE_ROLE_CREDENTIALS;
    expect(() => appsyncMemberRepository({ url: '', region: 'eu-west-1', credentials })).toThrow('No GraphQL endpoint configured');
    expect(() => appsyncMemberRepository({ url: 'https://example.org/graphql', region: '', credentials })).toThrow('No AWS region configured');
  });
});

describe("the 'iam' GraphQL auth mode", () => {
  it('adds no header (the fetch signs) and sends no cookies', async () => {
    expect((await authHeaders({ mode: 'iam' }))._unsafeUnwrap()).toEqual({});
    expect(credentialsOf({ mode: 'iam' })).toBe('omit');
  });
});
