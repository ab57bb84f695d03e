import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OFFICERS_ONLY } from '../../../../src/ui/components/officers-only';
import { COOKOUT_2022, SPRING_BANQUET_2022 } from '../../../../src/domain/spec-events';
import { AdminEventsPage, EditEventPage, NewEventPage } from '../../../../src/ui/pages/admin-events/admin-events-page';
import { MemberAreaPage } from '../../../../src/ui/pages/member-area/member-area-page';
import { UI_ADMIN, uiWorld, type UiWorld } from '../../support/ui-world';
import { renderRoutes, signedInMember, Stub } from '../page-harness';

const PAGES = {
  '/Admin/events': <AdminEventsPage />,
  '/Admin/events/new': <NewEventPage />,
  '/Admin/events/:slug': <EditEventPage />,
  '/Login': <Stub name="Login" />,
  '/Member-Area': <MemberAreaPage />,
};

async function asChair(route: string, world: UiWorld = uiWorld()) {
  await signedInMember(world, { email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
  renderRoutes(world, route, PAGES);
  return world;
}

const rowOf = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement;

describe('the chair’s pages are for administrators', () => {
  it('sends a visitor to Login', async () => {
    renderRoutes(uiWorld(), '/Admin/events', PAGES);
    await screen.findByRole('heading', { name: 'Login (stub)' });
  });

  it('tells a member the page is for administrators, with the way back', async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderRoutes(world, '/Admin/events/new', PAGES);
    expect((await screen.findByRole('alert')).textContent).toBe(OFFICERS_ONLY);
    expect(screen.getByRole('link', { name: 'Back to the Member Area' }).getAttribute('href')).toBe('/Member-Area');
    expect(screen.queryByRole('button', { name: 'Create event' })).toBeNull();
  });
});

describe('the Admin Panel', () => {
  it('links to the ticketed events’ pages', async () => {
    await asChair('/Member-Area');
    await userEvent.click(await screen.findByRole('button', { name: 'Admin Panel' }));
    const section = await screen.findByRole('region', { name: 'Ticketed events' });
    await userEvent.click(within(section).getByRole('link', { name: 'Manage ticketed events' }));
    await screen.findByRole('heading', { level: 1, name: 'Events' });
  });
});

describe('the list of events', () => {
  it('shows every event with its status, start, seats and pages', async () => {
    const world = uiWorld();
    const now = world.clock.now();
    (await world.ticketedEvents.hold('cookout-2022', { id: 'o-1', seats: { tickets: 3 }, expiresAt: now + 60_000 }, now))._unsafeUnwrap();
    (await world.ticketedEvents.confirm('cookout-2022', 'o-1', { tickets: 3 }, now))._unsafeUnwrap();
    await asChair('/Admin/events', world);
    const cookout = await rowOf(COOKOUT_2022.name);
    within(cookout).getByText('Published');
    within(cookout).getByText('Aug 13, 2022 at 12:00 PM (America/New_York)');
    within(cookout).getByText('3 sold, 0 held, no overall limit');
    for (const [name, path] of [
      ['Edit', '/Admin/events/cookout-2022'],
      ['Orders', '/Admin/events/cookout-2022/orders'],
      ['Attendees', '/Admin/events/cookout-2022/attendees'],
      ['Check-in', '/Admin/events/cookout-2022/check-in'],
      ['Waiting list', '/Admin/events/cookout-2022/waiting-list'],
      ['Public page', '/events/cookout-2022'],
    ]) {
      expect(within(cookout).getByRole('link', { name }).getAttribute('href')).toBe(path);
    }
    expect(screen.getByRole('link', { name: 'New event' }).getAttribute('href')).toBe('/Admin/events/new');
  });

  it('closes and reopens sales, and cancels only once confirmed, saying orders are refunded one by one', async () => {
    const world = await asChair('/Admin/events');
    let cookout = await rowOf(COOKOUT_2022.name);
    await userEvent.click(within(cookout).getByRole('button', { name: `Close sales ${COOKOUT_2022.name}` }));
    await screen.findByText('Ticket sales closed.');
    cookout = await rowOf(COOKOUT_2022.name);
    await within(cookout).findByText('Sales closed');
    await userEvent.click(within(cookout).getByRole('button', { name: `Reopen sales ${COOKOUT_2022.name}` }));
    await screen.findByText('Ticket sales reopened.');
    await userEvent.click(within(cookout).getByRole('button', { name: `Cancel event ${COOKOUT_2022.name}` }));
    const confirm = within(cookout).getByRole('group', { name: `Cancel ${COOKOUT_2022.name}` });
    within(confirm).getByText(/refund each order one by one from its/);
    expect((await world.ticketedEvents.get('cookout-2022'))._unsafeUnwrap().event.status).toBe('published');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel the event' }));
    await screen.findByText(/Event cancelled\. Its orders are not refunded by this/);
    await within(cookout).findByText('Cancelled');
    expect(within(cookout).queryByRole('button', { name: /Cancel event/ })).toBeNull();
    expect((await world.ticketedEvents.get('cookout-2022'))._unsafeUnwrap().event.status).toBe('cancelled');
  });

  it('copies last year’s event at the address suggested, then opens the copy', async () => {
    await asChair('/Admin/events');
    const banquet = await rowOf(SPRING_BANQUET_2022.name);
    await userEvent.click(within(banquet).getByRole('button', { name: `Copy ${SPRING_BANQUET_2022.name}` }));
    const address = within(banquet).getByLabelText('Address of the copy');
    expect((address as HTMLInputElement).value).toBe('spring-banquet-2023');
    await userEvent.click(within(banquet).getByRole('button', { name: 'Make the copy' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit Spring Banquet 2023' });
    expect((screen.getByLabelText('Start') as HTMLInputElement).value).toBe('2023-04-23T17:00');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('draft');
  });

  it('refuses a copy at a taken address beside the field', async () => {
    await asChair('/Admin/events');
    const banquet = await rowOf(SPRING_BANQUET_2022.name);
    await userEvent.click(within(banquet).getByRole('button', { name: `Copy ${SPRING_BANQUET_2022.name}` }));
    const address = within(banquet).getByLabelText('Address of the copy');
    await userEvent.clear(address);
    await userEvent.type(address, 'cookout-2022');
    await userEvent.click(within(banquet).getByRole('button', { name: 'Make the copy' }));
    await within(banquet).findByText('Another event already has the address /events/cookout-2022.');
    expect(address.getAttribute('aria-invalid')).toBe('true');
  });
});

/** Fills one ticket type's group. */
async function fillType(legend: RegExp, values: Readonly<Record<string, string>>) {
  const group = await screen.findByRole('group', { name: legend });
  for (const [label, value] of Object.entries(values)) {
    const field = within(group).getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
  return group;
}

describe('creating an event', () => {
  it('suggests the address from the name, takes two ticket types and a member price, and opens the saved event', async () => {
    const world = await asChair('/Admin/events/new');
    await userEvent.type(await screen.findByLabelText('Event name'), 'Fall Gala 2027');
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('fall-gala-2027');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2027-10-09T18:00' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2027-10-09T22:00' } });
    screen.getAllByText("Date and time in the chapter's time zone (America/New_York).");
    await userEvent.type(screen.getByLabelText('Venue'), 'Harbor Hall');
    const sales = screen.getByRole('group', { name: 'Sales' });
    await userEvent.type(within(sales).getByLabelText('Capacity'), '100');
    await userEvent.type(within(sales).getByLabelText('Reminder to ticket holders (hours before the start)'), '24');
    await fillType(/^Ticket type 1/, { Name: 'Adult', 'Price ($)': '38', 'Member price ($)': '33' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a ticket type' }));
    await fillType(/^Ticket type 2/, { Name: 'Child', 'Price ($)': '20' });
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit Fall Gala 2027' });
    await screen.findByText('Event created.');
    const stored = (await world.ticketedEvents.get('fall-gala-2027'))._unsafeUnwrap().event;
    expect(stored).toMatchObject({ status: 'draft', capacity: 100, venue: 'Harbor Hall', reminderHours: 24 });
    expect(stored.ticketTypes.map((type) => [type.id, type.price, type.memberPrice])).toEqual([
      ['adult', 3800, 3300],
      ['child', 2000, null],
    ]);
    expect((screen.getByLabelText('Address') as HTMLInputElement).readOnly).toBe(true);
  });

  it('shows each of the domain’s messages beside its field and moves focus to the first', async () => {
    await asChair('/Admin/events/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create event' }));
    const name = screen.getByLabelText('Event name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(described(name)).toContain('Event name is required.');
    expect(described(screen.getByLabelText('Start'))).toContain('Start is required.');
    expect(described(screen.getByLabelText('Venue'))).toContain('Venue is required.');
    const type = screen.getByRole('group', { name: /^Ticket type 1/ });
    expect(described(within(type).getByLabelText('Name'))).toContain('Ticket name is required.');
    expect(described(within(type).getByLabelText('Price ($)'))).toContain('Price is required.');
  });

  it('refuses a reminder time that is not whole hours up to 30 days, beside its field', async () => {
    await asChair('/Admin/events/new');
    const reminder = await screen.findByLabelText('Reminder to ticket holders (hours before the start)');
    await userEvent.type(reminder, '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(reminder.getAttribute('aria-invalid')).toBe('true'));
    const described = (reminder.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described.join(' ')).toContain('Please enter a whole number of hours from 0 (no reminder) to 720, or leave it empty for 48.');
  });

  it('reorders and removes ticket types; removing every one is refused under the group', async () => {
    await asChair('/Admin/events/new');
    await fillType(/^Ticket type 1/, { Name: 'Adult' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a ticket type' }));
    await fillType(/^Ticket type 2/, { Name: 'Child' });
    await userEvent.click(screen.getByRole('button', { name: 'Move up Ticket type 2: Child' }));
    screen.getByRole('group', { name: 'Ticket type 1: Child' });
    screen.getByRole('group', { name: 'Ticket type 2: Adult' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ticket type 2: Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ticket type 1: Child' }));
    expect(screen.queryByRole('group', { name: /^Ticket type 1/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await screen.findByText('Please add at least one ticket type.');
  });
});

describe('editing an event', () => {
  it('saves a change and keeps editing from the new version', async () => {
    const world = await asChair('/Admin/events/cookout-2022');
    const venue = await screen.findByLabelText('Venue');
    await userEvent.clear(venue);
    await userEvent.type(venue, 'River Park');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Event saved.');
    expect((await world.ticketedEvents.get('cookout-2022'))._unsafeUnwrap().event.venue).toBe('River Park');
    const again = await screen.findByLabelText('Venue');
    await userEvent.type(again, ' East');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect((await world.ticketedEvents.get('cookout-2022'))._unsafeUnwrap().event.venue).toBe('River Park East'));
  });

  it('refuses an edit someone else overtook, and reloads the event on request', async () => {
    const world = await asChair('/Admin/events/cookout-2022');
    const venue = await screen.findByLabelText('Venue');
    const stored = (await world.ticketedEvents.get('cookout-2022'))._unsafeUnwrap();
    (
      await world.ticketedEvents.update({ ...stored.event, venue: 'Elsewhere' }, stored.updatedAt, '2026-02-01T00:00:00.000Z')
    )._unsafeUnwrap();
    await userEvent.type(venue, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findAllByText(/This event was changed by someone else since you opened it/);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the event' }));
    await waitFor(() => expect((screen.getByLabelText('Venue') as HTMLInputElement).value).toBe('Elsewhere'));
  });

  it('offers only the statuses that may follow, and refuses a capacity below the seats sold', async () => {
    const world = uiWorld();
    const now = world.clock.now();
    (await world.ticketedEvents.hold('cookout-2022', { id: 'o-1', seats: { tickets: 4 }, expiresAt: now + 60_000 }, now))._unsafeUnwrap();
    (await world.ticketedEvents.confirm('cookout-2022', 'o-1', { tickets: 4 }, now))._unsafeUnwrap();
    await asChair('/Admin/events/cookout-2022', world);
    const status = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    expect([...status.options].map((option) => option.textContent)).toEqual(['Published', 'Sales closed', 'Cancelled']);
    screen.getByText('4 sold so far. A new price is for new orders: orders keep what they paid.');
    const type = screen.getByRole('group', { name: 'Ticket type 1: Tickets' });
    await userEvent.type(within(type).getByLabelText('Capacity'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('4 seats of this type are already sold: the capacity cannot be below 4.');
  });
});
