import { describe, expect, it } from 'vitest';
import { STALE_EVENT } from '../../../src/application/ports/ticketed-event-store.port';
import { CANCELLED_IS_FINAL } from '../../../src/domain/ticketed-event-changes';
import { COOKOUT_2022, SPRING_BANQUET_2022 } from '../../../src/domain/spec-events';
import { IMAGE_MESSAGE, ticketedEventForm } from '../../../src/domain/validation/ticketed-event-form';
import { EVENT_FORM_BODY_BYTES } from '../../../src/server/routes/event-admin.routes';
import { appWorld } from '../../support/app-world';
import { errorOf, signedInAdmin, signedInMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';
import { eventForm, ticketTypeForm } from '../../application/server/events/event-admin-fixtures';

const BASE = '/ticketing/admin/events';
const BANQUET = `${BASE}/${SPRING_BANQUET_2022.slug}`;
const SEEDED_VERSION = '2026-01-01T00:00:00.000Z';

interface Detail {
  readonly event: { readonly slug: string; readonly status: string; readonly name: string; readonly start: string };
  readonly updatedAt: string;
  readonly form: ReturnType<typeof ticketedEventForm>;
  readonly seats: { readonly sold: Record<string, number>; readonly held: Record<string, number> };
}

const json = async <T>(response: Response) => (await response.json()) as T;

describe('the chair’s routes are for administrators only', () => {
  const routes: readonly (readonly [string, (who: Browser) => Promise<Response>])[] = [
    ['GET list', (who) => who.get(BASE)],
    ['GET one', (who) => who.get(BANQUET)],
    ['POST create', (who) => who.post(BASE, eventForm())],
    ['PUT update', (who) => who.send('PUT', BANQUET, { form: ticketedEventForm(SPRING_BANQUET_2022), updatedAt: SEEDED_VERSION })],
    ['POST status', (who) => who.post(`${BANQUET}/status`, { status: 'salesClosed' })],
    ['POST copy', (who) => who.post(`${BANQUET}/copy`, { slug: 'spring-banquet-2023' })],
  ];

  it.each(routes)('%s: a visitor is told to sign in, a member is refused, and nothing changes', async (_name, request) => {
    const world = appWorld();
    const visitor = await request(new Browser(world));
    expect(visitor.status).toBe(401);
    const member = await request(await signedInMember(world));
    expect(member.status).toBe(403);
    expect(await errorOf(member)).toMatchObject({ type: 'Unauthorized', message: 'Unauthorized' });
    const stored = (await world.deps.ticketing.events.list())._unsafeUnwrap();
    expect(stored.map(({ event }) => [event.slug, event.status])).toEqual([
      ['spring-banquet-2022', 'published'],
      ['cookout-2022', 'published'],
      ['cookout-2024', 'published'],
      ['sponsor-cookout-2024', 'published'],
    ]);
    const admin = await request(await signedInAdmin(world));
    expect(admin.status).toBeLessThan(300);
  });

  it('refuses a write from another site, and one that is not JSON', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const crossSite = await admin.send('POST', BASE, eventForm(), { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await errorOf(crossSite)).toMatchObject({ type: 'CrossSiteRequest' });
    const notJson = await admin.fetch(BASE, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' });
    expect(notJson.status).toBe(415);
    const huge = await admin.post(BASE, { ...eventForm(), description: 'x'.repeat(EVENT_FORM_BODY_BYTES) });
    expect(huge.status).toBe(413);
  });
});

describe('the chair creates, edits, publishes and copies events', () => {
  it('lists every event with its seats, never cached', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    expect((await admin.post(BASE, eventForm())).status).toBe(201);
    const listed = await admin.get(BASE);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const { events, timeZone } = await json<{
      events: { slug: string; status: string; sold: number; held: number; capacity: number | null }[];
      timeZone: string;
    }>(listed);
    expect(timeZone).toBe(world.deps.config.timeZone);
    expect(events.map((event) => [event.slug, event.status, event.sold, event.held, event.capacity])).toEqual([
      ['spring-banquet-2022', 'published', 0, 0, null],
      ['cookout-2022', 'published', 0, 0, null],
      ['cookout-2024', 'published', 0, 0, null],
      ['sponsor-cookout-2024', 'published', 0, 0, null],
      ['fall-gala-2027', 'draft', 0, 0, 100],
    ]);
  });

  it('creates an event from the form and reads it back with its form and seats', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const created = await admin.post(BASE, eventForm({ status: 'published' }));
    expect(created.status).toBe(201);
    const detail = await json<Detail>(created);
    expect(detail.event).toMatchObject({ slug: 'fall-gala-2027', status: 'published', start: '2027-10-09T18:00' });
    expect(detail.seats).toEqual({ sold: {}, held: {} });
    const read = await json<Detail>(await admin.get(`${BASE}/fall-gala-2027`));
    expect(read).toEqual(detail);
    expect(read.form.ticketTypes.map((type) => [type.id, type.price, type.memberPrice])).toEqual([
      ['adult', '38', '33'],
      ['child', '20', ''],
    ]);
  });

  it('refuses the form with the domain’s message beside each field', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const refused = await admin.post(
      BASE,
      eventForm({
        name: '',
        image: 'https://elsewhere.example/x.jpg',
        ticketTypes: [ticketTypeForm({ price: '38.5' }), ticketTypeForm({ fairMarketValue: '50' })],
      }),
    );
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toEqual({
      type: 'InvalidForm',
      message: IMAGE_MESSAGE,
      fields: {
        image: IMAGE_MESSAGE,
        'ticketTypes.0.price': 'Please enter an amount in dollars, such as 38 or 38.50.',
        'ticketTypes.1.fairMarketValue': 'The fair market value cannot be above the price.',
        'ticketTypes.1.name': 'Another ticket type has this name.',
        name: 'Event name is required.',
      },
    });
    const taken = await admin.post(BASE, eventForm({ slug: 'cookout-2022' }));
    expect(taken.status).toBe(400);
    expect(await errorOf(taken)).toMatchObject({ fields: { slug: 'Another event already has the address /events/cookout-2022.' } });
    const badShape = await admin.post(BASE, { ...eventForm(), ticketTypes: 'two' });
    expect(badShape.status).toBe(400);
    expect(await errorOf(badShape)).toMatchObject({ type: 'InvalidBody', fields: { ticketTypes: 'Please add at least one ticket type.' } });
  });

  it('saves an edit from the version it started from; a second edit from the same version is stale (409)', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const form = { ...ticketedEventForm(SPRING_BANQUET_2022), venue: 'Norfolk, VA' };
    const saved = await admin.send('PUT', BANQUET, { form, updatedAt: SEEDED_VERSION });
    expect(saved.status).toBe(200);
    expect((await json<Detail>(saved)).event).toMatchObject({ slug: 'spring-banquet-2022', name: 'Spring Banquet 2022' });
    const stale = await admin.send('PUT', BANQUET, { form, updatedAt: SEEDED_VERSION });
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toEqual({ type: 'Stale', message: STALE_EVENT.message });
    const missing = await admin.send('PUT', `${BASE}/no-such-event`, { form, updatedAt: SEEDED_VERSION });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toEqual({ type: 'NotFound', message: 'The event was not found.' });
  });

  it('keeps the seats already sold: capacity not below them, their type not removed', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const events = world.deps.ticketing.events;
    const now = world.clock.now();
    (await events.hold('cookout-2022', { id: 'order-1', seats: { tickets: 4 }, expiresAt: now + 60_000 }, now))._unsafeUnwrap();
    (await events.confirm('cookout-2022', 'order-1', { tickets: 4 }, now))._unsafeUnwrap();
    const detail = await json<Detail>(await admin.get(`${BASE}/cookout-2022`));
    expect(detail.seats).toEqual({ sold: { tickets: 4 }, held: {} });
    const [tickets] = detail.form.ticketTypes;
    if (!tickets) throw new Error('the cookout has one ticket type');
    const lower = await admin.send('PUT', `${BASE}/cookout-2022`, {
      form: { ...detail.form, capacity: '3' },
      updatedAt: detail.updatedAt,
    });
    expect(lower.status).toBe(400);
    expect(await errorOf(lower)).toMatchObject({ fields: { capacity: '4 seats are already sold: the capacity cannot be below 4.' } });
    const removed = await admin.send('PUT', `${BASE}/cookout-2022`, {
      form: { ...detail.form, descriptionTemplate: '', ticketTypes: [ticketTypeForm({ name: 'General' })] },
      updatedAt: detail.updatedAt,
    });
    expect(await errorOf(removed)).toMatchObject({
      fields: { ticketTypes: 'Tickets has 4 seats sold, so it cannot be removed. Close its sales by setting its capacity to 4 instead.' },
    });
    const typeCapacity = await admin.send('PUT', `${BASE}/cookout-2022`, {
      form: { ...detail.form, ticketTypes: [{ ...tickets, capacity: '2' }] },
      updatedAt: detail.updatedAt,
    });
    expect(await errorOf(typeCapacity)).toMatchObject({
      fields: { 'ticketTypes.0.capacity': '4 seats of this type are already sold: the capacity cannot be below 4.' },
    });
  });

  it('closes and reopens sales, cancels for good, each refusal in words', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const to = (status: string) => admin.post(`${BASE}/${COOKOUT_2022.slug}/status`, { status });
    for (const status of ['salesClosed', 'published', 'cancelled']) {
      const changed = await to(status);
      expect(changed.status).toBe(200);
      expect((await json<Detail>(changed)).event.status).toBe(status);
    }
    const again = await to('published');
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ type: 'StatusChangeRefused', message: CANCELLED_IS_FINAL });
    const unknown = await to('sold');
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ fields: { status: 'Please choose published, salesClosed or cancelled.' } });
    const draft = await admin.post(`${BASE}/${SPRING_BANQUET_2022.slug}/status`, { status: 'draft' });
    expect(await errorOf(draft)).toEqual({ type: 'StatusChangeRefused', message: 'A published event cannot go back to being a draft.' });
  });

  it('copies last year’s event as a draft a year on; the public list does not show it yet', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const copied = await admin.post(`${BANQUET}/copy`, { slug: 'spring-banquet-2023' });
    expect(copied.status).toBe(201);
    expect((await json<Detail>(copied)).event).toMatchObject({
      slug: 'spring-banquet-2023',
      name: 'Spring Banquet 2023',
      status: 'draft',
      start: '2023-04-23T17:00',
    });
    const bad = await admin.post(`${BANQUET}/copy`, { slug: 'Spring 2023' });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ fields: { slug: expect.stringContaining('lowercase letters') } });
    const taken = await admin.post(`${BANQUET}/copy`, { slug: 'spring-banquet-2023' });
    expect(await errorOf(taken)).toMatchObject({ fields: { slug: 'Another event already has the address /events/spring-banquet-2023.' } });
  });
});

