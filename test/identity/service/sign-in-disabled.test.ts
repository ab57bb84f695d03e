import { describe, expect, it } from 'vitest';
import { confirmedAccount, identityServiceWorld, PASSWORD, sessionOf } from '../../support/identity-service-world';

const EMAIL = 'ada@example.org';

describe("an officer's account actions", () => {
  it("tells each account's state: none, invited, confirmed, two-step, disabled", async () => {
    const world = identityServiceWorld();
    const state = async (email: string) => (await world.service.accountStateOf(email))._unsafeUnwrap();
    expect(await state(EMAIL)).toBe('none');
    (await world.service.adminCreateUser({ email: 'invited@example.org' }))._unsafeUnwrap();
    expect(await state('INVITED@example.org')).toBe('invited');
    await confirmedAccount(world, EMAIL);
    expect(await state(EMAIL)).toBe('confirmed');
    (await world.service.signUp({ email: 'new@example.org', password: PASSWORD }))._unsafeUnwrap();
    expect(await state('new@example.org')).toBe('unconfirmed');
    const account = (await world.deps.store.findAccountByEmail(EMAIL))._unsafeUnwrap()!;
    (await world.deps.store.updateAccount(account.id, { mfa: { ...account.mfa, emailEnabled: true } }))._unsafeUnwrap();
    expect(await state(EMAIL)).toBe('two-step');
    (await world.service.adminSetSignIn({ email: EMAIL, enabled: false }))._unsafeUnwrap();
    expect(await state(EMAIL)).toBe('disabled');
    expect((await world.service.accountStateOf('not an address'))._unsafeUnwrapErr().type).toBe('InvalidParameter');
  });

  it('a disabled account cannot sign in and its sessions end; enabled again, it signs in as before', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, EMAIL);
    const tokens = await sessionOf(world, EMAIL);
    expect((await world.service.authenticate(tokens.accessToken)).isOk()).toBe(true);

    (await world.service.adminSetSignIn({ email: EMAIL, enabled: false }))._unsafeUnwrap();
    expect((await world.service.authenticate(tokens.accessToken))._unsafeUnwrapErr().type).toBe('NotAuthorized');
    expect((await world.service.refreshSession(tokens.refreshToken))._unsafeUnwrapErr().type).toBe('NotAuthorized');
    expect((await world.service.signIn({ email: EMAIL, password: PASSWORD }))._unsafeUnwrapErr()).toEqual({
      type: 'NotAuthorized',
      message: 'User is disabled.',
    });
    expect((await world.service.signIn({ email: EMAIL, password: 'Wrong-password-1' }))._unsafeUnwrapErr().message).toBe(
      'Incorrect username or password.',
    );

    (await world.service.adminSetSignIn({ email: EMAIL, enabled: true }))._unsafeUnwrap();
    expect((await world.service.accountStateOf(EMAIL))._unsafeUnwrap()).toBe('confirmed');
    expect((await world.service.authenticate(tokens.accessToken))._unsafeUnwrapErr().type).toBe('NotAuthorized');
    const again = await sessionOf(world, EMAIL);
    expect((await world.service.authenticate(again.accessToken))._unsafeUnwrap().email).toBe(EMAIL);
  });

  it('a disabled account reset by the password reset flow stays disabled', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, EMAIL);
    (await world.service.adminSetSignIn({ email: EMAIL, enabled: false }))._unsafeUnwrap();
    (await world.service.adminRequirePasswordReset({ email: EMAIL }))._unsafeUnwrap();
    expect((await world.service.accountStateOf(EMAIL))._unsafeUnwrap()).toBe('disabled');
  });

  it('refuses to disable an e-mail without an account', async () => {
    const world = identityServiceWorld();
    expect((await world.service.adminSetSignIn({ email: EMAIL, enabled: false }))._unsafeUnwrapErr().type).toBe('UserNotFound');
  });
});
