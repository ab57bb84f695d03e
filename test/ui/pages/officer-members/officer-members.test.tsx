import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { sampleOrder } from '../../../contracts/order-ledger.contract';
import { OFFICERS_ONLY } from '../../../../src/ui/components/officers-only';
import { MemberPage } from '../../../../src/ui/pages/officer-members/member-page';
import { RosterPage } from '../../../../src/ui/pages/officer-members/roster-page';
import { UI_ADMIN, uiWorld, type UiWorld } from '../../support/ui-world';
import { account, renderRoutes, signedInMember, Stub } from '../page-harness';

const PAGES = {
  '/Admin/members': <RosterPage />,
  '/Admin/members/:id': <MemberPage />,
  '/Login': <Stub name="Login" />,
};

const YEAR = new Date().getFullYear();

/** Three members besides the administrator: paid this year, a year behind, and a lifetime member without dues. */
async function withMembers(): Promise<UiWorld> {
  const world = uiWorld();
  for (const member of [
    sampleMember(1, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.l@example.org', gradYear: '1999', duesPayYear: String(YEAR) }),
    sampleMember(2, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.org',
      gradYear: '2005',
      duesPayYear: String(YEAR - 1),
    }),
    sampleMember(3, {
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.org',
      membership: 'Lifetime Membership',
      duesPayYear: null,
    }),
  ]) {
    (await world.members.create(member))._unsafeUnwrap();
  }
  return world;
}

