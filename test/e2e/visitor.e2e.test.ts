import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { startSiteServer, type SiteServer } from './support/site-server';

/** Every route of spec section 2 with the heading it shows (the memorial's name comes from content). */
const ROUTES: readonly (readonly [string, string | RegExp])[] = [
  ['/', 'Welcome to the Hartwell Scholars Alumni Chapter'],
  ['/Contact', 'Contact'],
  ['/News', 'News'],
  ['/Committees', 'Committees'],
  ['/Login', 'Member Login'],
  ['/Become-A-Member', 'Become a Member'],
  ['/Membership-Benefits', 'Membership Benefits'],
  ['/Donate', 'Donate'],
  ['/Alumni-Events', 'Alumni Events'],
  ['/Dr-Hartwell', /Dr\. Samuel Hartwell/],
  ['/Spring-Banquet-2022', 'Spring Banquet 2022'],
  ['/Cookout-2022', 'Cookout 2022'],
  ['/Attend-Cookout', /Cookout 2024/],
  ['/Sponsor-Cookout', /^Sponsor Students for/],
  ['/Alumni-Spotlight', 'Alumni Spotlight'],
  ['/Executive-Board', 'Executive Board'],
  ['/Endowment-Donation', 'Endowment Donation'],
  ['/Set-Password', 'Set Password'],
  ['/about', 'About'],
];

describe.skipIf(chromiumPath === null)('a visitor in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sees every route of the site with its heading, title and main content, and a not-found page for anything else', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    for (const [path, heading] of ROUTES) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: path }).toMatch(heading);
      expect(await page.title(), path).toMatch(/Hartwell Scholars Alumni Chapter$/);
      expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(0);
    }
    await page.goto('/No-Such-Page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(pageErrors).toEqual([]);
  });

  it('follows the top bar and the sub-navigation where the spec says', async () => {
    const { page } = await openPage(browser, server.url);
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['Contact', '/Contact'],
      ['News', '/News'],
      ['Committees', '/Committees'],
      ['Become a member', '/Become-A-Member'],
    ] as const) {
      await main.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${path}`);
    }
    const events = main.getByRole('link', { name: /^Events/ });
    expect(await events.getAttribute('target')).toBe('_blank');
    expect(await events.getAttribute('rel')).toContain('noopener');
    // Signed out, the Member Area button goes to the Login page.
    await main.getByRole('link', { name: 'Member Area' }).click();
    await page.waitForURL('**/Login');
    // The logo goes home.
    await page.getByRole('link', { name: 'Hartwell Scholars Alumni Chapter' }).first().click();
    await page.waitForURL(`${server.url}/`);

    const sub = page.getByRole('navigation', { name: 'Chapter' });
    for (const [group, name, path] of [
      ['Alumni Chapter', 'Alumni Spotlight', '/Alumni-Spotlight'],
      ['Alumni Chapter', 'Executive Board', '/Executive-Board'],
      ['Donate', 'Attend Cookout', '/Attend-Cookout'],
      ['Donate', 'Sponsor a student for Cookout', '/Sponsor-Cookout'],
      ['Donate', 'Chapter Donation', '/Donate'],
      ['Donate', 'Endowment Donation', '/Endowment-Donation'],
    ] as const) {
      await sub.getByRole('button', { name: group }).click();
      await sub.getByRole('link', { name }).click();
      await page.waitForURL(`**${path}`);
      // The address changes first; the page follows when its code has loaded, and its heading takes
      // the focus, which closes a menu opened in between. A person opens the next one on the new page.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    }
    for (const [name, path] of [
      ['Alumni Events', '/Alumni-Events'],
      ['Membership Benefits', '/Membership-Benefits'],
      ['Dr. Hartwell', '/Dr-Hartwell'],
    ] as const) {
      await sub.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${path}`);
    }
  });

  it('opens the small-screen menu at 375 px: the items show after the fade and the page content is hidden', async () => {
    const { page } = await openPage(browser, server.url, VIEWPORTS.phone);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await expect.poll(() => menu.getByRole('link', { name: 'Membership Benefits' }).isVisible()).toBe(true);
    for (const name of [
      'Become a member',
      'Member Area',
      'Contact',
      'News',
      'Committees',
      'Alumni Events',
      'Executive Board',
      'Chapter Donation',
    ]) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
    await menu.getByRole('link', { name: 'Membership Benefits' }).click();
    await page.waitForURL('**/Membership-Benefits');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });

  it('shows the seeded events on the home page and highlights the latest with its date as people write it', async () => {
    const { page } = await openPage(browser, server.url);
    await page.goto('/');
    const area = page.getByRole('region', { name: 'News & Events' });
    await expect.poll(() => area.getByRole('listitem').count()).toBe(5);
    for (const name of ['Spring Banquet 2022', 'Cookout 2022', 'Cookout 2024', 'Fall Networking Night', 'Winter Scholarship Gala']) {
      expect(await area.getByRole('listitem').filter({ hasText: name }).count(), name).toBe(1);
    }
    const highlight = area.getByRole('article', { name: 'Winter Scholarship Gala' });
    // 'Dec 12th 2026' is a date, so it is shown as people write it rather than cut to 9 characters.
    expect(await highlight.locator('.latest-event-date').textContent()).toBe('Dec 12, 2026');
  });
});