describe('more seats for a waiting list', () => {
  it('offers the seats a raised capacity frees to the first waiting party at once, by e-mail with its link', async () => {
    const world = appWorld();
    const admin = await signedInAdmin(world);
    const full = { ...COOKOUT_2022, slug: 'full-cookout', name: 'Full Cookout', capacity: 0, descriptionTemplate: null };
    (await world.deps.ticketing.events.create(full, SEEDED_VERSION))._unsafeUnwrap();
    (
      await world.deps.ticketing.waitingList.join({
        id: 'party-1',
        eventSlug: 'full-cookout',
        typeId: null,
        name: 'Grace Hopper',
        email: 'grace@example.org',
        partySize: 2,
        joinedAt: SEEDED_VERSION,
      })
    )._unsafeUnwrap();
    const raised = await admin.send('PUT', `${BASE}/full-cookout`, {
      form: ticketedEventForm({ ...full, capacity: 2 }),
      updatedAt: SEEDED_VERSION,
    });
    expect(raised.status).toBe(200);
    expect((await world.deps.ticketing.waitingList.get('party-1'))._unsafeUnwrap().state).toBe('offered');
    const offers = world.mailer
      .sent()
      .filter((mail) => mail.to === 'grace@example.org' && mail.text.includes('/events/full-cookout?offer='));
    expect(offers).toHaveLength(1);
  });
});
