import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { payLink } from '../../../../src/application/server/reminders/reminder-mail';
import { PayDuesPage } from '../../../../src/ui/pages/pay-dues/pay-dues-page';
import { RemindersPage } from '../../../../src/ui/pages/dues-reminders/reminders-page';
import { OFFICERS_ONLY } from '../../../../src/ui/components/officers-only';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { UI_ADMIN, uiWorld, type UiWorld } from '../../support/ui-world';
import { expectConfirmation, fill, fillCard, GOOD_CARD, user } from '../checkout-kit';
import { renderRoutes, signedInMember, Stub } from '../page-harness';

const PAGES = {
  '/Pay-Dues': <PayDuesPage />,
  '/Admin/reminders': <RemindersPage />,
  '/Login': <Stub name="Login" />,
  '/Member-Area': <Stub name="Member Area" />,
};

const DAY = 86_400_000;

/** Lou, a lifetime member, and Ada, an annual one, neither with this year's dues paid; Pat has paid. */
async function members(world: UiWorld) {
  const year = new Date(world.clock.now()).getUTCFullYear();
  for (const member of [
    sampleMember(1, { id: 'L1', firstName: 'Lou', lastName: 'Lifetime', membership: 'Lifetime Membership', duesPayYear: null }),
    sampleMember(2, { id: 'A1', firstName: 'Ada', lastName: 'Annual', duesPayYear: String(year - 1) }),
    sampleMember(3, { id: 'P1', firstName: 'Pat', lastName: 'Paid', duesPayYear: String(year + 1) }),
  ]) {
    (await world.members.create(member))._unsafeUnwrap();
  }
  return year;
}

function tokenOf(world: UiWorld, memberId: string, year: number, expiresAt: number): string {
  const link = payLink(world.reminderDeps, memberId, year, expiresAt);
  return new URL(link).searchParams.get('t') ?? '';
}

describe('the Pay-Dues page', () => {
  it('shows the member, the year and the amount, and pays by the simulator without signing in', async () => {
    const u = user();
    const world = uiWorld();
    const year = await members(world);
    const token = tokenOf(world, 'L1', year, world.clock.now() + 45 * DAY);
    renderRoutes(world, `/Pay-Dues?t=${token}`, PAGES);
    expect(await screen.findByText('Lou Lifetime')).toHaveProperty('tagName', 'DD');
    expect(screen.getByText(String(year), { selector: 'dd' })).toHaveProperty('tagName', 'DD');
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(`Member Dues ${year}: $25`);
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Pay $25' }));
    await screen.findByRole('heading', { name: 'Thank you: your payment was received' });
    expectConfirmation('Member Dues', 'A receipt was sent to member1@example.org.');
    expect((await world.members.get('L1'))._unsafeUnwrap().duesPayYear).toBe(String(year));
    expect(await screen.findByText(`Your ${year} dues are paid. Thank you!`)).toHaveProperty('tagName', 'P');
  });

  it('refuses an altered link, with a way to sign in instead', async () => {
    const world = uiWorld();
    const year = await members(world);
    const good = tokenOf(world, 'A1', year, world.clock.now() + DAY);
    renderRoutes(world, `/Pay-Dues?t=${good.slice(0, -3)}abc`, PAGES);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This payment link is not valid: it may have been copied incompletely or changed.',
    );
    expect(screen.getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe('/Login');
  });

  it('says when the link has expired or the dues are paid', async () => {
    const world = uiWorld();
    const year = await members(world);
    const expired = tokenOf(world, 'A1', year, world.clock.now() - 60_000);
    const { unmount } = renderRoutes(world, `/Pay-Dues?t=${expired}`, PAGES);
    expect((await screen.findByRole('alert')).textContent).toBe('This payment link has expired.');
    unmount();
    renderRoutes(world, `/Pay-Dues?t=${tokenOf(world, 'P1', year, world.clock.now() + DAY)}`, PAGES);
    expect((await screen.findByRole('alert')).textContent).toBe(`Your ${year} dues are already paid.`);
  });
});

describe('the officers’ reminders page', () => {
  it('previews who the next reminders reach, saves the schedule and sends now', async () => {
    const u = user();
    const world = uiWorld();
    await members(world);
    await signedInMember(world, { id: '100009', email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
    renderRoutes(world, '/Admin/reminders', PAGES);
    const preview = await screen.findByRole('table', { name: 'Who the next reminders reach' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(expect.arrayContaining([['Lou Lifetime', 'Lifetime, dues unpaid', '$25']]));
    expect(screen.getByText(/would be mailed once the schedule is on\./)).toHaveProperty('tagName', 'P');

    await fill(u, 'Reminder dates (days from January 1 of the dues year)', '-30, later');
    await u.click(screen.getByRole('button', { name: 'Save the schedule' }));
    expect((await screen.findByText(/Please enter up to 8 whole numbers/)).getAttribute('role')).toBe('alert');

    await fill(u, 'Reminder dates (days from January 1 of the dues year)', '0, +30');
    await u.click(screen.getByRole('checkbox', { name: 'Send reminders on this schedule' }));
    await u.click(screen.getByRole('button', { name: 'Save the schedule' }));
    expect(await screen.findByText('The schedule was saved.')).toHaveProperty('tagName', 'P');

    const before = world.mailer.sent().length;
    await u.click(await screen.findByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('The reminders were queued.')).toHaveProperty('tagName', 'P');
    expect(await screen.findByText(UI_ADMIN.toLowerCase())).toHaveProperty('tagName', 'TD');
    expect(world.mailer.sent().length - before).toBeGreaterThanOrEqual(2);
  });

  it('is for officers only', async () => {
    const world = uiWorld();
    await signedInMember(world, { id: '100010', email: 'member@example.org' });
    renderRoutes(world, '/Admin/reminders', PAGES);
    expect(await screen.findByText(OFFICERS_ONLY)).toHaveProperty('tagName', 'P');
  });
});
