import { describe, expect, it } from 'vitest';
import { InMemoryDuesReminders } from '../../../src/adapters/in-memory/in-memory-dues-reminders';
import { duesReminderJob } from '../../../src/application/server/reminders/send-dues-reminders';
import { reminderDeps } from '../../../src/server/routes/dues-reminders.routes';
import { officerWrite } from '../../../src/domain/audit';
import { ANNUAL_MEMBER_DUES, LIFETIME_MEMBER_DUES } from '../../../src/domain/membership';
import { sampleMember } from '../../contracts/member-repository.contract';
import { appWorld } from '../../support/app-world';
import { FakeMailQueue } from '../../support/fake-mail-queue';
import { signedInAdmin } from '../../support/auth-helpers';
import { confirm, send } from '../payments/payment-requests';

/** January 1, 2027, 9 am in New York: the dues year 2027's first day (offset 0). */
const NEW_YEAR_2027 = Date.parse('2027-01-01T14:00:00Z');
const DAY = 86_400_000;

async function world() {
  const base = appWorld();
  const store = new InMemoryDuesReminders(base.deps.members);
  const queue = new FakeMailQueue();
  const w = appWorld({ members: base.deps.members, duesReminders: { store, queue, linkDays: 45 } });
  w.clock.set(NEW_YEAR_2027);
  const people = [
    { id: 'A1', firstName: 'Ada', lastName: 'Annual', email: 'ada@example.org', membership: 'Annual Membership', duesPayYear: '2026' },
    { id: 'A2', firstName: 'Bea', lastName: 'Annual', email: 'bea@example.org', membership: 'Annual Membership', duesPayYear: '2025' },
    { id: 'A3', firstName: 'Cy', lastName: 'Annual', email: 'cy@example.org', membership: 'Annual Chapter fee', duesPayYear: null },
    { id: 'L1', firstName: 'Lou', lastName: 'Lifetime', email: 'lou@example.org', membership: 'Lifetime Membership', duesPayYear: '2026' },
    { id: 'P1', firstName: 'Pat', lastName: 'Paid', email: 'pat@example.org', membership: 'Annual Membership', duesPayYear: '2027' },
  ];
  for (const person of people) {
    const made = await w.deps.members.create(sampleMember(0, person));
    if (made.isErr()) throw new Error(JSON.stringify(made.error));
  }
  const on = officerWrite(
    { role: 'admin', email: 'chair@example.org' },
    new Date(NEW_YEAR_2027).toISOString(),
    'manageDuesReminders',
    {
      kind: 'duesReminders',
      id: 'schedule',
    },
    { before: null, after: null },
  );
  (await store.saveSettings({ enabled: true, offsets: [-30, 0, 30, 60] }, on))._unsafeUnwrap();
  const deps = reminderDeps(w.deps);
  if (deps === null) throw new Error('no reminders wired');
  return { ...w, store, queue, job: duesReminderJob(deps) };
}

