import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryAccountStore } from '../../../src/adapters/in-memory/in-memory-account-store';
import { PlainPasswordHasher } from '../../../src/adapters/in-memory/plain-password-hasher';
import { PlainSecretDigest } from '../../../src/adapters/in-memory/plain-secret-digest';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { createIdentityService } from '../../../src/identity/service/identity-service';
import type { PasswordHasher } from '../../../src/identity/ports/password-hasher.port';
import { AUTH_FAILURES_PER_CLIENT, AUTH_MAIL_REQUESTS_PER_CLIENT } from '../../../src/server/auth-limits';
import { appWorld, TEST_ADMIN, testAuthLimiters } from '../../support/app-world';
import { errorOf, PASSWORD, signIn } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

describe('per-client limits under /auth', () => {
  it('counts every state-changing request of a client (AUTH_RATE_LIMIT), refusing the next with 429 and Retry-After, and no other client', async () => {
    const world = appWorld();
    const limited = appWorld({ authLimits: testAuthLimiters(world.clock, 3) });
    const client = new Browser(limited, undefined, '203.0.113.5');
    for (let i = 0; i < 3; i++)
      expect((await client.post('/auth/sign-in', { email: `x${i}@example.org`, password: 'wrong password' })).status).toBe(401);
    const refused = await client.post('/auth/sign-in', { email: 'y@example.org', password: 'wrong password' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('600');
    expect(await errorOf(refused)).toEqual({
      type: 'TooManyRequests',
      message: 'Too many attempts from this connection. Please try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect((await client.get('/auth/me')).status).toBe(401);
    expect(
      (await new Browser(limited, undefined, '203.0.113.6').post('/auth/sign-in', { email: 'y@example.org', password: 'wrong password' }))
        .status,
    ).toBe(401);
  });

  it('lets one client ask for at most 20 e-mails in ten minutes, over any addresses', async () => {
    const world = appWorld();
    const client = new Browser(world, undefined, '203.0.113.5');
    for (let i = 0; i < AUTH_MAIL_REQUESTS_PER_CLIENT; i++) {
      expect((await client.post('/auth/forgot-password', { email: `person${i}@example.org` })).status).toBe(200);
    }
    const refused = await client.post('/auth/resend-sign-up-code', { email: 'another@example.org' });
    expect([refused.status, (await errorOf(refused)).type]).toEqual([429, 'TooManyRequests']);
    world.clock.advance(600_000);
    expect((await client.post('/auth/forgot-password', { email: 'another@example.org' })).status).toBe(200);
  });

  it('refuses a client with 30 failed guesses in ten minutes, over any accounts, before it guesses again', async () => {
    const world = appWorld();
    const client = new Browser(world, undefined, '203.0.113.5');
    for (let i = 0; i < AUTH_FAILURES_PER_CLIENT; i++) {
      const guess =
        i % 2 === 0
          ? client.post('/auth/sign-in', { email: `p${i}@example.org`, password: 'wrong password' })
          : client.post('/auth/confirm-forgot-password', {
              email: `p${i}@example.org`,
              code: '123456',
              newPassword: 'a long new passphrase',
            });
      expect([400, 401]).toContain((await guess).status);
    }
    expect((await client.post('/auth/sign-in', { email: 'q@example.org', password: 'wrong password' })).status).toBe(429);
    expect(
      (await new Browser(world, undefined, '203.0.113.9').post('/auth/sign-in', { email: 'q@example.org', password: 'wrong password' }))
        .status,
    ).toBe(401);
  });

  it('answers 503 with Retry-After when the password hasher is busy, instead of queueing without end', async () => {
    const base = appWorld();
    const busy: PasswordHasher = {
      hash: () => errAsync({ type: 'Busy', message: 'The password hasher is busy.', retryAfterSeconds: 2 }),
      verify: () => errAsync({ type: 'Busy', message: 'The password hasher is busy.', retryAfterSeconds: 2 }),
    };
    const identity = createIdentityService({
      store: new InMemoryAccountStore(),
      passwords: busy,
      digest: new PlainSecretDigest(),
      mailer: base.mailer,
      clock: base.clock,
      ids: new SequentialIds(),
      config: { admins: base.deps.config.admins, issuer: 'Alumni Chapter', adminTwoStepRequired: false },
    });
    const response = await new Browser(appWorld({ identity })).post('/auth/sign-in', { email: 'ada@example.org', password: PASSWORD });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('2');
    expect(await errorOf(response)).toEqual({
      type: 'Unavailable',
      message: 'Too many sign-ins are being checked right now. Please try again in a few seconds.',
      retryAfterSeconds: 2,
    });
  });
});

describe('administrators who must use two-step sign-in', () => {
  it('are members on the server until they turn it on: admin operations refuse them', async () => {
    const world = appWorld();
    const identity = createIdentityService({
      store: new InMemoryAccountStore(),
      passwords: new PlainPasswordHasher(),
      digest: new PlainSecretDigest(),
      mailer: world.mailer,
      clock: world.clock,
      ids: new SequentialIds(),
      config: { admins: world.deps.config.admins, issuer: 'Alumni Chapter', adminTwoStepRequired: true },
    });
    const requiring = appWorld({ identity });
    (await identity.seedAccount({ email: TEST_ADMIN, password: PASSWORD }))._unsafeUnwrap();
    const admin = await signIn(requiring, TEST_ADMIN);
    expect(await (await admin.get('/auth/me')).json()).toMatchObject({ email: TEST_ADMIN, isAdmin: false, needsTwoStep: true });
    const refused = await admin.post('/auth/admin/users', { email: 'new@example.org' });
    expect([refused.status, (await errorOf(refused)).message]).toEqual([403, 'Unauthorized']);
  });
});
