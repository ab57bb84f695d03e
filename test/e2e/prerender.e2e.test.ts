import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/build-if-stale.mjs';
import { PRERENDERED_PAGES, SITE_PAGES } from '../../src/domain/site-pages';
import { chromiumPath, launchChromium } from './support/chromium';
import { startSiteServer, type SiteServer } from './support/site-server';

/** Every prerendered public page with its heading (spec section 2). */
const PAGES: readonly (readonly [string, string])[] = [
  ['/', 'Welcome to the Hartwell Scholars Alumni Chapter'],
  ['/Contact', 'Contact'],
  ['/News', 'News'],
  ['/Committees', 'Committees'],
  ['/Login', 'Member Login'],
  ['/Become-A-Member', 'Become a Member'],
  ['/Membership-Benefits', 'Membership Benefits'],
  ['/Donate', 'Donate'],
  ['/Alumni-Events', 'Alumni Events'],
  ['/Dr-Hartwell', 'In Memory of Dr. Samuel Hartwell'],
  ['/Spring-Banquet-2022', 'Spring Banquet 2022'],
  ['/Cookout-2022', 'Cookout 2022'],
  ['/Attend-Cookout', 'Attend the Cookout 2024'],
  ['/Sponsor-Cookout', 'Sponsor Students for the Cookout 2024'],
  ['/Alumni-Spotlight', 'Alumni Spotlight'],
  ['/Executive-Board', 'Executive Board'],
  ['/Endowment-Donation', 'Endowment Donation'],
  ['/Set-Password', 'Set Password'],
  ['/about', 'About'],
];

const builtPage = (route: string) => readFileSync(path.join(ROOT, 'dist', 'client', route, 'index.html'), 'utf8');

describe('the prerendered build', () => {
  it('has a heading here for every page src/domain/site-pages.ts prerenders', () => {
    expect(PAGES.map(([route]) => route)).toEqual(PRERENDERED_PAGES.map((page) => page.path));
  });

  it('writes no HTML for a page served as the shell', () => {
    const shellPages = SITE_PAGES.filter((page) => page.prerendered === false && !page.path.includes('/:')).map((page) => page.path);
    expect(shellPages).toContain('/Member-Area');
    expect(shellPages.filter((route) => existsSync(path.join(ROOT, 'dist', 'client', route, 'index.html')))).toEqual([]);
  });

  it.each(PAGES)('has %s as HTML with its heading', (route, heading) => {
    expect(builtPage(route)).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.]/g, '\\.')}</h1>`));
  });

  it('keeps the empty shell for the other routes and gives no page the seeded content', () => {
    expect(readFileSync(path.join(ROOT, 'dist', 'client', 'shell.html'), 'utf8')).toContain('<div id="root"></div>');
    // Events and officers change at run time: the pages show their loading state, not a build's data.
    expect(builtPage('/Executive-Board')).toMatch(/aria-busy="true"/);
    expect(builtPage('/')).toMatch(/class="news-events"[^>]*aria-busy="true"/);
  });

  it.each(PAGES)('has no control on %s that answers before React runs the page, where a tap would be lost', (route) => {
    const window = new Window();
    window.document.write(builtPage(route));
    const live = [...window.document.querySelectorAll('#root button, #root input, #root select, #root textarea')]
      // A disabled fieldset disables what it holds (HydratedControls); aria-disabled: a button that answers nothing yet.
      .filter(
        (control) =>
          !control.matches(':disabled') && !control.closest('fieldset[disabled]') && control.getAttribute('aria-disabled') !== 'true',
      )
      .map((control) => `${control.tagName.toLowerCase()} '${control.textContent.trim()}'`);
    void window.happyDOM.close();
    expect(live).toEqual([]);
  });
});

describe.skipIf(chromiumPath === null)('prerendered pages in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('show their heading and styles with JavaScript disabled', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [route, heading] of PAGES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).textContent(), route).resolves.toBe(heading);
    }
    // The page's own stylesheet is linked, not left to its script: the Donate form is laid out.
    await page.goto('/Donate');
    expect(await page.locator('link[rel=stylesheet]').count()).toBeGreaterThan(1);
    await context.close();
  });

  it('hydrate without a mismatch or any other error, then work as the app', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      // The Login page asks whether someone is signed in: the browser logs the expected 401 answer.
      const expected = message.text().includes('status of 401') && page.url().endsWith('/Login');
      if ((message.type() === 'error' || message.type() === 'warning') && !expected) problems.push(`${page.url()}: ${message.text()}`);
    });
    // The heading the parser inserts is marked before any script runs: hydration keeps the element
    // (and the marker), a mismatch would make React render the page afresh without it.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const heading = document.querySelector('h1');
        if (heading === null) return;
        heading.setAttribute('data-prerendered', '');
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    for (const [route, heading] of PAGES) {
      await page.goto(route, { waitUntil: 'networkidle' });
      // The title is set by an effect: it changes once the page has hydrated.
      await expect
        .poll(() => page.title(), { message: route })
        .toMatch(route === '/' ? /^Hartwell Scholars Alumni Chapter$/ : / · Hartwell Scholars Alumni Chapter$/);
      expect(await page.locator('h1[data-prerendered]').textContent(), route).toBe(heading);
    }
    // Hydrated links navigate in the app (no full load): the marker of the window survives.
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL('**/Contact');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
