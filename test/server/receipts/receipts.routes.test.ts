import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER } from '../../../src/application/ports/audit-log.port';
import { RECEIPT_LINK_DAYS } from '../../../src/application/server/receipts/receipts.use-case';
import { RECEIPT_LINK_LABEL } from '../../../src/application/server/payments/fulfil-order.use-case';
import { CHAPTER_SETTINGS_MESSAGES } from '../../../src/domain/validation/chapter-settings-form';
import { appWorld, type AppWorld } from '../../support/app-world';
import { signedInAdmin, signedInMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';
import { pdfText } from '../../support/pdf-text';
import { checkout, confirm, openSession } from '../payments/payment-requests';

/** Ada (the payment helpers' buyer) gives $100 through the site, paid by card with the simulator. */
async function adaDonates(w: AppWorld, email = 'ada@example.org'): Promise<string> {
  const order = { item: 'donation', amount: 10_000, donationType: 'Chapter Donation' };
  const session = await openSession(w.app, checkout({ order, contact: { firstName: 'Ada', lastName: 'Lovelace', email } }));
  expect((await confirm(w.app, session)).status).toBe(200);
  return session.orderId;
}

/** The receipt link of the last receipt mailed to `email`. */
function mailedLink(w: AppWorld, email: string): string {
  const mail = w.mailer.to(email).at(-1);
  expect(mail?.action?.label).toBe(RECEIPT_LINK_LABEL);
  return new URL(mail?.action?.url ?? '').pathname;
}

const text = async (response: Response) =>
  pdfText(new Uint8Array(await response.arrayBuffer()))
    .join(' ')
    .replace(/\s+/g, ' ');

async function treasurer(w: AppWorld): Promise<Browser> {
  const browser = await signedInMember(w, 'treasurer@example.org');
  const grant = {
    id: 'g-treasurer',
    email: 'treasurer@example.org',
    role: 'treasurer' as const,
    event: null,
    endsOn: '2999-01-01',
    grantedBy: 'chair@example.org',
    grantedAt: '2026-01-01T00:00:00.000Z',
    revokedAt: null,
    revokedBy: null,
  };
  (await w.deps.roleGrants.grant(grant))._unsafeUnwrap();
  return browser;
}

describe('a member’s payments and their receipts (issue 20)', () => {
  it('lists a member’s own payments and gives their receipts; another’s receipt is not found', async () => {
    const w = appWorld();
    const mine = await adaDonates(w);
    const theirs = await adaDonates(w, 'grace@example.org');
    const ada = await signedInMember(w, 'ada@example.org');
    const listed = await ada.get('/me/payments');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(((await listed.json()) as { payments: unknown[] }).payments).toEqual([
      { id: mine, paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), description: expect.any(String), amount: 10_000, refunded: 0 },
    ]);
    const receipt = await ada.get(`/me/payments/${mine}/receipt.pdf`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${mine}.pdf"`);
    expect(await text(receipt)).toContain(`Receipt number: ${mine}`);
    expect((await ada.get(`/me/payments/${theirs}/receipt.pdf`)).status).toBe(404);
    expect((await ada.get('/me/payments/no-such-order/receipt.pdf')).status).toBe(404);
    expect((await new Browser(w).get('/me/payments')).status).toBe(401);
    expect((await new Browser(w).get(`/me/payments/${mine}/receipt.pdf`)).status).toBe(401);
  });

  it('mails a link to the receipt that opens without signing in; altered or expired, it says why on a page', async () => {
    const w = appWorld();
    const orderId = await adaDonates(w);
    const link = mailedLink(w, 'ada@example.org');
    expect(link).toMatch(/^\/receipts\/[^/]+$/);
    const visitor = new Browser(w);
    const opened = await visitor.get(link);
    expect(opened.status).toBe(200);
    expect(await text(opened)).toContain(`Receipt number: ${orderId}`);

    const altered = await visitor.get(`${link.slice(0, -3)}xyz`, { Accept: 'text/html,application/xhtml+xml' });
    expect(altered.status).toBe(400);
    expect(altered.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await altered.text();
    expect(page).toContain('<h1>This receipt link cannot be opened</h1>');
    expect(page).toContain('This receipt link is not valid: it may have been copied incompletely or changed.');

    w.clock.advance(RECEIPT_LINK_DAYS * 86_400_000 + 60_000);
    const expired = await visitor.get(link, { Accept: 'text/html' });
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This receipt link has expired.');
    // A program asking without HTML gets the API's JSON error.
    const asJson = await visitor.get(link);
    expect(asJson.status).toBe(410);
    expect(((await asJson.json()) as { error: { message: string } }).error.message).toContain('This receipt link has expired.');
  });

  it('gives an officer any payment’s receipt from the ledger, and a member none', async () => {
    const w = appWorld();
    const orderId = await adaDonates(w);
    const answer = await (await treasurer(w)).get(`/officers/ledger/${orderId}/receipt.pdf`);
    expect(answer.status).toBe(200);
    expect(await text(answer)).toContain('Received from: Ada Lovelace (ada@example.org)');
    expect((await (await signedInMember(w, 'ada@example.org')).get(`/officers/ledger/${orderId}/receipt.pdf`)).status).toBe(403);
  });
});

describe('the chapter’s settings (issue 20)', () => {
  it('answers the defaults from the configuration, saves a change with its audit entry, and the receipt names it', async () => {
    const w = appWorld();
    const admin = await signedInAdmin(w);
    const before = (await (await admin.get('/officers/settings')).json()) as { settings: { legalName: string; taxId: string } };
    expect(before.settings).toMatchObject({ legalName: 'Hartwell Scholars Alumni Chapter', taxId: '', deductible: false });
    const form = {
      legalName: '  Hartwell Scholars Alumni Association  ',
      address: 'PO Box 1234\n\nSpringfield, IL 62701\n',
      taxId: '12-3456789',
      deductible: true,
      fiscalYearStartMonth: 7,
    };
    const saved = await admin.send('PUT', '/officers/settings', form);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      settings: {
        legalName: 'Hartwell Scholars Alumni Association',
        address: ['PO Box 1234', 'Springfield, IL 62701'],
        taxId: '12-3456789',
        deductible: true,
        fiscalYearStartMonth: 7,
      },
    });
    const audit = (await w.deps.auditLog.page(NO_AUDIT_FILTER, 0, 100))._unsafeUnwrap().entries;
    expect(audit.filter((entry) => entry.action === 'manageChapterSettings')).toEqual([
      expect.objectContaining({ actor: 'chair@example.org', subject: { kind: 'chapterSettings', id: 'chapter' } }),
    ]);
    const orderId = await adaDonates(w);
    const receipt = await text(await admin.get(`/officers/ledger/${orderId}/receipt.pdf`));
    expect(receipt).toContain('Tax ID (EIN): 12-3456789');
    expect(receipt).toContain('No goods or services were provided in exchange for this contribution.');
  });

  it('refuses a form with no legal name, a malformed tax ID and month 13, a message per field, and saves nothing', async () => {
    const w = appWorld();
    const admin = await signedInAdmin(w);
    const answer = await admin.send('PUT', '/officers/settings', {
      legalName: ' ',
      address: '',
      taxId: '123456789',
      deductible: false,
      fiscalYearStartMonth: 13,
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      legalName: 'The legal name is required.',
      taxId: CHAPTER_SETTINGS_MESSAGES.taxId,
      fiscalYearStartMonth: CHAPTER_SETTINGS_MESSAGES.month,
    });
    expect((await w.deps.chapterSettings.settings())._unsafeUnwrap().legalName).toBe('Hartwell Scholars Alumni Chapter');
  });
});
