import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { duplicateMemberMessage } from '../../../src/domain/members';
import { BecomeAMemberPage } from '../../../src/ui/pages/become-a-member/become-a-member-page';
import { LoginPage } from '../../../src/ui/pages/login/login-page';
import { PENDING_MEMBERSHIP_KEY, SIGNED_IN_USER_KEY } from '../../../src/application/ports/browser-storage.port';
import { renderRoutes, Stub } from './page-harness';
import { uiWorld, type UiWorld } from '../support/ui-world';
import {
  confirmations,
  DECLINED_CARD,
  descriptionOf,
  expectConfirmation,
  fill,
  fillCard,
  GOOD_CARD,
  type User,
  user,
  valueOf,
  worldWithHeldPayments,
} from './checkout-kit';

const EMAIL = 'ada.lovelace@example.org';
const PASSWORD = 'correct horse battery';
const VERIFIED = 'Verification complete! You can now login to the Member Area with your credentials.';

async function fillMember(u: User, email = EMAIL): Promise<void> {
  await fill(u, 'First name', 'Ada');
  await fill(u, 'Last name', 'Lovelace');
  await fill(u, 'Email', email);
  await fill(u, 'Phone', '757 555 0100');
  await fill(u, 'Address', '1 Analytical Way');
  await fill(u, 'City', 'Norfolk');
  await fill(u, 'State', 'VA');
  await fill(u, 'Zip code', '23504');
  await fill(u, 'Password', PASSWORD);
}

/** The six-digit code of the last verification e-mail sent to `email`. */
function codeMailedTo(world: UiWorld, email: string): string {
  const mails = world.mailer.to(email).filter((mail) => /verification code/i.test(mail.subject));
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`No verification code was mailed to ${email}.`);
  return code;
}

/** The page among the pages it leads to (the Member Area as a stand-in, Login), under the session. */
function renderJoin(world: UiWorld = uiWorld()) {
  return renderRoutes(world, '/Become-A-Member', {
    '/Become-A-Member': <BecomeAMemberPage />,
    '/Member-Area': <Stub name="Member Area" />,
    '/Login': <LoginPage />,
  });
}

async function joinAndVerify(u: User, world: UiWorld, plan: string): Promise<void> {
  await u.click(screen.getByRole('button', { name: `Choose ${plan}` }));
  await fillMember(u);
  await fillCard(u, world, GOOD_CARD);
  await u.click(screen.getByRole('button', { name: /^Pay \$\d+ and join$/ }));
  await screen.findByRole('heading', { name: 'Verify your email' });
  await fill(u, 'Verification code', codeMailedTo(world, EMAIL));
  await u.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText(VERIFIED);
  await screen.findByRole('heading', { name: 'Member Area (stub)' });
}

