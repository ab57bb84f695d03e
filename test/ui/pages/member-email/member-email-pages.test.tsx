import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EmailPreferencesPage } from '../../../../src/ui/pages/email-preferences/email-preferences-page';
import { CampaignLogPage } from '../../../../src/ui/pages/member-email/campaign-log-page';
import { ComposePage } from '../../../../src/ui/pages/member-email/compose-page';
import { MemberDeliveries } from '../../../../src/ui/pages/member-email/member-deliveries';
import { MemberEmailListPage } from '../../../../src/ui/pages/member-email/member-email-list-page';
import { UI_ADMIN, uiWorld, type UiWorld } from '../../support/ui-world';
import { renderRoutes, signedInMember, Stub } from '../page-harness';

const PAGES = {
  '/Admin/member-email': <MemberEmailListPage />,
  '/Admin/member-email/new': <ComposePage />,
  '/Admin/member-email/:id': <CampaignLogPage />,
  '/Email-Preferences': <EmailPreferencesPage />,
  '/Login': <Stub name="Login" />,
};

/** The words a field's aria-describedby points at. */
function descriptionOf(field: HTMLElement): string {
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

async function asAdmin(route: string, world: UiWorld = uiWorld()) {
  await signedInMember(world, { id: '100001', email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair', duesPayYear: '2020' });
  renderRoutes(world, route, PAGES);
  return world;
}

describe('the member e-mail pages', () => {
  it('write a message, preview its recipients and rendering, send a test to the officer, then send and show the log', async () => {
    const user = userEvent.setup();
    const world = await asAdmin('/Admin/member-email/new');
    await user.type(await screen.findByLabelText('Subject'), 'Picnic');
    await user.type(screen.getByLabelText('Message (Markdown)'), 'Come to the **picnic**.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByText('All members: this message will go to 1 recipient.')).getAttribute('role')).toBe('status');
    screen.getByText('picnic', { selector: 'strong' });
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    await screen.findByText(`A test was sent to ${UI_ADMIN}.`);
    expect(world.mailer.to(UI_ADMIN).map((mail) => mail.subject)).toContain('[Test] Picnic');
    await user.click(screen.getByRole('button', { name: 'Send to 1 recipient' }));
    await screen.findByRole('heading', { level: 1, name: 'Picnic' });
    await screen.findByText('Sent: 1');
    expect(world.mailer.to(UI_ADMIN).filter((mail) => mail.subject === 'Picnic')).toHaveLength(1);
  });

  it('ties each refused field’s words to its field', async () => {
    const user = userEvent.setup();
    await asAdmin('/Admin/member-email/new');
    await user.selectOptions(await screen.findByLabelText('Recipients'), 'gradYears');
    await user.type(screen.getByLabelText('Graduation year from'), '2010');
    await user.type(screen.getByLabelText('Graduation year to'), '2001');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(descriptionOf(await screen.findByLabelText('Subject'))).toBe('Please enter a subject.');
    expect(descriptionOf(screen.getByLabelText('Graduation year to'))).toBe('To must be the same year as From or later.');
  });

  it('keeps one draft however often the officer changes and previews it, and reopens it from its page to go on', async () => {
    const user = userEvent.setup();
    const world = await asAdmin('/Admin/member-email/new');
    await user.type(await screen.findByLabelText('Subject'), 'Picnic');
    await user.type(screen.getByLabelText('Message (Markdown)'), 'Come.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('All members: this message will go to 1 recipient.');
    await user.type(screen.getByLabelText('Subject'), ' in June');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('All members: this message will go to 1 recipient.');
    const drafts = (await world.services.memberEmail.list())._unsafeUnwrap();
    expect(drafts.map((each) => each.subject)).toEqual(['Picnic in June']);
    const id = drafts[0]?.id ?? '';

    cleanup();
    renderRoutes(world, `/Admin/member-email/${id}`, PAGES);
    await user.click(await screen.findByRole('link', { name: 'Edit this draft' }));
    await waitFor(() => expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Picnic in June'));
    expect((screen.getByLabelText('Message (Markdown)') as HTMLTextAreaElement).value).toBe('Come.');
    await user.selectOptions(screen.getByLabelText('Recipients'), 'lifetime');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText(/^Lifetime members: this message will go to/);
    const after = (await world.services.memberEmail.list())._unsafeUnwrap();
    expect(after.map((each) => [each.id, each.segment.kind])).toEqual([[id, 'lifetime']]);
  });

  it('does not reopen a message already sent', async () => {
    const world = uiWorld();
    const { campaign } = (await world.services.memberEmail.save(null, { subject: 'Hello', body: 'Hi', segment: 'all' }))._unsafeUnwrap();
    (await world.services.memberEmail.send(campaign.id))._unsafeUnwrap();
    await asAdmin(`/Admin/member-email/new?draft=${campaign.id}`, world);
    expect((await screen.findByRole('alert')).textContent).toBe('This message has been sent, so it can no longer be changed.');
  });

  it('lists the messages', async () => {
    const world = uiWorld();
    (await world.services.memberEmail.save(null, { subject: 'Hello', body: 'Hi', segment: 'lifetime' }))._unsafeUnwrap();
    await asAdmin('/Admin/member-email', world);
    await screen.findByRole('link', { name: 'Hello' });
    screen.getByText('Lifetime members');
  });
});

describe('the e-mail preferences page', () => {
  const linkOf = (world: UiWorld, list: 'newsletters' | 'reminders') =>
    new URL(world.mailPreferences.unsubscribeUrl('grace@example.org', list));

  it('asks before unsubscribing from a mail’s link, then leaves only that list', async () => {
    const user = userEvent.setup();
    const world = uiWorld();
    const token = linkOf(world, 'newsletters').searchParams.get('t') ?? '';
    renderRoutes(world, `/Email-Preferences?t=${encodeURIComponent(token)}&leave=newsletters`, PAGES);
    await screen.findByText('Stop receiving newsletters and messages from the chapter’s officers?');
    expect([...(await world.mailPreferences.leftLists('grace@example.org'))._unsafeUnwrap()]).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByText('You have been unsubscribed.')).getAttribute('role')).toBe('status');
    expect([...(await world.mailPreferences.leftLists('grace@example.org'))._unsafeUnwrap()]).toEqual(['newsletters']);
    await waitFor(() =>
      expect((screen.getByLabelText('Newsletters and messages from the chapter’s officers') as HTMLInputElement).checked).toBe(false),
    );
    expect((screen.getByLabelText('Dues and event reminders') as HTMLInputElement).checked).toBe(true);
    screen.getByText('Receipts, sign-in codes and tickets are always sent.');
  });

  it('turns reminders off and on again', async () => {
    const user = userEvent.setup();
    const world = uiWorld();
    const token = linkOf(world, 'reminders').searchParams.get('t') ?? '';
    renderRoutes(world, `/Email-Preferences?t=${encodeURIComponent(token)}`, PAGES);
    await user.click(await screen.findByLabelText('Dues and event reminders'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await screen.findByText('Your preferences have been saved.');
    expect([...(await world.mailPreferences.leftLists('grace@example.org'))._unsafeUnwrap()]).toEqual(['reminders']);
  });

  it('refuses an altered link, and asks a visitor without one to sign in', async () => {
    const world = uiWorld();
    renderRoutes(world, '/Email-Preferences?t=bm9ib2R5.0.forged', PAGES);
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not one of ours, or it was changed.');
  });
});

describe('a member’s page', () => {
  it('lists the e-mail sent to the member, for an officer who may read the delivery logs', async () => {
    const world = uiWorld();
    const { campaign } = (
      await world.services.memberEmail.save(null, { subject: 'Picnic', body: 'Come.', segment: 'all' })
    )._unsafeUnwrap();
    await signedInMember(world, { id: '100001', email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
    (await world.services.memberEmail.send(campaign.id))._unsafeUnwrap();
    renderRoutes(world, '/deliveries', { '/deliveries': <MemberDeliveries email={UI_ADMIN} /> });
    expect((await screen.findByText(/Picnic \(Sent\)/)).textContent).toMatch(/^\d{4}-\d{2}-\d{2}: Picnic \(Sent\)$/);
  });
});
