import { errAsync } from 'neverthrow';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/server/app-env';
import { authenticate, bearerToken } from '../../src/server/authenticate';
import { appWorld, TEST_ADMIN, type AppWorld } from '../support/app-world';
import { MEMBER, signedInAdmin, signedInMember } from '../support/auth-helpers';

const VISITOR = { role: 'visitor', email: null, userId: null, accessToken: null };

/** A one-route app that shows whom the middleware saw. */
function whoAmI(world: AppWorld, deps = world.deps) {
  const app = new Hono<AppEnv>().use('*', authenticate(deps)).get('/who', (c) => c.json(c.var.actor));
  return async (headers: Record<string, string> = {}) => (await app.request('/who', { headers })).json();
}

async function memberToken(world: AppWorld): Promise<string> {
  return (await signedInMember(world)).cookie('session')!;
}

describe('authenticate', () => {
  it('makes a visitor of a request without a token', async () => {
    expect(await whoAmI(appWorld())()).toEqual(VISITOR);
  });

  it('reads the access cookie, a Bearer header and a bare Authorization header alike', async () => {
    const world = appWorld();
    const token = await memberToken(world);
    const member = { role: 'member', email: MEMBER, userId: expect.any(String), accessToken: token };
    const who = whoAmI(world);
    expect(await who({ Cookie: `session=${token}` })).toEqual(member);
    expect(await who({ Authorization: `Bearer ${token}` })).toEqual(member);
    expect(await who({ Authorization: `bearer   ${token}` })).toEqual(member);
    expect(await who({ Authorization: token })).toEqual(member);
  });

  it('gives the admin role to an e-mail on ADMIN_EMAILS', async () => {
    const world = appWorld();
    const token = (await signedInAdmin(world)).cookie('session')!;
    expect(await whoAmI(world)({ Authorization: `Bearer ${token}` })).toMatchObject({ role: 'admin', email: TEST_ADMIN });
  });

  it('lets an explicit Authorization header win over the cookie', async () => {
    const world = appWorld();
    const memberCookie = await memberToken(world);
    const adminToken = (await signedInAdmin(world)).cookie('session')!;
    expect(await whoAmI(world)({ Cookie: `session=${memberCookie}`, Authorization: `Bearer ${adminToken}` })).toMatchObject({
      role: 'admin',
    });
  });

  it('makes a visitor of an unknown, expired or revoked token, another scheme, an oversized token or an API key', async () => {
    const world = appWorld();
    const browser = await signedInMember(world);
    const token = browser.cookie('session')!;
    const who = whoAmI(world);
    expect(await who({ Authorization: 'Bearer made-up-token' })).toEqual(VISITOR);
    expect(await who({ Authorization: `Basic ${btoa('ada:secret')}` })).toEqual(VISITOR);
    expect(await who({ Authorization: `Bearer ${'x'.repeat(10_000)}` })).toEqual(VISITOR);
    expect(await who({ 'x-api-key': 'da2-anything' })).toEqual(VISITOR);
    world.clock.advance(3_600_000);
    expect(await who({ Authorization: `Bearer ${token}` })).toEqual(VISITOR);
    world.clock.advance(-3_600_000);
    await browser.post('/auth/sign-out');
    expect(await who({ Authorization: `Bearer ${token}` })).toEqual(VISITOR);
  });

  it('answers 503 Unavailable, not a 500 and not a visitor, when the identity store cannot check a token', async () => {
    const world = appWorld();
    const identity = {
      ...world.deps.identity,
      authenticate: () => errAsync({ type: 'Unavailable' as const, message: 'The database is unavailable. Please try again shortly.' }),
    };
    const app = new Hono<AppEnv>().use('*', authenticate({ ...world.deps, identity })).get('/who', (c) => c.json(c.var.actor));
    const response = await app.request('/who', { headers: { Authorization: 'Bearer anything' } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { type: 'Unavailable', message: 'The database is unavailable. Please try again shortly.' },
    });
    // Without a token there is nothing to check: a visitor, whatever the store's state.
    expect(await whoAmI(world, { ...world.deps, identity })()).toEqual(VISITOR);
  });

  it('reads tokens out of Authorization headers', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('  Bearer abc  ')).toBe('abc');
    expect(bearerToken('abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken('')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
