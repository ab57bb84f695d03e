import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium, openPage } from '../e2e/support/chromium';
import { startSiteServer, type SiteServer } from '../e2e/support/site-server';
import { siteClient } from './support/site-client';

// SECURITY.md, Input and files: "Text from admins (event and officer descriptions) is rendered as
// text, never as HTML." An administrator stores markup through the API; Chromium shows it literally
// and runs none of it.

const SCRIPT = '<script>window.__stored = "ran"</script>';
const IMAGE = '<img src="x" onerror="window.__stored = \'ran\'">';

describe.runIf(chromiumPath !== null)('stored text in the browser (Chromium)', () => {
  let server: SiteServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startSiteServer();
    browser = await launchChromium();
    const site = siteClient(server.url);
    const admin = await site.signIn();
    const event = await site.graphql(
      'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }',
      { input: { eventName: `Gala ${IMAGE}`, eventDate: 'December 31st 2099', eventDesc: `Dinner ${SCRIPT} and dancing` } },
      admin,
    );
    expect(event.status, event.text).toBe(200);
    const officer = await site.graphql(
      'mutation ($input: CreateOfficerInput!) { createOfficer(input: $input) { id } }',
      { input: { name: `Mallory ${IMAGE}`, position: 'Treasurer', summary: `Keeps the books. ${SCRIPT}` } },
      admin,
    );
    expect(officer.status, officer.text).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('Text from admins is rendered as text, never as HTML: an event description holding <script> shows literally on the home page, and nothing runs', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await page.goto('/');
    const latest = page.locator('.latest-event');
    await expect.poll(() => latest.textContent(), { timeout: 10_000 }).toContain(SCRIPT);
    expect(await latest.textContent()).toContain(`Gala ${IMAGE}`);
    expect(await latest.locator('script, img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __stored?: string }).__stored)).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });

  it('Text from admins is rendered as text, never as HTML: an officer summary and name holding markup show literally on the Executive Board', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await page.goto('/Executive-Board');
    const card = page.locator('.officer-card', { hasText: 'Mallory' });
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const readMore = card.getByRole('button', { name: /read more/i });
    if ((await readMore.count()) > 0) await readMore.first().click();
    await expect.poll(() => card.first().textContent()).toContain(SCRIPT);
    expect(await card.first().textContent()).toContain(`Mallory ${IMAGE}`);
    // The card's one image is the officer's photo, if any; none comes from the stored text.
    expect(await card.first().locator('script, img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __stored?: string }).__stored)).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });
});
