import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { shows, text } from './support/checkout';
import { startSiteServer, type SiteServer } from './support/site-server';

// An event's page from a fresh load (the server serves /events/<slug> for a stored event, 404 for
// anything else), its prices and counts, and the checkout form's own checks. Paying for event
// tickets is the checkout's journey, not this one.

describe.skipIf(chromiumPath === null)('an event’s page', () => {
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
    it(`on the ${name}: a visitor opens /events/spring-banquet-2022, sees the prices, chooses tickets and is told what the form needs`, async () => {
      const { page, pageErrors } = await openPage(browser, server.url, viewport);
      const response = await page.goto('/events/spring-banquet-2022');
      expect(response?.status()).toBe(200);
      await shows(page.getByRole('heading', { level: 1, name: 'Spring Banquet 2022' }));
      await shows(text(page, 'Apr 23, 2022 at 5:00 PM to 9:00 PM (New York time)'));
      await shows(text(page, 'Adult · $38'));
      await shows(text(page, 'Child (9 and under) · $20'));
      expect(await page.getByRole('button', { name: 'Proceed to checkout' }).getAttribute('aria-disabled')).toBe('true');

      await page.getByRole('button', { name: 'Add one Adults' }).click();
      await page.getByRole('textbox', { name: 'Children', exact: true }).fill('2');
      await shows(page.locator('.running-total').getByText('$78'));
      await page.getByRole('button', { name: 'Proceed to checkout' }).click();
      await shows(page.getByRole('heading', { name: 'Checkout' }));
      await page.getByRole('button', { name: 'Complete purchase' }).click();
      for (const field of ['First name', 'Last name', 'Email']) {
        await shows(text(page, `${field} is required.`), field);
        expect(await page.getByLabel(field).getAttribute('aria-invalid'), field).toBe('true');
      }
      if (viewport.width < 400) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      expect(pageErrors).toEqual([]);
    });
  }

  it('is on screen before any script runs: the server renders the event, its tickets and prices, and names it in the title', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/events/spring-banquet-2022');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Spring Banquet 2022 · Hartwell Scholars Alumni Chapter');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Spring Banquet 2022');
    expect(await text(page, 'Apr 23, 2022 at 5:00 PM to 9:00 PM (New York time)').isVisible()).toBe(true);
    expect(await text(page, 'Adult · $38').isVisible()).toBe(true);
    expect(await text(page, 'Child (9 and under) · $20').isVisible()).toBe(true);
    await context.close();
  });

  it('hydrates the served page in place: the heading the server drew is the one the page keeps, with no error', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await page.goto('/events/spring-banquet-2022');
    await page.evaluate(() => {
      (window as unknown as { served: Element | null }).served = document.querySelector('h1');
    });
    await shows(page.getByRole('button', { name: 'Add one Adults' }));
    await page.getByRole('button', { name: 'Add one Adults' }).click();
    await shows(page.locator('.running-total').getByText('$38'));
    expect(await page.evaluate(() => (window as unknown as { served: Element | null }).served === document.querySelector('h1'))).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('answers an unknown event with the site’s not-found page and status 404', async () => {
    const { page } = await openPage(browser, server.url);
    const response = await page.goto('/events/no-such-event');
    expect(response?.status()).toBe(404);
    await shows(page.getByRole('heading', { level: 1, name: 'Page not found' }));
  });

  it('links each published event from /Alumni-Events to its page', async () => {
    const { page } = await openPage(browser, server.url);
    await page.goto('/Alumni-Events');
    await shows(page.getByRole('heading', { name: 'Past events' }));
    await page.locator('a[href="/events/cookout-2022"]').click();
    await page.waitForURL('**/events/cookout-2022');
    await shows(page.getByRole('heading', { level: 1, name: 'Cookout 2022' }));
  });
});
