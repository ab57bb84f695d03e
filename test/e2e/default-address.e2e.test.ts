import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium, openPage } from './support/chromium';
import { CARDS, fillCard, SAY, shows, text } from './support/checkout';
import { joinAsMember, signInToMemberArea } from './support/member';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// Same-origin by the request's own origin: the server keeps its default PUBLIC_URL
// (http://localhost:PORT) and Chromium opens it at http://127.0.0.1:PORT, as someone following
// the start-up line's port would. Every journey that writes must be taken as coming from the site.

describe.skipIf(chromiumPath === null)('the site at 127.0.0.1 with the default PUBLIC_URL, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer({ env: { PUBLIC_URL: undefined } }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs the seeded administrator in', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { page, pageErrors } = await openPage(browser, server.url);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    await shows(page.getByRole('button', { name: 'Admin Panel', exact: true }));
    expect(pageErrors).toEqual([]);
  });

  it('joins as a member: pays with 4242 4242 4242 4242 and confirms the code from the outbox', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    const joiner = {
      plan: 'Annual Membership',
      price: '$50',
      firstName: 'Lo',
      lastName: 'Calhost',
      email: 'lo.calhost@example.org',
      password: 'loopback member 2026',
    } as const;
    await joinAsMember(page, server, joiner);
    await shows(page.getByRole('heading', { name: 'Lo Calhost' }));
    expect(pageErrors).toEqual([]);
  });

  it('takes a donation', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await page.goto('/Donate');
    await page.getByRole('button', { name: '$10', exact: true }).click();
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Dee Fault');
    await page.getByLabel('Email').fill('dee.fault@example.org');
    await page.getByLabel('Address').fill('1 Loopback Lane');
    await page.getByLabel('State').fill('VA');
    await page.getByLabel('Zip code').fill('23704');
    await page.getByLabel('Phone').fill('757 555 0199');
    await fillCard(page, CARDS.succeeds);
    await page.getByRole('button', { name: 'Donate $10' }).click();
    await shows(text(page, SAY.paid));
    expect((await server.mailTo('dee.fault@example.org', /Your receipt/)).subject).toBe('Your receipt: Chapter Donation');
    expect(pageErrors).toEqual([]);
  });
});