async function asAdmin(world: UiWorld, route: string) {
  await signedInMember(world, { id: '900001', email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair', duesPayYear: String(YEAR) });
  renderRoutes(world, route, PAGES);
}

describe('the roster is for officers', () => {
  it('sends a visitor to Login', async () => {
    renderRoutes(uiWorld(), '/Admin/members', PAGES);
    await screen.findByRole('heading', { name: 'Login (stub)' });
  });

  it('tells a member the page is for administrators', async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderRoutes(world, '/Admin/members/100001', PAGES);
    expect((await screen.findByRole('alert')).textContent).toBe(OFFICERS_ONLY);
  });
});

describe('the roster', () => {
  it('lists the members with their status for this year, the counts and the range shown', async () => {
    await asAdmin(await withMembers(), '/Admin/members');
    await screen.findByRole('heading', { level: 1, name: 'Members' });
    expect((await screen.findByText(/^Members 1 to 4 of 4/)).textContent).toBe(`Members 1 to 4 of 4 (dues year ${YEAR}).`);
    screen.getByText(`Paid: 2 · Unpaid: 1 · Lifetime, dues paid: 0 · Lifetime, dues unpaid: 1 · Lapsed: 0`);
    const table = within(screen.getByRole('table'));
    const grace = within(table.getByRole('row', { name: /Grace Hopper/ }));
    grace.getByText('Unpaid');
    grace.getByText('2005');
    expect(table.getByRole('link', { name: 'Alan Turing' }).getAttribute('href')).toBe('/Admin/members/100003');
  });

  it('searches and filters, and an earlier dues year changes the statuses', async () => {
    await asAdmin(await withMembers(), '/Admin/members');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search by name or e-mail' }), 'hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Show members' }));
    await screen.findByText(`Members 1 to 1 of 1 (dues year ${YEAR}).`);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dues year' }), String(YEAR - 1));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
    await userEvent.click(screen.getByRole('button', { name: 'Show members' }));
    await screen.findByText(`Members 1 to 3 of 3 (dues year ${YEAR - 1}).`);
    expect(within(screen.getByRole('table')).queryByText('Alan Turing')).toBeNull();
  });

  it('shows the message of a bad filter beside its field', async () => {
    await asAdmin(await withMembers(), '/Admin/members');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Graduated from (year)' }), '99');
    await userEvent.click(screen.getByRole('button', { name: 'Show members' }));
    const field = screen.getByRole('textbox', { name: 'Graduated from (year)' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Graduation year must be a four-digit year, like 1999.').id).toBe(field.getAttribute('aria-describedby'));
  });

  it('pages through the members', async () => {
    const world = await withMembers();
    for (let n = 10; n < 40; n++) (await world.members.create(sampleMember(n, { lastName: `Zed ${n}` })))._unsafeUnwrap();
    await asAdmin(world, '/Admin/members');
    await screen.findByText(`Members 1 to 25 of 34 (dues year ${YEAR}).`);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText(`Members 26 to 34 of 34 (dues year ${YEAR}).`);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('downloads the CSV of the filter, under the name the server gives', async () => {
    const saved: { href: string; download: string }[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:roster', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    await asAdmin(await withMembers(), '/Admin/members');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual([{ href: 'blob:roster', download: `members-${YEAR}.csv` }]));
    click.mockRestore();
  });
});

describe('importing members', () => {
  it('checks the file first (nothing written), then imports the good rows', async () => {
    const world = await withMembers();
    await asAdmin(world, '/Admin/members');
    const csv = [
      'First name,Last name,E-mail,Phone,Address,City,State,ZIP code,Graduation year,Membership,Dues year',
      'Dorothy,Vaughan,dorothy@example.org,7575550100,1 Langley Road,Hampton,VA,23666,1929,Annual Membership,',
      'Grace,Hopper,grace@example.org,,,Arlington,,,,,',
      'No,Mail,,,,,,,,,',
    ].join('\r\n');
    await userEvent.upload(await screen.findByLabelText('CSV file'), new File([csv], 'members.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    await screen.findByText('Nothing is written yet: 1 new, 1 to update, 0 unchanged, 1 refused.');
    const rows = within(screen.getByRole('region', { name: 'Rows of the file' }));
    rows.getByText('Update: city');
    rows.getByText('Refused: E-mail is required.');
    expect((await world.members.findByEmail('dorothy@example.org'))._unsafeUnwrap()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Import these rows' }));
    await screen.findByText('Imported: 1 new, 1 updated, 0 unchanged, 1 refused.');
    expect((await world.members.findByEmail('dorothy@example.org'))._unsafeUnwrap()?.gradYear).toBe('1929');
    await screen.findByText(`Members 1 to 5 of 5 (dues year ${YEAR}).`);
  });
});

describe("a member's page", () => {
  it('shows the record, the account and the orders', async () => {
    const world = await withMembers();
    (await world.ledger.record(sampleOrder(1, { memberId: '100001', description: 'Member Dues' })))._unsafeUnwrap();
    await asAdmin(world, '/Admin/members/100001');
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    screen.getByText(`Dues ${YEAR}: Paid`);
    expect((screen.getByRole('textbox', { name: 'Graduation year' }) as HTMLInputElement).value).toBe('1999');
    screen.getByText('Sign-in account: No account');
    within(screen.getByRole('table')).getByText('Member Dues');
  });

  it('saves a change with a reason; without one, says so beside the reason', async () => {
    const world = await withMembers();
    await asAdmin(world, '/Admin/members/100001');
    const year = await screen.findByRole('textbox', { name: 'Graduation year' });
    await userEvent.clear(year);
    await userEvent.type(year, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const reason = screen.getByRole('textbox', { name: /Reason for the change/ });
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    screen.getByText('Please give a reason for this change.');
    await userEvent.type(reason, 'Typo on the form');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The record was saved.');
    expect((await world.members.get('100001'))._unsafeUnwrap().gradYear).toBe('2000');
  });

  it('invites the member, then disables and enables their sign-in', async () => {
    const world = await withMembers();
    await asAdmin(world, '/Admin/members/100002');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite to sign in' }));
    await screen.findByText('An invitation with a temporary password was e-mailed to grace@example.org.');
    await screen.findByText('Sign-in account: Invited');
    expect(world.mailer.to('grace@example.org')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Disable sign-in' }));
    await screen.findByText('Sign-in account: Sign-in disabled');
    await userEvent.click(screen.getByRole('button', { name: 'Enable sign-in' }));
    await screen.findByText('Sign-in account: Invited');
  });

  it('requires a new password of a confirmed account', async () => {
    const world = await withMembers();
    await account(world, 'ada.l@example.org', 'orbital-1962');
    await asAdmin(world, '/Admin/members/100001');
    await userEvent.click(await screen.findByRole('button', { name: 'Require a new password' }));
    await screen.findByText('A code to choose a new password was e-mailed to ada.l@example.org; their sessions ended.');
  });
});
