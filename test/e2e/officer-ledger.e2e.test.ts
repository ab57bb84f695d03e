import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, graphql } from './support/api';
import { axeViolations } from './support/axe';
import { shows } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { signInToMemberArea } from './support/member';
import { chapterYear, createMemberRecord, fitsTheWindow, recordDuesCheque } from './support/officers';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// The treasurer's journey (issue 18): an administrator records a $50 cheque for a member's dues;
// the member's dues show paid, the receipt reaches the outbox, the ledger row names who recorded
// it and the CSV holds it; every page passes axe, and fits a 375 px phone.

const GRACE = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace.hopper@example.org',
  address: '1 Main St',
  city: 'Norfolk',
  state: 'VA',
  zipcode: '23504',
  phone: '7575550100',
  gradYear: '1999',
  membership: 'Annual Membership',
  duesPayYear: '2020',
};

describe.skipIf(chromiumPath === null)('the treasurer, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("records a $50 cheque for a member's dues: dues paid, receipt sent, the ledger names the officer, the CSV holds it", async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    const memberId = await createMemberRecord(page, GRACE);

    await page.goto('/Admin/payments/new');
    await recordDuesCheque(page, { search: 'Hopper', choice: `Grace Hopper (${GRACE.email})`, reference: '1042' }, async () =>
      expect(await axeViolations(page)).toEqual([]),
    );
    await shows(page.getByText('$50.00 for Member Dues'));
    expect(await axeViolations(page)).toEqual([]);

    const member = await graphql<{ getMember: { duesPayYear: string } }>(page, 'query ($id: ID!) { getMember(id: $id) { duesPayYear } }', {
      id: memberId,
    });
    expect(member.data?.getMember.duesPayYear).toBe(chapterYear());
    const receipt = await server.mailTo(GRACE.email, /Member Dues/);
    expect(receipt.subject).toBe('Your receipt: Member Dues');
    expect(receipt.text).toContain('Amount: $50');

    await page.getByRole('status').filter({ hasText: 'Payment recorded' }).getByRole('link').click();
    await shows(page.getByRole('heading', { level: 1, name: /^Order / }));
    await shows(page.getByText(`Recorded by ${ADMIN.email}: cheque 1042`, { exact: false }));
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/Admin/ledger?method=cheque');
    const row = page.getByRole('region', { name: 'Orders' }).getByRole('row').filter({ hasText: 'Grace Hopper' });
    await shows(row.getByText(ADMIN.email));
    await shows(row.getByText('$50.00'));
    expect(await axeViolations(page)).toEqual([]);

    const csv = await callApi<string>(page, 'GET', '/officers/ledger/export.csv?method=cheque');
    expect(csv.status).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Dues,Member Dues,Grace Hopper,${GRACE.email},50.00,Cheque,1042,fulfilled,${ADMIN.email}`);
    expect(pageErrors).toEqual([]);
  });

  it('shows the ledger, an order and the form within a 375 px phone, accessibly', async () => {
    const { page, pageErrors } = await openPage(browser, server.url, VIEWPORTS.phone);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    await page.goto('/Admin/ledger');
    await shows(page.getByRole('heading', { level: 1, name: 'Ledger' }));
    await shows(page.getByRole('status').filter({ hasText: /orders?$/ }));
    expect(await fitsTheWindow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('region', { name: 'Orders' }).getByRole('link').first().click();
    await shows(page.getByRole('heading', { level: 2, name: 'Payment events' }));
    expect(await fitsTheWindow(page)).toBe(true);
    await page.goto('/Admin/payments/new');
    await shows(page.getByLabel('Reference'));
    expect(await fitsTheWindow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
