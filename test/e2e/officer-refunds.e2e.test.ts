import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { shows } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { signInToMemberArea } from './support/member';
import { buyOneBanquetTicket, fitsTheWindow, refund } from './support/officers';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// Refunds (issue 18): a buyer pays $38 online for a Spring Banquet ticket; an administrator
// refunds $20 of it, then the rest with the ticket released. The order's page, the ledger and its
// totals show both refunds, and the buyer's e-mails reach the outbox. Every page passes axe.

const BUYER = 'bea.refund@example.org';

describe.skipIf(chromiumPath === null)('refunds from the ledger, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refunds $20 of a $38 banquet order, then the rest with the ticket released; the ledger and totals show it; the buyer is e-mailed', async () => {
    const buyer = await openPage(browser, server.url);
    await buyOneBanquetTicket(buyer.page, { firstName: 'Bea', lastName: 'Refund', email: BUYER });
    await server.mailTo(BUYER, /Your receipt/);

    const { page, pageErrors } = await openPage(browser, server.url);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    await page.goto('/Admin/ledger?method=card');
    const row = page.getByRole('region', { name: 'Orders' }).getByRole('row').filter({ hasText: BUYER });
    await shows(row.getByText('$38.00'));
    await row.getByRole('link').first().click();
    await shows(page.getByRole('heading', { level: 2, name: 'Refund', exact: true }));
    await shows(page.getByText('$38.00 of $38.00 is left to refund.'));
    expect(await axeViolations(page)).toEqual([]);

    await refund(page, '2000', 'Cannot come to the dinner', false);
    await shows(page.getByRole('status').filter({ hasText: '$20.00 was refunded. $18.00 is left.' }));
    await shows(page.getByText('$18.00 of $38.00 is left to refund.'));
    const partly = await server.mailTo(BUYER, /Part of your payment was refunded/);
    expect(partly.text).toContain('$20 of your payment of $38 was refunded to your card.');
    expect(await axeViolations(page)).toEqual([]);

    await refund(page, null, 'The rest, ticket released', true);
    await shows(page.getByRole('status').filter({ hasText: '$18.00 was refunded. Nothing is left to refund.' }));
    await shows(page.getByText('The tickets were released and their seats freed.'));
    await shows(page.locator('dd').filter({ hasText: /^Refunded$/ }));
    const refunds = page.locator('h2:has-text("Refunds") + ol li');
    await expect.poll(() => refunds.count()).toBe(2);
    const whole = await server.mailTo(BUYER, /Your payment was refunded/);
    expect(whole.text).toContain('Your tickets for this order are cancelled.');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/Admin/ledger?method=card');
    await shows(row.getByText('Refunded'));
    const totals = page.getByRole('region', { name: 'Totals by category' });
    const tickets = totals.locator('tbody tr').filter({ hasText: 'Tickets' });
    await shows(tickets);
    expect(await tickets.locator('td[data-label="Received"]').innerText()).toBe('$0.00');
    expect(await tickets.locator('td[data-label="Refunded"]').innerText()).toBe('$38.00');
    expect(pageErrors).toEqual([]);
  });

  it("shows an order's refund form within a 375 px phone", async () => {
    const { page, pageErrors } = await openPage(browser, server.url, VIEWPORTS.phone);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    await page.goto('/Admin/ledger?method=card');
    await page.getByRole('region', { name: 'Orders' }).getByRole('link').first().click();
    await shows(page.getByRole('heading', { level: 2, name: 'Refund', exact: true }));
    expect(await fitsTheWindow(page)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
