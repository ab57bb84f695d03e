import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from '../../../src/adapters/crypto/argon2-password-hasher';
import { CryptoIds } from '../../../src/adapters/crypto/crypto-ids';
import { HmacSecretDigest } from '../../../src/adapters/crypto/hmac-secret-digest';
import { InMemoryIdentityProvider } from '../../../src/adapters/in-memory/in-memory-identity-provider';
import { createIdentityService } from '../../../src/application/identity/identity-service';
import { identityProviderContract } from '../../contracts/identity-provider.contract';
import { confirmedAccount, identityWorld, PASSWORD } from '../../support/identity-world';

/** The identity service as the server runs it: argon2id, a keyed digest and the system's CSPRNG. */
function productionCrypto() {
  const world = identityWorld();
  const service = createIdentityService({
    ...world.deps,
    passwords: new Argon2PasswordHasher(),
    digest: new HmacSecretDigest(randomBytes(32)),
    ids: new CryptoIds(),
  });
  return { world: { ...world, service }, service };
}

identityProviderContract('identity service on the production crypto adapters', async () => {
  const { world, service } = productionCrypto();
  return {
    provider: new InMemoryIdentityProvider(service, world.clock),
    inbox: async (email) => world.mailer.to(email),
    createUserWithTemporaryPassword: async (email) => {
      (await service.adminCreateUser({ email }))._unsafeUnwrap();
    },
    advanceTime: (ms) => world.clock.advance(ms),
    now: () => world.clock.now(),
  };
});

describe('sign-in timing on argon2id', () => {
  /** The median duration of `runs` calls, in milliseconds. */
  async function median(runs: number, call: () => Promise<unknown>): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  }

  it('costs an unknown e-mail about what a wrong password costs (one argon2id verification each)', async () => {
    const { world, service } = productionCrypto();
    await confirmedAccount(world, 'ada@example.org');
    expect((await service.signIn({ email: 'ada@example.org', password: PASSWORD })).isOk()).toBe(true);
    // Four tries each: the fifth failure would start the back-off, which answers without hashing.
    const wrong = await median(4, async () => service.signIn({ email: 'ada@example.org', password: 'not the password' }));
    const unknown = await median(4, async () => service.signIn({ email: 'nobody@example.org', password: 'not the password' }));
    expect(wrong).toBeGreaterThan(10);
    expect(unknown / wrong).toBeGreaterThan(0.5);
    expect(unknown / wrong).toBeLessThan(2);
  }, 30_000);
});
