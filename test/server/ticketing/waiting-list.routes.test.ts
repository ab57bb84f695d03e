import { describe, expect, it } from 'vitest';
import { HmacSignedTokens } from '../../../src/adapters/crypto/hmac-signed-tokens';
import { InMemoryTicketBook } from '../../../src/adapters/in-memory/in-memory-ticket-book';
import { InMemoryTicketedEventStore } from '../../../src/adapters/in-memory/in-memory-ticketed-event-store';
import { InMemoryWaitingList } from '../../../src/adapters/in-memory/in-memory-waiting-list';
import { OFFER_MILLISECONDS } from '../../../src/domain/waiting-list';
import { runWaitingListPass, waitingListJob } from '../../../src/server/waiting-list-schedule';
import { InMemoryJobRuns } from '../../../src/adapters/in-memory/in-memory-job-runs';
import { Scheduler } from '../../../src/application/server/scheduling/scheduler';
import { appWorld, type AppWorld } from '../../support/app-world';
import { signedInAdmin, signedInMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';
import { GALA, paidOrder, tokenIn } from '../../application/server/events/waiting-list-fixtures';

/** The app with the gala (6 seats) as its only ticketed event. */
function galaWorld() {
  const ticketing = {
    events: new InMemoryTicketedEventStore([GALA]),
    tickets: new InMemoryTicketBook(),
    waitingList: new InMemoryWaitingList(),
    tokens: new HmacSignedTokens(Buffer.alloc(32, 3)),
  };
  const world = appWorld({ ticketing });
  const order = (seats: Record<string, number>) =>
    paidOrder({ clock: world.clock, ledger: world.deps.ledger, processor: world.processor, ticketing }, seats);
  return { world, ticketing, order };
}

const visitor = (world: AppWorld, address = '198.51.100.4') => new Browser(world, undefined, address);
const joinAs = (world: AppWorld, name: string, partySize = 2, address?: string) =>
  visitor(world, address).post('/ticketing/events/gala/waiting-list', {
    typeId: null,
    name,
    email: `${name.toLowerCase()}@example.org`,
    partySize,
  });
const mailTo = (world: AppWorld, address: string) =>
  world.mailer
    .sent()
    .filter((mail) => mail.to === address)
    .at(-1)!;

describe('POST /ticketing/events/:slug/waiting-list', () => {
  it('answers 201 with the words to show when the event is sold out', async () => {
    const { world, order } = galaWorld();
    await order({ adult: 6 });
    const response = await joinAs(world, 'Ada');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: 'You are on the waiting list for Winter Gala. We sent a confirmation to ada@example.org.',
    });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 409 while tickets are on sale, 404 for an unknown event, 400 with the fields beside them', async () => {
    const { world, order } = galaWorld();
    const open = await joinAs(world, 'Ada');
    expect(open.status).toBe(409);
    expect((await open.json()).error.message).toBe('The waiting list opens when tickets are sold out; tickets are still on sale.');
    expect(
      (await visitor(world).post('/ticketing/events/nowhere/waiting-list', { name: 'A', email: 'a@example.org', partySize: 1 })).status,
    ).toBe(404);
    await order({ adult: 6 });
    const bad = await visitor(world).post('/ticketing/events/gala/waiting-list', { typeId: null, name: '', email: 'x', partySize: 9 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      name: 'Name is required.',
      email: 'Please enter a valid email address.',
      partySize: 'Party size must be a whole number from 1 to 6.',
    });
    const notANumber = await visitor(world).post('/ticketing/events/gala/waiting-list', {
      name: 'A',
      email: 'a@example.org',
      partySize: 'two',
    });
    expect(notANumber.status).toBe(400);
  });

  it('answers 429 with the wait after 5 places from one client', async () => {
    const { world, order } = galaWorld();
    await order({ adult: 6 });
    for (const name of ['A1', 'A2', 'A3', 'A4', 'A5']) expect((await joinAs(world, name, 1, '192.0.2.1')).status).toBe(201);
    const sixth = await joinAs(world, 'A6', 1, '192.0.2.1');
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('Retry-After')).toBe('3600');
  });

  it('refuses a join from another site', async () => {
    const { world, order } = galaWorld();
    await order({ adult: 6 });
    const body = { name: 'A', email: 'a@example.org', partySize: 1 };
    const response = await visitor(world).post('/ticketing/events/gala/waiting-list', body, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('leaving, and reading an offer', () => {
  it('leaves by the token of the e-mailed link', async () => {
    const { world, order } = galaWorld();
    await order({ adult: 6 });
    await joinAs(world, 'Ada');
    const token = tokenIn(mailTo(world, 'ada@example.org').text, 'token');
    const response = await visitor(world).post('/ticketing/waiting-list/leave', { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'You have left the waiting list for Winter Gala.' });
    expect((await visitor(world).post('/ticketing/waiting-list/leave', { token: 'forged' })).status).toBe(404);
  });

  it('reads an offer back (200), then 410 once it lapsed, and 404 for a token not ours', async () => {
    const { world, order, ticketing } = galaWorld();
    const sold = await order({ adult: 6 });
    await joinAs(world, 'Ada');
    const admin = await signedInAdmin(world);
    const cancelled = await admin.post(`/ticketing/admin/orders/${sold.id}/cancel`, { reason: 'Refund asked for.' });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ refunded: 4_000, offered: 1, order: { orderId: sold.id, status: 'refunded' } });
    const token = tokenIn(mailTo(world, 'ada@example.org').text, 'offer');
    const offer = await visitor(world).get(`/ticketing/offers/${token}`);
    expect(offer.status).toBe(200);
    const party = (await ticketing.waitingList.ofEvent('gala'))._unsafeUnwrap()[0]!;
    expect(await offer.json()).toEqual({
      eventSlug: 'gala',
      name: 'Ada',
      seats: { adult: 2 },
      expiresAt: new Date(party.offerExpiresAt!).toISOString(),
    });
    world.clock.advance(OFFER_MILLISECONDS);
    const gone = await visitor(world).get(`/ticketing/offers/${token}`);
    expect(gone.status).toBe(410);
    expect((await gone.json()).error.message).toBe('This offer has expired or was already used.');
    expect((await visitor(world).get('/ticketing/offers/abc.def.ghi')).status).toBe(404);
  });
});

describe("the chair's routes", () => {
  it('refuse visitors (401) and members (403) on every route', async () => {
    const { world } = galaWorld();
    const member = await signedInMember(world);
    const routes: [string, string][] = [
      ['GET', '/ticketing/admin/events/gala/waiting-list'],
      ['POST', '/ticketing/admin/waiting-list/p1/offer'],
      ['GET', '/ticketing/admin/events/gala/orders'],
      ['POST', '/ticketing/admin/orders/o1/cancel'],
      ['POST', '/ticketing/admin/events/gala/refund-all'],
    ];
    for (const [method, path] of routes) {
      const send = (browser: Browser) => (method === 'GET' ? browser.get(path) : browser.post(path, { reason: 'x' }));
      expect([path, (await send(visitor(world))).status]).toEqual([path, 401]);
      expect([path, (await send(member)).status]).toEqual([path, 403]);
    }
  });

  it('list the waiting parties and offer seats by hand', async () => {
    const { world, order, ticketing } = galaWorld();
    await order({ adult: 6 });
    await joinAs(world, 'Ada');
    const admin = await signedInAdmin(world);
    const list = await admin.get('/ticketing/admin/events/gala/waiting-list');
    expect(list.status).toBe(200);
    const body = (await list.json()) as { eventName: string; parties: { id: string; name: string; state: string }[] };
    expect(body.eventName).toBe('Winter Gala');
    expect(body.parties.map((p) => [p.name, p.state])).toEqual([['Ada', 'waiting']]);
    const refused = await admin.post(`/ticketing/admin/waiting-list/${body.parties[0]!.id}/offer`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe('Sold out.');
    const stored = (await ticketing.events.get('gala'))._unsafeUnwrap();
    (
      await ticketing.events.update({ ...GALA, capacity: 8 }, stored.updatedAt, new Date(world.clock.now() + 1).toISOString())
    )._unsafeUnwrap();
    const offered = await admin.post(`/ticketing/admin/waiting-list/${body.parties[0]!.id}/offer`);
    expect(offered.status).toBe(200);
    expect(await offered.json()).toMatchObject({ party: { name: 'Ada', state: 'offered' } });
  });

  it("list an event's orders and cancel one with a reason", async () => {
    const { world, order } = galaWorld();
    const sold = await order({ adult: 2 });
    const admin = await signedInAdmin(world);
    const list = await admin.get('/ticketing/admin/events/gala/orders');
    expect(await list.json()).toMatchObject({
      eventName: 'Winter Gala',
      orders: [{ orderId: sold.id, status: 'fulfilled', amount: 4_000 }],
    });
    const noReason = await admin.post(`/ticketing/admin/orders/${sold.id}/cancel`, {});
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.fields).toEqual({ reason: 'Reason is required.' });
    expect((await admin.post('/ticketing/admin/orders/nope/cancel', { reason: 'x' })).status).toBe(404);
    expect((await admin.get('/ticketing/admin/events/nowhere/orders')).status).toBe(404);
  });

  it('refund every paid order of a cancelled event, and refuse it for an event still selling', async () => {
    const { world, order, ticketing } = galaWorld();
    const sold = await order({ adult: 2 });
    const admin = await signedInAdmin(world);
    const selling = await admin.post('/ticketing/admin/events/gala/refund-all', { reason: 'Rained off.' });
    expect(selling.status).toBe(409);
    expect((await selling.json()).error.message).toBe('Cancel the event first: only a cancelled event’s orders are refunded all at once.');
    const stored = (await ticketing.events.get('gala'))._unsafeUnwrap();
    (await ticketing.events.update({ ...stored.event, status: 'cancelled' }, stored.updatedAt, stored.updatedAt))._unsafeUnwrap();
    expect((await admin.post('/ticketing/admin/events/gala/refund-all', {})).status).toBe(400);
    const done = await admin.post('/ticketing/admin/events/gala/refund-all', { reason: 'Rained off.' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ refunded: 1, amount: 4_000, failed: [] });
    expect(await (await admin.get('/ticketing/admin/events/gala/orders')).json()).toMatchObject({
      eventStatus: 'cancelled',
      orders: [{ orderId: sold.id, status: 'refunded' }],
    });
  });
});

describe('the schedule', () => {
  it('passes lapsed offers on every minute, as a scheduled job driven by the manual clock', async () => {
    const { world, order } = galaWorld();
    const sold = await order({ adult: 6 });
    await joinAs(world, 'First', 6);
    await joinAs(world, 'Second', 6, '192.0.2.9');
    const admin = await signedInAdmin(world);
    await admin.post(`/ticketing/admin/orders/${sold.id}/cancel`, { reason: 'Refund asked for.' });
    expect(mailTo(world, 'first@example.org').subject).toBe('Seats are held for you: Winter Gala');
    const job = waitingListJob(world.deps);
    expect(job).toEqual(expect.objectContaining({ name: 'waiting-list', every: 'minute' }));
    const runs = new InMemoryJobRuns();
    const scheduler = new Scheduler({ jobs: [job], runs, clock: world.clock, timeZone: 'America/New_York' });
    expect(await scheduler.runDue()).toEqual([
      expect.objectContaining({ outcome: 'finished', summary: '1 events visited, 0 offers made, 0 offers lapsed' }),
    ]);
    expect(await runWaitingListPass(world.deps)).toEqual(expect.objectContaining({ value: { events: 1, offered: 0, expired: 0 } }));
    // Within the same minute the job is not run again; once the offer has lapsed, the next minute's run passes it on.
    world.clock.advance(OFFER_MILLISECONDS);
    const [lapsed] = await scheduler.runDue();
    expect(lapsed).toEqual(expect.objectContaining({ outcome: 'finished', summary: '1 events visited, 1 offers made, 1 offers lapsed' }));
    expect(await scheduler.runDue()).toEqual([]);
    expect(mailTo(world, 'first@example.org').subject).toBe('Your offer has lapsed: Winter Gala');
    expect(mailTo(world, 'second@example.org').subject).toBe('Seats are held for you: Winter Gala');
  });
});
