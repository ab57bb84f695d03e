import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { axeViolations } from './support/axe';
import { shows } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { joinAsMember, openSection, signInToMemberArea } from './support/member';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// The treasury report (issue 18, item 7): two people join ($50 memberships, paid online); an
// administrator makes one of them treasurer and refunds $20 of the other's membership. The
// treasurer opens this month's report (the refund among its figures), downloads its CSV and
// publishes it; the other member then finds the PDF under Treasury Reports in the Member Area.
// The page passes axe and fits a 375 px phone.

const TREASURER = {
  plan: 'Annual Membership',
  price: '$50',
  firstName: 'Tess',
  lastName: 'Reports',
  email: 'tess.reports@example.org',
  password: 'balance sheet 2027',
} as const;

const MEMBER = {
  plan: 'Annual Membership',
  price: '$50',
  firstName: 'Milo',
  lastName: 'Member',
  email: 'milo.member@example.org',
  password: 'quarterly tea 2027',
} as const;

const fitsTheWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The cells of a table's row, by its first cell's words. */
const cellsOf = (page: Page, table: string, first: string) =>
  page
    .getByRole('region', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: first, exact: true }) })
    .locator('th, td')
    .allTextContents();

describe.skipIf(chromiumPath === null)('the treasury report, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows a refund in this month’s report, downloads its CSV, publishes it, and a member finds it under Treasury Reports', async () => {
    for (const joiner of [TREASURER, MEMBER]) {
      const joining = await openPage(browser, server.url);
      await joinAsMember(joining.page, server, joiner);
      await joining.context.close();
    }

    const admin = await openPage(browser, server.url);
    await signInToMemberArea(admin.page, ADMIN.email, ADMIN.password);
    const granted = await callApi(admin.page, 'POST', '/officers/roles', {
      email: TREASURER.email,
      role: 'treasurer',
      event: '',
      endsOn: '2099-07-01',
    });
    expect(granted.status).toBe(201);
    const ledger = await callApi<{ entries: { id: string; payer: { email: string } }[] }>(
      admin.page,
      'GET',
      '/officers/ledger?category=membership',
    );
    const order = ledger.body.entries.find((entry) => entry.payer.email === MEMBER.email);
    const refunded = await callApi(admin.page, 'POST', `/officers/ledger/${order?.id ?? ''}/refunds`, {
      amount: 2_000,
      reason: 'Paid twice at the door',
      undo: false,
      idempotencyKey: 'e2e-report-refund',
    });
    expect(refunded.status).toBe(201);
    await admin.context.close();

    const { page, pageErrors } = await openPage(browser, server.url);
    await signInToMemberArea(page, TREASURER.email, TREASURER.password);
    await page.getByRole('link', { name: 'Open the officers’ console' }).click();
    await page.getByRole('link', { name: 'Treasury report', exact: true }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Treasury report' }));
    await expect.poll(() => cellsOf(page, 'Income by category', 'Membership')).toEqual(['Membership', '2', '$100.00', '$20.00', '$80.00']);
    await expect.poll(() => cellsOf(page, 'Refunds', 'Membership')).toEqual(['Membership', 'Card online', '1', '$20.00']);
    expect(await axeViolations(page)).toEqual([]);
    const [from, to] = [
      await page.getByLabel('From', { exact: true }).inputValue(),
      await page.getByLabel('To', { exact: true }).inputValue(),
    ];
    expect(from).toMatch(/^\d{4}-\d{2}-01$/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`treasury-report-${from}-to-${to}.csv`);
    const csv = (await readFile(await download.path(), 'utf8')).split('\r\n');
    expect(csv).toContain('Refunds,Membership,Card online,,,1,20.00,');
    expect(csv).toContain('Total,,,2,100.00,1,20.00,80.00');

    await page.getByRole('button', { name: 'Publish to Treasury Reports' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const name = `Treasury report ${from} to ${to}.pdf`;
    await shows(page.getByRole('status').filter({ hasText: `Published as “${name}” in Treasury Reports.` }));
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);

    const phone = await openPage(browser, server.url, VIEWPORTS.phone);
    await signInToMemberArea(phone.page, TREASURER.email, TREASURER.password);
    await phone.page.goto('/Admin/reports');
    await shows(phone.page.getByRole('region', { name: 'Income by method' }));
    expect(await fitsTheWindow(phone.page)).toBe(true);
    expect(await axeViolations(phone.page)).toEqual([]);

    const member = await openPage(browser, server.url);
    await signInToMemberArea(member.page, MEMBER.email, MEMBER.password);
    await openSection(member.page, 'Treasury Reports');
    const [report] = await Promise.all([
      member.page.waitForEvent('download'),
      member.page.getByRole('button', { name: `Download ${name}` }).click(),
    ]);
    expect((await readFile(await report.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
