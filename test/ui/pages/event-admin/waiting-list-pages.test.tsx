import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InMemoryRateLimiter } from '../../../../src/adapters/in-memory/in-memory-rate-limiter';
import { joinWaitingList } from '../../../../src/application/server/events/join-waiting-list.use-case';
import { EventOrdersAdminPage } from '../../../../src/ui/pages/event-admin/event-orders-admin-page';
import { WaitingListAdminPage } from '../../../../src/ui/pages/event-admin/waiting-list-admin-page';
import { LeaveWaitingListPage } from '../../../../src/ui/pages/waiting-list/leave-waiting-list-page';
import { GALA, paidOrder, tokenIn } from '../../../application/server/events/waiting-list-fixtures';
import { UI_ADMIN, uiWorld, type UiWorld } from '../../support/ui-world';
import { renderRoutes, signedInMember } from '../page-harness';

/** The UI world with the gala on sale, one order of `seats` paid. */
async function galaWorld(seats: Record<string, number> = { adult: 6 }) {
  const world = uiWorld();
  (await world.ticketing.events.create(GALA, new Date(world.clock.now()).toISOString()))._unsafeUnwrap();
  const order = await paidOrder(
    { clock: world.clock, ledger: world.ledger, processor: world.processor, ticketing: world.ticketing },
    seats,
  );
  return { world, order };
}

async function join(world: UiWorld, name: string, partySize: number) {
  const deps = {
    ticketing: world.ticketing,
    mailer: world.mailer,
    clock: world.clock,
    ids: world.ids,
    config: { publicUrl: 'http://localhost:8787', timeZone: 'America/New_York' },
    waitingListJoins: new InMemoryRateLimiter(world.clock),
  };
  const email = `${name.toLowerCase()}@example.org`;
  (
    await joinWaitingList(deps, { role: 'visitor', email: null }, { slug: 'gala', typeId: null, name, email, partySize, clientKey: name })
  )._unsafeUnwrap();
  return email;
}

const lastMailTo = (world: UiWorld, address: string) =>
  world.mailer
    .sent()
    .filter((mail) => mail.to === address)
    .at(-1)!;

