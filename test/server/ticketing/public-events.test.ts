import { beforeEach, describe, expect, it } from 'vitest';
import type { EventSummary, EventView } from '../../../src/application/ports/ticketed-events-gateway.port';
import { HOLD_MILLISECONDS } from '../../../src/domain/seat-holds';
import type { TicketedEvent } from '../../../src/domain/ticketed-events';
import { appWorld, type AppWorld } from '../../support/app-world';
import { MEMBER, signedInAdmin, signedInMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';
import { at, BANQUET_2027 } from '../../domain/ticketed-event-fixtures';

/** While the banquet's sales are open: 2027-04-01 12:00 in New York. */
const DURING_SALES = '2027-04-01T16:00:00.000Z';

async function store(world: AppWorld, event: TicketedEvent): Promise<void> {
  (await world.deps.ticketing.events.create(event, '2027-01-01T00:00:00.000Z'))._unsafeUnwrap();
}

async function viewOf(browser: Browser, slug = BANQUET_2027.slug): Promise<EventView> {
  const response = await browser.fetch(`/ticketing/events/${slug}`, { method: 'GET' });
  expect(response.status).toBe(200);
  return (await response.json()) as EventView;
}

async function sell(world: AppWorld, orderId: string, seats: Record<string, number>): Promise<void> {
  const now = world.clock.now();
  const hold = { id: orderId, seats, expiresAt: now + HOLD_MILLISECONDS };
  (await world.deps.ticketing.events.hold(BANQUET_2027.slug, hold, now))._unsafeUnwrap();
  (await world.deps.ticketing.events.confirm(BANQUET_2027.slug, orderId, seats, now))._unsafeUnwrap();
}

async function setDues(world: AppWorld, email: string, duesPayYear: string): Promise<void> {
  const member = (await world.deps.members.findByEmail(email))._unsafeUnwrap();
  if (member === null) throw new Error(`no member ${email}`);
  (await world.deps.members.update(member.id, { duesPayYear }))._unsafeUnwrap();
}

describe('GET /ticketing/events', () => {
  it('lists the spec’s four events, earliest first, with their pages and their sales words', async () => {
    const world = appWorld();
    const response = await new Browser(world).fetch('/ticketing/events', { method: 'GET' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { events } = (await response.json()) as { events: EventSummary[] };
    expect(events.map((event) => [event.path, event.name, event.sales])).toEqual([
      ['/events/spring-banquet-2022', 'Spring Banquet 2022', { state: 'open', words: null }],
      ['/events/cookout-2022', 'Cookout 2022', { state: 'open', words: null }],
      ['/events/cookout-2024', 'Cookout 2024', { state: 'open', words: null }],
      ['/events/sponsor-cookout-2024', 'Sponsor Students for the Cookout 2024', { state: 'open', words: null }],
    ]);
    expect(events[0]).toMatchObject({ venue: 'Portsmouth, VA', timeZone: 'America/New_York', lowestPrice: 2_000, status: 'published' });
  });

  it('leaves drafts out, for everyone', async () => {
    const world = appWorld();
    await store(world, { ...BANQUET_2027, status: 'draft' });
    const admin = await signedInAdmin(world);
    const { events } = (await (await admin.fetch('/ticketing/events', { method: 'GET' })).json()) as { events: EventSummary[] };
    expect(events.map((event) => event.slug)).not.toContain(BANQUET_2027.slug);
  });
});

describe('GET /ticketing/events/:slug', () => {
  let world: AppWorld;

  beforeEach(async () => {
    world = appWorld();
    world.clock.set(DURING_SALES);
    await store(world, BANQUET_2027);
  });

  it('shows a visitor the event, its safe description, each type’s price, and the price they pay', async () => {
    const view = await viewOf(new Browser(world));
    expect(view).toMatchObject({
      slug: 'spring-banquet-2027',
      path: '/events/spring-banquet-2027',
      name: 'Spring Banquet 2027',
      start: '2027-04-24T17:00',
      venue: 'Portsmouth, VA',
      image: '/files/website-assets/1a2b-banquet.jpg',
      description: 'Dinner and scholarship awards.',
      descriptionHtml: '<p>Dinner and scholarship awards.</p>',
      memberPricing: false,
      sales: { state: 'open', words: null },
      lowestPrice: 0,
      waitingList: false,
    });
    expect(
      view.ticketTypes.map((type) => [type.id, type.price, type.memberPrice, type.yourPrice, type.remaining, type.remainingWords]),
    ).toEqual([
      ['adult', 3_800, 3_300, 3_800, 120, null],
      ['child', 2_000, null, 2_000, 30, null],
      ['infant', 0, null, 0, 120, null],
    ]);
    expect(view.ticketTypes[0]).toMatchObject({
      asks: { holderName: true, question: 'Chicken or fish?' },
      perOrderMax: 10,
      kind: 'ticket',
    });
  });

  it('gives a member whose dues for this year (in the chapter’s zone) are paid the member price', async () => {
    const member = await signedInMember(world);
    await setDues(world, MEMBER, '2027');
    const view = await viewOf(member);
    expect(view.memberPricing).toBe(true);
    expect(view.ticketTypes.map((type) => type.yourPrice)).toEqual([3_300, 2_000, 0]);
  });

  it('gives a member whose dues are unpaid the price', async () => {
    const member = await signedInMember(world);
    await setDues(world, MEMBER, '2026');
    const view = await viewOf(member);
    expect(view.memberPricing).toBe(false);
    expect(view.ticketTypes[0]?.yourPrice).toBe(3_800);
  });

  it('reads the dues year in the chapter’s zone: at 23:30 on New Year’s Eve in New York, last year’s dues still count', async () => {
    const member = await signedInMember(world);
    await setDues(world, MEMBER, '2026');
    world.clock.set('2027-01-01T04:30:00.000Z');
    expect((await viewOf(member)).memberPricing).toBe(true);
  });

  it('says sales have not opened, with the day they open', async () => {
    world.clock.set('2027-02-01T12:00:00.000Z');
    const view = await viewOf(new Browser(world));
    expect(view.sales).toEqual({ state: 'notYetOpen', words: 'Ticket sales open on Mar 1, 2027 at 9:00 AM.' });
  });

  it('says sales have closed after the window, and when the chair closed them', async () => {
    world.clock.set('2027-04-22T12:00:00.000Z');
    expect((await viewOf(new Browser(world))).sales).toEqual({ state: 'closed', words: 'Sales have closed.' });
    (
      await world.deps.ticketing.events.update(
        { ...BANQUET_2027, status: 'cancelled' },
        '2027-01-01T00:00:00.000Z',
        '2027-01-02T00:00:00.000Z',
      )
    )._unsafeUnwrap();
    expect((await viewOf(new Browser(world))).sales).toEqual({ state: 'cancelled', words: 'This event has been cancelled.' });
  });

  it('says how many are left when few remain, counting held seats, and offers the waiting list for a sold-out type', async () => {
    await sell(world, 'order-1', { child: 27 });
    await sell(world, 'order-2', { adult: 60 });
    const view = await viewOf(new Browser(world));
    expect(view.ticketTypes.map((type) => type.remainingWords)).toEqual([null, 'Only 3 left', null]);
    await sell(world, 'order-3', { child: 3 });
    const after = await viewOf(new Browser(world));
    expect(after.ticketTypes[1]).toMatchObject({ remaining: 0, remainingWords: 'Sold out.' });
    expect(after.waitingList).toBe(true);
    expect(after.sales.state).toBe('open');
  });

  it('says the event is sold out when every seat is taken', async () => {
    await sell(world, 'order-1', { adult: 90, child: 30 });
    const view = await viewOf(new Browser(world));
    expect(view.sales).toEqual({ state: 'soldOut', words: 'Sold out.' });
    expect(view.ticketTypes.map((type) => type.remainingWords)).toEqual(['Sold out.', 'Sold out.', 'Sold out.']);
    expect(view.waitingList).toBe(true);
  });

  it('shows seats freed again when a hold expires', async () => {
    const now = world.clock.now();
    (
      await world.deps.ticketing.events.hold(
        BANQUET_2027.slug,
        { id: 'held', seats: { child: 30 }, expiresAt: now + HOLD_MILLISECONDS },
        now,
      )
    )._unsafeUnwrap();
    expect((await viewOf(new Browser(world))).ticketTypes[1]?.remainingWords).toBe('Sold out.');
    world.clock.advance(HOLD_MILLISECONDS);
    expect((await viewOf(new Browser(world))).ticketTypes[1]?.remaining).toBe(30);
  });

  it('answers 404 for an unknown slug, a malformed one, and a draft, but shows a draft to an administrator', async () => {
    await store(world, { ...BANQUET_2027, slug: 'fall-gala', status: 'draft', sales: { opens: null, closes: at('2027-12-01T00:00') } });
    for (const path of ['/ticketing/events/no-such-event', '/ticketing/events/Not_A_Slug', '/ticketing/events/fall-gala']) {
      const response = await new Browser(world).fetch(path, { method: 'GET' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { message: 'The event was not found.', type: 'NotFound' } });
    }
    const member = await signedInMember(world);
    expect((await member.fetch('/ticketing/events/fall-gala', { method: 'GET' })).status).toBe(404);
    const admin = await signedInAdmin(world);
    const draft = await viewOf(admin, 'fall-gala');
    expect(draft.status).toBe('draft');
    expect(draft.sales).toEqual({ state: 'draft', words: 'Tickets for this event are not on sale yet.' });
  });

  it('renders the description’s Markdown safely', async () => {
    await store(world, { ...BANQUET_2027, slug: 'gala', description: '**Black tie.** <script>alert(1)</script>' });
    const view = await viewOf(new Browser(world), 'gala');
    expect(view.descriptionHtml).toContain('<strong>Black tie.</strong>');
    expect(view.descriptionHtml).not.toContain('<script>');
  });
});
