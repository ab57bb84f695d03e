import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { shows } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { signInToMemberArea } from './support/member';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// The officers' console home at a glance (issue 18): an administrator sees members by status,
// income this year and upcoming events, with the two charts (chart.js, loaded only here) drawn,
// each with its numbers a click away; on a desktop and at 375 px, with no axe violation.

const CHARTS = ['New members by month, last 12 months', 'Income by month, last 12 months'];

/** The page is no wider than the window: nothing scrolls sideways. */
const fitsTheWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Each chart's canvas, drawn: its width in CSS pixels (0 when chart.js drew nothing). */
const canvasWidths = (page: Page) =>
  page.locator('.officers-chart canvas').evaluateAll((canvases) => canvases.map((canvas) => canvas.getBoundingClientRect().width));

describe.skipIf(chromiumPath === null)('the officers’ console home at a glance, in Chromium', () => {
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
    it(`shows the summary and draws both charts, accessible, on a ${name}`, async () => {
      const { page, pageErrors } = await openPage(browser, server.url, viewport);
      await signInToMemberArea(page, ADMIN.email, ADMIN.password);
      await page.goto('/Admin');
      await shows(page.getByRole('heading', { level: 2, name: /^Members in \d{4}$/ }));
      await shows(page.getByRole('heading', { level: 2, name: /^Income in \d{4}$/ }));
      await shows(page.getByRole('heading', { level: 2, name: 'Upcoming events' }));
      await shows(page.getByText(/% of this year’s dues paid: \d+ of \d+ members? \(lapsed members left out\)/));
      for (const caption of CHARTS) await shows(page.locator('figcaption', { hasText: caption }));
      await page.waitForFunction(() => document.querySelectorAll('.officers-chart canvas[width]').length === 2);
      const widths = await canvasWidths(page);
      expect(widths.every((width) => width > 100 && width <= viewport.width)).toBe(true);
      expect(await fitsTheWindow(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      const income = page.locator('figure', { has: page.locator('figcaption', { hasText: CHARTS[1] ?? '' }) });
      await income.getByText('The numbers').click();
      const table = income.getByRole('table', { name: CHARTS[1] ?? '' });
      await shows(table);
      expect(await table.getByRole('row').count()).toBe(13);
      expect(await fitsTheWindow(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});
