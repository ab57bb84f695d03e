import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryDuesCalendar } from '../../../src/adapters/in-memory/in-memory-dues-calendar';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { BecomeAMemberPage } from '../../../src/ui/pages/become-a-member/become-a-member-page';
import { MemberAreaPage } from '../../../src/ui/pages/member-area/member-area-page';
import { uiWorld, type UiWorld } from '../support/ui-world';
import { renderRoutes, signedInMember, Stub } from './page-harness';

const OCTOBER_FIRST = { month: 10, day: 1 };
/** The server's dues years on a given day, with the chapter's cut-off. */
const calendarOn = (now: string, cutoff: { month: number; day: number } | null = null) =>
  new InMemoryDuesCalendar(new ManualClock(now), cutoff);

/** Become a Member as the site shows it: under the session, which joining ends signed in to. */
const renderJoin = (world: UiWorld) => renderRoutes(world, '/Become-A-Member', { '/Become-A-Member': <BecomeAMemberPage /> });

describe('Checkout states the dues year the payment covers, as the server says', () => {
  it("Become a Member, Annual Membership: 'Covers dues for 2026' without a cut-off", async () => {
    renderJoin(uiWorld({ duesCalendar: calendarOn('2026-11-20T12:00:00Z') }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    await screen.findByText('Covers dues for 2026');
  });

  it('Become a Member, Annual Membership past the cut-off: both years', async () => {
    renderJoin(uiWorld({ duesCalendar: calendarOn('2026-10-01T12:00:00Z', OCTOBER_FIRST) }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    await screen.findByText('Covers dues for 2026 and 2027');
  });

  it('Become a Member, Lifetime Membership: no dues year (it includes none)', async () => {
    renderJoin(uiWorld({ duesCalendar: calendarOn('2026-10-01T12:00:00Z', OCTOBER_FIRST) }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Lifetime Membership' }));
    await screen.findByRole('heading', { name: 'Lifetime Membership checkout' });
    expect(screen.queryByText(/Covers dues for/)).toBeNull();
  });

  it('shows no line, and the checkout still works, when the dues years cannot be loaded', async () => {
    const duesCalendar = { coveredYears: () => errAsync({ type: 'Unavailable', message: 'down' } as const) };
    renderJoin(uiWorld({ duesCalendar }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Annual Membership' }));
    await screen.findByRole('button', { name: 'Pay $50 and join' });
    expect(screen.queryByText(/Covers dues for/)).toBeNull();
  });

  it("Member Area, Pay dues: 'Covers dues for 2026' (dues cover this year, cut-off or not)", async () => {
    const world = uiWorld({ duesCalendar: calendarOn('2026-12-01T12:00:00Z', OCTOBER_FIRST) });
    await signedInMember(world, { duesPayYear: null });
    renderRoutes(world, '/Member-Area', { '/Member-Area': <MemberAreaPage />, '/Login': <Stub name="Login" /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay dues' }));
    const panel = screen.getByRole('heading', { name: /^Pay dues:/ }).closest('section')!;
    await within(panel).findByText('Covers dues for 2026');
  });
});
