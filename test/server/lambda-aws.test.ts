import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleMember } from '../contracts/member-repository.contract';
import { BUYER } from '../contracts/payment-gateway.contract';
import { idTokenClaims, jwks, poolKey, signIdToken } from '../support/cognito-tokens';
import { httpApiEvent } from '../support/lambda-events';
import { FAKE_APPSYNC_REGION, FAKE_ROLE_CREDENTIALS, FakeAppSyncServer } from '../support/fake-appsync-server';
import { composeLambda, type ComposedLambda } from '../../src/server/lambda';

/**
 * The payments function in the AWS wiring, end to end without an account: a member signed in
 * with Cognito (an ID token signed by the pool's key, whose JWKS the function reads) pays their
 * dues through the function; the function prices them from the member record it reads from
 * AppSync with its role's signed requests (the fake AppSync checks every signature), charges the
 * simulated card and writes the paid year back to AppSync, where the Member Area reads it.
 */
const POOL_ID = 'eu-west-1_TestPool1';
const CLIENT_ID = 'chapterwebclient';
const ISSUER_BASE = 'https://cognito-idp.test';
const EMAIL = 'ada@alumni.example';

/** A JSON request to the function, as a function URL hands it over. */
const event = (method: string, rawPath: string, body: unknown, headers: Record<string, string> = {}) =>
  httpApiEvent(method, rawPath, { body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

type Answer = { statusCode: number; body: string };
const json = (answer: Answer) => JSON.parse(answer.body) as Record<string, unknown> & { error?: { type: string; message: string } };

describe('the payments function in the AWS wiring', () => {
  const key = poolKey('pool-key-1');
  let dataDir = '';
  let appsync: FakeAppSyncServer;
  let lambda: ComposedLambda;
  let keys = 0;

  const idToken = (overrides: Record<string, unknown> = {}) =>
    signIdToken({ ...idTokenClaims({ issuer: `${ISSUER_BASE}/${POOL_ID}`, clientId: CLIENT_ID, nowSeconds: Math.floor(Date.now() / 1000), email: EMAIL }), ...overrides }, key);
  const pay = async (order: Record<string, unknown>, headers: Record<string, string> = {}) =>
    (await lambda.handler(event('POST', '/payment', { currency: 'usd', order, contact: { ...BUYER, email: EMAIL } }, { 'idempotency-key': `aws-${++keys}`, ...headers }))) as Answer;

  beforeAll(async () => {
    appsync = await FakeAppSyncServer.start();
    (await appsync.world.deps.members.create(sampleMember(1, { email: EMAIL, membership: 'Annual Membership', duesPayYear: '2020' })))._unsafeUnwrap();
    dataDir = mkdtempSync(path.join(tmpdir(), 'lambda-aws-'));
    const environment = {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:8787',
      COGNITO_USER_POOL_ID: POOL_ID,
      COGNITO_CLIENT_ID: CLIENT_ID,
      APPSYNC_URL: appsync.url,
      AWS_REGION: FAKE_APPSYNC_REGION,
    };
    lambda = await composeLambda(environment, {
      log: () => undefined,
      cognito: {
        issuerBase: ISSUER_BASE,
        fetchJwks: async () => jwks(key),
      },
      appsync: { credentials: async () => FAKE_ROLE_CREDENTIALS },
    });
  });

  afterAll(async () => {
    await lambda?.close();
    await appsync?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prices dues from the AppSync record of the Cognito user, charges the card and writes the paid year to AppSync', async () => {
    // The page claims a lifetime membership ($25 dues); the AppSync record says annual: $50.
    const started = await pay({ item: 'dues', membership: 'Lifetime Membership' }, { authorization: idToken() });
    expect(started.statusCode).toBe(200);
    const session = json(started) as { orderId: string; clientSecret: string; amount: number };
    expect(session.amount).toBe(5_000);
    const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 5, cvc: '123' };
    const billing = { name: 'Ada Lovelace', email: EMAIL, phone: '7575550100', address: { line1: '1 Main St', city: 'Norfolk', state: 'VA', postalCode: '23504', country: 'US' } };
    const confirmed = (await lambda.handler(event('POST', '/payment/confirm', { orderId: session.orderId, clientSecret: session.clientSecret, card, billing }))) as Answer;
    expect(confirmed.statusCode).toBe(200);
    const member = (await appsync.world.deps.members.findByEmail(EMAIL))._unsafeUnwrap();
    expect(member?.duesPayYear).toBe(String(new Date().getUTCFullYear()));
    expect(appsync.answered.every((status) => status === 200)).toBe(true);
  });

  it('takes a visitor, or a token from another app client, unverified or expired, for nobody', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const headers of [{} as Record<string, string>, { authorization: idToken({ aud: 'anotherclient' }) }, { authorization: idToken({ email_verified: false }) }, { authorization: idToken({ exp: now - 3600 }) }]) {
      const refused = await pay({ item: 'upgrade' }, headers);
      expect([refused.statusCode, json(refused).error?.type]).toEqual([403, 'Unauthorized']);
    }
  });

  it('refuses a token signed by a key the pool does not publish', async () => {
    const stranger = poolKey('pool-key-1');
    const forged = signIdToken(idTokenClaims({ issuer: `${ISSUER_BASE}/${POOL_ID}`, clientId: CLIENT_ID, nowSeconds: Math.floor(Date.now() / 1000), email: EMAIL }), stranger);
    expect((await pay({ item: 'upgrade' }, { authorization: forged })).statusCode).toBe(403);
  });

  it('answers 503, not Unauthorized, while the user pool keys cannot be read', async () => {
    const otherDir = mkdtempSync(path.join(tmpdir(), 'lambda-aws-'));
    const unreachable = await composeLambda(
      { DATA_DIR: otherDir, NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8787', COGNITO_USER_POOL_ID: POOL_ID, COGNITO_CLIENT_ID: CLIENT_ID, APPSYNC_URL: appsync.url, AWS_REGION: FAKE_APPSYNC_REGION },
      {
        log: () => undefined,
        cognito: { issuerBase: ISSUER_BASE, fetchJwks: () => Promise.reject(new Error('cognito-idp is not answering')) },
        appsync: { credentials: async () => FAKE_ROLE_CREDENTIALS },
      },
    );
    try {
      const answer = (await unreachable.handler(event('POST', '/payment', { currency: 'usd', order: { item: 'upgrade' }, contact: BUYER }, { 'idempotency-key': 'aws-503', authorization: idToken() }))) as Answer;
      expect([answer.statusCode, json(answer).error?.type]).toEqual([503, 'Unavailable']);
    } finally {
      await unreachable.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it("is the self-hosted wiring with callers, member records and sessions replaced: Cognito's tokens, AppSync's records, none of this server's sessions ended on a deletion", () => {
    expect(lambda.deps.accountSessions).toBeNull();
    expect(lambda.deps.callers).toBeDefined();
    expect(lambda.deps.members.constructor.name).not.toBe('SqlMemberRepository');
  });
});
