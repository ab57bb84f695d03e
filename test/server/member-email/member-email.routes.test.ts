import { beforeEach, describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER } from '../../../src/application/ports/audit-log.port';
import type { AppWorld } from '../../support/app-world';
import { errorOf, signedInMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';
import { MEMBERS, memberEmailWorld, SECRETARY, UNPAID_2026, UNPAID_CAMPAIGN } from './member-email-world';

interface Preview {
  campaign: { id: string; state: string; segmentLabel: string; recipients: number; queued: number };
  recipients: number;
  html: string;
  text: string;
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

describe('member e-mail (/officers/member-email)', () => {
  let w: AppWorld;
  let secretary: Browser;
  let treasurer: Browser;
  beforeEach(async () => {
    ({ w, secretary, treasurer } = await memberEmailWorld());
  });

  const compose = async (body: Record<string, unknown> = UNPAID_CAMPAIGN): Promise<Preview> => {
    const answer = await secretary.post('/officers/member-email', body);
    expect(answer.status).toBe(200);
    return json<Preview>(answer);
  };
  const campaignMails = (subject: string) => w.mailer.sent().filter((mail) => mail.subject === subject);

  it('counts the recipients and renders the Markdown to safe HTML and plain text before anything is sent', async () => {
    const preview = await compose({ ...UNPAID_CAMPAIGN, body: `${UNPAID_CAMPAIGN.body}\n\n<script>alert(1)</script>` });
    expect(preview.recipients).toBe(4);
    expect(preview.campaign).toMatchObject({ state: 'draft', segmentLabel: 'Unpaid for 2026', recipients: 0 });
    expect(preview.html).toContain('<strong>2026</strong>');
    expect(preview.html).not.toContain('<script');
    expect(preview.text).toBe(
      'Dues\n\nPlease pay your 2026 dues at our site (https://chapter.example.org/Member-Area).\n\n<script>alert(1)</script>',
    );
    expect(w.mailer.sent().filter((mail) => mail.to !== SECRETARY && mail.to !== 'treasurer@example.org')).toEqual([]);
  });

  it('sends a campaign to "unpaid for 2026" to exactly that segment, once each, keyed by member and on the newsletters list', async () => {
    const { campaign } = await compose();
    const [first, second] = await Promise.all([
      secretary.post(`/officers/member-email/${campaign.id}/send`),
      secretary.post(`/officers/member-email/${campaign.id}/send`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    await w.deliverQueued();
    const mails = campaignMails('Dues for 2026');
    expect(mails.map((mail) => mail.to).sort()).toEqual(UNPAID_2026);
    expect(mails.every((mail) => mail.list === 'newsletters' && mail.unsubscribeUrl?.includes('/mail/unsubscribe?t=') === true)).toBe(true);
    const byAddress = new Map(MEMBERS.map((member) => [member.email, member.id]));
    expect(mails.map((mail) => mail.key).sort()).toEqual(
      UNPAID_2026.map((email) => `campaign:${campaign.id}:${byAddress.get(email)}`).sort(),
    );
    const again = await secretary.post(`/officers/member-email/${campaign.id}/send`);
    expect((await json<{ campaign: { state: string; queued: number; recipients: number } }>(again)).campaign).toMatchObject({
      state: 'sent',
      queued: 4,
      recipients: 4,
    });
    expect(campaignMails('Dues for 2026')).toHaveLength(4);
  });

  it('sends a test to the officer alone, not counted as the campaign’s, and audits compose, test and send', async () => {
    const { campaign } = await compose();
    const test = await secretary.post(`/officers/member-email/${campaign.id}/test`);
    expect(await json(test)).toEqual({ to: SECRETARY });
    expect(w.mailer.to(SECRETARY).map((mail) => mail.subject)).toContain('[Test] Dues for 2026');
    const log = await json<{ counts: Record<string, number>; deliveries: unknown[] }>(
      await secretary.get(`/officers/member-email/${campaign.id}`),
    );
    expect(log.deliveries).toEqual([]);
    await secretary.post(`/officers/member-email/${campaign.id}/send`);
    const audit = (await w.deps.auditLog.page({ ...NO_AUDIT_FILTER, subjectKind: 'campaign' }, 0, 10))._unsafeUnwrap();
    expect(audit.entries.map((entry) => [entry.action, entry.actor, entry.subject.id])).toEqual([
      ['sendMemberEmail', SECRETARY, campaign.id],
      ['testMemberEmail', SECRETARY, campaign.id],
      ['composeMemberEmail', SECRETARY, campaign.id],
    ]);
  });

  it('shows the delivery log per message and per member', async () => {
    const { campaign } = await compose();
    await secretary.post(`/officers/member-email/${campaign.id}/send`);
    await w.deliverQueued();
    const log = await json<{ counts: Record<string, number>; deliveries: { to: string; status: string }[] }>(
      await secretary.get(`/officers/member-email/${campaign.id}`),
    );
    expect(log.counts).toEqual({ queued: 0, sending: 0, sent: 4, failed: 0, unsubscribed: 0 });
    expect(log.deliveries.map((d) => d.to).sort()).toEqual(UNPAID_2026);
    const member = await json<{ deliveries: { subject: string; status: string }[] }>(
      await secretary.get('/officers/member-email/deliveries?to=grace@example.org'),
    );
    expect(member.deliveries).toMatchObject([{ subject: 'Dues for 2026', status: 'sent' }]);
    const list = await json<{ campaigns: { id: string; state: string }[] }>(await secretary.get('/officers/member-email'));
    expect(list.campaigns).toMatchObject([{ id: campaign.id, state: 'sent' }]);
  });

  it('skips, in the next campaign, an address that unsubscribed by a one-click POST with no cookie', async () => {
    const { campaign } = await compose();
    await secretary.post(`/officers/member-email/${campaign.id}/send`);
    await w.deliverQueued();
    const link = campaignMails('Dues for 2026').find((mail) => mail.to === 'grace@example.org')?.unsubscribeUrl ?? '';
    const oneClick = await w.app.request(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect([...((await w.deps.mailPreferences?.leftLists('grace@example.org'))?._unsafeUnwrap() ?? [])]).toEqual(['newsletters']);
    const next = await compose({ ...UNPAID_CAMPAIGN, subject: 'Last call for dues' });
    await secretary.post(`/officers/member-email/${next.campaign.id}/send`);
    await w.deliverQueued();
    expect(
      campaignMails('Last call for dues')
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(UNPAID_2026.filter((email) => email !== 'grace@example.org'));
    const log = await json<{ counts: Record<string, number> }>(await secretary.get(`/officers/member-email/${next.campaign.id}`));
    expect(log.counts).toMatchObject({ sent: 3, unsubscribed: 1 });
  });

  it('reaches the other segments: paid, lifetime, a graduation-year range, an event’s ticket holders and waiting list', async () => {
    const count = async (body: Record<string, unknown>) => (await compose({ ...UNPAID_CAMPAIGN, ...body })).recipients;
    // Every member: the six, and the records of the two officers' own accounts (paid for 2026).
    expect(await count({ segment: 'all' })).toBe(8);
    expect(await count({ segment: 'paid', year: '2026' })).toBe(4);
    expect(await count({ segment: 'lifetime' })).toBe(2);
    expect(await count({ segment: 'gradYears', gradYearFrom: '2005', gradYearTo: '2006' })).toBe(2);
    const { event } = (await w.deps.ticketing.events.list())._unsafeUnwrap()[0] ?? expect.unreachable('the spec’s events');
    const ticket = (n: number, email: string) => ({
      id: `o${n}-1`,
      orderId: `o${n}`,
      eventSlug: event.slug,
      typeId: event.ticketTypes[0]?.id ?? 'general',
      holderName: '',
      answer: '',
      buyerName: 'Buyer',
      buyerEmail: email,
    });
    (
      await w.deps.ticketing.tickets.issue(
        [ticket(1, 'one@example.org'), ticket(2, 'ONE@example.org'), ticket(3, 'two@example.org')],
        '2026-06-01T00:00:00Z',
      )
    )._unsafeUnwrap();
    expect(await count({ segment: 'ticketHolders', event: event.slug })).toBe(2);
    (
      await w.deps.ticketing.waitingList.join({
        id: 'p1',
        eventSlug: event.slug,
        typeId: null,
        name: 'W',
        email: 'wait@example.org',
        partySize: 2,
        joinedAt: '2026-06-01T00:00:00Z',
      })
    )._unsafeUnwrap();
    expect(await count({ segment: 'waitingList', event: event.slug })).toBe(1);
    const unknown = await secretary.post('/officers/member-email', {
      ...UNPAID_CAMPAIGN,
      segment: 'ticketHolders',
      event: 'no-such-event',
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses a bad form field by field (400), and a change to a message already sent', async () => {
    const bad = await secretary.post('/officers/member-email', {
      id: null,
      subject: '',
      body: '',
      segment: 'gradYears',
      gradYearFrom: '2010',
      gradYearTo: '2001',
    });
    expect(bad.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string> } }>(bad)).error.fields).toEqual({
      subject: 'Please enter a subject.',
      body: 'Please write the message.',
      gradYearTo: 'To must be the same year as From or later.',
    });
    const { campaign } = await compose();
    await secretary.post(`/officers/member-email/${campaign.id}/send`);
    await w.deliverQueued();
    const late = await secretary.post('/officers/member-email', { ...UNPAID_CAMPAIGN, id: campaign.id, subject: 'Changed' });
    expect(late.status).toBe(400);
    expect((await errorOf(late)).message).toBe('This message has been sent; it can no longer be changed.');
  });

  it('refuses visitors (401), members and the treasurer (403), and a write from another site (403)', async () => {
    const { campaign } = await compose();
    const visitor = new Browser(w);
    const member = await signedInMember(w);
    const requests = (b: Browser) => [
      b.get('/officers/member-email'),
      b.get(`/officers/member-email/${campaign.id}`),
      b.post('/officers/member-email', UNPAID_CAMPAIGN),
      b.post(`/officers/member-email/${campaign.id}/test`),
      b.post(`/officers/member-email/${campaign.id}/send`),
    ];
    expect((await Promise.all(requests(visitor))).map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect((await Promise.all(requests(member))).map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect((await Promise.all(requests(treasurer))).map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    const forged = await secretary.post(`/officers/member-email/${campaign.id}/send`, {}, { Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(campaignMails('Dues for 2026')).toEqual([]);
  });
});