describe('Become a Member', () => {
  it('shows both memberships with their prices and the note for members paying fees', () => {
    renderJoin();
    const lifetime = screen.getByRole('heading', { name: 'Lifetime Membership' }).closest('li')!;
    const annual = screen.getByRole('heading', { name: 'Annual Membership' }).closest('li')!;
    expect(lifetime.textContent).toContain('$500 one-time');
    expect(annual.textContent).toContain('$50');
    expect(annual.textContent).toContain('Includes national and local chapter dues.');
    screen.getByText(/Please sign into the Members Area to pay chapter fees\./);
    expect(document.title).toContain('Become a Member');
  });

  it('pays, confirms the e-mailed code, signs the new member in and opens the Member Area', { timeout: 20_000 }, async () => {
    const { world, release } = worldWithHeldPayments();
    renderJoin(world);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Choose Lifetime Membership' }));
    const heading = screen.getByRole('heading', { name: 'Lifetime Membership checkout' });
    expect(document.activeElement).toBe(heading);
    screen.getByText('$500', { selector: '.order-summary strong' });
    await fillMember(u);
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Pay $500 and join' }));
    await screen.findByText('Processing your payment...');
    release();
    await screen.findByText('Payment was successful!');
    expectConfirmation('Lifetime Membership: $500', `A receipt was sent to ${EMAIL}.`, 'Thank you: your membership is paid');
    screen.getByText('Next: enter the verification code below to finish creating your Member Area account.');
    screen.getByRole('heading', { name: 'Verify your email' });
    screen.getByText('a***@e***.org');
    await fill(u, 'Verification code', codeMailedTo(world, EMAIL));
    expect(world.services.storage.get(PENDING_MEMBERSHIP_KEY)._unsafeUnwrap()).toBe(EMAIL);
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText(VERIFIED);
    await screen.findByRole('heading', { name: 'Member Area (stub)' });
    expect(world.services.storage.get(SIGNED_IN_USER_KEY)._unsafeUnwrap()).toBe(EMAIL);
    expect(world.services.storage.get(PENDING_MEMBERSHIP_KEY)._unsafeUnwrap()).toBeNull();
    expect((await world.services.identity.currentUser())._unsafeUnwrap().email).toBe(EMAIL);
    const member = (await world.members.findByEmail(EMAIL))._unsafeUnwrap();
    expect(member?.membership).toBe('Lifetime Membership');
  });

  it('keeps what was typed after a declined card, except the password and the card', { timeout: 20_000 }, async () => {
    const { world } = renderJoin();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    await fillMember(u);
    await fillCard(u, world, DECLINED_CARD);
    await u.click(screen.getByRole('button', { name: 'Pay $50 and join' }));
    expect((await screen.findByText('Your card was declined.')).closest('[role="alert"]')).not.toBeNull();
    await screen.findByRole('heading', { name: 'Annual Membership checkout' });
    expect(valueOf('First name')).toBe('Ada');
    expect(valueOf('Email')).toBe(EMAIL);
    expect(valueOf('Password')).toBe('');
    await fill(u, 'Password', PASSWORD);
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Pay $50 and join' }));
    await screen.findByRole('heading', { name: 'Verify your email' });
  });

  it('ties a message to every required field left empty and focuses the first', async () => {
    renderJoin();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    await u.click(screen.getByRole('button', { name: 'Pay $50 and join' }));
    const firstName = screen.getByLabelText('First name');
    expect(descriptionOf(firstName)).toContain('First name is required.');
    expect(document.activeElement).toBe(firstName);
    for (const label of ['Last name', 'Email', 'Phone', 'Address', 'City', 'State', 'Zip code', 'Password', 'Card number']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(screen.getByLabelText('Graduation year (optional)').getAttribute('aria-invalid')).toBeNull();
  });

  it('returns to the membership cards from the form', async () => {
    renderJoin();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    await u.click(screen.getByRole('button', { name: 'Return to membership selection' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose your membership' }));
  });

  it('shows a wrong code beside the field and sends a new code on request', { timeout: 20_000 }, async () => {
    const { world } = renderJoin();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    await fillMember(u);
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Pay $50 and join' }));
    await screen.findByRole('heading', { name: 'Verify your email' });
    const wrong = codeMailedTo(world, EMAIL) === '000000' ? '111111' : '000000';
    await fill(u, 'Verification code', wrong);
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true'));
    expect(valueOf('Verification code')).toBe(wrong);
    await u.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText(/A new verification code has been sent to a\*\*\*@e\*\*\*\.org\./);
    await fill(u, 'Verification code', codeMailedTo(world, EMAIL));
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText(VERIFIED);
    await screen.findByRole('heading', { name: 'Member Area (stub)' });
  });

  it('refuses a second membership for the same e-mail and charges nothing', { timeout: 30_000 }, async () => {
    const world = uiWorld();
    const first = renderJoin(world);
    const u = user();
    await joinAndVerify(u, world, 'Lifetime Membership');
    first.unmount();
    renderJoin(world);
    const charged = confirmations(world);
    await u.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    await fillMember(u);
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Pay $50 and join' }));
    await screen.findAllByText(duplicateMemberMessage(EMAIL));
    await screen.findByRole('heading', { name: 'Annual Membership checkout' });
    const refusal = screen.getByRole('link', { name: 'Go to the Login page' });
    expect(refusal.getAttribute('href')).toBe('/Login');
    expect(refusal.closest('[role="alert"]')?.textContent).toContain(duplicateMemberMessage(EMAIL));
    expect(confirmations(world)).toBe(charged);
    expect((await world.ledger.listUnfinished())._unsafeUnwrap()).toEqual([]);
    expect((await world.members.findByEmail(EMAIL))._unsafeUnwrap()?.membership).toBe('Lifetime Membership');
  });
});

describe('Become a Member resumed after a refresh or a closed tab', () => {
  async function payAndLeave(world: UiWorld): Promise<void> {
    const page = renderJoin(world);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    await fillMember(u);
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Pay $50 and join' }));
    await screen.findByRole('heading', { name: 'Verify your email' });
    page.unmount();
  }

  it('says the paid account exists, asks for the code and the password, and signs in', { timeout: 20_000 }, async () => {
    const world = uiWorld();
    await payAndLeave(world);
    renderJoin(world);
    const u = user();
    const step = (await screen.findByRole('heading', { name: 'Verify your email' })).closest('section')!;
    expect(step.textContent).toContain(`Your membership is paid and the account for ${EMAIL} exists`);
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(descriptionOf(screen.getByLabelText('Password'))).toContain('Enter the password you chose when you joined.');
    await u.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText(/A new verification code has been sent to a\*\*\*@e\*\*\*\.org\./);
    await fill(u, 'Verification code', codeMailedTo(world, EMAIL));
    await fill(u, 'Password', PASSWORD);
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Member Area (stub)' });
    expect(world.services.storage.get(SIGNED_IN_USER_KEY)._unsafeUnwrap()).toBe(EMAIL);
    expect(world.services.storage.get(PENDING_MEMBERSHIP_KEY)._unsafeUnwrap()).toBeNull();
  });

  it('after a wrong password the account is confirmed, and Login opens with the e-mail filled in', { timeout: 20_000 }, async () => {
    const world = uiWorld();
    await payAndLeave(world);
    renderJoin(world);
    const u = user();
    await screen.findByRole('heading', { name: 'Verify your email' });
    await fill(u, 'Verification code', codeMailedTo(world, EMAIL));
    await fill(u, 'Password', 'not the password');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    const heading = await screen.findByRole('heading', { name: 'Your account is confirmed' });
    expect(heading.closest('section')!.textContent).toContain('we could not sign you in with that password');
    await u.click(screen.getByRole('link', { name: 'Sign in on the Login page' }));
    await screen.findByRole('heading', { name: 'Member Login', level: 1 });
    expect(valueOf('Email')).toBe(EMAIL);
  });

  it("'Start a new membership' forgets the pending account", { timeout: 20_000 }, async () => {
    const world = uiWorld();
    await payAndLeave(world);
    renderJoin(world);
    const u = user();
    await screen.findByRole('heading', { name: 'Verify your email' });
    await u.click(screen.getByRole('button', { name: 'Not your account? Start a new membership' }));
    await screen.findByRole('heading', { name: 'Choose your membership' });
    expect(world.services.storage.get(PENDING_MEMBERSHIP_KEY)._unsafeUnwrap()).toBeNull();
  });
});

describe('Become a Member with an e-mail that already has an account', () => {
  it('pays, records the membership and says to sign in or reset the password: no code is asked for', { timeout: 20_000 }, async () => {
    const world = uiWorld();
    (await world.identityService.adminCreateUser({ email: EMAIL }))._unsafeUnwrap();
    const mailsBefore = world.mailer.to(EMAIL).length;
    renderRoutes(world, '/Become-A-Member', { '/Become-A-Member': <BecomeAMemberPage />, '/Login': <LoginPage /> });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    await fillMember(u);
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Pay $50 and join' }));

    const heading = await screen.findByRole('heading', { name: 'Your membership is paid' });
    expect(document.activeElement).toBe(heading);
    const step = heading.closest('section')!;
    expect(step.textContent).toContain(`An account already exists for ${EMAIL}`);
    expect(step.textContent).toContain('no verification code will be sent');
    expect(screen.queryByRole('heading', { name: 'Verify your email' })).toBeNull();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    await screen.findByText('Payment was successful!');
    expect((await world.members.findByEmail(EMAIL))._unsafeUnwrap()).toMatchObject({ firstName: 'Ada', membership: 'Annual Membership' });
    expect(world.mailer.to(EMAIL).filter((mail) => /verification code/i.test(mail.subject))).toEqual([]);
    expect(world.mailer.to(EMAIL).length).toBeGreaterThan(mailsBefore);

    expect(within(step).getByRole('link', { name: 'Sign in on the Login page' }).getAttribute('href')).toBe('/Login');
    await u.click(within(step).getByRole('link', { name: 'Reset your password' }));
    await screen.findByRole('heading', { name: 'Reset Password', level: 1 });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(EMAIL);
  });
});
