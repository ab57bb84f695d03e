import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { axeViolations } from './support/axe';
import { shows } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { joinAsMember, signInToMemberArea } from './support/member';
import { chapterDate, chapterYear, fitsTheWindow } from './support/officers';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// Year-end giving statements (issue 20): a member joins (a membership: no gift) and gives three
// donations by cheque, one of them under their address in capitals as a guest. The administrator
// opens the year's statements, sees one donor with three gifts, sends all (confirmed) and the
// outbox has the statement mail with its signed link; sending again queues nothing new. The member
// finds the year on their own page and downloads the PDF. Each page passes axe at desktop and
// 375 px.

const DONOR = {
  plan: 'Annual Membership',
  price: '$50',
  firstName: 'Gina',
  lastName: 'Giver',
  email: 'gina.giver@example.org',
  password: 'generous autumn 2027',
} as const;

async function donationByCheque(admin: Page, email: string, dollars: number, reference: string): Promise<void> {
  const recorded = await callApi(admin, 'POST', '/officers/payments', {
    purpose: 'donation',
    method: 'cheque',
    reference,
    receivedOn: chapterDate(),
    idempotencyKey: `e2e-gift-${reference}`,
    contact: { firstName: DONOR.firstName, lastName: DONOR.lastName, email },
    donationType: 'Chapter Donation',
    amount: dollars * 100,
  });
  expect(recorded.status).toBe(201);
}

const rowCells = (page: Page) => page.getByRole('table').getByRole('row').filter({ hasText: DONOR.email }).locator('td').allTextContents();

describe.skipIf(chromiumPath === null)('giving statements, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the treasurer previews the year and sends all; the outbox has the mail; the member downloads theirs', async () => {
    const joining = await openPage(browser, server.url);
    await joinAsMember(joining.page, server, DONOR);
    await joining.context.close();

    const year = chapterYear();
    const { page, pageErrors } = await openPage(browser, server.url);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    // Gifts are deductible once the treasurer says so in the chapter's settings (until then statements say they are not).
    const settings = await callApi(page, 'PUT', '/officers/settings', {
      legalName: 'Alumni Chapter',
      address: 'c/o Office of Alumni Relations',
      taxId: '12-3456789',
      deductible: true,
      fiscalYearStartMonth: 1,
    });
    expect(settings.status).toBe(200);
    await donationByCheque(page, DONOR.email, 50, '2001');
    await donationByCheque(page, DONOR.email, 25, '2002');
    await donationByCheque(page, DONOR.email.toUpperCase(), 100, '2003');

    await page.goto('/Admin');
    await page.getByRole('link', { name: 'Giving statements', exact: true }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Giving statements' }));
    await shows(page.getByRole('heading', { level: 2, name: new RegExp(`^Calendar year ${Number(year) - 1}`) }));
    await page.getByLabel('Year', { exact: true }).fill(year);
    await page.getByRole('button', { name: 'Show the year' }).click();
    await expect.poll(() => rowCells(page)).toEqual([`${DONOR.firstName} ${DONOR.lastName}`, DONOR.email, '3', '$175', 'Download PDF']);
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download the statement of ${DONOR.firstName} ${DONOR.lastName} (PDF)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`giving-statement-${year}.pdf`);

    await page.getByRole('button', { name: 'Send all' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Yes, send them' }).click();
    await shows(page.getByRole('status').filter({ hasText: 'Queued 1 statement.' }));
    const mail = await server.mailTo(DONOR.email, /giving statement/);
    expect(mail.subject).toBe(`Your giving statement for ${year}`);
    expect(mail.text).toContain('3 gifts, $175.00 deductible in all');
    expect(mail.text).toMatch(new RegExp(`${server.url.replace(/[.:/]/g, '\\$&')}/giving-statements/\\S+`));
    await page.getByRole('button', { name: 'Send all' }).click();
    await page.getByRole('button', { name: 'Yes, send them' }).click();
    await shows(page.getByRole('status').filter({ hasText: 'Queued 0 statements; 1 had been sent already and was not sent again.' }));
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);

    const phone = await openPage(browser, server.url, VIEWPORTS.phone);
    await signInToMemberArea(phone.page, ADMIN.email, ADMIN.password);
    await phone.page.goto('/Admin/giving-statements');
    await shows(phone.page.getByRole('heading', { level: 1, name: 'Giving statements' }));
    await phone.page.getByLabel('Year', { exact: true }).fill(year);
    await phone.page.getByRole('button', { name: 'Show the year' }).click();
    await expect.poll(() => rowCells(phone.page)).toHaveLength(5);
    expect(await fitsTheWindow(phone.page)).toBe(true);
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.context.close();

    const member = await openPage(browser, server.url);
    await signInToMemberArea(member.page, DONOR.email, DONOR.password);
    await member.page.getByRole('link', { name: 'Giving statements' }).click();
    await shows(member.page.getByRole('heading', { level: 1, name: 'Giving statements' }));
    const mine = member.page.getByRole('button', { name: `Download your giving statement for ${year} (PDF)` });
    await shows(mine);
    expect(await axeViolations(member.page)).toEqual([]);
    const [own] = await Promise.all([member.page.waitForEvent('download'), mine.click()]);
    expect(own.suggestedFilename()).toBe(`giving-statement-${year}.pdf`);
    expect(member.pageErrors).toEqual([]);

    const small = await openPage(browser, server.url, VIEWPORTS.phone);
    await signInToMemberArea(small.page, DONOR.email, DONOR.password);
    await small.page.goto('/Member-Area/giving-statements');
    await shows(small.page.getByRole('button', { name: `Download your giving statement for ${year} (PDF)` }));
    expect(await fitsTheWindow(small.page)).toBe(true);
    expect(await axeViolations(small.page)).toEqual([]);
  });
});