describe('/waiting-list/leave', () => {
  it('leaves the list with one button and says so', async () => {
    const { world } = await galaWorld();
    const email = await join(world, 'Ada', 2);
    const token = tokenIn(lastMailTo(world, email).text, 'token');
    renderRoutes(world, `/waiting-list/leave?token=${token}`, { '/waiting-list/leave': <LeaveWaitingListPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave the waiting list' }));
    expect((await screen.findByRole('status')).textContent).toContain('You have left the waiting list for Winter Gala.');
    expect(screen.queryByRole('button', { name: 'Leave the waiting list' })).toBeNull();
  });

  it('says so when the link is incomplete or not ours', async () => {
    const { world } = await galaWorld();
    const incomplete = renderRoutes(world, '/waiting-list/leave', { '/waiting-list/leave': <LeaveWaitingListPage /> });
    expect((await screen.findByRole('alert')).textContent).toContain('This link is incomplete.');
    incomplete.unmount();
    renderRoutes(world, '/waiting-list/leave?token=forged', { '/waiting-list/leave': <LeaveWaitingListPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave the waiting list' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This code is not one of ours, or it was changed.');
  });
});

describe('/Admin/events/:slug/waiting-list', () => {
  it('is for administrators only', async () => {
    const { world } = await galaWorld();
    await signedInMember(world);
    renderRoutes(world, '/Admin/events/gala/waiting-list', { '/Admin/events/:slug/waiting-list': <WaitingListAdminPage /> });
    expect((await screen.findByRole('alert')).textContent).toContain("This page is for the chapter's administrators.");
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the parties and offers seats by hand, or says why not', async () => {
    const { world, order } = await galaWorld();
    await join(world, 'Ada', 2);
    await signedInMember(world, { email: UI_ADMIN });
    renderRoutes(world, '/Admin/events/gala/waiting-list', { '/Admin/events/:slug/waiting-list': <WaitingListAdminPage /> });
    await screen.findByRole('heading', { level: 2, name: 'Winter Gala' });
    const row = screen.getByRole('row', { name: /Ada/ });
    within(row).getByText('Waiting');
    await userEvent.click(within(row).getByRole('button', { name: 'Offer seats now to Ada' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sold out.');
    (await world.ticketing.events.releaseSold('gala', order.id))._unsafeUnwrap();
    await userEvent.click(within(row).getByRole('button', { name: 'Offer seats now to Ada' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /Seats were offered to Ada until .*; an e-mail with the link is on its way\./,
    );
    await waitFor(() => within(screen.getByRole('row', { name: /Ada/ })).getByText('Offered'));
    expect(lastMailTo(world, 'ada@example.org').subject).toBe('Seats are held for you: Winter Gala');
  });
});

describe('/Admin/events/:slug/orders', () => {
  it('lists the orders and cancels one with a reason, then says what was refunded', async () => {
    const { world, order } = await galaWorld({ adult: 2 });
    await signedInMember(world, { email: UI_ADMIN });
    renderRoutes(world, '/Admin/events/gala/orders', { '/Admin/events/:slug/orders': <EventOrdersAdminPage /> });
    await screen.findByRole('heading', { level: 2, name: 'Winter Gala' });
    const row = screen.getByRole('row', { name: new RegExp(order.id) });
    within(row).getByText('$40');
    within(row).getByText('Paid, tickets sent');
    await userEvent.click(within(row).getByRole('button', { name: `Cancel and refund order ${order.id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${order.id}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await within(dialog).findByText('Reason is required.');
    expect(
      within(dialog)
        .getByLabelText(/^Reason for the cancellation/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await userEvent.type(within(dialog).getByLabelText(/^Reason for the cancellation/), 'The buyer cannot come.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect((await screen.findByRole('status')).textContent).toContain(`Order ${order.id} was cancelled and $40 refunded to Grace Hopper.`);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => within(screen.getByRole('row', { name: new RegExp(order.id) })).getByText('Cancelled and refunded'));
    expect((await world.ledger.get(order.id))._unsafeUnwrap().status).toBe('refunded');
  });

  it('offers to refund every paid order once the event is cancelled, and says what was refunded', async () => {
    const { world, order } = await galaWorld({ adult: 2 });
    await signedInMember(world, { email: UI_ADMIN });
    const page = renderRoutes(world, '/Admin/events/gala/orders', { '/Admin/events/:slug/orders': <EventOrdersAdminPage /> });
    await screen.findByRole('heading', { level: 2, name: 'Winter Gala' });
    // Selling still: only one order at a time.
    expect(screen.queryByRole('button', { name: 'Refund every paid order' })).toBeNull();
    page.unmount();
    const stored = (await world.ticketing.events.get('gala'))._unsafeUnwrap();
    const at = new Date(world.clock.now()).toISOString();
    (await world.ticketing.events.update({ ...stored.event, status: 'cancelled' }, stored.updatedAt, at))._unsafeUnwrap();
    renderRoutes(world, '/Admin/events/gala/orders', { '/Admin/events/:slug/orders': <EventOrdersAdminPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund every paid order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund all 1 paid orders?' });
    within(dialog).getByText(/\$40 goes back to 1 buyer/);
    await userEvent.type(within(dialog).getByLabelText(/^Reason for the cancellation/), 'The gala was called off.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund every paid order' }));
    expect((await screen.findByRole('status')).textContent).toBe('1 order was refunded, $40 in all.');
    await waitFor(() => within(screen.getByRole('row', { name: new RegExp(order.id) })).getByText('Cancelled and refunded'));
    expect(screen.queryByRole('button', { name: 'Refund every paid order' })).toBeNull();
    expect(lastMailTo(world, order.contact.email).text).toContain('The reason: The gala was called off.');
  });

  it('keeps the order when the chair changes their mind', async () => {
    const { world, order } = await galaWorld({ adult: 2 });
    await signedInMember(world, { email: UI_ADMIN });
    renderRoutes(world, '/Admin/events/gala/orders', { '/Admin/events/:slug/orders': <EventOrdersAdminPage /> });
    await userEvent.click(await screen.findByRole('button', { name: `Cancel and refund order ${order.id}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await world.ledger.get(order.id))._unsafeUnwrap().status).toBe('fulfilled');
  });
});
