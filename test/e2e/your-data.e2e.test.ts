import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { shows } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { joinAsMember, mailAfter } from './support/member';
import { fitsTheWindow } from './support/officers';
import { codeIn, startSiteServer, type SiteServer } from './support/site-server';

// A member's own data (issue 20, item 3): a member who joined (a paid membership: an order in the
// ledger) opens Your data from the Member Area, downloads the JSON (their record and order) and the
// CSV, asks for a deletion code, types a wrong one (said beside the field), then the right one: the
// account is gone, they are signed out on the confirmation page, and the Member Area sends them to
// Login. At a desktop width and at 375 px, every state passes axe and fits the window.

interface Downloaded {
  readonly tables: Record<string, Record<string, unknown>[]>;
}

async function checked(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  expect(await fitsTheWindow(page)).toBe(true);
}

async function journey(page: Page, server: SiteServer, name: string): Promise<void> {
  const email = `della.${name}@example.org`;
  await joinAsMember(page, server, {
    plan: 'Annual Membership',
    price: '$50',
    firstName: 'Della',
    lastName: 'Deleted',
    email,
    password: 'my data, my choice 2026',
  });
  await page.getByRole('link', { name: 'Download my data, or delete my account' }).click();
  await shows(page.getByRole('heading', { level: 1, name: 'Your data' }));
  await checked(page);

  // The links download with the session cookie: the browser context's own request carries it.
  const json = (await (await page.request.get('/me/data.json')).json()) as Downloaded;
  expect(json.tables.members?.[0]).toMatchObject({ email, first_name: 'Della', last_name: 'Deleted' });
  expect(json.tables.orders?.[0]).toMatchObject({ amount: 5000, contact_email: email });
  expect(json.tables.accounts?.[0]).not.toHaveProperty('password_hash');
  expect((await (await page.request.get('/me/data.csv')).text()).split('\r\n')[0]).toBe('Table,Row,Column,Value');

  const mail = await mailAfter(server, email, /delete your account/, () => page.getByRole('button', { name: 'E-mail me a code' }).click());
  await shows(page.getByRole('status').filter({ hasText: 'We have sent a code to' }));
  const code = codeIn(mail);
  const field = page.getByLabel('Code from the e-mail');
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  await shows(page.getByText('Invalid verification code provided, please try again.'));
  await checked(page);

  await field.fill(code);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await shows(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }));
  await checked(page);
  expect((await page.request.get('/me/data.json')).status()).toBe(401);
  await page.goto('/Member-Area');
  await page.waitForURL('**/Login');
}

describe.skipIf(chromiumPath === null)('Your data: download, then delete, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`downloads the member's data and deletes the account with the e-mailed code (${name})`, async () => {
      const { page, pageErrors, context } = await openPage(browser, server.url, viewport);
      await journey(page, server, name);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }
});
