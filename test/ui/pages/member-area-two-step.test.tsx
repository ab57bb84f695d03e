import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../../../src/ui/pages/login/login-page';
import { MemberAreaPage } from '../../../src/ui/pages/member-area/member-area-page';
import { authenticatorCode, otherCode } from '../../contracts/identity-helpers';
import { UI_ADMIN, uiWorld, type UiWorld } from '../support/ui-world';
import { account, latestCode, renderRoutes, signedInMember, Stub } from './page-harness';

const PASSWORD = 'orbital-1962';

function renderMemberArea(world: UiWorld, route = '/Member-Area') {
  return renderRoutes(world, route, { '/Member-Area': <MemberAreaPage />, '/Login': <Stub name="Login" /> });
}

async function openTwoStep(user: ReturnType<typeof userEvent.setup>) {
  const toggle = await screen.findByRole('button', { name: 'Two-step sign-in' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await user.click(toggle);
  return screen.findByText(/^Two-step sign-in is (on|off)\./);
}

/** The value beside a method in the section's list. */
function methodState(name: string): string | null {
  const term = screen.getAllByText(name, { selector: 'dt' })[0];
  return term?.nextElementSibling?.textContent ?? null;
}

/** The error message tied to a field through aria-describedby. */
function describedError(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.classList.contains('field-error'))
    .map((node) => node?.textContent)
    .join(' ');
}

/** Sets up an authenticator app through the page; answers its key as the page shows it. */
async function setUpAuthenticator(world: UiWorld, user: ReturnType<typeof userEvent.setup>, password = PASSWORD): Promise<string> {
  await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const key = (await screen.findByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/, { selector: 'code' })).textContent ?? '';
  await user.type(screen.getByLabelText('Code from the app'), authenticatorCode(key.replace(/ /g, ''), world.clock.now()));
  await user.click(screen.getByRole('button', { name: 'Turn on the authenticator app' }));
  await screen.findByText('Your authenticator app is set up. Two-step sign-in is on.');
  return key.replace(/ /g, '');
}

