import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewTicket } from '../../../src/application/ports/ticket-book.port';
import type { Cents } from '../../../src/domain/money';
import { AttendeesPage } from '../../../src/ui/pages/event-door/attendees-page';
import { CheckInPage } from '../../../src/ui/pages/event-door/check-in-page';
import { TicketPage } from '../../../src/ui/pages/ticket/ticket-page';
import { sampleOrder } from '../../contracts/order-ledger.contract';
import { UI_ADMIN, uiWorld, type UiWorld } from '../support/ui-world';
import { renderRoutes, signedInMember, Stub } from './page-harness';

const BANQUET = 'spring-banquet-2022';

/** Ada's order: an adult and a child for the banquet; Alan's: a cookout ticket. */
async function withTickets(world: UiWorld = uiWorld()) {
  const at = '2026-06-01T12:00:00.000Z';
  const ticket = (orderId: string, n: number, eventSlug: string, typeId: string, holderName: string, buyerName: string): NewTicket => ({
    id: `${orderId}-${n}`,
    orderId,
    eventSlug,
    typeId,
    holderName,
    answer: '',
    buyerName,
    buyerEmail: `${buyerName.split(' ')[0]?.toLowerCase() ?? 'x'}@example.org`,
  });
  const { tickets } = world.door.ticketing;
  (
    await world.ledger.record(sampleOrder(1, { order: { item: 'banquet-2022', adults: 1, children: 1 }, amount: 5_800 as Cents }))
  )._unsafeUnwrap();
  (
    await tickets.issue(
      [
        ticket('order-1', 1, BANQUET, 'adults', 'Zoe Lovelace', 'Ada Lovelace'),
        ticket('order-1', 2, BANQUET, 'children', 'Byron Lovelace', 'Ada Lovelace'),
      ],
      at,
    )
  )._unsafeUnwrap();
  (await tickets.issue([ticket('order-2', 1, 'cookout-2024', 'tickets', 'Alan Turing', 'Alan Turing')], at))._unsafeUnwrap();
  return world;
}

const codeOf = (world: UiWorld, ticketId: string) => world.door.ticketing.tokens.sign('ticket', ticketId, null);

