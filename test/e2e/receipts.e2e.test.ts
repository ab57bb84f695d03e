import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { axeViolations } from './support/axe';
import { shows } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { joinAsMember, signInToMemberArea } from './support/member';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// Receipts (issue 20): an administrator sets the chapter's legal name and tax ID on the settings
// page; a member joins ($50, paid online), opens the Member Area's payments and downloads the
// receipt, which names the chapter as set; the receipt e-mail's link opens the same receipt
// without signing in, and a changed link is refused with a page saying so. Both pages pass axe
// and fit a 375 px phone.

const MEMBER = {
  plan: 'Annual Membership',
  price: '$50',
  firstName: 'Rhea',
  lastName: 'Receipts',
  email: 'rhea.receipts@example.org',
  password: 'paper trail 2027',
} as const;

const LEGAL_NAME = 'Hartwell Scholars Alumni Association, Inc.';

const fitsTheWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const receiptWords = (bytes: Uint8Array) => pdfText(bytes).join(' ').replace(/\s+/g, ' ');

describe.skipIf(chromiumPath === null)('receipts and the chapter settings, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sets the chapter’s settings, then a member pays, finds the payment in the Member Area and downloads its receipt', async () => {
    const admin = await openPage(browser, server.url);
    await signInToMemberArea(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.goto('/Admin');
    await admin.page.getByRole('link', { name: 'Chapter settings', exact: true }).click();
    await shows(admin.page.getByRole('heading', { level: 1, name: 'Chapter settings' }));
    await admin.page.getByLabel('Legal name').fill(LEGAL_NAME);
    await admin.page.getByLabel('Postal address').fill('PO Box 1234\nSpringfield, IL 62701');
    await admin.page.getByLabel('Tax ID (EIN)').fill('12-34567');
    await admin.page.getByRole('button', { name: 'Save the settings' }).click();
    await shows(admin.page.getByText('Please enter the tax ID (EIN) as NN-NNNNNNN, such as 12-3456789, or leave it empty.'));
    expect(await axeViolations(admin.page)).toEqual([]);
    await admin.page.getByLabel('Tax ID (EIN)').fill('12-3456789');
    await admin.page.getByRole('button', { name: 'Save the settings' }).click();
    await shows(admin.page.getByRole('status').filter({ hasText: 'The settings were saved.' }));
    expect(await axeViolations(admin.page)).toEqual([]);
    expect(admin.pageErrors).toEqual([]);

    const joining = await openPage(browser, server.url);
    await joinAsMember(joining.page, server, MEMBER);
    await joining.context.close();

    const { page, pageErrors } = await openPage(browser, server.url);
    await signInToMemberArea(page, MEMBER.email, MEMBER.password);
    await page.getByRole('link', { name: 'Your payments and their receipts' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Your payments' }));
    const row = page.getByRole('table', { name: 'Your payments to the chapter, newest first' }).getByRole('row').nth(1);
    await shows(row.getByText('Annual Membership'));
    expect(await axeViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Download the receipt of/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receipt-.+\.pdf$/);
    const words = receiptWords(new Uint8Array(await readFile(await download.path())));
    expect(words).toContain(LEGAL_NAME);
    expect(words).toContain('Tax ID (EIN): 12-3456789');
    expect(words).toContain('This payment bought membership benefits; it is not a charitable contribution.');
    expect(pageErrors).toEqual([]);

    // The receipt e-mail's link opens the receipt without signing in; a changed one is refused with words.
    const mail = await server.mailTo(MEMBER.email, /Your receipt/);
    const link = /Download your receipt \(PDF\): (\S+)/.exec(mail.text)?.[1] ?? '';
    const visitor = await openPage(browser, server.url);
    const opened = await visitor.page.request.get(link);
    expect(opened.status()).toBe(200);
    expect(receiptWords(new Uint8Array(await opened.body()))).toContain(LEGAL_NAME);
    await visitor.page.goto(`${link.slice(0, -4)}abcd`);
    await shows(visitor.page.getByRole('heading', { level: 1, name: 'This receipt link cannot be opened' }));
    expect(await axeViolations(visitor.page)).toEqual([]);

    for (const path of ['/Member-Area/payments', '/Admin/settings']) {
      const who = path.startsWith('/Admin') ? ADMIN : MEMBER;
      const phone = await openPage(browser, server.url, VIEWPORTS.phone);
      await signInToMemberArea(phone.page, who.email, who.password);
      await phone.page.goto(path);
      await shows(phone.page.getByRole('heading', { level: 1 }));
      await shows(phone.page.locator(path.startsWith('/Admin') ? 'form' : 'table'));
      expect(await fitsTheWindow(phone.page), path).toBe(true);
      expect(await axeViolations(phone.page), path).toEqual([]);
      await phone.context.close();
    }
  });
});
