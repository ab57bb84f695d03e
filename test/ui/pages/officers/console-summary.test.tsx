import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InMemoryAuditRecords } from '../../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryMemberRoster } from '../../../../src/adapters/in-memory/in-memory-member-roster';
import { InMemoryOfficerSummary } from '../../../../src/adapters/in-memory/in-memory-officer-summary';
import { InMemoryOfficerSummaryGateway } from '../../../../src/adapters/in-memory/in-memory-officer-summary-gateway';
import type { Actor } from '../../../../src/domain/access';
import { categoryWords } from '../../../../src/domain/ledger';
import { DEFAULT_TIME_ZONE } from '../../../../src/domain/local-date-time';
import type { Cents } from '../../../../src/domain/money';
import { OfficersHomePage } from '../../../../src/ui/pages/officers/officers-home-page';
import { UI_ADMIN, uiWorld, type UiWorld } from '../../support/ui-world';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { renderRoutes, signedInMember, Stub } from '../page-harness';

const PAGES = { '/Admin': <OfficersHomePage />, '/Login': <Stub name="Login" /> };

/** The chapter's day now, and its year. */
function todayIn(world: UiWorld) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(new Date(world.clock.now()));
  return { today, year: Number(today.slice(0, 4)) };
}

/** An administrator signed in (dues paid this year), a member who paid last year, one lapsed, and $50 of dues paid today. */
async function chapter(): Promise<UiWorld> {
  const world = uiWorld();
  const { year } = todayIn(world);
  await signedInMember(world, { email: UI_ADMIN, membership: 'Annual Membership', duesPayYear: String(year) });
  (await world.members.create(sampleMember(801, { email: 'grace@example.org', duesPayYear: String(year - 1) })))._unsafeUnwrap();
  (await world.members.create(sampleMember(802, { email: 'alan@example.org', duesPayYear: null })))._unsafeUnwrap();
  const now = new Date(world.clock.now()).toISOString();
  const order = {
    id: 'order-1',
    order: { item: 'dues', membership: 'Annual Membership', year },
    amount: 5_000 as Cents,
    currency: 'usd',
    description: 'Member Dues',
    contact: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org' },
    application: null,
    memberId: null,
    idempotencyKey: 'key-1',
    createdAt: now,
  } as const;
  (await world.ledger.record(order))._unsafeUnwrap();
  (await world.ledger.markPaid('order-1', now))._unsafeUnwrap();
  return world;
}

/** The summary's fake answering as `actor` (the server decides from the caller's role). */
function answeringAs(world: UiWorld, actor: Actor): void {
  const summary = new InMemoryOfficerSummaryGateway(
    {
      roster: new InMemoryMemberRoster(world.members, world.ledger, new InMemoryAuditRecords()),
      ledger: world.ledger,
      events: world.eventStore,
      summary: new InMemoryOfficerSummary(world.members, world.ledger),
      clock: world.clock,
      config: { timeZone: DEFAULT_TIME_ZONE },
    },
    () => actor,
  );
  Object.assign(world.services, { officerSummary: summary });
}

describe('the console home at a glance', () => {
  it('shows an administrator members by status, the share of dues paid, income by category and the two charts with their numbers', async () => {
    const world = await chapter();
    const { today, year } = todayIn(world);
    renderRoutes(world, '/Admin', PAGES);
    const members = (await screen.findByRole('heading', { name: `Members in ${year}` })).closest('section') as HTMLElement;
    within(members).getByText(/50% of this year’s dues paid: 1 of 2 members/);
    const byStatus = within(members).getByRole('table', { name: 'Members by status' });
    const cells = within(byStatus)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(cells).toEqual(['Paid1', 'Unpaid1', 'Lifetime, dues paid0', 'Lifetime, dues unpaid0', 'Lapsed1']);

    const income = screen.getByRole('heading', { name: `Income in ${year}` }).closest('section') as HTMLElement;
    const row = within(income)
      .getByRole('rowheader', { name: categoryWords({ group: 'dues', detail: '' }) })
      .closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '$50', '$0']);

    const month = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${today.slice(0, 7)}-01T00:00:00Z`),
    );
    const incomeChart = (await within(income).findByText('Income by month, last 12 months', { selector: 'figcaption' })).closest(
      'figure',
    ) as HTMLElement;
    await userEvent.click(within(incomeChart).getByText('The numbers'));
    const numbers = within(incomeChart).getByRole('table', { name: 'Income by month, last 12 months' });
    expect(within(numbers).getAllByRole('row')).toHaveLength(13);
    expect(within(numbers).getByRole('rowheader', { name: month }).closest('tr')?.textContent).toBe(`${month}$50`);
    const membersChart = (await within(members).findByText('New members by month, last 12 months', { selector: 'figcaption' })).closest(
      'figure',
    ) as HTMLElement;
    expect(within(membersChart).getByRole('rowheader', { name: month, hidden: true }).closest('tr')?.textContent).toBe(`${month}3`);
    screen.getByRole('heading', { name: 'Upcoming events' });
  });

  it('shows a treasurer the members and the money but not the events', async () => {
    const world = await chapter();
    answeringAs(world, { role: 'member', email: 'jane@example.org', offices: [{ role: 'treasurer', event: null }] });
    renderRoutes(world, '/Admin', PAGES);
    await screen.findByRole('heading', { name: /^Income in / });
    screen.getByRole('heading', { name: /^Members in / });
    expect(screen.queryByRole('heading', { name: 'Upcoming events' })).toBeNull();
  });

  it('shows an event chair the upcoming events with tickets sold, and neither members nor money', async () => {
    const world = await chapter();
    answeringAs(world, { role: 'member', email: 'eve@example.org', offices: [{ role: 'eventChair', event: null }] });
    renderRoutes(world, '/Admin', PAGES);
    await screen.findByRole('heading', { name: 'Upcoming events' });
    expect(screen.queryByRole('heading', { name: /^Members in / })).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Income in / })).toBeNull();
  });

  it('shows a door volunteer no summary at all, only their sections', async () => {
    const world = await chapter();
    answeringAs(world, { role: 'member', email: 'sam@example.org', offices: [{ role: 'door', event: 'spring-banquet-2022' }] });
    renderRoutes(world, '/Admin', PAGES);
    await screen.findByRole('heading', { name: 'Sections' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { level: 2, name: /^(Members|Income) in |Upcoming events/ })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
