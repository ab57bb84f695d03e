import { InMemoryIdentityProvider } from '../../../src/adapters/in-memory/in-memory-identity-provider';
import { SqlAccountStore } from '../../../src/adapters/database/sql-account-store';
import { createIdentityService } from '../../../src/identity/service/identity-service';
import { identityProviderContract } from '../../contracts/identity-provider.contract';
import { identityServiceWorld } from '../../support/identity-service-world';
import { describeEachDatabase, resetTables } from './database-harness';

// The whole identity service (sign-up, codes, back-off, MFA, sessions) over the SQL store: what
// the server will run, minus HTTP.
describeEachDatabase('the identity service over SqlAccountStore', (kind, database) => {
  identityProviderContract(`identity service on ${kind}`, async () => {
    await resetTables(database());
    const world = identityServiceWorld();
    const service = createIdentityService({ ...world.deps, store: new SqlAccountStore(database().db) });
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
});
