import { describe, expect, it } from 'vitest';
import { InMemoryChapterSettings } from '../../../src/adapters/in-memory/in-memory-chapter-settings';
import { NO_AUDIT_FILTER } from '../../../src/application/ports/audit-log.port';
import type { ChapterSettings } from '../../../src/application/ports/chapter-settings.port';
import { sampleRefund, refundAudit } from '../../contracts/order-refunds.contract';
import { appWorld, type AppWorld } from '../../support/app-world';
import { errorOf, signedInAdmin, signedInMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';
import { pdfText } from '../../support/pdf-text';
import { donation, paidOrder, recordAdasYear, recordGracesGift } from './giving-fixtures';

const SETTINGS: ChapterSettings = {
  legalName: 'Hartwell Scholars Alumni Association, Chicago Chapter',
  address: ['c/o Office of Alumni Relations', '1 University Way', 'Chicago, IL 60601'],
  taxId: '12-3456789',
  deductible: true,
  fiscalYearStartMonth: 1,
};

function world(settings: Partial<ChapterSettings> = {}): AppWorld {
  return appWorld({ chapterSettings: new InMemoryChapterSettings({ ...SETTINGS, ...settings }) });
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
/** The PDF's text as one line (a wrapped cell's runs joined with single spaces). */
const textIn = (bytes: Uint8Array) => pdfText(bytes).join(' ').replace(/\s+/g, ' ');
const textOf = async (response: Response) => textIn(await bytesOf(response));

describe('the treasurer’s giving statements (issue 20)', () => {
  it('previews a year: each donor with their gifts and total deductible, a guest order in capitals under the same donor', async () => {
    const w = world();
    await recordAdasYear(w);
    await recordGracesGift(w);
    const admin = await signedInAdmin(w);
    const response = await admin.get('/officers/giving-statements?year=2026');
    expect(response.status).toBe(200);
    const view = (await response.json()) as Record<string, unknown>;
    expect(view).toMatchObject({
      year: 2026,
      startMonth: 1,
      yearWords: 'Calendar year 2026 (1 January 2026 to 31 December 2026)',
      deductible: true,
      donors: [
        { email: 'ada@example.org', name: 'Ada Lovelace', gifts: 4, deductible: 5_000 + 1_300 + 2_500 + 10_000 },
        { email: 'grace@example.org', name: 'Grace Hopper', gifts: 1, deductible: 700 },
      ],
      total: { donors: 2, gifts: 5, deductible: 19_500 },
      runs: [],
    });
  });

  it('draws a donor’s statement with the chapter, the donor, the gifts, $13 of the ticket and the total; again byte for byte', async () => {
    const w = world();
    await recordAdasYear(w);
    const admin = await signedInAdmin(w);
    const first = await admin.get('/officers/giving-statements/2026/statement.pdf?donor=Ada%40Example.org');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toBe('attachment; filename="giving-statement-2026.pdf"');
    const bytes = await bytesOf(first);
    const text = textIn(bytes);
    for (const expected of [
      SETTINGS.legalName,
      'Chicago, IL 60601',
      'Employer identification number (tax ID): 12-3456789',
      'Donor: Ada Lovelace (ada@example.org)',
      'Calendar year 2026 (1 January 2026 to 31 December 2026)',
      '$38.00',
      '$25.00',
      '$13.00',
      '$188.00',
      'No goods or services were provided in exchange for this contribution.',
      'the deductible part is $13.00.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Annual Membership');
    w.clock.advance(30 * 60_000);
    const later = await admin.get('/officers/giving-statements/2026/statement.pdf?donor=ada@example.org');
    expect(later.status).toBe(200);
    const again = await bytesOf(later);
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });

  it('says so when the settings say gifts are not deductible', async () => {
    const w = world({ deductible: false });
    await recordAdasYear(w);
    const admin = await signedInAdmin(w);
    const text = await textOf(await admin.get('/officers/giving-statements/2026/statement.pdf?donor=ada@example.org'));
    expect(text).toContain('gifts to it are not deductible as charitable contributions');
  });

  it('reads the fiscal year July to June when the settings say so, in the chapter’s time zone', async () => {
    const w = world({ fiscalYearStartMonth: 7 });
    await paidOrder(w, { order: donation(1_000), amount: 1_000, email: 'ada@example.org', paidAt: '2025-07-01T03:59:00.000Z' });
    await paidOrder(w, { order: donation(2_000), amount: 2_000, email: 'ada@example.org', paidAt: '2025-07-01T04:00:00.000Z' });
    await paidOrder(w, { order: donation(4_000), amount: 4_000, email: 'ada@example.org', paidAt: '2026-07-01T03:59:00.000Z' });
    await paidOrder(w, { order: donation(8_000), amount: 8_000, email: 'ada@example.org', paidAt: '2026-07-01T04:00:00.000Z' });
    const admin = await signedInAdmin(w);
    const view = (await (await admin.get('/officers/giving-statements?year=2026')).json()) as Record<string, unknown>;
    expect(view).toMatchObject({
      year: 2026,
      startMonth: 7,
      yearWords: 'Fiscal year 2026 (1 July 2025 to 30 June 2026)',
      donors: [{ email: 'ada@example.org', gifts: 2, deductible: 6_000 }],
    });
  });

  it('reduces a gift refunded in part and leaves out one refunded whole', async () => {
    const w = world();
    const part = await paidOrder(w, {
      order: donation(4_000),
      amount: 4_000,
      email: 'ada@example.org',
      paidAt: '2026-02-01T15:00:00.000Z',
    });
    const whole = await paidOrder(w, {
      order: donation(2_000),
      amount: 2_000,
      email: 'ada@example.org',
      paidAt: '2026-02-02T15:00:00.000Z',
    });
    const refund = sampleRefund(1, 1_500, { orderId: part, refundedAt: '2026-02-03T15:00:00.000Z' });
    (await w.deps.ledger.recordRefund(refund, 'Refunded in part', refundAudit(refund)))._unsafeUnwrap();
    (await w.deps.ledger.markRefunded(whole, '2026-02-03T15:00:00.000Z', 'Cancelled'))._unsafeUnwrap();
    const admin = await signedInAdmin(w);
    const view = (await (await admin.get('/officers/giving-statements?year=2026')).json()) as Record<string, unknown>;
    expect(view).toMatchObject({ donors: [{ email: 'ada@example.org', gifts: 1, deductible: 2_500 }] });
  });

  it('refuses a year that is not one, beside its field', async () => {
    const admin = await signedInAdmin(world());
    const response = await admin.get('/officers/giving-statements?year=20x6');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { year: 'Please choose a year such as 2026.' } } });
    const missing = await admin.get('/officers/giving-statements/2026/statement.pdf?donor=nobody@example.org');
    expect(missing.status).toBe(404);
  });
});

