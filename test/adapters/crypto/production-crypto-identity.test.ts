import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from '../../../src/adapters/crypto/argon2-password-hasher';
import { CryptoIds } from '../../../src/adapters/crypto/crypto-ids';
import { HmacSecretDigest } from '../../../src/adapters/crypto/hmac-secret-digest';
import { InMemoryIdentityProvider } from '../../../src/adapters/in-memory/in-memory-identity-provider';
import { createIdentityService } from '../../../src/identity/service/identity-service';
import { identityProviderContract } from '../../contracts/identity-provider.contract';
import { confirmedAccount, identityServiceWorld } from '../../support/identity-service-world';

/** The identity service as the server runs it: argon2id, a keyed digest and the system's CSPRNG. */
function productionCrypto() {
  const world = identityServiceWorld();
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
    requirePasswordReset: async (email) => {
      (await service.adminRequirePasswordReset({ email }))._unsafeUnwrap();
    },
    anotherBrowser: () => new InMemoryIdentityProvider(service, world.clock, { clientKey: 'another' }),
    advanceTime: (ms) => world.clock.advance(ms),
    now: () => world.clock.now(),
  };
});

/** Argon2 with a record of every verification it was asked for: which stored hash, in order. */
class RecordingHasher extends Argon2PasswordHasher {
  readonly verified: string[] = [];

  override verify(password: string, stored: string) {
    this.verified.push(stored);
    return super.verify(password, stored);
  }
}

describe('sign-in cost on argon2id', () => {
  // Equal cost is shown by the work done, not by a stopwatch: each answer runs exactly one
  // argon2id verification with the production parameters, so no timing tells the two apart.
  it('verifies one full-cost argon2id hash for an unknown e-mail, as for a wrong password', async () => {
    const world = identityServiceWorld();
    const hasher = new RecordingHasher();
    const service = createIdentityService({
      ...world.deps,
      passwords: hasher,
      digest: new HmacSecretDigest(randomBytes(32)),
      ids: new CryptoIds(),
    });
    await confirmedAccount({ ...world, service }, 'ada@example.org');
    const parameters = '$argon2id$v=19$m=19456,t=2,p=1$';

    hasher.verified.length = 0;
    const wrong = await service.signIn({ email: 'ada@example.org', password: 'not the password' });
    expect(hasher.verified).toHaveLength(1);
    expect(hasher.verified[0]!.startsWith(parameters)).toBe(true);

    hasher.verified.length = 0;
    const unknown = await service.signIn({ email: 'nobody@example.org', password: 'not the password' });
    expect(hasher.verified).toHaveLength(1);
    expect(hasher.verified[0]!.startsWith(parameters)).toBe(true);

    expect(unknown._unsafeUnwrapErr()).toEqual(wrong._unsafeUnwrapErr());
  }, 30_000);
});
