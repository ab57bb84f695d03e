import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../../../src/ui/pages/login/login-page';
import { uiWorld, type UiWorld } from '../support/ui-world';
import { account, latestCode, renderRoutes, Stub, temporaryPassword } from './page-harness';

const EMAIL = 'dorothy@example.org';
const PASSWORD = 'mercury-1961';

function renderLogin(world: UiWorld = uiWorld()) {
  return renderRoutes(world, '/Login', {
    '/Login': <LoginPage />,
    '/Member-Area': <Stub name="Member Area" />,
    '/Set-Password': <Stub name="Set Password" />,
    '/Become-A-Member': <Stub name="Become a Member" />,
  });
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('Login page', () => {
  it('signs in, remembers the e-mail under "user" and goes to the Member Area', async () => {
    const world = uiWorld();
    await account(world, EMAIL, PASSWORD);
    renderLogin(world);
    await signIn(EMAIL, PASSWORD);
    await screen.findByRole('heading', { name: 'Member Area (stub)' });
    expect(world.services.storage.get('user')._unsafeUnwrap()).toBe(EMAIL);
  });

  it('goes on to the Member Area when a session is still open (its stored e-mail cleared)', async () => {
    const world = uiWorld();
    await account(world, EMAIL, PASSWORD);
    (await world.services.identity.signIn({ username: EMAIL, password: PASSWORD }))._unsafeUnwrap();
    renderLogin(world);
    await screen.findByRole('heading', { name: 'Member Area (stub)' });
    expect(world.services.storage.get('user')._unsafeUnwrap()).toBe(EMAIL);
  });

  it("shows the identity provider's message for a wrong password and stays on the form", async () => {
    const world = uiWorld();
    await account(world, EMAIL, PASSWORD);
    renderLogin(world);
    await signIn(EMAIL, 'not-the-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/incorrect username or password/i);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Login' }).disabled).toBe(false);
    expect(world.services.storage.get('user')._unsafeUnwrap()).toBeNull();
  });

  it('ties field messages to their inputs when the form is empty', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Email is required.');
  });

  it('links to Become a member', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Become a member' }));
    await screen.findByRole('heading', { name: 'Become a Member (stub)' });
  });

  it("switches to reset mode and back with 'Reset Password' and 'Cancel Password Reset'", async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    screen.getByLabelText('Verification code');
    screen.getByLabelText('New password');
    expect(screen.getByRole('button', { name: 'Reset Password' }).getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel Password Reset' }));
    screen.getByRole('button', { name: 'Login' });
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it("asks for the e-mail before sending a reset code: 'Please enter your email to reset password'", async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const email = screen.getByLabelText('Email');
    const message = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Please enter your email to reset password');
  });

  it("resets the password with the e-mailed code: 'Your password has been reset!', then signs in with it", async () => {
    const world = uiWorld();
    await account(world, EMAIL, PASSWORD);
    renderLogin(world);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('A reset verification code will be sent to you remail shortly!');
    await user.type(screen.getByLabelText('Verification code'), latestCode(world, EMAIL));
    await user.type(screen.getByLabelText('New password'), 'new-orbit-2024');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByText('Your password has been reset!');
    screen.getByRole('button', { name: 'Login' });
    await user.type(screen.getByLabelText('Password'), 'new-orbit-2024');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Member Area (stub)' });
  });

  it("shows 'Password could not be reset...' for a wrong code and keeps the form", async () => {
    const world = uiWorld();
    await account(world, EMAIL, PASSWORD);
    renderLogin(world);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('A reset verification code will be sent to you remail shortly!');
    const wrong = latestCode(world, EMAIL) === '000000' ? '111111' : '000000';
    await user.type(screen.getByLabelText('Verification code'), wrong);
    await user.type(screen.getByLabelText('New password'), 'new-orbit-2024');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByText('Password could not be reset, please check that the verification code is correct.');
    screen.getByRole('button', { name: 'Cancel Password Reset' });
  });

  it('sends an account with a temporary password to Set Password', async () => {
    const world = uiWorld();
    (await world.identityService.adminCreateUser({ email: EMAIL }))._unsafeUnwrap();
    renderLogin(world);
    await signIn(EMAIL, temporaryPassword(world, EMAIL));
    await screen.findByRole('heading', { name: 'Set Password (stub)' });
  });

  it('asks an unconfirmed account for its sign-up code, confirms it and signs in', async () => {
    const world = uiWorld();
    (await world.identityService.signUp({ email: EMAIL, password: PASSWORD }))._unsafeUnwrap();
    renderLogin(world);
    const user = await signIn(EMAIL, PASSWORD);
    const form = (await screen.findByRole('heading', { name: 'Confirm your account' })).closest('form')!;
    await user.type(within(form).getByLabelText('Verification code'), latestCode(world, EMAIL));
    await user.click(within(form).getByRole('button', { name: 'Confirm account' }));
    await screen.findByRole('heading', { name: 'Member Area (stub)' });
  });
});
