import { describe, expect, it } from 'vitest';
import { InMemoryIdentityProvider } from '../../../src/adapters/in-memory/in-memory-identity-provider';
import { createIdentityService } from '../../../src/identity/service/identity-service';
import { codeIn } from '../../contracts/identity-helpers';
import { identityProviderContract, PASSWORD } from '../../contracts/identity-provider.contract';
import { ADMIN_EMAIL, identityServiceWorld } from '../../support/identity-service-world';

function harness() {
  const world = identityServiceWorld();
  const provider = new InMemoryIdentityProvider(world.service, world.clock);
  return { world, provider };
}

identityProviderContract('in memory', async () => {
  const { world, provider } = harness();
  return {
    provider,
    inbox: async (email) => world.mailer.to(email),
    createUserWithTemporaryPassword: async (email) => {
      (await world.service.adminCreateUser({ email }))._unsafeUnwrap();
    },
    requirePasswordReset: async (email) => {
      (await world.service.adminRequirePasswordReset({ email }))._unsafeUnwrap();
    },
    anotherBrowser: () => new InMemoryIdentityProvider(world.service, world.clock, { clientKey: 'another' }),
    advanceTime: (ms) => world.clock.advance(ms),
    now: () => world.clock.now(),
  };
});

// As a server adapter meets it: the real clock, which no test can move (time-limit tests skip).
identityProviderContract('in memory, on the real clock', async () => {
  const world = identityServiceWorld();
  const realClock = { now: () => Date.now() };
  const service = createIdentityService({ ...world.deps, clock: realClock });
  return {
    provider: new InMemoryIdentityProvider(service, realClock),
    inbox: async (email) => world.mailer.to(email),
    createUserWithTemporaryPassword: async (email) => {
      (await service.adminCreateUser({ email }))._unsafeUnwrap();
    },
    requirePasswordReset: async (email) => {
      (await service.adminRequirePasswordReset({ email }))._unsafeUnwrap();
    },
  };
});

describe('InMemoryIdentityProvider', () => {
  it('marks a member on the configured admin list as an admin', async () => {
    const { world, provider } = harness();
    (await provider.signUp({ username: ADMIN_EMAIL, password: PASSWORD }))._unsafeUnwrap();
    (await provider.confirmSignUp({ username: ADMIN_EMAIL, code: codeIn(world.mailer.to(ADMIN_EMAIL)) }))._unsafeUnwrap();
    (await provider.signIn({ username: ADMIN_EMAIL, password: PASSWORD }))._unsafeUnwrap();
    expect((await provider.currentUser())._unsafeUnwrap().isAdmin).toBe(true);
  });

  it('refreshes the access token shortly before it expires (5 s tolerance) and keeps the session', async () => {
    const { world, provider } = harness();
    (await provider.signUp({ username: 'ada@example.org', password: PASSWORD }))._unsafeUnwrap();
    (await provider.confirmSignUp({ username: 'ada@example.org', code: codeIn(world.mailer.to('ada@example.org')) }))._unsafeUnwrap();
    (await provider.signIn({ username: 'ada@example.org', password: PASSWORD }))._unsafeUnwrap();
    world.clock.advance(3_600_000 - 4_000);
    expect((await provider.currentUser())._unsafeUnwrap().email).toBe('ada@example.org');
    world.clock.advance(3_600_000 - 4_000);
    expect((await provider.currentUser())._unsafeUnwrap().email).toBe('ada@example.org');
  });
});
