import type { AuditEntry } from '../../../src/domain/audit';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleMember } from '../../contracts/member-repository.contract';
import { sampleOrder } from '../../contracts/order-ledger.contract';
import { appWorld, type AppWorld } from '../../support/app-world';
import { errorOf, MEMBER, PASSWORD, signedInAdmin, signedInMember, signIn } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const put = (browser: Browser, path: string, body: unknown) =>
  browser.fetch(path, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** Four members in June 2026 (New York): paid, unpaid, lapsed, lifetime without dues; one with a name a spreadsheet would run. */
async function seedMembers(w: AppWorld): Promise<void> {
  const people = [
    sampleMember(101, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.l@example.org', gradYear: '1999', duesPayYear: '2026' }),
    sampleMember(102, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org', gradYear: '2005', duesPayYear: '2025' }),
    sampleMember(103, { firstName: '=HYPERLINK("x")', lastName: 'Knuth', email: 'don@example.org', gradYear: '1990', duesPayYear: '2020' }),
    sampleMember(104, {
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.org',
      gradYear: null,
      membership: 'Lifetime Membership',
      duesPayYear: null,
    }),
  ];
  for (const person of people) (await w.deps.members.create(person))._unsafeUnwrap();
}

describe('the roster routes', () => {
  let w: AppWorld;
  beforeEach(async () => {
    w = appWorld();
    w.clock.set('2026-06-15T16:00:00.000Z');
    await seedMembers(w);
  });

  it('refuse visitors (401) and members (403) on every route, changing nothing', async () => {
    const visitor = new Browser(w);
    const member = await signedInMember(w);
    const requests = (b: Browser) => [
      b.get('/officers/members'),
      b.get('/officers/members.csv'),
      b.get('/officers/members/100101'),
      put(b, '/officers/members/100101', { changes: { gradYear: '2000' }, reason: 'x' }),
      b.post('/officers/members/100101/invite'),
      b.post('/officers/members/100101/reset-password'),
      b.post('/officers/members/100101/sign-in', { enabled: false }),
    ];
    expect((await Promise.all(requests(visitor))).map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    expect((await Promise.all(requests(member))).map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect((await w.deps.members.get('100101'))._unsafeUnwrap().gradYear).toBe('1999');
    expect(w.mailer.to('ada.l@example.org')).toEqual([]);
  });

  it('answers a page with each status for this dues year, the counts and the query understood', async () => {
    const admin = await signedInAdmin(w);
    const answer = await admin.get('/officers/members?pageSize=2&sort=gradYear');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const page = (await answer.json()) as {
      rows: { member: { lastName: string }; status: string }[];
      total: number;
      counts: Record<string, number>;
      currentYear: number;
    };
    expect(page.rows.map((row) => [row.member.lastName, row.status])).toEqual([
      ['Knuth', 'lapsed'],
      ['Lovelace', 'paid'],
    ]);
    expect(page.total).toBe(4);
    expect(page.counts).toEqual({ paid: 1, unpaid: 1, lapsed: 1, 'lifetime-paid': 0, 'lifetime-unpaid': 1 });
    expect(page.currentYear).toBe(2026);
    const found = (await (await admin.get('/officers/members?q=hop&status=unpaid')).json()) as { rows: { member: { id: string } }[] };
    expect(found.rows.map((row) => row.member.id)).toEqual(['100102']);
  });

  it('refuses bad parameters with a message per field (400), never a 500', async () => {
    const admin = await signedInAdmin(w);
    const answer = await admin.get('/officers/members?year=1850&status=late&sort=age&page=0&gradFrom=2001&gradTo=1999');
    expect(answer.status).toBe(400);
    const error = (await answer.json()) as { error: { type: string; fields: Record<string, string> } };
    expect(error.error.type).toBe('InvalidForm');
    expect(error.error.fields).toEqual({
      year: 'Dues year must be a year from 2000 to 2027.',
      status: "Status must be one of: paid, unpaid, lifetime-paid, lifetime-unpaid, lapsed (got 'late').",
      sort: 'Sort must be one of: name, gradYear, status, lastPayment.',
      page: 'Page must be a whole number from 1.',
      gradTo: 'The last graduation year must not be before the first.',
    });
  });

  it('exports every member of the filter as CSV, formulas defused', async () => {
    const admin = await signedInAdmin(w);
    const answer = await admin.get('/officers/members.csv?membership=annual&status=lapsed,unpaid&pageSize=1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('Content-Disposition')).toBe('attachment; filename="members-2026.csv"');
    const lines = (await answer.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Member ID,First name,Last name,E-mail,Phone,Address,City,State,ZIP code,Graduation year,Membership,Dues year,Status,Last payment',
    );
    expect(lines.slice(1)).toEqual([
      '100102,Grace,Hopper,grace@example.org,7575550100,1 Main St,Norfolk,VA,23504,2005,Annual Membership,2025,Unpaid,',
      `100103,"'=HYPERLINK(""x"")",Knuth,don@example.org,7575550100,1 Main St,Norfolk,VA,23504,1990,Annual Membership,2020,Lapsed,`,
      '',
    ]);
  });

  it("shows a member's page: the record, the status, the account and the orders", async () => {
    const admin = await signedInAdmin(w);
    (await w.deps.ledger.record(sampleOrder(1, { memberId: '100101', description: 'Member Dues' })))._unsafeUnwrap();
    const file = (await (await admin.get('/officers/members/100101')).json()) as Record<string, unknown>;
    expect(file).toMatchObject({
      member: { id: '100101', lastName: 'Lovelace' },
      status: 'paid',
      currentYear: 2026,
      account: 'none',
      orders: [{ id: 'order-1', description: 'Member Dues', status: 'pending' }],
    });
    expect((await admin.get('/officers/members/999999')).status).toBe(404);
  });

  it('changes a record with a reason, checked field by field', async () => {
    const admin = await signedInAdmin(w);
    const noReason = await put(admin, '/officers/members/100101', { changes: { gradYear: '2000' }, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(await errorOf(noReason)).toMatchObject({ message: 'Please give a reason for this change.' });
    const badYear = await put(admin, '/officers/members/100101', { changes: { duesPayYear: '3000' }, reason: 'Cheque' });
    expect(badYear.status).toBe(400);
    expect(((await badYear.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      duesPayYear: 'Dues year must be a year from 1900 to 2027.',
    });
    const unknown = await put(admin, '/officers/members/100101', { changes: { id: '123456' }, reason: 'x' });
    expect(unknown.status).toBe(400);
    const malformed = await put(admin, '/officers/members/100101', { changes: 'all', reason: 'x' });
    expect(malformed.status).toBe(400);
    const same = await put(admin, '/officers/members/100101', { changes: { gradYear: '1999' }, reason: 'x' });
    expect(await errorOf(same)).toMatchObject({ message: 'Nothing was changed: every field already has this value.' });
    const done = await put(admin, '/officers/members/100101', { changes: { gradYear: '2000', duesPayYear: '2027' }, reason: 'Typo' });
    expect(done.status).toBe(200);
    expect((await w.deps.members.get('100101'))._unsafeUnwrap()).toMatchObject({ gradYear: '2000', duesPayYear: '2027' });
  });

  it('invites a member (a temporary password e-mailed), resets and disables their sign-in, and enables it again', async () => {
    const admin = await signedInAdmin(w);
    const reset = await admin.post('/officers/members/100101/reset-password');
    expect(reset.status).toBe(404);
    expect(await errorOf(reset)).toMatchObject({ message: 'This member has no account yet: invite them first.' });

    const invited = await admin.post('/officers/members/100101/invite');
    expect(await invited.json()).toEqual({ account: 'invited' });
    expect(w.mailer.to('ada.l@example.org')).toHaveLength(1);

    const member = await signedInMember(w, MEMBER);
    const ada = (await w.deps.members.findByEmail(MEMBER))._unsafeUnwrap()!;
    expect((await member.get('/auth/me')).status).toBe(200);
    const disabled = await admin.post(`/officers/members/${ada.id}/sign-in`, { enabled: false });
    expect(await disabled.json()).toEqual({ account: 'disabled' });
    expect((await member.get('/auth/me')).status).toBe(401);
    const refused = await new Browser(w).post('/auth/sign-in', { email: MEMBER, password: PASSWORD });
    expect(await errorOf(refused)).toMatchObject({ message: 'User is disabled.' });
    expect(await (await admin.post(`/officers/members/${ada.id}/sign-in`, { enabled: true })).json()).toEqual({ account: 'confirmed' });
    await signIn(w, MEMBER);
    expect((await admin.post(`/officers/members/${ada.id}/sign-in`, { enabled: 'no' })).status).toBe(400);

    // Each change of the account has its entry, written with it by the identity service; the refused reset has none.
    const { entries } = (await (await admin.get('/officers/audit?subjectKind=member')).json()) as { entries: AuditEntry[] };
    expect(entries.map((entry) => [entry.action, entry.subject.id, entry.before, entry.after]).reverse()).toEqual([
      ['inviteMember', '100101', { account: 'none' }, { account: 'invited' }],
      ['disableSignIn', ada.id, { account: 'confirmed' }, { account: 'disabled' }],
      ['enableSignIn', ada.id, { account: 'disabled' }, { account: 'confirmed' }],
    ]);
  });
});

describe('importing members from a CSV', () => {
  const FILE = [
    'First name,Last name,E-mail,Phone,Address,City,State,ZIP code,Graduation year,Membership,Dues year,Status',
    'Katherine,Johnson,katherine@example.org,7575550100,12 Orbit Road,Hampton,VA,23666,1937,Annual Membership,2026,Paid',
    'Grace,Hopper,grace@example.org,,,Arlington,,,,,,',
    'Bad,Row,not-an-address,,,,,,,Annual Membership,,',
    'Kate,Again,KATHERINE@example.org,,,,,,,,,',
  ].join('\r\n');

  it('a dry run says row by row what would happen and writes nothing; confirmed, it writes exactly the good rows; again, nothing changes', async () => {
    const w = appWorld();
    w.clock.set('2026-06-15T16:00:00.000Z');
    await seedMembers(w);
    const admin = await signedInAdmin(w);
    const dry = await admin.post('/officers/members/import', { csv: FILE, confirm: false });
    expect(dry.status).toBe(200);
    const report = (await dry.json()) as {
      applied: boolean;
      outcomes: { row: number; action: string; reasons?: string[] }[];
      ignoredColumns: string[];
    };
    expect(report.applied).toBe(false);
    expect(report.ignoredColumns).toEqual(['Status']);
    expect(report.outcomes.map((o) => [o.row, o.action])).toEqual([
      [2, 'create'],
      [3, 'update'],
      [4, 'refuse'],
      [5, 'refuse'],
    ]);
    expect(report.outcomes[3]?.reasons).toEqual(['This e-mail is on row 2 already.']);
    expect((await w.deps.members.findByEmail('katherine@example.org'))._unsafeUnwrap()).toBeNull();
    expect((await w.deps.members.get('100102'))._unsafeUnwrap().city).toBe('Norfolk');

    const done = (await (await admin.post('/officers/members/import', { csv: FILE, confirm: true })).json()) as typeof report;
    expect(done.applied).toBe(true);
    expect((await w.deps.members.findByEmail('katherine@example.org'))._unsafeUnwrap()).toMatchObject({
      gradYear: '1937',
      duesPayYear: '2026',
    });
    expect((await w.deps.members.get('100102'))._unsafeUnwrap().city).toBe('Arlington');
    expect((await w.deps.members.findByEmail('not-an-address'))._unsafeUnwrap()).toBeNull();
    expect(w.mailer.to('katherine@example.org')).toEqual([]);

    const again = (await (await admin.post('/officers/members/import', { csv: FILE, confirm: true })).json()) as typeof report;
    expect(again.outcomes.map((o) => o.action)).toEqual(['unchanged', 'unchanged', 'refuse', 'refuse']);
  });

  it('refuses a file it cannot read (400, beside the file) and a member (403)', async () => {
    const w = appWorld();
    const admin = await signedInAdmin(w);
    const bad = await admin.post('/officers/members/import', { csv: 'Name\r\nAda', confirm: false });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      csv: 'The first row must name the columns; these are missing: First name, Last name, E-mail.',
    });
    expect((await admin.post('/officers/members/import', { csv: FILE })).status).toBe(400);
    const member = await signedInMember(w);
    expect((await member.post('/officers/members/import', { csv: FILE, confirm: true })).status).toBe(403);
  });
});
