import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlainSecretDigest } from '../../../src/adapters/in-memory/plain-secret-digest';
import { base32Decode } from '../../../src/identity/service/base32';
import { totp } from '../../../src/identity/service/totp';
import type { MfaMethod } from '../../../src/application/ports/identity-provider.port';
import { LoginPage } from '../../../src/ui/pages/login/login-page';
import { uiWorld, type UiWorld } from '../support/ui-world';
import { account, latestCode, renderRoutes, Stub } from './page-harness';

const EMAIL = 'annie@example.org';
const PASSWORD = 'centaur-rocket-1';

/** An account with MFA turned on (an authenticator app set up first when TOTP is among them). */
async function accountWithMfa(world: UiWorld, enable: readonly MfaMethod[], preferred: MfaMethod | null) {
  await account(world, EMAIL, PASSWORD);
  const { identity } = world.services;
  (await identity.signIn({ username: EMAIL, password: PASSWORD }))._unsafeUnwrap();
  let code: string | null = null;
  if (enable.includes('TOTP')) {
    const { sharedSecret } = (await identity.setUpTotp({ password: PASSWORD, code: null }))._unsafeUnwrap();
    const digest = new PlainSecretDigest();
    const codeAt = (at: number) => totp((key, message) => digest.hmacSha1(key, message), base32Decode(sharedSecret)!, at);
    (await identity.verifyTotpSetup({ code: codeAt(world.clock.now()) }))._unsafeUnwrap();
    // The authenticator is now on: the change below proves it with the next step's code.
    code = codeAt(world.clock.now() + 30_000);
  }
  (await identity.updateMfaPreference({ enable, preferred, password: PASSWORD, code }))._unsafeUnwrap();
  (await identity.signOut())._unsafeUnwrap();
}

async function signIn(world: UiWorld) {
  const user = userEvent.setup();
  renderRoutes(world, '/Login', { '/Login': <LoginPage />, '/Member-Area': <Stub name="Member Area" /> });
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('Login page: two-step verification', () => {
  it('asks for the e-mailed sign-in code, then goes to the Member Area', async () => {
    const world = uiWorld();
    await accountWithMfa(world, ['EMAIL'], 'EMAIL');
    const user = await signIn(world);
    await screen.findByRole('heading', { name: 'Two-step verification' });
    screen.getByText('Enter the code we emailed to a***@e***.org.');
    await user.type(screen.getByLabelText('Verification code'), latestCode(world, EMAIL));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Member Area (stub)' });
    expect(world.services.storage.get('user')._unsafeUnwrap()).toBe(EMAIL);
  });

  it('says a wrong code is invalid and lets the person go back to the sign-in form', async () => {
    const world = uiWorld();
    await accountWithMfa(world, ['EMAIL'], 'EMAIL');
    const user = await signIn(world);
    const code = await screen.findByLabelText('Verification code');
    await user.type(code, latestCode(world, EMAIL) === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid verification code provided');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    screen.getByRole('button', { name: 'Login' });
  });

  it('offers the choice of method when both are on, then asks for that code', async () => {
    const world = uiWorld();
    await accountWithMfa(world, ['TOTP', 'EMAIL'], null);
    const user = await signIn(world);
    const choice = await screen.findByRole('group', { name: 'How would you like to receive your sign-in code?' });
    expect(
      within(choice)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Authenticator app', 'Email', 'Back to sign in']);
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await screen.findByText('Enter the code we emailed to a***@e***.org.');
    await user.type(screen.getByLabelText('Verification code'), latestCode(world, EMAIL));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Member Area (stub)' });
  });
});
