import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CLOCK_SKEW_SECONDS,
  cognitoIdTokens,
  JWKS_REFETCH_INTERVAL_MS,
  MAX_TOKEN_LENGTH,
  type CognitoIdTokensOptions,
} from '../../../src/adapters/cognito/cognito-id-tokens';
import { idTokenClaims, jwks, poolKey, signHs256, signIdToken, unsignedToken, type PoolKey } from '../../support/cognito-tokens';

const POOL = 'us-east-1_AbCdEf123';
const CLIENT = '5u7v8w9x0y1z2a3b4c5d6e7f8g';
const ISSUER = `https://cognito-idp.us-east-1.amazonaws.com/${POOL}`;
const JWKS_URL = `${ISSUER}/.well-known/jwks.json`;
const START = Date.UTC(2026, 10, 23, 21, 0, 0);

/** Key generation costs tens of milliseconds: three keys for the whole file. */
const current = poolKey('key-2026-a');
const next = poolKey('key-2026-b');
const stranger = poolKey('key-2026-a'); // the pool's kid, another key

/** A verifier at a clock the test moves, whose JWKS (changeable) is served by a counting fake fetch. */
function world(options: Partial<CognitoIdTokensOptions> = {}) {
  const state = { nowMs: START, published: [current] as PoolKey[], fetches: [] as string[], failWith: undefined as Error | undefined };
  const tokens = cognitoIdTokens({
    userPoolId: POOL,
    clientId: CLIENT,
    now: () => state.nowMs,
    fetchJwks: async (url) => {
      state.fetches.push(url);
      if (state.failWith) throw state.failWith;
      return jwks(...state.published);
    },
    ...options,
  });
  const claims = (extra: Record<string, unknown> = {}) => ({
    ...idTokenClaims({ issuer: ISSUER, clientId: CLIENT, nowSeconds: Math.floor(state.nowMs / 1000) }),
    ...extra,
  });
  return { state, tokens, claims };
}

const reasonOf = async (result: ReturnType<ReturnType<typeof cognitoIdTokens>['verify']>) => {
  const error = (await result)._unsafeUnwrapErr();
  return { type: error.type, reason: error.reason };
};

describe('cognitoIdTokens: valid tokens', () => {
  it('answers the member (sub, e-mail, groups) for a token signed by a key of the pool', async () => {
    const { tokens, claims, state } = world();
    const user = (await tokens.verify(signIdToken(claims({ 'cognito:groups': ['admins'] }), current)))._unsafeUnwrap();
    expect(user).toEqual({ userId: '7d5e3a1c-0b9f-4c2e-8a61-2f4b9c8d1e05', email: 'ada@alumni.example', groups: ['admins'] });
    expect(state.fetches).toEqual([JWKS_URL]);
  });

  it('answers no groups for a member in none, and accepts email_verified as the string "true"', async () => {
    const { tokens, claims } = world();
    expect((await tokens.verify(signIdToken(claims(), current)))._unsafeUnwrap().groups).toEqual([]);
    expect((await tokens.verify(signIdToken(claims({ email_verified: 'true' }), current))).isOk()).toBe(true);
  });

  it(`allows ${CLOCK_SKEW_SECONDS} s of clock skew on exp and iat, not more`, async () => {
    const { tokens, claims, state } = world();
    const token = signIdToken(claims(), current);
    const early = signIdToken(claims({ iat: Math.floor(START / 1000) + CLOCK_SKEW_SECONDS }), current);
    expect((await tokens.verify(early)).isOk()).toBe(true);
    state.nowMs = START + (3600 + CLOCK_SKEW_SECONDS - 1) * 1000;
    expect((await tokens.verify(token)).isOk()).toBe(true);
    state.nowMs = START + (3600 + CLOCK_SKEW_SECONDS) * 1000;
    expect(await reasonOf(tokens.verify(token))).toEqual({ type: 'InvalidToken', reason: 'expired' });
  });
});