describe('Send all (issue 20)', () => {
  it('queues one mail per donor with the PDF and a signed link, records and audits the run, and sends nothing twice', async () => {
    const w = world();
    await recordAdasYear(w);
    await recordGracesGift(w);
    const admin = await signedInAdmin(w);
    const sent = await admin.post('/officers/giving-statements/send', { year: 2026 });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ year: 2026, donors: 2, queued: 2, alreadyQueued: 0 });
    await w.deliverQueued();
    const [mail, ...others] = w.mailer.to('ada@example.org').filter((m) => m.subject === 'Your giving statement for 2026');
    expect(others).toEqual([]);
    expect(mail?.text).toContain('4 gifts, $188.00 deductible in all');
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([['giving-statement-2026.pdf', 'application/pdf']]);
    expect(textIn(mail?.attachments?.[0]?.content ?? new Uint8Array())).toContain('$13.00');

    const again = await admin.post('/officers/giving-statements/send', { year: 2026 });
    expect(await again.json()).toEqual({ year: 2026, donors: 2, queued: 0, alreadyQueued: 2 });
    await w.deliverQueued();
    expect(w.mailer.to('ada@example.org').filter((m) => m.subject === 'Your giving statement for 2026')).toHaveLength(1);

    const view = (await (await admin.get('/officers/giving-statements?year=2026')).json()) as { runs: unknown[] };
    expect(view.runs).toMatchObject([
      { year: 2026, by: 'chair@example.org', donors: 2, queued: 0, alreadyQueued: 2 },
      { year: 2026, by: 'chair@example.org', donors: 2, queued: 2, alreadyQueued: 0 },
    ]);
    const audit = (await w.deps.auditLog.page({ ...NO_AUDIT_FILTER, action: 'sendGivingStatements' }, 0, 10))._unsafeUnwrap();
    expect(audit.entries.map((entry) => [entry.actor, entry.subject, entry.after])).toEqual([
      [
        'chair@example.org',
        { kind: 'givingStatements', id: '2026' },
        { year: 2026, startMonth: 1, donors: 2, queued: 0, alreadyQueued: 2 },
      ],
      [
        'chair@example.org',
        { kind: 'givingStatements', id: '2026' },
        { year: 2026, startMonth: 1, donors: 2, queued: 2, alreadyQueued: 0 },
      ],
    ]);
  });

  it('opens the statement by the mail’s signed link without signing in; refuses it altered or expired, clearly', async () => {
    const w = world();
    await recordAdasYear(w);
    const admin = await signedInAdmin(w);
    await admin.post('/officers/giving-statements/send', { year: 2026 });
    await w.deliverQueued();
    const mail = w.mailer.to('ada@example.org').find((m) => m.subject === 'Your giving statement for 2026');
    const link = /http:\/\/localhost:8787(\/giving-statements\/\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
    const visitor = new Browser(w);
    const opened = await visitor.get(link);
    expect(opened.status).toBe(200);
    const official = await bytesOf(await admin.get('/officers/giving-statements/2026/statement.pdf?donor=ada@example.org'));
    expect(Buffer.from(await bytesOf(opened)).equals(Buffer.from(official))).toBe(true);

    const clicked = { Accept: 'text/html,application/xhtml+xml' };
    const alteredLink = `${link.slice(0, -2)}${link.endsWith('A') ? 'B' : 'A'}x`;
    const altered = await visitor.get(alteredLink, clicked);
    expect(altered.status).toBe(400);
    expect(await altered.text()).toBe('This statement link is not valid: it may have been copied incompletely or changed.');
    expect(await errorOf(await visitor.get(alteredLink))).toMatchObject({
      message: 'This statement link is not valid: it may have been copied incompletely or changed.',
    });
    w.clock.advance(401 * 86_400_000);
    const expired = await visitor.get(link, clicked);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This statement link has expired.');
  });

  it('refuses a send without a year, beside its field', async () => {
    const admin = await signedInAdmin(world());
    const response = await admin.post('/officers/giving-statements/send', { year: 'soon' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain('Please choose a year such as 2026.');
  });
});

describe('a member’s own statements (issue 20)', () => {
  it('lists the years their gifts fall in and gives their own statement, never another donor’s', async () => {
    const w = world();
    await recordAdasYear(w);
    await recordGracesGift(w, 2025);
    const ada = await signedInMember(w, 'ada@example.org');
    expect(await (await ada.get('/me/giving-statements')).json()).toEqual({ years: [2026], startMonth: 1 });
    const own = await ada.get('/me/giving-statements/2026/statement.pdf');
    expect(own.status).toBe(200);
    expect(await textOf(own)).toContain('Donor: Ada Lovelace (ada@example.org)');
    expect((await ada.get('/me/giving-statements/2025/statement.pdf')).status).toBe(404);

    const grace = await signedInMember(w, 'grace@example.org');
    expect(await (await grace.get('/me/giving-statements')).json()).toEqual({ years: [2025], startMonth: 1 });
    const graces = await textOf(await grace.get('/me/giving-statements/2025/statement.pdf'));
    expect(graces).toContain('grace@example.org');
    expect(graces).not.toContain('ada@example.org');
    expect((await grace.get('/me/giving-statements/2026/statement.pdf')).status).toBe(404);
    expect((await grace.get('/me/giving-statements/20x6/statement.pdf')).status).toBe(400);
  });

  it('tells a visitor to sign in', async () => {
    const visitor = new Browser(world());
    expect((await visitor.get('/me/giving-statements')).status).toBe(401);
    expect((await visitor.get('/me/giving-statements/2026/statement.pdf')).status).toBe(401);
  });
});
