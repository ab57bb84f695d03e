import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync } from 'neverthrow';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InMemoryDocumentStore } from '../../../src/adapters/in-memory/in-memory-document-store';
import { yearOf } from '../../../src/application/ports/clock.port';
import { SIGN_IN_AGAIN } from '../../../src/application/browser/use-cases/change-password.use-case';
import { CARD_REFUSALS } from '../../../src/application/browser/messages';
import { MemberAreaPage } from '../../../src/ui/pages/member-area/member-area-page';
import { uiWorld, type UiWorld } from '../support/ui-world';
import { account, latestCode, renderRoutes, signedInMember, Stub } from './page-harness';
import { descriptionOf, expectConfirmation } from './checkout-kit';

function renderMemberArea(world: UiWorld) {
  return renderRoutes(world, '/Member-Area', { '/Member-Area': <MemberAreaPage />, '/Login': <Stub name="Login" /> });
}

async function open(name: string) {
  const toggle = await screen.findByRole('button', { name });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await userEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
}

function detail(term: string): string | null {
  const dt = screen.getAllByText(term, { selector: 'dt' })[0];
  return dt?.nextElementSibling?.textContent ?? null;
}

async function payWithTestCard(amountLabel: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText(/Expiry date/), '12/40');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: amountLabel }));
}

afterEach(() => vi.restoreAllMocks());

describe('Member Area: profile and payments', () => {
  it('sends a visitor to /Login', async () => {
    renderMemberArea(uiWorld());
    await screen.findByRole('heading', { name: 'Login (stub)' });
  });

  it('shows the profile card: name, member ID, e-mail, membership and graduation year', async () => {
    const world = uiWorld();
    await signedInMember(world, { membership: 'Annual Chapter fee' });
    renderMemberArea(world);
    await screen.findByRole('heading', { name: 'Katherine Johnson' });
    expect(detail('Member ID')).toBe('482913');
    expect(detail('Email')).toBe('katherine@example.org');
    expect(detail('Membership')).toBe('Annual Member');
    expect(detail('Graduation year')).toBe('1937');
    expect(screen.queryByText('Admin')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Admin Panel' })).toBeNull();
  });

  it('welcomes an account without a member record instead of failing, with the documents still there', async () => {
    const world = uiWorld();
    await account(world, 'new.account@example.org', 'orbital-1962');
    (await world.services.identity.signIn({ username: 'new.account@example.org', password: 'orbital-1962' }))._unsafeUnwrap();
    world.services.storage.set('user', 'new.account@example.org')._unsafeUnwrap();
    renderMemberArea(world);
    await screen.findByRole('heading', { name: 'Welcome to the Member Area' });
    screen.getByText('There is no membership on record for this account yet.');
    expect(screen.queryByText('Failed to load member data.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay dues' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Member Information' })).toBeNull();
    screen.getByRole('button', { name: 'Meeting Minutes' });
  });

  it("pays this year's dues with the test card: unpaid, then paid", async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderMemberArea(world);
    const dues = (await screen.findByRole('heading', { name: `Dues for ${yearOf(world.clock)}` })).closest('section')!;
    within(dues).getByText('unpaid');
    within(dues).getByText(/\$50/);
    await userEvent.click(within(dues).getByRole('button', { name: 'Pay dues' }));
    // Opened below the boxes, off a phone's screen: focus moves to its heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pay dues: $50' }));
    await payWithTestCard('Pay $50');
    await screen.findByText('Payment was successful!');
    await within(dues).findByText('paid');
    expect(within(dues).queryByRole('button', { name: 'Pay dues' })).toBeNull();
    const member = (await world.members.get('482913'))._unsafeUnwrap();
    expect(member.duesPayYear).toBe(String(yearOf(world.clock)));
    expectConfirmation('Member Dues: $50', `A receipt was sent to ${member.email}.`);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'Thank you: your payment was received' })).toBeNull();
  });

  it('charges a lifetime member $25 dues and offers no upgrade', async () => {
    const world = uiWorld();
    await signedInMember(world, { membership: 'Lifetime Membership' });
    renderMemberArea(world);
    const dues = (await screen.findByRole('heading', { name: /^Dues for/ })).closest('section')!;
    within(dues).getByText(/\$25/);
    expect(screen.queryByRole('button', { name: 'Upgrade to Lifetime' })).toBeNull();
  });

  it('upgrades to lifetime: the upgrade box goes and the membership reads Lifetime Membership', async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderMemberArea(world);
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Lifetime' }));
    screen.getByRole('heading', { name: 'Upgrade to Lifetime Membership: $500' });
    await payWithTestCard('Pay $500');
    await screen.findByText('Payment was successful!');
    await vi.waitFor(() => expect(detail('Membership')).toBe('Lifetime Membership'));
    expect(screen.queryByRole('button', { name: 'Upgrade to Lifetime' })).toBeNull();
  });

  it("shows 'Payment processing failed.' for a declined card and keeps the panel open", async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderMemberArea(world);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay dues' }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Card number'), '4000 0000 0000 0002');
    await user.type(screen.getByLabelText(/Expiry date/), '12/40');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $50' }));
    expect((await screen.findByText('Payment processing failed.')).closest('[role="alert"]')).not.toBeNull();
    const number = screen.getByLabelText('Card number');
    expect(descriptionOf(number)).toContain(CARD_REFUSALS.declined);
    expect((number as HTMLInputElement).value).toBe('4000 0000 0000 0002');
  });
});

