import { beforeEach, describe, expect, it } from 'vitest';
import type { NewTicket } from '../../../src/application/ports/ticket-book.port';
import type { Role } from '../../../src/domain/access';
import type { Cents } from '../../../src/domain/money';
import type { AppDeps } from '../../../src/server/app-deps';
import { sampleOrder } from '../../contracts/order-ledger.contract';
import { appWorld, TEST_ADMIN, type AppWorld } from '../../support/app-world';

const PASSWORD = 'Lilac-Tuesday-42';
const BANQUET = 'spring-banquet-2022';

async function accessToken(deps: AppDeps, email: string): Promise<string> {
  (await deps.identity.seedAccount({ email, password: PASSWORD }))._unsafeUnwrap();
  const result = (await deps.identity.signIn({ email, password: PASSWORD }))._unsafeUnwrap();
  if (!result.done) throw new Error(`expected DONE, got ${result.nextStep.signInStep}`);
  return result.tokens.accessToken;
}

/** Two tickets of the spec's banquet (an adult and a child) bought by Ada, and one cookout ticket. */
async function seedTickets(w: AppWorld): Promise<void> {
  const at = '2026-06-01T12:00:00.000Z';
  const ticket = (orderId: string, n: number, eventSlug: string, typeId: string, holderName: string): NewTicket => ({
    id: `${orderId}-${n}`,
    orderId,
    eventSlug,
    typeId,
    holderName,
    answer: '',
    buyerName: 'Ada Lovelace',
    buyerEmail: 'ada@example.org',
  });
  (
    await w.deps.ledger.record(
      sampleOrder(1, {
        order: { item: 'banquet-2022', adults: 1, children: 1 },
        amount: 5_800 as Cents,
        description: 'Spring Banquet 2022 Tickets - Adults: 1, Children: 1',
      }),
    )
  )._unsafeUnwrap();
  (
    await w.deps.ticketing.tickets.issue(
      [ticket('order-1', 1, BANQUET, 'adults', 'Ada Lovelace'), ticket('order-1', 2, BANQUET, 'children', '=Byron')],
      at,
    )
  )._unsafeUnwrap();
  (await w.deps.ticketing.tickets.issue([ticket('order-2', 1, 'cookout-2024', 'tickets', 'Alan Turing')], at))._unsafeUnwrap();
}

