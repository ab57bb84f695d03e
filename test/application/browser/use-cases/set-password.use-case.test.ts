import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES, withDetail } from '../../../../src/application/browser/messages';
import {
  FINISH_ON_LOGIN_PAGE,
  setNewPassword,
  setPassword,
  signInWithTemporaryPassword,
} from '../../../../src/application/browser/use-cases/set-password.use-case';
import { failingIdentity, identityFlowWorld } from '../identity-flow-world';

const NEW_PASSWORD = 'my own passphrase';

describe('signInWithTemporaryPassword', () => {
  it('checks the form with the domain first', async () => {
    const result = await signInWithTemporaryPassword(identityFlowWorld(), { email: '', temporaryPassword: '', newPassword: 'short' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidForm', fields: { email: 'Email is required.' } });
  });

  it('answers `challenge` for a temporary password', async () => {
    const world = identityFlowWorld();
    const temporaryPassword = await world.invited('new@example.org');
    const result = await signInWithTemporaryPassword(world, { email: 'new@example.org', temporaryPassword, newPassword: NEW_PASSWORD });
    expect(result._unsafeUnwrap()).toBe('challenge');
  });

  it('answers `signedIn` when the password already works', async () => {
    const world = identityFlowWorld();
    await world.member('jane@example.org', 'a long passphrase');
    const result = await signInWithTemporaryPassword(world, {
      email: 'jane@example.org',
      temporaryPassword: 'a long passphrase',
      newPassword: NEW_PASSWORD,
    });
    expect(result._unsafeUnwrap()).toBe('signedIn');
  });

  it("prefixes a refusal with 'There was an error signing in.'", async () => {
    const world = identityFlowWorld();
    await world.invited('new@example.org');
    const result = await signInWithTemporaryPassword(world, {
      email: 'new@example.org',
      temporaryPassword: 'wrong one',
      newPassword: NEW_PASSWORD,
    });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'SignInFailed',
      notice: withDetail(MESSAGES.setPasswordSignInFailedPrefix, 'Incorrect username or password.'),
    });
    expect(result._unsafeUnwrapErr().notice?.text).toBe('There was an error signing in. Incorrect username or password.');
  });

  it('sends any other step (an unconfirmed account, an MFA code) to the Login page', async () => {
    const world = identityFlowWorld();
    (await world.identity.signUp({ username: 'late@example.org', password: 'a long passphrase' }))._unsafeUnwrap();
    const result = await signInWithTemporaryPassword(world, {
      email: 'late@example.org',
      temporaryPassword: 'a long passphrase',
      newPassword: NEW_PASSWORD,
    });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'SignInFailed', message: FINISH_ON_LOGIN_PAGE });
  });
});

describe('setNewPassword', () => {
  const unused = { type: 'Unavailable', message: 'must not be called' } as const;

  it('checks the form with the domain first', async () => {
    const form = { email: 'new@example.org', temporaryPassword: 'x', newPassword: 'short' };
    const result = await setNewPassword({ identity: failingIdentity(unused) }, { form, mode: 'challenge' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidForm' });
  });

  it('changes a working password when the temporary one already signed in', async () => {
    const world = identityFlowWorld();
    await world.member('jane@example.org', 'a long passphrase');
    const form = { email: 'jane@example.org', temporaryPassword: 'a long passphrase', newPassword: NEW_PASSWORD };
    expect((await signInWithTemporaryPassword(world, form))._unsafeUnwrap()).toBe('signedIn');
    const result = await setNewPassword(world, { form, mode: 'signedIn' });
    expect(result._unsafeUnwrap()).toEqual({ email: 'jane@example.org', path: '/Member-Area', notice: MESSAGES.newPasswordSet });
  });

  it("prefixes a refusal with 'There was an error setting your password.'", async () => {
    const identity = failingIdentity({ type: 'InvalidPassword', message: 'Password does not conform to policy.' });
    const form = { email: 'new@example.org', temporaryPassword: 'temporary', newPassword: NEW_PASSWORD };
    const result = await setNewPassword({ identity }, { form, mode: 'challenge' });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'SetPasswordFailed',
      notice: { text: 'There was an error setting your password. Password does not conform to policy.' },
    });
  });

  it('refuses to call it done when the identity service asks for yet another step', async () => {
    const identity = failingIdentity(unused, {
      confirmSignIn: () => okAsync({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }),
    });
    const form = { email: 'new@example.org', temporaryPassword: 'temporary', newPassword: NEW_PASSWORD };
    const result = await setNewPassword({ identity }, { form, mode: 'challenge' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'SetPasswordFailed', message: FINISH_ON_LOGIN_PAGE });
  });
});

describe('setPassword', () => {
  it('signs in with the temporary password, sets the new one and leaves the member signed in', async () => {
    const world = identityFlowWorld();
    const temporaryPassword = await world.invited('new@example.org');
    const result = await setPassword(world, { email: 'new@example.org', temporaryPassword, newPassword: NEW_PASSWORD });
    expect(result._unsafeUnwrap()).toEqual({ email: 'new@example.org', path: '/Member-Area', notice: MESSAGES.newPasswordSet });
    expect(MESSAGES.newPasswordSet.text).toBe('New password has been set. You can now login into the member area!');
    expect((await world.identity.currentUser())._unsafeUnwrap().email).toBe('new@example.org');
  });
});
