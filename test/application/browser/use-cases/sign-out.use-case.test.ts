import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryBrowserStorage } from '../../../../src/adapters/in-memory/in-memory-browser-storage';
import { providerMessage } from '../../../../src/application/browser/messages';
import type { BrowserStorage } from '../../../../src/application/ports/browser-storage.port';
import { signOut } from '../../../../src/application/browser/use-cases/sign-out.use-case';
import { failingIdentity, identityFlowWorld } from '../identity-flow-world';

describe('signOut', () => {
  it('signs out, clears all of the browser storage and goes to /Login', async () => {
    const world = identityFlowWorld();
    await world.member('jane@example.org', 'a long passphrase');
    (await world.identity.signIn({ username: 'jane@example.org', password: 'a long passphrase' }))._unsafeUnwrap();
    const storage = new InMemoryBrowserStorage({ user: 'jane@example.org', other: 'x' });
    const result = await signOut({ identity: world.identity, storage });
    expect(result).toEqual(ok({ path: '/Login' }));
    expect(storage.get('user')).toEqual(ok(null));
    expect(storage.get('other')).toEqual(ok(null));
    expect((await world.identity.currentUser())._unsafeUnwrapErr().type).toBe('NotAuthenticated');
  });

  it("clears the browser storage even when the identity service fails, and shows the service's words", async () => {
    const storage = new InMemoryBrowserStorage({ user: 'jane@example.org' });
    const identity = failingIdentity({ type: 'Unavailable', message: 'Network error' });
    const result = await signOut({ identity, storage });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'SignOutFailed',
      message: 'Network error',
      notice: providerMessage('Network error'),
      cause: 'Unavailable',
    });
    expect(storage.get('user')).toEqual(ok(null));
  });

  it("at least forgets 'user' when the storage refuses to clear", async () => {
    const inner = new InMemoryBrowserStorage({ user: 'jane@example.org', other: 'x' });
    const storage: BrowserStorage = {
      get: (key) => inner.get(key),
      set: (key, value) => inner.set(key, value),
      remove: (key) => inner.remove(key),
      clear: () => err({ type: 'StorageUnavailable', message: 'SecurityError' }),
    };
    const world = identityFlowWorld();
    const result = await signOut({ identity: world.identity, storage });
    expect(result).toEqual(ok({ path: '/Login' }));
    expect(inner.get('user')).toEqual(ok(null));
    expect(inner.get('other')).toEqual(ok('x'));
  });
});
