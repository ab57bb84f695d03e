import { screen, waitFor, within } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryTicketedEventsGateway } from '../../../../src/adapters/in-memory/in-memory-ticketed-events-gateway';
import type { CheckoutRequest, PaymentGateway } from '../../../../src/application/ports/payment-gateway.port';
import { HOLD_MILLISECONDS } from '../../../../src/domain/seat-holds';
import type { TicketedEvent } from '../../../../src/domain/ticketed-events';
import type { Cents } from '../../../../src/domain/money';
import { markdownItRenderer } from '../../../../src/adapters/markdown/markdown-it-renderer';
import type { EventView } from '../../../../src/application/ports/ticketed-events-gateway.port';
import { ServedEventProvider } from '../../../../src/ui/components/served-event';
import { EventPage } from '../../../../src/ui/pages/event/event-page';
import { BANQUET_2027 } from '../../../domain/ticketed-event-fixtures';
import { uiWorld, type UiWorld } from '../../support/ui-world';
import { fill, fillCard, user, valueOf } from '../checkout-kit';
import { renderRoutes, signedInMember } from '../page-harness';

/** 2027-04-01 12:00 in New York: the banquet's sales are open. */
const DURING_SALES = '2027-04-01T16:00:00.000Z';

async function worldWith(event: TicketedEvent = BANQUET_2027, world: UiWorld = uiWorld()) {
  world.clock.set(DURING_SALES);
  (await world.eventStore.create(event, '2027-01-01T00:00:00.000Z'))._unsafeUnwrap();
  return world;
}

function open(world: UiWorld, path = '/events/spring-banquet-2027') {
  return renderRoutes(world, path, { '/events/:slug': <EventPage /> });
}

/** A payment port that records what was sent and answers `refusal` (the server's 409 with its fields). */
function refusingPayments(sent: CheckoutRequest[]): PaymentGateway {
  return {
    startPayment: (request) => {
      sent.push(request);
      return errAsync({
        type: 'InvalidOrder',
        message: 'Only 1 left: please choose at most 1.',
        fields: { 'counts.child': 'Only 1 left: please choose at most 1.' },
      });
    },
    confirmCard: () => errAsync({ type: 'Network', message: 'unused' }),
  };
}

/** A payment port that takes the order (as the server will) and sells its seats in the store. */
function sellingPayments(world: () => UiWorld): PaymentGateway {
  const session = {
    orderId: 'order-7',
    clientSecret: 'secret',
    amount: c(2_000 * 10),
    description: 'Spring Banquet 2027 Tickets - Child: 10',
  };
  return {
    startPayment: () => okAsync(session),
    confirmCard: () => {
      const { eventStore, clock } = world();
      const now = clock.now();
      return eventStore
        .hold(BANQUET_2027.slug, { id: 'order-7', seats: { child: 10 }, expiresAt: now + HOLD_MILLISECONDS }, now)
        .andThen(() => eventStore.confirm(BANQUET_2027.slug, 'order-7', { child: 10 }, now))
        .map(() => ({ ...session, receiptEmail: 'grace@example.org', fulfilment: 'fulfilled' as const }))
        .mapErr(() => ({ type: 'Network' as const, message: 'unused' }));
    },
  };
}

const c = (value: number) => value as Cents;

