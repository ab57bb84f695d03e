import { ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryBrowserStorage } from '../../../../src/adapters/in-memory/in-memory-browser-storage';
import type { IdentityProvider } from '../../../../src/application/ports/identity-provider.port';
import { restoreSession } from '../../../../src/application/browser/use-cases/restore-session.use-case';
import { failingIdentity, identityFlowWorld } from '../identity-flow-world';

async function signedInWorld() {
  const world = identityFlowWorld();
  await world.member('jane@example.org', 'a long passphrase');
  (await world.identity.signIn({ username: 'jane@example.org', password: 'a long passphrase' }))._unsafeUnwrap();
  return world;
}

describe('restoreSession', () => {
  it('confirms the stored user with the identity service: the Member Area button goes to /Member-Area', async () => {
    const world = await signedInWorld();
    const storage = new InMemoryBrowserStorage({ user: 'jane@example.org' });
    const result = await restoreSession({ identity: world.identity, storage });
    expect(result).toEqual(
      ok({ user: 'jane@example.org', isAdmin: false, needsTwoStep: false, offices: [], memberAreaPath: '/Member-Area' }),
    );
  });

  it('says when an administrator must turn on two-step sign-in first (no admin rights until then)', async () => {
    const identity = failingIdentity(
      { type: 'Unavailable', message: 'not used' },
      {
        currentUser: () =>
          okAsync({ userId: 'u1', username: 'chair@example.org', email: 'chair@example.org', isAdmin: false, needsTwoStep: true }),
      },
    );
    const result = await restoreSession({ identity, storage: new InMemoryBrowserStorage() });
    expect(result).toEqual(
      ok({ user: 'chair@example.org', isAdmin: false, needsTwoStep: true, offices: [], memberAreaPath: '/Member-Area' }),
    );
  });

  it('carries the officers’ roles the server found in force', async () => {
    const offices = [{ role: 'door' as const, event: 'spring-gala' }];
    const identity = failingIdentity(
      { type: 'Unavailable', message: 'not used' },
      { currentUser: () => okAsync({ userId: 'u2', username: 'jane@example.org', email: 'jane@example.org', isAdmin: false, offices }) },
    );
    expect((await restoreSession({ identity, storage: new InMemoryBrowserStorage() }))._unsafeUnwrap().offices).toEqual(offices);
  });

  it('stores the signed-in e-mail when the storage has none or another one', async () => {
    const world = await signedInWorld();
    const storage = new InMemoryBrowserStorage({ user: 'someone-else@example.org' });
    expect((await restoreSession({ identity: world.identity, storage }))._unsafeUnwrap().user).toBe('jane@example.org');
    expect(storage.get('user')).toEqual(ok('jane@example.org'));
    const empty = new InMemoryBrowserStorage();
    expect((await restoreSession({ identity: world.identity, storage: empty }))._unsafeUnwrap().user).toBe('jane@example.org');
    expect(empty.get('user')).toEqual(ok('jane@example.org'));
  });

  it('forgets a stored user nobody is signed in as: the button goes to /Login', async () => {
    const world = identityFlowWorld();
    const storage = new InMemoryBrowserStorage({ user: 'jane@example.org' });
    const result = await restoreSession({ identity: world.identity, storage });
    expect(result).toEqual(ok({ user: null, isAdmin: false, needsTwoStep: false, offices: [], memberAreaPath: '/Login' }));
    expect(storage.get('user')).toEqual(ok(null));
  });

  it('keeps the stored user when the identity service cannot answer, but goes to /Login', async () => {
    const storage = new InMemoryBrowserStorage({ user: 'jane@example.org' });
    const identity = failingIdentity({ type: 'Unavailable', message: 'Network error' });
    const result = await restoreSession({ identity, storage });
    expect(result).toEqual(ok({ user: null, isAdmin: false, needsTwoStep: false, offices: [], memberAreaPath: '/Login' }));
    expect(storage.get('user')).toEqual(ok('jane@example.org'));
  });

  it('at start-up asks nobody when no e-mail is remembered, and asks when one is', async () => {
    const world = await signedInWorld();
    let asked = 0;
    const identity: IdentityProvider = Object.create(world.identity, {
      currentUser: { value: () => (asked++, world.identity.currentUser()) },
    }) as IdentityProvider;
    const empty = new InMemoryBrowserStorage();
    expect(await restoreSession({ identity, storage: empty }, { onlyIfRemembered: true })).toEqual(
      ok({ user: null, isAdmin: false, needsTwoStep: false, offices: [], memberAreaPath: '/Login' }),
    );
    expect(asked).toBe(0);
    const remembered = new InMemoryBrowserStorage({ user: 'jane@example.org' });
    expect((await restoreSession({ identity, storage: remembered }, { onlyIfRemembered: true }))._unsafeUnwrap().user).toBe(
      'jane@example.org',
    );
    expect(asked).toBe(1);
  });
});