async function asAdmin(world: UiWorld, route: string) {
  await signedInMember(world, { email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
  renderRoutes(world, route, {
    '/Admin/events/:slug/attendees': <AttendeesPage />,
    '/Admin/events/:slug/check-in': <CheckInPage />,
    '/Login': <Stub name="Login" />,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the attendee list', () => {
  it('lists every ticket with its type, buyer and amount, and the counts', async () => {
    const world = await withTickets();
    await asAdmin(world, `/Admin/events/${BANQUET}/attendees`);
    await screen.findByRole('heading', { level: 1, name: 'Attendees: Spring Banquet 2022' });
    screen.getByText('2 tickets · 0 of 2 checked in');
    const table = within(screen.getByRole('table'));
    const zoe = within(table.getByRole('row', { name: /Zoe Lovelace/ }));
    zoe.getByText('Adults');
    zoe.getByText('$38.00');
    zoe.getByText(/ada@example\.org/);
    expect(table.queryByText('Alan Turing')).toBeNull();
  });

  it('downloads the CSV the server writes, under its name', async () => {
    const world = await withTickets();
    const saved: { href: string; download: string }[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:attendees', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    await asAdmin(world, `/Admin/events/${BANQUET}/attendees`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual([{ href: 'blob:attendees', download: 'attendees-spring-banquet-2022.csv' }]));
    click.mockRestore();
  });

  it('prints an alphabetical door list', async () => {
    const world = await withTickets();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await asAdmin(world, `/Admin/events/${BANQUET}/attendees`);
    await userEvent.click(await screen.findByRole('button', { name: 'Print door list' }));
    expect(print).toHaveBeenCalledTimes(1);
    const doorList = document.querySelector('.door-print-list');
    expect(doorList?.textContent).toContain('Spring Banquet 2022: door list (2)');
    expect([...(doorList?.querySelectorAll('tbody tr td:nth-child(2)') ?? [])].map((cell) => cell.textContent)).toEqual([
      'Byron Lovelace',
      'Zoe Lovelace',
    ]);
  });

  it('tells a member the page is for administrators', async () => {
    const world = await withTickets();
    await signedInMember(world, { email: 'member@example.org' });
    renderRoutes(world, `/Admin/events/${BANQUET}/attendees`, {
      '/Admin/events/:slug/attendees': <AttendeesPage />,
      '/Login': <Stub name="Login" />,
    });
    await screen.findByText("This page is for the chapter's administrators.");
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the check-in page', () => {
  it('searches as you type, checks in, announces it and updates the counts; a second try says when', async () => {
    const world = await withTickets();
    await asAdmin(world, `/Admin/events/${BANQUET}/check-in`);
    await screen.findByText('0 of 2 checked in');
    await userEvent.type(screen.getByLabelText('Name or e-mail'), 'byr');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await userEvent.click(within(results).getByRole('button', { name: 'Check in Byron Lovelace' }));
    const status = screen.getByRole('status', { name: '' });
    await vi.waitFor(() => expect(status.textContent).toBe('Checked in: Byron Lovelace (Children)'));
    await screen.findByText('1 of 2 checked in');
    await userEvent.click(within(results).getByRole('button', { name: 'Check in Byron Lovelace' }));
    await vi.waitFor(() => expect(status.textContent).toMatch(/^Already checked in at \d\d:\d\d$/));
    expect(document.querySelector('.door-outcome-warn')).not.toBeNull();
  });

  it('scans a QR code with the camera where the browser has BarcodeDetector: a ticket, then one of another event', async () => {
    const world = await withTickets();
    const codes = [codeOf(world, 'order-1-1'), codeOf(world, 'order-2-1')];
    class FakeBarcodeDetector {
      readonly formats: readonly string[];
      constructor(options: { formats: readonly string[] }) {
        this.formats = options.formats;
      }
      detect() {
        const code = codes[0];
        return Promise.resolve(this.formats.includes('qr_code') && code ? [{ rawValue: code }] : []);
      }
    }
    const track = { stop: vi.fn() };
    vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: vi.fn(async () => Object.assign(Object.create(MediaStream.prototype) as MediaStream, { getTracks: () => [track] })),
      },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await asAdmin(world, `/Admin/events/${BANQUET}/check-in`);
    await userEvent.click(await screen.findByRole('button', { name: 'Scan a ticket' }));
    const status = screen.getByRole('status', { name: '' });
    await vi.waitFor(() => expect(status.textContent).toBe('Checked in: Zoe Lovelace (Adults)'));
    expect(track.stop).toHaveBeenCalled();
    codes.shift();
    await userEvent.click(screen.getByRole('button', { name: 'Scan a ticket' }));
    await vi.waitFor(() => expect(status.textContent).toBe('Not a ticket for this eventThis ticket is for Cookout 2024, not this event.'));
    expect(document.querySelector('.door-outcome-bad')).not.toBeNull();
    expect((await world.door.ticketing.tickets.get('order-2-1'))._unsafeUnwrap().checkedInAt).toBeNull();
  });

  it('says scanning needs another browser where BarcodeDetector is missing', async () => {
    const world = await withTickets();
    await asAdmin(world, `/Admin/events/${BANQUET}/check-in`);
    await userEvent.click(await screen.findByRole('button', { name: 'Scan a ticket' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Scanning needs a browser that can read QR codes; search by name instead.');
  });

  it('refreshes the counts every few seconds while open (another door checked someone in)', async () => {
    const world = await withTickets();
    await asAdmin(world, `/Admin/events/${BANQUET}/check-in`);
    await screen.findByText('0 of 2 checked in');
    (await world.door.ticketing.tickets.checkIn('order-1-1', new Date().toISOString()))._unsafeUnwrap();
    await screen.findByText('1 of 2 checked in', {}, { timeout: 7_000 });
  }, 10_000);

  it('shows a refunded ticket in red', async () => {
    const world = await withTickets();
    (await world.door.ticketing.tickets.voidOrder('order-1'))._unsafeUnwrap();
    await asAdmin(world, `/Admin/events/${BANQUET}/check-in`);
    await userEvent.type(await screen.findByLabelText('Name or e-mail'), 'zoe');
    await userEvent.click(await screen.findByRole('button', { name: 'Check in Zoe Lovelace' }));
    await vi.waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toBe('This ticket was refunded.'));
    expect(document.querySelector('.door-outcome-bad')).not.toBeNull();
  });
});

describe('a ticket’s page', () => {
  it('shows the QR code and the ticket for its code', async () => {
    const world = await withTickets();
    const code = codeOf(world, 'order-1-1');
    renderRoutes(world, `/tickets/${code}`, { '/tickets/:code': <TicketPage /> });
    await screen.findByRole('heading', { level: 1, name: 'Spring Banquet 2022' });
    screen.getByText('Adults: Zoe Lovelace');
    await screen.findByRole('img', { name: 'QR code of this ticket for Spring Banquet 2022' });
    screen.getByText(/Apr 23, 2022 at 5:00 PM/);
  });

  it('answers an altered code with “This ticket was not found.”', async () => {
    const world = await withTickets();
    const code = codeOf(world, 'order-1-1');
    renderRoutes(world, `/tickets/${code.startsWith('a') ? 'b' : 'a'}${code.slice(1)}`, { '/tickets/:code': <TicketPage /> });
    expect((await screen.findByRole('alert')).textContent).toContain('This ticket was not found.');
  });
});