describe('the door routes', () => {
  let w: AppWorld;
  let as: (role: Role) => Record<string, string>;
  beforeEach(async () => {
    w = appWorld();
    const tokens = { admin: await accessToken(w.deps, TEST_ADMIN), member: await accessToken(w.deps, 'ada@example.org') };
    as = (role): Record<string, string> => (role === 'visitor' ? {} : { Authorization: `Bearer ${tokens[role]}` });
    await seedTickets(w);
  });

  const get = (path: string, role: Role = 'admin') => w.app.request(`/ticketing${path}`, { headers: as(role) });
  const checkIn = (body: unknown, role: Role = 'admin', headers: Record<string, string> = {}) =>
    w.app.request('/ticketing/admin/check-in', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { ...as(role), 'Content-Type': 'application/json', ...headers },
    });
  const codeOf = (ticketId: string) => w.deps.ticketing.tokens.sign('ticket', ticketId, null);

  it('refuses a visitor (401) and a member (403) on every administrator route, and checks nothing in', async () => {
    const reads = [
      `/admin/events/${BANQUET}/attendees`,
      `/admin/events/${BANQUET}/attendees.csv`,
      `/admin/events/${BANQUET}/search?q=ada`,
      `/admin/events/${BANQUET}/counts`,
    ];
    for (const path of reads) {
      expect((await get(path, 'visitor')).status, path).toBe(401);
      expect((await get(path, 'member')).status, path).toBe(403);
      expect((await get(path, 'admin')).status, path).toBe(200);
    }
    expect((await checkIn({ code: codeOf('order-1-1') }, 'visitor')).status).toBe(401);
    expect((await checkIn({ code: codeOf('order-1-1') }, 'member')).status).toBe(403);
    expect(await (await get(`/admin/events/${BANQUET}/counts`)).json()).toEqual({ sold: 2, checkedIn: 0 });
  });

  it('lists the attendees with what each ticket cost, and never lets a cache keep them', async () => {
    const response = await get(`/admin/events/${BANQUET}/attendees`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const list = (await response.json()) as { attendees: { ticketId: string; typeName: string; amountPaid: number }[]; counts: unknown };
    expect(list.attendees.map((row) => [row.ticketId, row.typeName, row.amountPaid])).toEqual([
      ['order-1-1', 'Adults', 3800],
      ['order-1-2', 'Children', 2000],
    ]);
    expect((await get('/admin/events/no-such-event/attendees')).status).toBe(404);
  });

  it('downloads the list as CSV with a file name, formulas neutralised', async () => {
    const response = await get(`/admin/events/${BANQUET}/attendees.csv`);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="attendees-spring-banquet-2022.csv"');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('Ticket,Name,Holder,Buyer,Buyer e-mail,Type,Answer,Amount paid,Order,Checked in,Void');
    expect(lines[2]).toBe("order-1-2,'=Byron,'=Byron,Ada Lovelace,ada@example.org,Children,,20.00,order-1,,");
  });

  it('searches by name', async () => {
    const found = (await (await get(`/admin/events/${BANQUET}/search?q=byr`)).json()) as { tickets: { ticketId: string }[] };
    expect(found.tickets.map((t) => t.ticketId)).toEqual(['order-1-2']);
    expect(await (await get(`/admin/events/${BANQUET}/search`)).json()).toEqual({ tickets: [] });
  });

  it('checks in by code and by id; a second check-in answers when; an altered code is not ours; another event is refused', async () => {
    const first = await checkIn({ code: codeOf('order-1-1'), event: BANQUET });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      outcome: 'checked-in',
      message: 'Checked in: Ada Lovelace (Adults)',
      counts: { sold: 2, checkedIn: 1 },
    });
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(w.clock.now()));
    expect(await (await checkIn({ ticketId: 'order-1-1', event: BANQUET })).json()).toMatchObject({
      outcome: 'already',
      message: `Already checked in at ${time}`,
    });
    const code = codeOf('order-1-2');
    const altered = `${code.slice(0, 5)}${code[5] === 'a' ? 'b' : 'a'}${code.slice(6)}`;
    const refused = await checkIn({ code: altered, event: BANQUET });
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.message).toBe('This code is not a ticket of ours.');
    const elsewhere = await checkIn({ code: codeOf('order-2-1'), event: BANQUET });
    expect(elsewhere.status).toBe(409);
    expect((await elsewhere.json()).error).toMatchObject({
      type: 'WrongEvent',
      message: 'This ticket is for Cookout 2024, not this event.',
    });
    expect(await (await get(`/admin/events/${BANQUET}/counts`)).json()).toEqual({ sold: 2, checkedIn: 1 });
  });

  it('holds the check-in to the rules of every admin write: JSON only (415), our own site (403), a code or an id (400)', async () => {
    expect((await checkIn({ code: codeOf('order-1-1') }, 'admin', { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await checkIn(`code=${codeOf('order-1-1')}`, 'admin', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(
      415,
    );
    const neither = await checkIn({});
    expect(neither.status).toBe(400);
    expect((await neither.json()).error.fields).toEqual({ code: 'Please scan a ticket or choose one from the search.' });
    expect((await checkIn({ code: 'x', ticketId: 'y' })).status).toBe(400);
    expect((await checkIn('{not json')).status).toBe(400);
    expect(await (await get(`/admin/events/${BANQUET}/counts`)).json()).toEqual({ sold: 2, checkedIn: 0 });
  });

  it('shows a ticket to anyone holding its code (visitor, member, admin), and 404 for an altered one', async () => {
    for (const role of ['visitor', 'member', 'admin'] as const) {
      const response = await get(`/tickets/${codeOf('order-1-2')}`, role);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        eventName: 'Spring Banquet 2022',
        typeName: 'Children',
        holderName: '=Byron',
        checkedIn: false,
      });
    }
    const code = codeOf('order-1-2');
    const altered = await get(`/tickets/${code.slice(0, -2)}${code.endsWith('AA') ? 'BB' : 'AA'}`, 'visitor');
    expect(altered.status).toBe(404);
    expect((await altered.json()).error.message).toBe('This ticket was not found.');
  });
});