describe('cognitoIdTokens: refused tokens', () => {
  it('refuses a token signed by another key under the pool key\u2019s kid, and a payload changed after signing', async () => {
    const { tokens, claims } = world();
    expect(await reasonOf(tokens.verify(signIdToken(claims(), stranger)))).toEqual({ type: 'InvalidToken', reason: 'bad signature' });
    const [header, , signature] = signIdToken(claims(), current).split('.');
    const promoted = Buffer.from(JSON.stringify(claims({ 'cognito:groups': ['admins'] }))).toString('base64url');
    expect(await reasonOf(tokens.verify(`${header}.${promoted}.${signature}`))).toEqual({ type: 'InvalidToken', reason: 'bad signature' });
    expect(await reasonOf(tokens.verify(`${header}.${promoted}.${signature?.slice(0, 40)}`))).toEqual({
      type: 'InvalidToken',
      reason: 'bad signature',
    });
  });

  it('refuses a token naming a key the pool does not publish', async () => {
    const { tokens, claims } = world();
    expect(await reasonOf(tokens.verify(signIdToken(claims(), next)))).toEqual({ type: 'InvalidToken', reason: 'kid not in the key set' });
  });

  it('refuses alg none and HS256 (signed with the public key as the secret), fetching no keys', async () => {
    const { tokens, claims, state } = world();
    expect(await reasonOf(tokens.verify(unsignedToken(claims(), current.kid)))).toEqual({
      type: 'InvalidToken',
      reason: 'not three base64url parts',
    });
    const secret = JSON.stringify(current.jwk);
    expect(await reasonOf(tokens.verify(signHs256(claims(), current.kid, secret)))).toEqual({
      type: 'InvalidToken',
      reason: 'alg is not RS256',
    });
    expect(await reasonOf(tokens.verify(signIdToken(claims(), current, { alg: 'none' })))).toEqual({
      type: 'InvalidToken',
      reason: 'alg is not RS256',
    });
    expect(state.fetches).toEqual([]);
  });

  it.each([
    ['another pool', { iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other0000' }, 'wrong iss'],
    ['another region', { iss: `https://cognito-idp.eu-west-1.amazonaws.com/${POOL}` }, 'wrong iss'],
    ['another app client', { aud: 'another-client' }, 'wrong aud'],
    ['an audience list', { aud: [CLIENT] }, 'wrong aud'],
    ['an access token', { token_use: 'access' }, 'token_use is not id'],
    ['no token_use', { token_use: undefined }, 'token_use is not id'],
    ['an expired token', { exp: Math.floor(START / 1000) - CLOCK_SKEW_SECONDS }, 'expired'],
    ['no exp', { exp: undefined }, 'expired'],
    ['a token issued in the future', { iat: Math.floor(START / 1000) + CLOCK_SKEW_SECONDS + 1 }, 'iat missing or in the future'],
    ['no iat', { iat: undefined }, 'iat missing or in the future'],
    ['no sub', { sub: undefined }, 'no sub'],
    ['no e-mail', { email: undefined }, 'no email'],
    ['an unverified e-mail', { email_verified: false }, 'email not verified'],
    ['an unverified e-mail (string)', { email_verified: 'false' }, 'email not verified'],
    ['no email_verified', { email_verified: undefined }, 'email not verified'],
    ['groups that are not a list', { 'cognito:groups': 'admins' }, 'cognito:groups is not a list of names'],
    ['groups that are not names', { 'cognito:groups': ['admins', 7] }, 'cognito:groups is not a list of names'],
  ])('refuses %s, correctly signed, without fetching keys', async (_, extra, reason) => {
    const { tokens, claims, state } = world();
    expect(await reasonOf(tokens.verify(signIdToken(claims(extra), current)))).toEqual({ type: 'InvalidToken', reason });
    expect(state.fetches).toEqual([]);
  });

  it.each([
    ['two parts', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0', 'not three base64url parts'],
    ['four parts', 'a.b.c.d', 'not three base64url parts'],
    ['the empty string', '', 'not three base64url parts'],
    ['characters outside base64url', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIi+In0=.c2ln', 'not three base64url parts'],
    ['a header that is not JSON', `${Buffer.from('{"alg":').toString('base64url')}.e30.c2ln`, 'header or payload is not a JSON object'],
    [
      'a payload that is a JSON array',
      `${Buffer.from('{"alg":"RS256","kid":"k"}').toString('base64url')}.${Buffer.from('[1]').toString('base64url')}.c2ln`,
      'header or payload is not a JSON object',
    ],
    ['no kid', `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.e30.c2ln`, 'no kid in the header'],
  ])('refuses a malformed token (%s)', async (_, token, reason) => {
    const { tokens, state } = world();
    expect(await reasonOf(tokens.verify(token))).toEqual({ type: 'InvalidToken', reason });
    expect(state.fetches).toEqual([]);
  });

  it('refuses a token with critical header extensions', async () => {
    const { tokens, claims } = world();
    const token = signIdToken(claims(), current, { crit: ['exp'] });
    expect(await reasonOf(tokens.verify(token))).toEqual({ type: 'InvalidToken', reason: 'critical header extensions are not supported' });
  });

  it('refuses a token longer than 8 KB without decoding it, even a correctly signed one', async () => {
    const { tokens, claims, state } = world();
    const token = signIdToken(claims({ padding: 'x'.repeat(MAX_TOKEN_LENGTH) }), current);
    expect(await reasonOf(tokens.verify(token))).toEqual({ type: 'InvalidToken', reason: 'token longer than 8 KB' });
    expect(await reasonOf(tokens.verify('.'.repeat(1_000_000)))).toEqual({ type: 'InvalidToken', reason: 'token longer than 8 KB' });
    expect(state.fetches).toEqual([]);
  });

  it('tells people the same words whatever failed; only the reason differs', async () => {
    const { tokens, claims } = world();
    const errors = await Promise.all(
      [signIdToken(claims(), stranger), signIdToken(claims({ aud: 'x' }), current), 'a.b', signIdToken(claims(), next)].map(async (token) =>
        (await tokens.verify(token))._unsafeUnwrapErr(),
      ),
    );
    expect(new Set(errors.map((error) => error.message))).toEqual(new Set(['Your sign-in is not valid any more. Please sign in again.']));
    expect(new Set(errors.map((error) => error.reason)).size).toBe(4);
  });
});

describe('cognitoIdTokens: the pool\u2019s keys', () => {
  it('fetches the JWKS once for many verifications, also when the first ones arrive together', async () => {
    const { tokens, claims, state } = world();
    const token = signIdToken(claims(), current);
    const together = await Promise.all(Array.from({ length: 5 }, () => tokens.verify(token)));
    expect(together.every((result) => result.isOk())).toBe(true);
    for (let i = 0; i < 5; i += 1) expect((await tokens.verify(token)).isOk()).toBe(true);
    expect(state.fetches).toEqual([JWKS_URL]);
  });

  it('refetches once for a kid it does not know (rotation), then at most once a minute', async () => {
    const { tokens, claims, state } = world();
    expect((await tokens.verify(signIdToken(claims(), current))).isOk()).toBe(true);
    state.published = [current, next];
    state.nowMs += JWKS_REFETCH_INTERVAL_MS;
    expect((await tokens.verify(signIdToken(claims(), next))).isOk()).toBe(true);
    expect(state.fetches).toHaveLength(2);

    const unknown = poolKey('key-made-up');
    for (let i = 0; i < 10; i += 1) {
      expect(await reasonOf(tokens.verify(signIdToken(claims(), unknown)))).toEqual({
        type: 'InvalidToken',
        reason: 'kid not in the key set',
      });
    }
    expect(state.fetches).toHaveLength(2);
    state.nowMs += JWKS_REFETCH_INTERVAL_MS - 1;
    expect((await tokens.verify(signIdToken(claims(), unknown))).isErr()).toBe(true);
    expect(state.fetches).toHaveLength(2);
    state.nowMs += 1;
    expect((await tokens.verify(signIdToken(claims(), unknown))).isErr()).toBe(true);
    expect(state.fetches).toHaveLength(3);
    expect((await tokens.verify(signIdToken(claims(), current))).isOk()).toBe(true);
    expect(state.fetches).toHaveLength(3);
  });

  it('counts the first fetch too: a kid unknown within a minute of it is refused without a fetch', async () => {
    const { tokens, claims, state } = world();
    expect((await tokens.verify(signIdToken(claims(), current))).isOk()).toBe(true);
    state.published = [current, next];
    state.nowMs += JWKS_REFETCH_INTERVAL_MS - 1;
    expect(await reasonOf(tokens.verify(signIdToken(claims(), next)))).toEqual({ type: 'InvalidToken', reason: 'kid not in the key set' });
    expect(state.fetches).toHaveLength(1);
  });

  it('forgets keys the pool no longer publishes once it refetches', async () => {
    const { tokens, claims, state } = world();
    expect((await tokens.verify(signIdToken(claims(), current))).isOk()).toBe(true);
    state.published = [next];
    state.nowMs += JWKS_REFETCH_INTERVAL_MS;
    expect((await tokens.verify(signIdToken(claims(), next))).isOk()).toBe(true);
    expect(await reasonOf(tokens.verify(signIdToken(claims(), current)))).toEqual({
      type: 'InvalidToken',
      reason: 'kid not in the key set',
    });
  });

  it('answers Unavailable when the JWKS cannot be fetched, and tries again on the next token', async () => {
    const { tokens, claims, state } = world();
    const token = signIdToken(claims(), current);
    state.failWith = new Error('connect ECONNREFUSED');
    const error = (await tokens.verify(token))._unsafeUnwrapErr();
    expect(error).toEqual({
      type: 'Unavailable',
      message: 'Sign-in cannot be checked right now. Please try again shortly.',
      reason: 'the JWKS could not be fetched: connect ECONNREFUSED',
    });
    state.failWith = undefined;
    expect((await tokens.verify(token)).isOk()).toBe(true);
    expect(state.fetches).toHaveLength(2);
  });

  it.each([
    ['not an object', 'keys'],
    ['no key list', { keys: 'none' }],
  ])('answers Unavailable when the JWKS document is %s', async (_, document) => {
    const { tokens, claims } = world({ fetchJwks: async () => document });
    expect(await reasonOf(tokens.verify(signIdToken(claims(), current)))).toEqual({
      type: 'Unavailable',
      reason: 'the JWKS document is not a key set',
    });
  });

  it('ignores published keys that are not RSA signing keys for RS256, or that node cannot read', async () => {
    const broken = [
      { ...current.jwk, use: 'enc' },
      { ...current.jwk, kid: 'k2', alg: 'RS512' },
      { kid: 'k3', kty: 'RSA', n: '!!', e: 'AQAB' },
      { kid: 'k4', kty: 'oct', k: 'c2VjcmV0' },
      'not a key',
    ];
    const { tokens, claims } = world({ fetchJwks: async () => ({ keys: [...broken, next.jwk] }) });
    expect(await reasonOf(tokens.verify(signIdToken(claims(), current)))).toEqual({
      type: 'InvalidToken',
      reason: 'kid not in the key set',
    });
    expect((await tokens.verify(signIdToken(claims(), next))).isOk()).toBe(true);
  });

  it('refuses a user pool id that is not one', () => {
    expect(() => cognitoIdTokens({ userPoolId: 'AbCdEf123', clientId: CLIENT })).toThrow('Not a Cognito user pool id: AbCdEf123');
    expect(() => cognitoIdTokens({ userPoolId: 'us-east-1_', clientId: CLIENT })).toThrow();
    expect(() => cognitoIdTokens({ userPoolId: 'ap-southeast-2_Xy12', clientId: CLIENT })).not.toThrow();
  });
});

describe('cognitoIdTokens over HTTP (the default fetch)', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  /** A JWKS endpoint on 127.0.0.1 and a free port, answering `status` and recording the paths asked for. */
  async function jwksServer(status = 200) {
    const paths: string[] = [];
    server = createServer((request, response) => {
      paths.push(request.url ?? '');
      const found = request.url === `/${POOL}/.well-known/jwks.json`;
      response.writeHead(found ? status : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(found && status === 200 ? jwks(current) : { message: 'no' }));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { base: `http://127.0.0.1:${port}`, paths };
  }

  it("reads the pool's keys from <issuer>/.well-known/jwks.json and verifies the issuer's tokens", async () => {
    const { base, paths } = await jwksServer();
    const tokens = cognitoIdTokens({ userPoolId: POOL, clientId: CLIENT, issuerBase: `${base}/` });
    const nowSeconds = Math.floor(Date.now() / 1000);
    const token = signIdToken(
      { ...idTokenClaims({ issuer: `${base}/${POOL}`, clientId: CLIENT, nowSeconds }), 'cognito:groups': ['admins'] },
      current,
    );
    expect((await tokens.verify(token))._unsafeUnwrap().groups).toEqual(['admins']);
    expect((await tokens.verify(token)).isOk()).toBe(true);
    expect(paths).toEqual([`/${POOL}/.well-known/jwks.json`]);
  });

  it('answers Unavailable when the endpoint answers an error', async () => {
    const { base } = await jwksServer(500);
    const tokens = cognitoIdTokens({ userPoolId: POOL, clientId: CLIENT, issuerBase: base });
    const token = signIdToken(
      idTokenClaims({ issuer: `${base}/${POOL}`, clientId: CLIENT, nowSeconds: Math.floor(Date.now() / 1000) }),
      current,
    );
    expect(await reasonOf(tokens.verify(token))).toEqual({ type: 'Unavailable', reason: 'the JWKS could not be fetched: HTTP 500' });
  });
});
