import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_GRANT_MESSAGES } from '../../../../src/domain/validation/role-grant-form';
import { OFFICERS_ONLY } from '../../../../src/ui/components/officers-only';
import { MemberAreaPage } from '../../../../src/ui/pages/member-area/member-area-page';
import { CheckInPage } from '../../../../src/ui/pages/event-door/check-in-page';
import { AuditPage } from '../../../../src/ui/pages/officers/audit-page';
import { AUDIT_SUBJECT_KINDS } from '../../../../src/domain/audit';
import { OfficersHomePage } from '../../../../src/ui/pages/officers/officers-home-page';
import { RolesPage } from '../../../../src/ui/pages/officers/roles-page';
import { UI_ADMIN, uiWorld, type UiWorld } from '../../support/ui-world';
import { account, renderRoutes, signedInMember, Stub, withOffices } from '../page-harness';

const PAGES = {
  '/Admin': <OfficersHomePage />,
  '/Admin/roles': <RolesPage />,
  '/Admin/audit': <AuditPage />,
  '/Admin/members': <Stub name="Members" />,
  '/Admin/ledger': <Stub name="Ledger" />,
  '/Admin/events': <Stub name="Events" />,
  '/Admin/events/:slug/check-in': <CheckInPage />,
  '/Login': <Stub name="Login" />,
  '/Member-Area': <MemberAreaPage />,
};

async function asAdmin(route: string, world: UiWorld = uiWorld()) {
  await signedInMember(world, { email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
  renderRoutes(world, route, PAGES);
  return world;
}

describe('the officers’ console', () => {
  it('sends a visitor to Login', async () => {
    renderRoutes(uiWorld(), '/Admin', PAGES);
    await screen.findByRole('heading', { name: 'Login (stub)' });
  });

  it('tells a plain member the console is not theirs', async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderRoutes(world, '/Admin', PAGES);
    expect((await screen.findByRole('alert')).textContent).toBe(OFFICERS_ONLY);
  });

  it('shows an administrator every section', async () => {
    await asAdmin('/Admin');
    await screen.findByRole('heading', { level: 1, name: 'Officers’ console' });
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Members', '/Admin/members'],
      ['Ledger', '/Admin/ledger'],
      ['Treasury report', '/Admin/reports'],
      ['Dues reminders', '/Admin/reminders'],
      ['Events', '/Admin/events'],
      ['Documents', '/Admin/documents'],
      ['Outgoing mail', '/Admin/outgoing-mail'],
      ['Member e-mail', '/Admin/member-email'],
      ['Roles', '/Admin/roles'],
      ['Audit log', '/Admin/audit'],
      ['Mail templates', '/Admin/mail-templates'],
      ['Giving statements', '/Admin/giving-statements'],
      ['Chapter settings', '/Admin/settings'],
      ['Backups', '/Admin/backups'],
    ]);
  });

  it('shows a treasurer only the treasurer’s sections, links the console from the Member Area, and keeps the roles page shut', async () => {
    const world = uiWorld();
    await signedInMember(world, { email: 'jane@example.org' });
    withOffices(world, [{ role: 'treasurer', event: null }]);
    renderRoutes(world, '/Member-Area', PAGES);
    await userEvent.click(await screen.findByRole('link', { name: 'Open the officers’ console' }));
    await screen.findByText(/Treasurer/);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Members',
      'Ledger',
      'Treasury report',
      'Dues reminders',
      'Outgoing mail',
      'Giving statements',
      'Chapter settings',
    ]);
  });

  it('refuses a treasurer the roles page', async () => {
    const world = uiWorld();
    await signedInMember(world, { email: 'jane@example.org' });
    withOffices(world, [{ role: 'treasurer', event: null }]);
    renderRoutes(world, '/Admin/roles', PAGES);
    expect((await screen.findByRole('alert')).textContent).toBe(OFFICERS_ONLY);
  });

  it('gives a door volunteer the check-in page of their event only', async () => {
    const world = uiWorld();
    await signedInMember(world, { email: 'sam@example.org' });
    withOffices(world, [{ role: 'door', event: 'spring-banquet-2022' }]);
    renderRoutes(world, '/Admin', PAGES);
    const link = await screen.findByRole('link', { name: 'Check-in: spring-banquet-2022' });
    expect(link.getAttribute('href')).toBe('/Admin/events/spring-banquet-2022/check-in');
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(1);
  });

  it('keeps a door volunteer out of another event’s door page', async () => {
    const world = uiWorld();
    await signedInMember(world, { email: 'sam@example.org' });
    withOffices(world, [{ role: 'door', event: 'spring-banquet-2022' }]);
    renderRoutes(world, '/Admin/events/cookout-2022/check-in', PAGES);
    expect((await screen.findByRole('alert')).textContent).toBe(OFFICERS_ONLY);
  });
});

