import { createHash, createHmac } from 'node:crypto';
import { okAsync } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { credentialsFromEnvironment, sigv4Fetch, type AwsCredentials } from '../../../src/adapters/appsync/sigv4-fetch';
import { fetchWithRetry, type RetryingFetch } from '../../../src/adapters/http/fetch-with-retry';
import { FAKE_APPSYNC_REGION, FAKE_ROLE_CREDENTIALS, FakeAppSyncServer } from '../../support/fake-appsync-server';

type Sent = { readonly url: string; readonly init: RequestInit };

/** An inner fetch that records what it was handed and answers 200 without a network. */
function recording() {
  const sent: Sent[] = [];
  const send: RetryingFetch = (url, init = {}) => {
    sent.push({ url, init });
    return okAsync(new Response('{}', { status: 200 }));
  };
  return { sent, send };
}

const headersOf = (sent: Sent | undefined) => new Headers(sent?.init.headers);
const hex = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

describe('sigv4Fetch', () => {
  it("reproduces AWS's published Signature Version 4 example (IAM ListUsers, 2015-08-30)", async () => {
    const { sent, send } = recording();
    const signing = sigv4Fetch({
      region: 'us-east-1',
      service: 'iam',
      credentials: async () => ({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' }),
      now: () => new Date('2015-08-30T12:36:00Z'),
      send,
    });
    const url = 'https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08';
    (await signing(url, { headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' } }))._unsafeUnwrap();
    expect(sent[0]?.url).toBe(url);
    expect(headersOf(sent[0]).get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, SignedHeaders=content-type;host;x-amz-date, ' +
        'Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
    expect(headersOf(sent[0]).get('x-amz-date')).toBe('20150830T123600Z');
    expect(headersOf(sent[0]).has('x-amz-security-token')).toBe(false);
  });

  it('signs an AppSync POST over its exact body, with the session token, as computed by hand from the specification', async () => {
    const { sent, send } = recording();
    const credentials: AwsCredentials = {
      accessKeyId: 'ASIAEXAMPLEROLE',
      secretAccessKey: 'role/secret+key',
      sessionToken: 'session-token-of-the-role',
    };
    const signing = sigv4Fetch({
      region: 'eu-west-1',
      credentials: async () => credentials,
      now: () => new Date('2026-11-23T21:30:05Z'),
      send,
    });
    const body = JSON.stringify({ query: 'query { listMembers { items { id } } }', variables: { note: 'Zoë' } });
    const url = 'https://abc123.appsync-api.eu-west-1.amazonaws.com/graphql';
    (await signing(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }))._unsafeUnwrap();

    const date = '20261123T213005Z';
    const names = 'content-type;host;x-amz-date;x-amz-security-token';
    const canonical = [
      'POST',
      '/graphql',
      '',
      'content-type:application/json',
      'host:abc123.appsync-api.eu-west-1.amazonaws.com',
      `x-amz-date:${date}`,
      `x-amz-security-token:${credentials.sessionToken}`,
      '',
      names,
      hex(body),
    ].join('\n');
    const scope = '20261123/eu-west-1/appsync/aws4_request';
    const toSign = ['AWS4-HMAC-SHA256', date, scope, hex(canonical)].join('\n');
    const key = ['20261123', 'eu-west-1', 'appsync', 'aws4_request'].reduce<Buffer | string>(
      (k, part) => hmac(k, part),
      `AWS4${credentials.secretAccessKey}`,
    );
    const signature = createHmac('sha256', key).update(toSign).digest('hex');

    const headers = headersOf(sent[0]);
    expect(headers.get('authorization')).toBe(
      `AWS4-HMAC-SHA256 Credential=ASIAEXAMPLEROLE/${scope}, SignedHeaders=${names}, Signature=${signature}`,
    );
    expect(headers.get('x-amz-security-token')).toBe('session-token-of-the-role');
    expect(headers.get('host')).toBe('abc123.appsync-api.eu-west-1.amazonaws.com');
    expect(sent[0]?.init.body).toBe(body);
  });

  it('hands byte bodies on unchanged, and refuses to sign a body it cannot read before sending (a NetworkFailure; nothing sent)', async () => {
    const { sent, send } = recording();
    const signing = sigv4Fetch({ region: FAKE_APPSYNC_REGION, credentials: async () => FAKE_ROLE_CREDENTIALS, send });
    const bytes = new TextEncoder().encode('{"query":"{ __typename }"}');
    (await signing('https://example.org/graphql', { method: 'POST', body: bytes }))._unsafeUnwrap();
    expect(sent[0]?.init.body).toBe(bytes);
    const form = new FormData();
    form.set('a', 'b');
    expect((await signing('https://example.org/graphql', { method: 'POST', body: form }))._unsafeUnwrapErr().type).toBe('NetworkFailure');
    expect(sent).toHaveLength(1);
  });

  it('answers a NetworkFailure naming the cause when the credentials cannot be had, and sends nothing', async () => {
    const { sent, send } = recording();
    const signing = sigv4Fetch({ region: FAKE_APPSYNC_REGION, credentials: () => Promise.reject(new Error('no role')), send });
    const failure = (await signing('https://example.org/graphql', { method: 'POST', body: '{}' }))._unsafeUnwrapErr();
    expect(failure).toEqual({ type: 'NetworkFailure', message: 'The request could not be signed: no role' });
    expect(sent).toHaveLength(0);
  });

  it('refuses an empty region at start-up', () => {
    expect(() => sigv4Fetch({ region: ' ', credentials: async () => FAKE_ROLE_CREDENTIALS })).toThrow(
      'No AWS region configured for signing',
    );
  });
});

describe('sigv4Fetch against the fake AppSync (real HTTP)', () => {
  let appsync: FakeAppSyncServer;
  const query = JSON.stringify({ query: 'query { listMembers { items { id } } }' });
  const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: query };
  const signedWith = (credentials: AwsCredentials, extra: Partial<Parameters<typeof sigv4Fetch>[0]> = {}) =>
    sigv4Fetch({ region: FAKE_APPSYNC_REGION, credentials: async () => credentials, ...extra });
  const refusal = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
  const unauthorized = (status: number) => ({
    status,
    body: { errors: [{ errorType: 'UnauthorizedException', message: expect.any(String) }] },
  });

  beforeEach(async () => {
    appsync = await FakeAppSyncServer.start();
  });
  afterEach(async () => {
    await appsync.close();
  });

  it("is answered when signed with the role's keys", async () => {
    const response = (await signedWith(FAKE_ROLE_CREDENTIALS)(appsync.url, post))._unsafeUnwrap();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { listMembers: expect.objectContaining({ items: [] }) } });
  });

  it('is refused unsigned (401), signed with unknown keys, with the right key ID but another secret, or another session token (403)', async () => {
    expect(await refusal((await fetchWithRetry()(appsync.url, post))._unsafeUnwrap())).toEqual(unauthorized(401));
    const others = [
      { accessKeyId: 'ASIASOMEONEELSE00001', secretAccessKey: 'another-secret', sessionToken: 'another-token' },
      { ...FAKE_ROLE_CREDENTIALS, secretAccessKey: 'not-the-role-secret' },
      { ...FAKE_ROLE_CREDENTIALS, sessionToken: 'another-token' },
    ];
    for (const credentials of others) {
      expect(await refusal((await signedWith(credentials)(appsync.url, post))._unsafeUnwrap())).toEqual(unauthorized(403));
    }
    expect(appsync.answered).toEqual([401, 403, 403, 403]);
  });

  it('is refused when the body was changed after signing', async () => {
    const tamper: RetryingFetch = (url, init = {}) => fetchWithRetry()(url, { ...init, body: query.replace('id', 'email') });
    const response = (await signedWith(FAKE_ROLE_CREDENTIALS, { send: tamper })(appsync.url, post))._unsafeUnwrap();
    const answer = await refusal(response);
    expect(answer).toEqual(unauthorized(403));
    expect(JSON.stringify(answer.body)).toContain('The request signature we calculated does not match');
  });

  it('is refused when signed more than 5 minutes off the server clock, and answered just inside it', async () => {
    const at = (offsetMs: number) => signedWith(FAKE_ROLE_CREDENTIALS, { now: () => new Date(Date.now() + offsetMs) });
    expect((await at(-6 * 60_000)(appsync.url, post))._unsafeUnwrap().status).toBe(403);
    expect((await at(6 * 60_000)(appsync.url, post))._unsafeUnwrap().status).toBe(403);
    expect((await at(-4 * 60_000)(appsync.url, post))._unsafeUnwrap().status).toBe(200);
  });
});

describe('credentialsFromEnvironment', () => {
  const env = { AWS_ACCESS_KEY_ID: 'ASIAROLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token' };

  it("answers the Lambda runtime's role credentials, with the session token when there is one", async () => {
    expect(await credentialsFromEnvironment(env)()).toEqual({ accessKeyId: 'ASIAROLE', secretAccessKey: 'secret', sessionToken: 'token' });
    expect(await credentialsFromEnvironment({ ...env, AWS_SESSION_TOKEN: undefined })()).toEqual({
      accessKeyId: 'ASIAROLE',
      secretAccessKey: 'secret',
    });
  });

  it('throws naming the missing variable', () => {
    expect(() => credentialsFromEnvironment({ ...env, AWS_ACCESS_KEY_ID: undefined })).toThrow(/AWS_ACCESS_KEY_ID is not set/);
    expect(() => credentialsFromEnvironment({ ...env, AWS_SECRET_ACCESS_KEY: ' ' })).toThrow(/AWS_SECRET_ACCESS_KEY is not set/);
    expect(() => credentialsFromEnvironment({})).toThrow(/AWS_ACCESS_KEY_ID/);
  });
});