describe('an event’s page', () => {
  it('shows a visitor the event: when (its zone named once), where, the description and each type’s prices', async () => {
    open(await worldWith());
    await screen.findByRole('heading', { level: 1, name: 'Spring Banquet 2027' });
    screen.getByText('Apr 24, 2027 at 5:00 PM to 9:00 PM (New York time)');
    screen.getByText('Portsmouth, VA');
    screen.getByText('Dinner and scholarship awards.');
    screen.getByText('$38 · Members $33');
    screen.getByLabelText('Adult');
    expect(screen.queryByText(/Your member price/)).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Spring Banquet 2027/));
  });

  describe('served with its event (the server renders the page)', () => {
    /** The event as a visitor sees it, read before the page, and a count of the page's own reads. */
    async function served(world: UiWorld) {
      const event = (await world.services.ticketedEvents.view(BANQUET_2027.slug))._unsafeUnwrap();
      const reads = vi.spyOn(world.services.ticketedEvents, 'view');
      return { event, reads };
    }
    const openServed = (world: UiWorld, event: EventView, path = '/events/spring-banquet-2027') =>
      renderRoutes(world, path, {
        '/events/:slug': (
          <ServedEventProvider event={event}>
            <EventPage />
          </ServedEventProvider>
        ),
      });

    it('draws the served event at once, without reading it again for a visitor', async () => {
      const world = await worldWith();
      const { event, reads } = await served(world);
      openServed(world, event);
      screen.getByRole('heading', { level: 1, name: 'Spring Banquet 2027' });
      screen.getByText('$38 · Members $33');
      await screen.findByRole('button', { name: 'Proceed to checkout' });
      expect(reads).not.toHaveBeenCalled();
    });

    it('reads a signed-in member’s prices once the session is known', async () => {
      const world = await worldWith();
      const { event, reads } = await served(world);
      await signedInMember(world, { duesPayYear: '2027' });
      openServed(world, event);
      screen.getByRole('heading', { level: 1, name: 'Spring Banquet 2027' });
      await screen.findByText(/Your member price: \$33\b/);
      expect(reads).toHaveBeenCalledTimes(1);
    });

    it('ignores an event served for another page', async () => {
      const world = await worldWith();
      const { event, reads } = await served(world);
      openServed(world, { ...event, slug: 'another-event', name: 'Another Event' });
      await screen.findByRole('heading', { level: 1, name: 'Spring Banquet 2027' });
      expect(screen.queryByText('Another Event')).toBeNull();
      expect(reads).toHaveBeenCalledTimes(1);
    });
  });

  it('marks a member’s price when their dues are paid', async () => {
    const world = await worldWith();
    await signedInMember(world, { duesPayYear: '2027' });
    open(world);
    await screen.findByText(/Your member price: \$33\b/);
  });

  it('says how many are left when few remain', async () => {
    const world = await worldWith();
    const now = world.clock.now();
    (
      await world.eventStore.hold(BANQUET_2027.slug, { id: 'o1', seats: { child: 27 }, expiresAt: now + HOLD_MILLISECONDS }, now)
    )._unsafeUnwrap();
    open(world);
    await screen.findByText('Child (9 and under) · $20 · Only 3 left');
  });

  it.each([
    ['2027-02-01T12:00:00.000Z', 'Ticket sales open on Mar 1, 2027 at 9:00 AM.'],
    ['2027-04-22T12:00:00.000Z', 'Sales have closed.'],
  ])('at %s says plainly that tickets do not sell, with no counts', async (instant, words) => {
    const world = await worldWith();
    world.clock.set(instant);
    open(world);
    await screen.findByText(words);
    expect(screen.queryByLabelText('Adult')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Proceed to checkout' })).toBeNull();
  });

  it('says a cancelled event is cancelled', async () => {
    open(await worldWith({ ...BANQUET_2027, status: 'cancelled' }));
    await screen.findByText('This event has been cancelled.');
  });

  it('shows the site’s not-found page for an unknown event or a draft', async () => {
    open(await worldWith({ ...BANQUET_2027, status: 'draft' }));
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  });

  it('asks each adult ticket’s holder name and meal, and refuses the form until they are given', async () => {
    const u = user();
    open(await worldWith());
    await screen.findByLabelText('Adult');
    await u.click(screen.getByRole('button', { name: 'Add one Adult' }));
    await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    await screen.findByText('First name is required.');
    screen.getByText('Name is required.');
    screen.getByText('An answer is required.');
    expect(screen.getByLabelText(/Chicken or fish\? \(Adult 1\)/).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the event’s order and shows the server’s refusal beside the count, keeping what was typed', async () => {
    const u = user();
    const sent: CheckoutRequest[] = [];
    const world = await worldWith(BANQUET_2027, uiWorld({ payments: refusingPayments(sent) }));
    open(world);
    await screen.findByLabelText('Adult');
    await fill(u, 'Adult', '1');
    await fill(u, 'Child', '2');
    await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await fill(u, 'First name', 'Grace');
    await fill(u, 'Last name', 'Hopper');
    await fill(u, 'Email', 'grace@example.org');
    await fill(u, /Name on the ticket \(Adult 1\)/, 'Grace Hopper');
    await fill(u, /Chicken or fish\? \(Adult 1\)/, 'Fish');
    await fillCard(u, world, '4242 4242 4242 4242');
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    const alerts = await screen.findAllByText('Only 1 left: please choose at most 1.');
    expect(alerts.length).toBeGreaterThan(0);
    expect(sent.map((request) => request.order)).toEqual([
      {
        item: 'event-tickets',
        event: 'spring-banquet-2027',
        counts: { adult: 1, child: 2 },
        answers: { adult: [{ holderName: 'Grace Hopper', answer: 'Fish' }] },
        sponsoredNames: '',
      },
    ]);
    expect(valueOf('First name')).toBe('Grace');
    await u.click(screen.getByRole('button', { name: 'Return to ticket selection' }));
    await screen.findByLabelText('Child');
    expect(screen.getByLabelText('Child').getAttribute('aria-invalid')).toBe('true');
  });

  it('presets the seats a waiting-list offer holds, says until when, and sends its token', async () => {
    const u = user();
    const sent: CheckoutRequest[] = [];
    const world = await worldWith(BANQUET_2027, uiWorld({ payments: refusingPayments(sent) }));
    const offer = { eventSlug: 'spring-banquet-2027', name: 'Ada', seats: { child: 2 }, expiresAt: '2027-04-03T16:00:00.000Z' };
    const gateway = new InMemoryTicketedEventsGateway(
      {
        ticketing: { events: world.eventStore },
        members: world.members,
        markdown: markdownItRenderer(),
        clock: world.clock,
        config: { timeZone: 'America/New_York' },
      },
      () => okAsync({ role: 'visitor', email: null }),
      { tok: offer },
    );
    open({ ...world, services: { ...world.services, ticketedEvents: gateway } }, '/events/spring-banquet-2027?offer=tok');
    await screen.findByText('Seats are held for you until Apr 3, 2027 at 12:00 PM');
    expect(valueOf('Child')).toBe('2');
    await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await fill(u, 'First name', 'Ada');
    await fill(u, 'Last name', 'Lovelace');
    await fill(u, 'Email', 'ada@example.org');
    await fillCard(u, world, '4242 4242 4242 4242');
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    await waitFor(() => expect(sent.map((request) => request.offerToken)).toEqual(['tok']));
  });

  it('says an offer that expired or was used plainly, and still shows the event', async () => {
    open(await worldWith(), '/events/spring-banquet-2027?offer=gone');
    await screen.findByText('This offer has expired or was already used.');
    screen.getByRole('heading', { level: 1, name: 'Spring Banquet 2027' });
  });

  it('offers the waiting list when a type is sold out, with the server’s words on joining', async () => {
    const u = user();
    const world = await worldWith();
    const now = world.clock.now();
    (
      await world.eventStore.hold(BANQUET_2027.slug, { id: 'o1', seats: { child: 30 }, expiresAt: now + HOLD_MILLISECONDS }, now)
    )._unsafeUnwrap();
    open(world);
    const list = await screen.findByRole('region', { name: 'Join the waiting list' });
    await u.clear(within(list).getByLabelText(/Party size/));
    await u.click(within(list).getByRole('button', { name: 'Join the waiting list' }));
    await within(list).findByText('Name is required.');
    within(list).getByText('Please enter a party size from 1 to 20.');
    await u.type(within(list).getByLabelText(/^Name/), 'Ada');
    await u.type(within(list).getByLabelText(/^Email/), 'ada@example.org');
    await u.type(within(list).getByLabelText(/Party size/), '2');
    await u.click(within(list).getByRole('button', { name: 'Join the waiting list' }));
    await within(list).findByText(/Ada, you are on the waiting list for Spring Banquet 2027/);
  });

  it('confirms a payment, and reads the seats again when the buyer buys more', async () => {
    const u = user();
    let current: UiWorld | null = null;
    const world = await worldWith(BANQUET_2027, uiWorld({ payments: sellingPayments(() => current as UiWorld) }));
    current = world;
    const now = world.clock.now();
    (
      await world.eventStore.hold(BANQUET_2027.slug, { id: 'o1', seats: { child: 17 }, expiresAt: now + HOLD_MILLISECONDS }, now)
    )._unsafeUnwrap();
    open(world);
    await screen.findByLabelText('Child');
    await fill(u, 'Child', '10');
    await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await fill(u, 'First name', 'Grace');
    await fill(u, 'Last name', 'Hopper');
    await fill(u, 'Email', 'grace@example.org');
    await fillCard(u, world, '4242 4242 4242 4242');
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    await screen.findByText(/Spring Banquet 2027 Tickets - Child: 10/);
    await u.click(screen.getByRole('button', { name: 'Buy more tickets' }));
    await screen.findByText('Child (9 and under) · $20 · Only 3 left');
  });
});
