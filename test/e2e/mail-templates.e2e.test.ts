import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { shows } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { signInToMemberArea } from './support/member';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// The chapter's mail template in Chromium (issue 19, point 6): the officers' preview page, and a
// receipt, a dues reminder and a campaign rendered at a mail client's 600 px and a phone's 375 px,
// saved to docs/screenshots/ (each file shows both widths side by side).

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const SHOTS = [
  ['receipt', 'mail-receipt.png'],
  ['dues-reminder', 'mail-reminder.png'],
  ['campaign', 'mail-campaign.png'],
] as const;
const WIDTHS = [600, 375] as const;

/** The page is no wider than the window: nothing scrolls sideways. */
const fitsTheWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** The mail's HTML at one width, as a mail client with that window shows it: its full height, and whether it fits. */
async function measure(page: Page, html: string, width: number) {
  // A short window, so the document's scroll height is its content's.
  await page.setViewportSize({ width, height: 200 });
  await page.setContent(html);
  return { height: await page.evaluate(() => document.documentElement.scrollHeight), fits: await fitsTheWindow(page) };
}

/** One picture of the mail at both widths, each in a frame of its full height, with a caption. */
function sideBySide(html: string, heights: readonly number[]): string {
  const frames = WIDTHS.map(
    (width, index) =>
      `<figure style="margin:0"><figcaption style="font:14px system-ui;margin:0 0 6px">${width} px</figcaption>` +
      `<iframe sandbox="" title="${width} px" width="${width}" height="${heights[index] ?? 800}" style="border:1px solid #d8dde6;display:block" srcdoc="${escapeAttribute(html)}"></iframe></figure>`,
  );
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Mail</title></head><body style="margin:16px;background:#eef1f5"><div style="display:flex;gap:24px;align-items:flex-start">${frames.join('')}</div></body></html>`;
}

describe.skipIf(chromiumPath === null)('the mail templates, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page; pageErrors: string[] };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
    admin = await openPage(browser, server.url);
    await signInToMemberArea(admin.page, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows an administrator every kind of mail, the chosen one in a sandboxed frame with its plain text, at desktop and phone widths', async () => {
    const { page, pageErrors } = admin;
    await page.goto('/Admin');
    await page.getByRole('link', { name: 'Mail templates', exact: true }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Mail templates' }));
    const kinds = page.getByRole('navigation', { name: 'Kinds of mail' });
    await kinds.getByRole('link', { name: 'Dues reminder' }).click();
    const frame = page.getByTitle('The mail as HTML: Dues reminder');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('srcdoc')).toContain('Pay your dues');
    expect(await page.getByLabel('The mail as plain text: Dues reminder').textContent()).toContain('/Pay-Dues?t=');
    expect(await axeViolations(page, { iframes: false })).toEqual([]);
    await page.setViewportSize(VIEWPORTS.phone);
    await kinds.getByRole('link', { name: 'Receipt with tickets (QR codes)' }).click();
    const tickets = page.getByTitle('The mail as HTML: Receipt with tickets (QR codes)');
    await shows(tickets);
    expect((await tickets.getAttribute('srcdoc'))?.match(/<img src="data:image\/png;base64,/g)).toHaveLength(3);
    expect(await fitsTheWindow(page)).toBe(true);
    expect(await axeViolations(page, { iframes: false })).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('renders a receipt, a dues reminder and a campaign at 600 px and 375 px without sideways scrolling, and saves their screenshots', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const shot = await browser.newPage({ reducedMotion: 'reduce' });
    for (const [kind, file] of SHOTS) {
      const answer = await admin.context.request.get(`/officers/mail/templates/${kind}`);
      expect(answer.status()).toBe(200);
      const { html } = (await answer.json()) as { html: string };
      const heights: number[] = [];
      for (const width of WIDTHS) {
        const measured = await measure(shot, html, width);
        expect([kind, width, measured.fits]).toEqual([kind, width, true]);
        heights.push(measured.height);
      }
      await shot.setViewportSize({ width: WIDTHS.reduce((sum, width) => sum + width, 0) + 80, height: 800 });
      await shot.setContent(sideBySide(html, heights));
      for (const frame of shot.frames().slice(1)) await frame.waitForFunction(() => (document.body?.innerText ?? '').length > 0);
      await shot.screenshot({ path: path.join(SCREENSHOTS, file), fullPage: true });
    }
    await shot.close();
  });
});