function linkOf(text: string): string {
  const link = /\/Pay-Dues\?t=(\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no pay link in: ${text}`);
  return link;
}

describe('dues reminders, as issue 19 proves them', () => {
  it('mails the 4 unpaid members with their amounts; a link pays without signing in; the next date mails the other 3', async () => {
    const w = await world();
    expect((await w.job.run(new Date(w.clock.now())))._unsafeUnwrap()).toBe(
      'Mailed 4 dues reminders for 2027 (the first day of the year).',
    );

    const mails = w.queue.mails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ada@example.org', 'bea@example.org', 'cy@example.org', 'lou@example.org']);
    expect(mails.every((mail) => mail.list === 'reminders')).toBe(true);
    expect(mails.map((mail) => mail.key).sort()).toEqual(['A1', 'A2', 'A3', 'L1'].map((id) => `dues-reminder:2027:0:${id}`));
    const amounts = mails.map((mail) => /dues of (\$\d+)/.exec(mail.text)?.[1]).sort();
    expect(amounts).toEqual(['$25', '$50', '$50', '$50']);
    expect([ANNUAL_MEMBER_DUES, LIFETIME_MEMBER_DUES]).toEqual([5_000, 2_500]);

    // The same day again, or an overlapping run: nobody is mailed twice.
    expect((await w.job.run(new Date(w.clock.now())))._unsafeUnwrap()).toMatch(/sent already/);
    expect(w.queue.mails()).toHaveLength(4);

    // Lou follows the link, without signing in: the page's answer, then the card.
    const token = linkOf(mails.find((mail) => mail.to === 'lou@example.org')?.text ?? '');
    const view = await send(w.app, 'GET', `/dues-link?t=${token}`);
    expect(view.body).toEqual({ name: 'Lou Lifetime', year: 2027, amount: 2_500, description: 'Member Dues' });
    const session = await send(w.app, 'POST', '/dues-link/payment', { token, idempotencyKey: 'lou-1' });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ amount: 2_500, description: 'Member Dues' });
    const paid = await confirm(w.app, session.body as { orderId: string; clientSecret: string });
    expect(paid.status).toBe(200);
    expect((await w.deps.members.get('L1'))._unsafeUnwrap().duesPayYear).toBe('2027');
    expect(w.mailer.to('lou@example.org').map((mail) => mail.subject)).toHaveLength(1);

    // Paying twice is refused.
    const again = await send(w.app, 'GET', `/dues-link?t=${token}`);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ message: 'Your 2027 dues are already paid.' });
    expect((await send(w.app, 'POST', '/dues-link/payment', { token, idempotencyKey: 'lou-2' })).status).toBe(409);

    // 30 days on: the other 3, and Lou no more.
    w.clock.set(NEW_YEAR_2027 + 30 * DAY);
    expect((await w.job.run(new Date(w.clock.now())))._unsafeUnwrap()).toBe('Mailed 3 dues reminders for 2027 (30 days into the year).');
    const second = w.queue.mails().slice(4);
    expect(second.map((mail) => mail.to).sort()).toEqual(['ada@example.org', 'bea@example.org', 'cy@example.org']);
    expect(second.every((mail) => mail.key?.startsWith('dues-reminder:2027:30:'))).toBe(true);
  });

  it('refuses an altered or expired link', async () => {
    const w = await world();
    (await w.job.run(new Date(w.clock.now())))._unsafeUnwrap();
    const token = linkOf(w.queue.mails()[0]?.text ?? '');
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await send(w.app, 'GET', `/dues-link?t=${altered}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      message: 'This payment link is not valid: it may have been copied incompletely or changed.',
    });
    expect((await send(w.app, 'POST', '/dues-link/payment', { token: altered, idempotencyKey: 'x-1' })).status).toBe(400);

    w.clock.set(NEW_YEAR_2027 + 46 * DAY);
    const expired = await send(w.app, 'GET', `/dues-link?t=${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toMatchObject({ message: 'This payment link has expired.' });
    expect((await send(w.app, 'POST', '/dues-link/payment', { token, idempotencyKey: 'x-2' })).status).toBe(410);
  });

  it('sends nothing while the schedule is off', async () => {
    const w = await world();
    const off = officerWrite(
      { role: 'admin', email: 'chair@example.org' },
      new Date(w.clock.now()).toISOString(),
      'manageDuesReminders',
      {
        kind: 'duesReminders',
        id: 'schedule',
      },
      { before: null, after: null },
    );
    (await w.store.saveSettings({ enabled: false, offsets: [0] }, off))._unsafeUnwrap();
    expect((await w.job.run(new Date(w.clock.now())))._unsafeUnwrap()).toBe('Dues reminders are off.');
    expect(w.queue.mails()).toEqual([]);
  });

  it('lets an officer preview, change the schedule and send now; a visitor is refused', async () => {
    const w = await world();
    expect((await w.app.request('/officers/reminders')).status).toBe(401);
    const admin = await signedInAdmin(w);
    const view = (await (await admin.get('/officers/reminders')).json()) as {
      next: { count: number; recipients: { name: string; amount: number }[] };
    };
    expect(view.next.count).toBe(4);
    expect(view.next.recipients.map((row) => [row.name, row.amount])).toContainEqual(['Lou Lifetime', 2_500]);

    const bad = await admin.send('PUT', '/officers/reminders/settings', { enabled: true, offsets: '-30, soon' });
    expect(bad.status).toBe(400);
    const saved = await admin.send('PUT', '/officers/reminders/settings', { enabled: false, offsets: '60, -30, 0, +30' });
    expect(await saved.json()).toEqual({ settings: { enabled: false, offsets: [-30, 0, 30, 60] } });

    const sent = await admin.post('/officers/reminders/send', { year: 2027, offset: 0 });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ year: 2027, offset: 0, mailed: 4 });
    // The same date again: nobody is left to mail, so nothing is sent and no empty run is recorded.
    const again = await admin.post('/officers/reminders/send', { year: 2027, offset: 0 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { message: 'Every member who has not paid was mailed this reminder already: nothing was sent.' },
    });
    expect(w.queue.mails()).toHaveLength(4);
    const overview = (await (await admin.get('/officers/reminders')).json()) as { runs: readonly unknown[] };
    expect(overview.runs).toHaveLength(1);
  });
});
