import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { changeEventStatus } from '../../../../src/application/server/events/change-event-status.use-case';
import { copyEvent } from '../../../../src/application/server/events/copy-ticketed-event.use-case';
import { getEventForEditing, listAllEvents } from '../../../../src/application/server/events/list-all-events.use-case';
import { createTicketedEvent, updateTicketedEvent } from '../../../../src/application/server/events/save-ticketed-event.use-case';
import { STALE_EVENT } from '../../../../src/application/ports/ticketed-event-store.port';
import { UNAUTHORIZED, type Actor } from '../../../../src/domain/access';
import { CANCELLED_IS_FINAL, NEW_EVENT_STATUS } from '../../../../src/domain/ticketed-event-changes';
import { ticketedEventForm, SLUG_MESSAGE } from '../../../../src/domain/validation/ticketed-event-form';
import { BANQUET_2027 } from '../../../domain/ticketed-event-fixtures';
import { ADMIN, eventAdminWorld, eventForm, MEMBER, ticketTypeForm, VISITOR } from './event-admin-fixtures';

const SLUG = BANQUET_2027.slug;

describe('every operation is the chair’s', () => {
  const operations: readonly (readonly [string, (actor: Actor) => ResultAsync<unknown, { type: string }>])[] = [
    ['list', (actor) => listAllEvents(eventAdminWorld().deps, { actor })],
    ['get', (actor) => getEventForEditing(eventAdminWorld().deps, { actor, slug: SLUG })],
    ['create', (actor) => createTicketedEvent(eventAdminWorld().deps, { actor, form: eventForm() })],
    [
      'update',
      (actor) =>
        updateTicketedEvent(eventAdminWorld().deps, {
          actor,
          slug: SLUG,
          form: ticketedEventForm(BANQUET_2027),
          updatedAt: '2027-01-10T00:00:00.000Z',
        }),
    ],
    ['close sales', (actor) => changeEventStatus(eventAdminWorld().deps, { actor, slug: SLUG, status: 'salesClosed' })],
    ['cancel', (actor) => changeEventStatus(eventAdminWorld().deps, { actor, slug: SLUG, status: 'cancelled' })],
    ['copy', (actor) => copyEvent(eventAdminWorld().deps, { actor, slug: SLUG, newSlug: 'spring-banquet-2028' })],
  ];

  it.each(operations)('%s: refused to visitors and members, done for administrators', async (_name, run) => {
    expect((await run(VISITOR))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
    expect((await run(MEMBER))._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
    expect((await run(ADMIN)).isOk()).toBe(true);
  });
});

describe('listing and reading events', () => {
  it('lists every event, drafts too, with seats sold and held', async () => {
    const { deps, sell, events, clock } = eventAdminWorld();
    (await createTicketedEvent(deps, { actor: ADMIN, form: eventForm() }))._unsafeUnwrap();
    await sell('order-1', { adult: 2, child: 1 });
    (await events.hold(SLUG, { id: 'order-2', seats: { adult: 4 }, expiresAt: clock.now() + 60_000 }, clock.now()))._unsafeUnwrap();
    const listed = (await listAllEvents(deps, { actor: ADMIN }))._unsafeUnwrap();
    expect(listed.map((entry) => [entry.slug, entry.status, entry.sold, entry.held, entry.capacity])).toEqual([
      [SLUG, 'published', 3, 4, 120],
      ['fall-gala-2027', 'draft', 0, 0, 100],
    ]);
    expect(listed[1]).toMatchObject({ path: '/events/fall-gala-2027', start: '2027-10-09T18:00', timeZone: 'America/New_York' });
  });

  it('reads one event with its form, its version and its seats by type', async () => {
    const { deps, sell } = eventAdminWorld();
    await sell('order-1', { adult: 2 });
    expect((await getEventForEditing(deps, { actor: ADMIN, slug: SLUG }))._unsafeUnwrap()).toEqual({
      event: BANQUET_2027,
      updatedAt: '2027-01-10T00:00:00.000Z',
      form: ticketedEventForm(BANQUET_2027),
      seats: { sold: { adult: 2 }, held: {} },
    });
    expect((await getEventForEditing(deps, { actor: ADMIN, slug: 'nope' }))._unsafeUnwrapErr()).toMatchObject({ type: 'NotFound' });
  });
});

describe('creating an event', () => {
  it('stores the checked event in the chapter’s zone, as a draft', async () => {
    const { deps } = eventAdminWorld();
    const detail = (await createTicketedEvent(deps, { actor: ADMIN, form: eventForm() }))._unsafeUnwrap();
    expect(detail.event).toMatchObject({ slug: 'fall-gala-2027', status: 'draft', timeZone: 'America/New_York', capacity: 100 });
    expect(detail.event.ticketTypes.map((type) => [type.id, type.price, type.memberPrice])).toEqual([
      ['adult', 3800, 3300],
      ['child', 2000, null],
    ]);
    expect(detail.updatedAt).toBe('2027-04-01T16:00:00.000Z');
    expect((await deps.events.get('fall-gala-2027'))._unsafeUnwrap().event).toEqual(detail.event);
  });

  it('refuses the form field by field in the domain’s words', async () => {
    const { deps } = eventAdminWorld();
    const refused = (
      await createTicketedEvent(deps, {
        actor: ADMIN,
        form: eventForm({ slug: 'Fall Gala', end: '2027-10-09T17:00', ticketTypes: [ticketTypeForm({ memberPrice: '40' })] }),
      })
    )._unsafeUnwrapErr();
    expect(refused).toEqual({
      type: 'InvalidForm',
      message: SLUG_MESSAGE,
      fields: {
        slug: SLUG_MESSAGE,
        end: 'The end must be after the start.',
        'ticketTypes.0.memberPrice': 'The member price cannot be above the price.',
      },
    });
  });

  it('refuses an address another event has, beside the address', async () => {
    const { deps } = eventAdminWorld();
    expect((await createTicketedEvent(deps, { actor: ADMIN, form: eventForm({ slug: SLUG }) }))._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: { slug: `Another event already has the address /events/${SLUG}.` },
    });
  });

  it('publishes at once when asked, but never creates a closed or cancelled event', async () => {
    const { deps } = eventAdminWorld();
    expect((await createTicketedEvent(deps, { actor: ADMIN, form: eventForm({ status: 'published' }) }))._unsafeUnwrap().event.status).toBe(
      'published',
    );
    for (const status of ['salesClosed', 'cancelled']) {
      const refused = await createTicketedEvent(deps, { actor: ADMIN, form: eventForm({ slug: `x-${status.toLowerCase()}`, status }) });
      expect(refused._unsafeUnwrapErr()).toMatchObject({ fields: { status: NEW_EVENT_STATUS } });
    }
  });
});

describe('editing an event', () => {
  const VERSION = '2027-01-10T00:00:00.000Z';

  it('saves a change from the version it started from, keeping the address', async () => {
    const { deps } = eventAdminWorld();
    const form = { ...ticketedEventForm(BANQUET_2027), slug: 'somewhere-else', venue: 'The Armory' };
    const saved = (await updateTicketedEvent(deps, { actor: ADMIN, slug: SLUG, form, updatedAt: VERSION }))._unsafeUnwrap();
    expect(saved.event).toEqual({ ...BANQUET_2027, venue: 'The Armory' });
    expect(saved.updatedAt).toBe('2027-04-01T16:00:00.000Z');
    // The first edit's version is gone: a second edit from it is stale.
    const stale = await updateTicketedEvent(deps, { actor: ADMIN, slug: SLUG, form, updatedAt: VERSION });
    expect(stale._unsafeUnwrapErr()).toEqual(STALE_EVENT);
  });

  it('keeps the seats sold: no removing their type, no capacity below them; a new price is fine', async () => {
    const { deps, sell } = eventAdminWorld();
    await sell('order-1', { adult: 2, child: 3 });
    const form = ticketedEventForm(BANQUET_2027);
    const [adult, child, infant] = form.ticketTypes;
    if (!adult || !child || !infant) throw new Error('fixture');
    const update = (changed: typeof form) => updateTicketedEvent(deps, { actor: ADMIN, slug: SLUG, form: changed, updatedAt: VERSION });
    expect((await update({ ...form, ticketTypes: [adult, infant] }))._unsafeUnwrapErr()).toMatchObject({
      fields: { ticketTypes: 'Child has 3 seats sold, so it cannot be removed. Close its sales by setting its capacity to 3 instead.' },
    });
    expect(
      (await update({ ...form, capacity: '4', ticketTypes: [adult, { ...child, capacity: '2' }, infant] }))._unsafeUnwrapErr(),
    ).toEqual({
      type: 'InvalidForm',
      message: '3 seats of this type are already sold: the capacity cannot be below 3.',
      fields: {
        'ticketTypes.1.capacity': '3 seats of this type are already sold: the capacity cannot be below 3.',
        capacity: '5 seats are already sold: the capacity cannot be below 5.',
      },
    });
    const cheaper = (await update({ ...form, ticketTypes: [{ ...adult, price: '35' }, child] }))._unsafeUnwrap();
    expect(cheaper.event.ticketTypes.map((type) => type.price)).toEqual([3500, 2000]);
  });

  it('moves the status only as the event’s life allows', async () => {
    const { deps } = eventAdminWorld();
    const form = { ...ticketedEventForm(BANQUET_2027), status: 'draft' };
    expect((await updateTicketedEvent(deps, { actor: ADMIN, slug: SLUG, form, updatedAt: VERSION }))._unsafeUnwrapErr()).toMatchObject({
      fields: { status: 'A published event cannot go back to being a draft.' },
    });
  });

  it('answers NotFound for an event that is not there', async () => {
    const { deps } = eventAdminWorld();
    const missing = await updateTicketedEvent(deps, { actor: ADMIN, slug: 'nope', form: eventForm(), updatedAt: VERSION });
    expect(missing._unsafeUnwrapErr()).toMatchObject({ type: 'NotFound', message: 'The event was not found.' });
  });
});

describe('publishing, closing sales and cancelling', () => {
  it('goes draft -> published -> sales closed -> published, and cancelled for good', async () => {
    const { deps } = eventAdminWorld();
    (await createTicketedEvent(deps, { actor: ADMIN, form: eventForm() }))._unsafeUnwrap();
    const to = (status: 'published' | 'salesClosed' | 'cancelled' | 'draft') =>
      changeEventStatus(deps, { actor: ADMIN, slug: 'fall-gala-2027', status });
    expect((await to('salesClosed'))._unsafeUnwrapErr()).toEqual({
      type: 'StatusChangeRefused',
      message: 'Sales of a draft cannot be closed: publish the event first.',
    });
    for (const status of ['published', 'salesClosed', 'published', 'cancelled'] as const) {
      expect((await to(status))._unsafeUnwrap().event.status).toBe(status);
    }
    expect((await to('published'))._unsafeUnwrapErr()).toEqual({ type: 'StatusChangeRefused', message: CANCELLED_IS_FINAL });
  });
});

describe('copying last year’s event', () => {
  it('makes a draft a year on with the same types and prices', async () => {
    const { deps } = eventAdminWorld();
    const copy = (await copyEvent(deps, { actor: ADMIN, slug: SLUG, newSlug: 'spring-banquet-2028' }))._unsafeUnwrap();
    expect(copy.event).toMatchObject({
      slug: 'spring-banquet-2028',
      name: 'Spring Banquet 2028',
      status: 'draft',
      start: '2028-04-24T17:00',
    });
    expect(copy.event.ticketTypes).toEqual(BANQUET_2027.ticketTypes);
    expect(copy.seats).toEqual({ sold: {}, held: {} });
  });

  it('refuses a bad or taken address beside the address', async () => {
    const { deps } = eventAdminWorld();
    expect((await copyEvent(deps, { actor: ADMIN, slug: SLUG, newSlug: 'Next Year' }))._unsafeUnwrapErr()).toMatchObject({
      fields: { slug: SLUG_MESSAGE },
    });
    expect((await copyEvent(deps, { actor: ADMIN, slug: SLUG, newSlug: SLUG }))._unsafeUnwrapErr()).toMatchObject({
      fields: { slug: `Another event already has the address /events/${SLUG}.` },
    });
    expect((await copyEvent(deps, { actor: ADMIN, slug: 'nope', newSlug: 'x' }))._unsafeUnwrapErr()).toMatchObject({ type: 'NotFound' });
  });
});