describe('Member Area: Two-step sign-in', () => {
  it('shows that it is off, with both methods off and the changes that turn it on', async () => {
    const world = uiWorld();
    await signedInMember(world);
    const user = userEvent.setup();
    renderMemberArea(world);
    expect((await openTwoStep(user)).textContent).toBe(
      'Two-step sign-in is off. Turn it on to ask for a code as well as your password when you sign in.',
    );
    expect(methodState('Authenticator app')).toBe('Off');
    expect(methodState('Emailed codes')).toBe('Off');
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Turn on emailed codes' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Turn off two-step sign-in' })).toBeNull();
  });

  it('turns on an authenticator app: password, then its QR code and key, then its first code', async () => {
    const world = uiWorld();
    await signedInMember(world);
    const user = userEvent.setup();
    renderMemberArea(world);
    await openTwoStep(user);
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const heading = screen.getByRole('heading', { name: 'Set up an authenticator app', level: 3 });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByLabelText('Current code')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(describedError(password)).toBe('Enter your password.');
    expect(document.activeElement).toBe(password);

    await user.type(password, 'not my password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(describedError(password)).toBe('That password is not correct.'));
    expect(password.getAttribute('aria-invalid')).toBe('true');

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const step = await screen.findByRole('form', { name: 'Add your account to an authenticator app' });
    expect(document.activeElement).toBe(within(step).getByRole('heading', { level: 3 }));
    const qr = await within(step).findByRole('img', { name: 'QR code that adds your account to an authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    const key = within(step).getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/, { selector: 'code' }).textContent ?? '';
    expect(key.split(' ')).toHaveLength(8);
    const link = within(step).getByRole('link', { name: 'Open in an authenticator app on this device' });
    expect(link.getAttribute('href')).toContain(`secret=${key.replace(/ /g, '')}`);

    const code = within(step).getByLabelText('Code from the app');
    const secret = key.replace(/ /g, '');
    await user.type(code, otherCode(authenticatorCode(secret, world.clock.now())));
    await user.click(screen.getByRole('button', { name: 'Turn on the authenticator app' }));
    await waitFor(() => expect(describedError(code)).toBe('That code does not match. Enter the code your authenticator app shows now.'));
    expect(document.activeElement).toBe(code);
    await user.clear(code);
    await user.type(code, authenticatorCode(secret, world.clock.now()));
    await user.click(screen.getByRole('button', { name: 'Turn on the authenticator app' }));

    const confirmation = await screen.findByText('Your authenticator app is set up. Two-step sign-in is on.');
    expect(confirmation.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(confirmation);
    await waitFor(() => expect(methodState('Authenticator app')).toBe('On'));
    screen.getByText(/^Two-step sign-in is on\./);
    expect((await world.services.identity.fetchMfaPreference())._unsafeUnwrap()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
  });

  it('turns e-mailed codes on with the password, and off with an e-mailed code from Send me a code', async () => {
    const world = uiWorld();
    const member = await signedInMember(world);
    const user = userEvent.setup();
    renderMemberArea(world);
    await openTwoStep(user);
    await user.click(screen.getByRole('button', { name: 'Turn on emailed codes' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Turn on emailed codes' }));
    await screen.findByText('Emailed codes are on. Two-step sign-in is on.');
    await waitFor(() => expect(methodState('Emailed codes')).toBe('On'));

    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(screen.queryByText('Emailed codes are on. Two-step sign-in is on.')).toBeNull();
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    const code = screen.getByLabelText('Current code');
    expect(describedError(code)).toBe('Enter a code from your authenticator app, or the code we emailed you.');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect((await screen.findByText(/^We sent a code to /)).textContent).toMatch(/\*\*\*/);
    await user.type(code, latestCode(world, member.email));
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await screen.findByText('Two-step sign-in is off. You sign in with your password only.');
    await waitFor(() => expect(methodState('Emailed codes')).toBe('Off'));
  });

  it('asks for the authenticator first or e-mailed codes first once both are on', async () => {
    const world = uiWorld();
    await signedInMember(world);
    const user = userEvent.setup();
    renderMemberArea(world);
    await openTwoStep(user);
    const secret = await setUpAuthenticator(world, user);
    await user.click(screen.getByRole('button', { name: 'Turn on emailed codes' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), PASSWORD);
    await user.type(screen.getByLabelText('Current code'), authenticatorCode(secret, world.clock.now(), 1));
    await user.click(screen.getByRole('button', { name: 'Turn on emailed codes' }));
    await screen.findByText('Emailed codes are on. Two-step sign-in is on.');
    await waitFor(() => expect(methodState('Authenticator app')).toBe('On, asked first'));
    expect(methodState('Emailed codes')).toBe('On');
    expect(screen.queryByRole('button', { name: 'Ask for the authenticator app first' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ask for emailed codes first' }));
    world.clock.advance(60_000);
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), PASSWORD);
    await user.type(screen.getByLabelText('Current code'), authenticatorCode(secret, world.clock.now()));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('When you sign in, we will email you a code first.');
    await waitFor(() => expect(methodState('Emailed codes')).toBe('On, asked first'));
  });

  it('cancels a change, back to the settings with nothing typed kept', async () => {
    const world = uiWorld();
    await signedInMember(world);
    const user = userEvent.setup();
    renderMemberArea(world);
    await openTwoStep(user);
    await user.click(screen.getByRole('button', { name: 'Turn on emailed codes' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const status = screen.getByText(/^Two-step sign-in is off\./);
    expect(document.activeElement).toBe(status);
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
  });
});

describe('Member Area: an administrator who must turn on two-step sign-in', () => {
  async function signedInAdmin() {
    const world = uiWorld({}, { adminTwoStepRequired: true });
    await account(world, UI_ADMIN, PASSWORD);
    (await world.services.identity.signIn({ username: UI_ADMIN, password: PASSWORD }))._unsafeUnwrap();
    world.services.storage.set('user', UI_ADMIN)._unsafeUnwrap();
    return world;
  }

  it('is told so with the section open and no Admin Panel; turning it on brings the Admin Panel without signing in again', async () => {
    const world = await signedInAdmin();
    const user = userEvent.setup();
    renderMemberArea(world, '/Member-Area#two-step-sign-in');
    const notice = await screen.findByText(/^Administrators must turn on two-step sign-in before using the Admin Panel\./);
    expect(document.activeElement).toBe(notice);
    expect(screen.getByRole('button', { name: 'Two-step sign-in' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Admin Panel' })).toBeNull();
    expect(screen.queryByText('Admin', { selector: '.badge' })).toBeNull();
    await screen.findByText(/^Two-step sign-in is off\./);

    await setUpAuthenticator(world, user);
    await screen.findByRole('button', { name: 'Admin Panel' });
    expect(screen.getByText('Admin', { selector: '.badge' }).textContent).toBe('Admin');
    expect(screen.queryByText(/^Administrators must turn on two-step sign-in/)).toBeNull();
    screen.getByText('Your authenticator app is set up. Two-step sign-in is on.');
  });

  it('is taken from the Login page straight to the Two-step sign-in section', async () => {
    const world = uiWorld({}, { adminTwoStepRequired: true });
    await account(world, UI_ADMIN, PASSWORD);
    const user = userEvent.setup();
    renderRoutes(world, '/Login', { '/Login': <LoginPage />, '/Member-Area': <MemberAreaPage /> });
    await user.type(screen.getByLabelText('Email'), UI_ADMIN);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const notice = await screen.findByText(/^Administrators must turn on two-step sign-in before using the Admin Panel\./);
    expect(document.activeElement).toBe(notice);
    expect(screen.getByRole('button', { name: 'Two-step sign-in' }).getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('button', { name: 'Set up an authenticator app' });
    expect(screen.queryByRole('button', { name: 'Admin Panel' })).toBeNull();
  });

  it('cannot turn it off again: the refusal is said above the fields and takes focus', async () => {
    const world = await signedInAdmin();
    const user = userEvent.setup();
    renderMemberArea(world, '/Member-Area#two-step-sign-in');
    await screen.findByText(/^Two-step sign-in is off\./);
    const secret = await setUpAuthenticator(world, user);
    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), PASSWORD);
    await user.type(screen.getByLabelText('Current code'), authenticatorCode(secret, world.clock.now(), 1));
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Administrators must keep two-step sign-in on.');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole('form', { name: 'Turn off two-step sign-in' }).getAttribute('aria-describedby')).toBe(alert.id);
  });
});