describe('the roles page', () => {
  it('answers an unknown account beside its field, grants to an account, lists it, and revokes it after asking', async () => {
    const world = uiWorld();
    await account(world, 'jane@example.org', 'orbital-1962');
    await asAdmin('/Admin/roles', world);
    const form = await screen.findByRole('form', { name: 'Grant a role' });
    await userEvent.type(within(form).getByLabelText('Account e-mail'), 'nobody@example.org');
    await userEvent.type(within(form).getByLabelText('Access ends on'), '2099-07-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Grant the role' }));
    const email = within(form).getByLabelText('Account e-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(ROLE_GRANT_MESSAGES.unknownAccount).id).toBe(email.getAttribute('aria-describedby'));
    await userEvent.clear(email);
    await userEvent.type(email, 'jane@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Grant the role' }));
    await screen.findByText('jane@example.org is Treasurer until the start of 2099-07-01.');
    const row = (await screen.findByRole('rowheader', { name: 'jane@example.org' })).closest('tr') as HTMLElement;
    within(row).getByText('Current');
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke Treasurer of jane@example.org' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Yes, revoke' }));
    await screen.findByText('Treasurer of jane@example.org was revoked.');
    await screen.findByText(`Revoked by ${UI_ADMIN} on ${new Date(world.clock.now()).toISOString().slice(0, 10)}`);
  });

  it('asks for the event of a door volunteer', async () => {
    const world = uiWorld();
    await account(world, 'sam@example.org', 'orbital-1962');
    await asAdmin('/Admin/roles', world);
    const form = await screen.findByRole('form', { name: 'Grant a role' });
    await userEvent.type(within(form).getByLabelText('Account e-mail'), 'sam@example.org');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'door');
    await userEvent.type(within(form).getByLabelText('Access ends on'), '2099-07-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Grant the role' }));
    await screen.findByText(ROLE_GRANT_MESSAGES.event);
  });
});

describe('the audit page', () => {
  it('shows the grants with who and when, filters them, and pages', async () => {
    const world = uiWorld();
    await account(world, 'jane@example.org', 'orbital-1962');
    (
      await world.services.officerConsole.grant({ email: 'jane@example.org', role: 'secretary', event: '', endsOn: '2099-01-01' })
    )._unsafeUnwrap();
    await asAdmin('/Admin/audit', world);
    await screen.findByText('1 entry found. Page 1 of 1.');
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ')),
    ).toEqual([UI_ADMIN, 'grantRole', expect.stringMatching(/^role \S+$/), '', expect.stringContaining('"role": "secretary"'), '']);
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    await userEvent.type(within(form).getByLabelText('Action (e.g. grantRole)'), 'revokeRole');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply the filter' }));
    await screen.findByText('0 entries found. Page 1 of 1.');
    expect(screen.getByRole('button', { name: 'Older entries' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers every kind of subject the log names as a choice, and filters by it', async () => {
    const world = uiWorld();
    await account(world, 'jane@example.org', 'orbital-1962');
    (
      await world.services.officerConsole.grant({ email: 'jane@example.org', role: 'secretary', event: '', endsOn: '2099-01-01' })
    )._unsafeUnwrap();
    await asAdmin('/Admin/audit', world);
    await screen.findByText('1 entry found. Page 1 of 1.');
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    const kinds = within(form).getByLabelText('Subject kind');
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', ...AUDIT_SUBJECT_KINDS.map(({ kind }) => kind)]);
    await userEvent.selectOptions(kinds, 'member');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply the filter' }));
    await screen.findByText('0 entries found. Page 1 of 1.');
    await userEvent.selectOptions(kinds, 'Officer role');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply the filter' }));
    await screen.findByText('1 entry found. Page 1 of 1.');
  });
});