describe('Member Area: Member Information', () => {
  it('shows the member ID disabled and the e-mail read only, and saves the editable fields', async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderMemberArea(world);
    await open('Member Information');
    const memberId = screen.getByLabelText('Member ID') as HTMLInputElement;
    expect(memberId.disabled).toBe(true);
    expect(memberId.value).toBe('482913');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    const city = screen.getByLabelText('City') as HTMLInputElement;
    expect(city.value).toBe('Hampton');
    const user = userEvent.setup();
    await user.clear(city);
    await user.type(city, 'Newport News');
    await user.click(screen.getByRole('button', { name: 'Update Information' }));
    await screen.findByText('Information updated successfully!');
    expect((await world.members.get('482913'))._unsafeUnwrap().city).toBe('Newport News');
  });

  it('ties a refused field to its input and saves nothing', async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderMemberArea(world);
    await open('Member Information');
    const zip = screen.getByLabelText('Zip');
    await userEvent.clear(zip);
    await userEvent.type(zip, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Update Information' }));
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect((await world.members.get('482913'))._unsafeUnwrap().zipcode).toBe('23666');
  });

  it("changes the password with an e-mailed code: 'Password has been updated!'", async () => {
    const world = uiWorld();
    const member = await signedInMember(world);
    renderMemberArea(world);
    await open('Member Information');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const code = await screen.findByLabelText('Verification code');
    const user = userEvent.setup();
    await user.type(code, latestCode(world, member.email));
    await user.type(screen.getByLabelText('New password'), 'brand-new-orbit');
    await user.click(screen.getByRole('button', { name: 'Update Information' }));
    await screen.findByText('Password has been updated!');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    // Still signed in, on a fresh session: the reset ended the old one.
    screen.getByRole('heading', { name: 'Member Area' });
    expect((await world.services.identity.currentUser())._unsafeUnwrap().email).toBe(member.email);
    expect(world.services.storage.get('user')._unsafeUnwrap()).toBe(member.email);
    (await world.services.identity.signOut())._unsafeUnwrap();
    expect((await world.services.identity.signIn({ username: member.email, password: 'brand-new-orbit' })).isOk()).toBe(true);
  });

  it('with MFA on, the password change sends the member to sign in again with the new password', async () => {
    const world = uiWorld();
    const member = await signedInMember(world);
    (
      await world.services.identity.updateMfaPreference({ enable: ['EMAIL'], preferred: 'EMAIL', password: 'orbital-1962', code: null })
    )._unsafeUnwrap();
    renderMemberArea(world);
    await open('Member Information');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const code = await screen.findByLabelText('Verification code');
    const user = userEvent.setup();
    await user.type(code, latestCode(world, member.email));
    await user.type(screen.getByLabelText('New password'), 'brand-new-orbit');
    await user.click(screen.getByRole('button', { name: 'Update Information' }));
    await screen.findByRole('heading', { name: 'Login (stub)' });
    screen.getByText(`Password has been updated! ${SIGN_IN_AGAIN}`);
    expect(world.services.storage.get('user')._unsafeUnwrap()).toBeNull();
    expect((await world.services.identity.currentUser()).isErr()).toBe(true);
  });
});

describe('Member Area: documents and sign-out', () => {
  it('lists meeting minutes and hands the signed link to the browser to download', async () => {
    const world = uiWorld();
    await signedInMember(world);
    const bytes = new TextEncoder().encode('Minutes of the January meeting');
    const upload = { folder: 'meeting-minutes', fileName: 'minutes-january.pdf', contentType: 'application/pdf', bytes } as const;
    (await world.services.documents.upload(upload))._unsafeUnwrap();
    const clicked: { href: string | null; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href'), download: this.download });
    });
    renderMemberArea(world);
    await open('Meeting Minutes');
    await userEvent.click(await screen.findByRole('button', { name: 'Download minutes-january.pdf' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.href).toMatch(/^memory:\/\//);
    expect(clicked[0]?.download).toBe('minutes-january.pdf');
    const opened = (await (world.services.documents as InMemoryDocumentStore).open(clicked[0]?.href ?? ''))._unsafeUnwrap();
    expect(new TextDecoder().decode(opened.bytes)).toBe('Minutes of the January meeting');
  });

  it("shows 'Failed to download the file.' when no link can be had", async () => {
    const world = uiWorld();
    await signedInMember(world);
    const bytes = new TextEncoder().encode('Report');
    (
      await world.services.documents.upload({ folder: 'treasury-report', fileName: 'q1.pdf', contentType: 'application/pdf', bytes })
    )._unsafeUnwrap();
    vi.spyOn(world.services.documents, 'downloadLink').mockReturnValue(errAsync({ type: 'Unavailable', message: 'down' }));
    renderMemberArea(world);
    await open('Treasury Reports');
    await userEvent.click(await screen.findByRole('button', { name: 'Download q1.pdf' }));
    await screen.findByText('Failed to download the file.');
  });

  it('signs out: the session ends, local storage is cleared and the page goes to /Login', async () => {
    const world = uiWorld();
    await signedInMember(world);
    world.services.storage.set('something-else', 'kept by the site')._unsafeUnwrap();
    renderMemberArea(world);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Login (stub)' });
    expect(world.services.storage.get('user')._unsafeUnwrap()).toBeNull();
    expect(world.services.storage.get('something-else')._unsafeUnwrap()).toBeNull();
    expect((await world.services.identity.currentUser()).isErr()).toBe(true);
  });
});
