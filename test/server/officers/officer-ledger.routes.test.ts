import { beforeEach, describe, expect, it } from 'vitest';
import { LEDGER_QUERY_MESSAGES } from '../../../src/application/server/ledger/view-ledger.use-case';
import { OFFLINE_MESSAGES } from '../../../src/domain/ledger';
import type { Cents } from '../../../src/domain/money';
import { sampleMember } from '../../contracts/member-repository.contract';
import { sampleOrder } from '../../contracts/order-ledger.contract';
import { appWorld, type AppWorld } from '../../support/app-world';
import { errorOf, signedInAdmin, signedInMember } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';

const DUES_MEMBER = sampleMember(7, { email: 'grace@example.org', firstName: 'Grace', lastName: 'Hopper', duesPayYear: '2020' });

describe('the ledger and offline payment routes', () => {
  let w: AppWorld;
  let admin: Browser;
  let year: number;
  let today: string;
  beforeEach(async () => {
    w = appWorld();
    (await w.deps.members.create(DUES_MEMBER))._unsafeUnwrap();
    admin = await signedInAdmin(w);
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: w.deps.config.timeZone }).format(new Date(w.clock.now()));
    today = local;
    year = Number(local.slice(0, 4));
  });

  const cheque = (overrides: Record<string, unknown> = {}) => ({
    purpose: 'dues',
    memberId: DUES_MEMBER.id,
    duesYear: year,
    method: 'cheque',
    reference: '1042',
    receivedOn: today,
    idempotencyKey: 'form-1',
    ...overrides,
  });

  it("records a $50 cheque for a member's dues: dues paid, receipt sent, the ledger row names the officer, the CSV holds it", async () => {
    const answer = await admin.post('/officers/payments', cheque());
    expect(answer.status).toBe(201);
    const { entry, receipt } = (await answer.json()) as { entry: { id: string; recordedBy: string; amount: number }; receipt: string };
    expect(receipt).toBe('sent');
    expect(entry).toMatchObject({
      amount: 5_000,
      recordedBy: 'chair@example.org',
      method: 'cheque',
      reference: '1042',
      status: 'fulfilled',
    });
    expect((await w.deps.members.get(DUES_MEMBER.id))._unsafeUnwrap().duesPayYear).toBe(String(year));
    expect(w.mailer.to('grace@example.org').map((mail) => mail.subject)).toEqual(['Your receipt: Member Dues']);

    const page = (await (await admin.get('/officers/ledger?method=cheque')).json()) as {
      entries: { id: string; recordedBy: string }[];
      total: number;
      totals: { category: { group: string }; received: number }[];
    };
    expect(page.total).toBe(1);
    expect(page.entries[0]).toMatchObject({ id: entry.id, recordedBy: 'chair@example.org' });
    expect(page.totals).toEqual([{ category: { group: 'dues', detail: '' }, count: 1, received: 5_000, refunded: 0 }]);

    const csv = await admin.get('/officers/ledger/export.csv?category=dues');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="ledger-${today}.csv"`);
    const [header, row] = (await csv.text()).split('\r\n');
    expect(header).toBe('Date,Order,Category,Description,Payer,E-mail,Amount,Method,Reference,Status,Recorded by');
    expect(row).toBe(`${today},${entry.id},Dues,Member Dues,Grace Hopper,grace@example.org,50.00,Cheque,1042,fulfilled,chair@example.org`);

    const order = (await (await admin.get(`/officers/ledger/${entry.id}`)).json()) as { events: { kind: string; detail: string }[] };
    expect(order.events.map((event) => event.kind)).toEqual(['recorded', 'paid', 'fulfilled']);
    expect(order.events[0]?.detail).toBe(`Recorded by chair@example.org: cheque 1042, received ${today}`);
  });

  it('records one payment for a double submit', async () => {
    expect((await admin.post('/officers/payments', cheque())).status).toBe(201);
    expect((await admin.post('/officers/payments', cheque())).status).toBe(201);
    const page = (await (await admin.get('/officers/ledger')).json()) as { total: number };
    expect(page.total).toBe(1);
    expect(w.mailer.to('grace@example.org')).toHaveLength(1);
  });

  it('answers 400 with a message per field for a bad form or a bad filter, and writes nothing', async () => {
    const bad = await admin.post('/officers/payments', cheque({ method: 'barter', receivedOn: 'yesterday' }));
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ fields: { method: OFFLINE_MESSAGES.method, receivedOn: OFFLINE_MESSAGES.receivedOn } });
    const shape = await admin.post('/officers/payments', { purpose: 7 });
    expect(shape.status).toBe(400);
    const filter = await admin.get('/officers/ledger?from=2026-13-01&to=x&category=raffle&method=card&status=lost&page=0');
    expect(filter.status).toBe(400);
    expect(await errorOf(filter)).toMatchObject({
      fields: {
        from: LEDGER_QUERY_MESSAGES.from,
        to: LEDGER_QUERY_MESSAGES.to,
        category: LEDGER_QUERY_MESSAGES.category,
        status: LEDGER_QUERY_MESSAGES.status,
        page: LEDGER_QUERY_MESSAGES.page,
      },
    });
    expect((await admin.get('/officers/ledger?from=2026-06-02&to=2026-06-01')).status).toBe(400);
    expect((await (await admin.get('/officers/ledger')).json()) as { total: number }).toMatchObject({ total: 0 });
    expect((await admin.get('/officers/ledger/nope')).status).toBe(404);
  });

  it('pages the ledger and filters it by category and dates', async () => {
    for (const n of [1, 2, 3]) {
      const order = sampleOrder(n, { order: { item: 'donation', amount: 1_000 as Cents, donationType: 'Chapter Donation' } });
      (await w.deps.ledger.record({ ...order, createdAt: `2026-01-0${n}T17:00:00.000Z` }))._unsafeUnwrap();
    }
    const read = async (query: string) =>
      (await (await admin.get(`/officers/ledger?${query}`)).json()) as { entries: { id: string }[]; total: number };
    expect((await read('category=donation:Chapter%20Donation&from=2026-01-02&to=2026-01-03')).entries.map((e) => e.id)).toEqual([
      'order-3',
      'order-2',
    ]);
    expect(await read('page=2')).toMatchObject({ entries: [], total: 3 });
    expect((await read('category=tickets')).total).toBe(0);
  });

  it('offers the dues years, plans, donation types and events on sale, and finds payers by name or e-mail', async () => {
    const choices = (await (await admin.get('/officers/payments/choices')).json()) as { duesYears: number[]; today: string };
    expect(choices).toMatchObject({ duesYears: [year, year + 1], today });
    const payers = (await (await admin.get('/officers/payments/payers?q=hopp')).json()) as { payers: { id: string }[] };
    expect(payers.payers.map((payer) => payer.id)).toEqual([DUES_MEMBER.id]);
    expect((await admin.get('/officers/payments/payers?q=x')).status).toBe(400);
  });

  it('refuses a member and a visitor every route, with nothing written', async () => {
    const member = await signedInMember(w);
    const routes = [
      '/officers/ledger',
      '/officers/ledger/export.csv',
      '/officers/ledger/order-1',
      '/officers/payments/choices',
      '/officers/payments/payers?q=ada',
    ];
    for (const path of routes) expect((await member.get(path)).status).toBe(403);
    expect((await member.post('/officers/payments', cheque())).status).toBe(403);
    for (const path of routes) expect((await w.app.request(path)).status).toBe(401);
    expect((await (await admin.get('/officers/ledger')).json()) as { total: number }).toMatchObject({ total: 0 });
    expect((await w.deps.members.get(DUES_MEMBER.id))._unsafeUnwrap().duesPayYear).toBe('2020');
  });
});
