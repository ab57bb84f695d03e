import { describe, expect, it } from 'vitest';
import { confirmedAccount, identityServiceWorld, sessionOf } from '../../support/identity-service-world';

describe('revokeSessionsOf', () => {
  it('ends every session of the account with the e-mail at once: its access tokens stop, its refresh tokens renew nothing', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, 'grace@example.org');
    const [phone, laptop] = [await sessionOf(world, 'grace@example.org'), await sessionOf(world, 'grace@example.org')];
    expect((await world.service.revokeSessionsOf({ email: ' Grace@Example.org ' })).isOk()).toBe(true);
    for (const session of [phone, laptop]) {
      expect((await world.service.authenticate(session.accessToken))._unsafeUnwrapErr().type).toBe('NotAuthorized');
      expect((await world.service.refreshSession(session.refreshToken)).isErr()).toBe(true);
    }
  });

  it("leaves everyone else's sessions alone, and the person may sign in again", async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, 'grace@example.org');
    await confirmedAccount(world, 'ada@example.org');
    const other = await sessionOf(world, 'ada@example.org');
    void (await sessionOf(world, 'grace@example.org'));
    (await world.service.revokeSessionsOf({ email: 'grace@example.org' }))._unsafeUnwrap();
    expect((await world.service.authenticate(other.accessToken))._unsafeUnwrap().email).toBe('ada@example.org');
    const again = await sessionOf(world, 'grace@example.org');
    expect((await world.service.authenticate(again.accessToken))._unsafeUnwrap().email).toBe('grace@example.org');
  });

  it('answers ok for an e-mail without an account', async () => {
    expect((await identityServiceWorld().service.revokeSessionsOf({ email: 'nobody@example.org' })).isOk()).toBe(true);
  });
});
