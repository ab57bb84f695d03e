import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { IdentityError, IdentityProvider } from '../../../src/application/ports/identity-provider.port';
import { LoginPage } from '../../../src/ui/pages/login/login-page';
import { SetPasswordPage } from '../../../src/ui/pages/set-password/set-password-page';
import { uiWorld, type UiWorld } from '../support/ui-world';
import { renderRoutes, Stub, temporaryPassword } from './page-harness';

const EMAIL = 'mary@example.org';

/** The identity fake, except that `method` answers `error`. */
function refusing(identity: IdentityProvider, method: keyof IdentityProvider, error: IdentityError): IdentityProvider {
  return new Proxy(identity, {
    get(target, property) {
      if (property === method) return () => errAsync(error);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function newAccount(world: UiWorld) {
  (await world.identityService.adminCreateUser({ email: EMAIL }))._unsafeUnwrap();
  return temporaryPassword(world, EMAIL);
}

function renderPages(world: UiWorld, route: string) {
  return renderRoutes(world, route, {
    '/Login': <LoginPage />,
    '/Set-Password': <SetPasswordPage />,
    '/Member-Area': <Stub name="Member Area" />,
  });
}

async function setPassword(email: string, temporary: string, newPassword: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Temporary password'), temporary);
  await user.type(screen.getByLabelText('New password'), newPassword);
  await user.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('Set Password page', () => {
  it('shows the form: email, temporary password, new password and the Set Password button', () => {
    renderPages(uiWorld(), '/Set-Password');
    screen.getByRole('heading', { level: 1, name: 'Set Password' });
    screen.getByLabelText('Email');
    screen.getByLabelText('Temporary password');
    screen.getByLabelText('New password');
    expect(document.title).toMatch(/^Set Password/);
  });

  it('sets the new password, remembers the member and goes on to the Member Area', async () => {
    const world = uiWorld();
    const temporary = await newAccount(world);
    renderPages(world, '/Set-Password');
    await setPassword(EMAIL, temporary, 'my-own-password');
    await screen.findByText('New password has been set. You can now login into the member area!');
    await screen.findByRole('heading', { name: 'Member Area (stub)' });
    expect(world.services.storage.get('user')._unsafeUnwrap()).toBe(EMAIL);
    const user = (await world.services.identity.currentUser())._unsafeUnwrap();
    expect(user.email).toBe(EMAIL);
  });

  it('starts from Login: the sign-in with the temporary password goes on, only the new password is typed', async () => {
    const world = uiWorld();
    const temporary = await newAccount(world);
    renderPages(world, '/Login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), temporary);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Set Password' });
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe(EMAIL);
    expect(email.readOnly).toBe(true);
    expect(screen.queryByLabelText('Temporary password')).toBeNull();
    await user.type(screen.getByLabelText('New password'), 'my-own-password');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    await screen.findByRole('heading', { name: 'Member Area (stub)' });
    expect((await world.services.identity.currentUser())._unsafeUnwrap().email).toBe(EMAIL);
  });

  it("shows 'There was an error signing in.' with the provider's message for a wrong temporary password", async () => {
    const world = uiWorld();
    await newAccount(world);
    renderPages(world, '/Set-Password');
    await setPassword(EMAIL, 'not-the-temporary', 'my-own-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^There was an error signing in\. .+/);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Set Password' }).disabled).toBe(false);
  });

  it("shows 'There was an error setting your password.' with the provider's message when the new one is refused", async () => {
    const base = uiWorld();
    const temporary = await newAccount(base);
    const refused: IdentityError = { type: 'InvalidPassword', message: 'Password does not conform to policy.' };
    const identity = refusing(base.services.identity, 'confirmSignIn', refused);
    const world = { ...base, services: { ...base.services, identity } };
    renderPages(world, '/Set-Password');
    await setPassword(EMAIL, temporary, 'my-own-password');
    await screen.findByText('There was an error setting your password. Password does not conform to policy.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Set Password' }).disabled).toBe(false);
  });

  it('ties the policy message to the new-password field', async () => {
    renderPages(uiWorld(), '/Set-Password');
    await setPassword(EMAIL, 'temporary', 'short');
    const field = screen.getByLabelText('New password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
  });
});
