import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cents } from '../../../../src/domain/money';
import { yearIn } from '../../../../src/application/ports/clock.port';
import { DEFAULT_TIME_ZONE } from '../../../../src/domain/local-date-time';
import { OFFLINE_MESSAGES } from '../../../../src/domain/ledger';
import { OFFICERS_ONLY } from '../../../../src/ui/components/officers-only';
import { LedgerOrderPage } from '../../../../src/ui/pages/officer-ledger/ledger-order-page';
import { LedgerPage } from '../../../../src/ui/pages/officer-ledger/ledger-page';
import { RecordPaymentPage } from '../../../../src/ui/pages/officer-ledger/record-payment-page';
import { sampleOrder } from '../../../contracts/order-ledger.contract';
import { UI_ADMIN, uiWorld, type UiWorld } from '../../support/ui-world';
import { renderRoutes, signedInMember, Stub } from '../page-harness';

const PAGES = {
  '/Admin/ledger': <LedgerPage />,
  '/Admin/ledger/:order': <LedgerOrderPage />,
  '/Admin/payments/new': <RecordPaymentPage />,
  '/Login': <Stub name="Login" />,
  '/Member-Area': <Stub name="Member Area" />,
};

/** The chair signed in, and Grace, a member whose dues are not paid. */
async function asAdmin(route: string, world: UiWorld = uiWorld()) {
  await signedInMember(world, { id: '100001', email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
  (
    await world.members.create({
      id: '100002',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.org',
      address: '1 Main St',
      city: 'Norfolk',
      state: 'VA',
      zipcode: '23504',
      phone: '7575550100',
      gradYear: '1999',
      membership: 'Annual Membership',
      duesPayYear: '2020',
    })
  )._unsafeUnwrap();
  renderRoutes(world, route, PAGES);
  return world;
}

describe('Record a payment', () => {
  it("records a $50 cheque for a member's dues: a confirmation with the order's link, the dues paid, the receipt sent", async () => {
    const user = userEvent.setup();
    const world = await asAdmin('/Admin/payments/new');
    await user.type(await screen.findByLabelText('Find a member by name or e-mail'), 'hopper');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Grace Hopper (grace@example.org)' }));
    await user.type(screen.getByLabelText('Reference'), '1042');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await screen.findByRole('heading', { level: 2, name: 'Payment recorded' });
    screen.getByText(/\$50\.00 for Member Dues/);
    const link = screen.getByRole('link', { name: /^id-/ });
    expect(link.getAttribute('href')).toMatch(/^\/Admin\/ledger\/id-/);
    screen.getByText('The receipt was e-mailed to the payer.');
    const year = yearIn(world.clock.now(), DEFAULT_TIME_ZONE);
    expect((await world.members.get('100002'))._unsafeUnwrap().duesPayYear).toBe(String(year));
    expect(world.mailer.to('grace@example.org').map((mail) => mail.subject)).toEqual(['Your receipt: Member Dues']);
  });

  it('shows each refusal beside its field, and records nothing', async () => {
    const user = userEvent.setup();
    const world = await asAdmin('/Admin/payments/new');
    const date = await screen.findByLabelText(/Date received/);
    await user.clear(date);
    await user.type(date, 'yesterday');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const error = await screen.findByText(OFFLINE_MESSAGES.receivedOn, { selector: '.field-error' });
    expect(date.getAttribute('aria-describedby')).toContain(error.id);
    expect(
      (
        await world.ledger.ledgerPage({ from: null, to: null, category: null, method: null, status: null }, { offset: 0, limit: 10 })
      )._unsafeUnwrap().total,
    ).toBe(0);
  });

  it('tells a member the page is not theirs', async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderRoutes(world, '/Admin/payments/new', PAGES);
    await screen.findByText(OFFICERS_ONLY);
  });
});

describe('the ledger', () => {
  it('lists orders with totals by category, filters them, and opens an order with its events', async () => {
    const user = userEvent.setup();
    const world = uiWorld();
    for (const n of [1, 2]) {
      const order = sampleOrder(n, {
        order: { item: 'donation', amount: 2_500 as Cents, donationType: n === 1 ? 'Chapter Donation' : 'Community Service Project' },
        amount: 2_500 as Cents,
        description: 'Chapter Donation',
      });
      (await world.ledger.record(order))._unsafeUnwrap();
      (await world.ledger.markPaid(order.id, '2026-06-15T12:30:00.000Z'))._unsafeUnwrap();
    }
    await asAdmin('/Admin/ledger', world);
    await screen.findByText('2 orders');
    const totals = within(screen.getByRole('table', { name: 'Totals by category' }));
    totals.getByRole('link', { name: 'Donation: Chapter Donation' });
    within(totals.getByRole('row', { name: /^All/ })).getByText('$50.00');
    await user.selectOptions(screen.getByLabelText('Category'), 'donation:Community Service Project');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('1 order');
    await user.click(within(screen.getByRole('region', { name: 'Orders' })).getByRole('link', { name: 'order-2' }));
    await screen.findByRole('heading', { level: 1, name: 'Order order-2' });
    const events = within(screen.getByRole('list'));
    expect(events.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Made 2026-06-15 12:00 UTC: Order made online',
      'Paid 2026-06-15 12:30 UTC: Paid by card',
    ]);
  });

  it('shows a bad filter beside its field', async () => {
    const user = userEvent.setup();
    await asAdmin('/Admin/ledger');
    await screen.findByText('0 orders');
    await user.type(screen.getByLabelText(/^From/), '2026-13-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('Please enter the first day as a date such as 2026-06-01.', { selector: '.field-error' });
  });
});

describe('Record a payment for event tickets', () => {
  it('refuses more seats than are left beside the ticket type, then records what fits', async () => {
    const user = userEvent.setup();
    const world = uiWorld();
    const gala = {
      slug: 'gala-2027',
      name: 'Gala 2027',
      start: '2027-04-24T17:00',
      end: '2027-04-24T21:00',
      timeZone: 'America/New_York',
      venue: 'The Hall',
      description: 'An evening.',
      image: null,
      status: 'published',
      sales: { opens: '2020-01-01T09:00', closes: null },
      capacity: 1,
      ticketTypes: [
        {
          id: 'adults',
          name: 'Adults',
          description: 'Adults',
          price: 4_000,
          memberPrice: null,
          capacity: null,
          perOrderMax: 10,
          fairMarketValue: 4_000,
          asks: { holderName: false, question: null },
          kind: 'ticket',
        },
      ],
      descriptionTemplate: null,
    } as unknown as Parameters<typeof world.eventStore.create>[0];
    (await world.eventStore.create(gala, '2026-01-01T00:00:00.000Z'))._unsafeUnwrap();
    await asAdmin('/Admin/payments/new', world);
    await user.selectOptions(await screen.findByLabelText(/What the payment is for/), 'event-tickets');
    await user.selectOptions(screen.getByLabelText(/^Event/), 'gala-2027');
    const adults = screen.getByLabelText('Adults ($40.00)');
    await user.type(adults, '2');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
    await user.selectOptions(screen.getByLabelText(/^Method/), 'cash');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(adults.getAttribute('aria-invalid')).toBe('true'));
    const refusal = document.getElementById(adults.getAttribute('aria-describedby') ?? '');
    expect(refusal?.textContent).not.toBe('');
    await user.clear(adults);
    await user.type(adults, '1');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await screen.findByRole('heading', { level: 2, name: 'Payment recorded' });
    screen.getByText(/\$40\.00 for/);
    expect(world.mailer.to('ada@example.org').map((mail) => mail.subject)).toEqual(['Your receipt: Gala 2027 Tickets - Adults: 1']);
  });
});
