import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { axeViolations } from './support/axe';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { shows } from './support/checkout';
import { openSection, signInToMemberArea } from './support/member';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// An officer edits page texts in the Admin Panel on a phone (375 px); visitors in fresh browsers
// see the new words on the first load, with JavaScript and without it (so the served HTML itself
// changed, with no rebuild), and the page hydrates over them without a mismatch.

interface SiteTextRow {
  readonly key: string;
  readonly text: string;
  readonly html: string;
  readonly updated_by: string;
}

const CONTACT_INTRO = 'Officers read every message. Write to the **chapter** at any time.';
const MISSION = 'To keep every scholar close to the programme, for life.';

/** A visitor's first load of `route` in a fresh context: its text, and what went wrong on the page. */
async function visit(browser: Browser, server: SiteServer, route: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.phone, javaScriptEnabled });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  // Every text block the parser inserts is marked before any script runs: hydration keeps the
  // elements (and the marks); a mismatch would make React draw them afresh without.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const block of document.querySelectorAll('[data-site-text]')) block.setAttribute('data-parsed', '');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  return { context, page, problems };
}

async function editText(page: Page, label: string): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Page texts' });
  await section.getByLabel('Text to edit').selectOption({ label });
  await section.getByRole('button', { name: 'Edit this text' }).click();
  const form = page.getByRole('form', { name: `Edit: ${label}` });
  await shows(form);
  return form;
}

describe.skipIf(chromiumPath === null)('an officer edits page texts, and visitors see them at once, in Chromium at 375 px', () => {
  let server: SiteServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
    ({ page, pageErrors } = await openPage(browser, server.url, VIEWPORTS.phone));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the Contact introduction with its heading focused and on screen', async () => {
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    await openSection(page, 'Admin Panel');
    const form = await editText(page, 'Contact: Introduction');
    const heading = form.getByRole('heading', { name: 'Edit: Contact: Introduction' });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = await heading.boundingBox();
    // Scrolled to the top of the screen: Chromium may leave it a fraction of a pixel above it.
    expect(box !== null && box.y > -1 && box.y < VIEWPORTS.phone.height).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('refuses an empty text beside the field, and passes axe so', async () => {
    const form = page.getByRole('form', { name: 'Edit: Contact: Introduction' });
    const field = form.getByLabel('Text (Markdown)');
    await field.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await shows(form.getByText('The text is required.'));
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    expect(server.query<SiteTextRow>('select key from site_texts')).toEqual([]);
  });

  it("previews the server's rendering, then saves, and says so on the page", async () => {
    const form = page.getByRole('form', { name: 'Edit: Contact: Introduction' });
    await form.getByLabel('Text (Markdown)').fill(CONTACT_INTRO);
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = form.getByRole('region', { name: 'Preview' });
    await shows(preview.locator('strong', { hasText: 'chapter' }));
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await shows(form.getByRole('status').filter({ hasText: 'Saved. Visitors see the new text now.' }));
    expect(await axeViolations(page)).toEqual([]);
    expect(server.query<SiteTextRow>('select key, text, html, updated_by from site_texts')).toEqual([
      {
        key: 'contact.introduction',
        text: CONTACT_INTRO,
        html: '<p>Officers read every message. Write to the <strong>chapter</strong> at any time.</p>',
        updated_by: ADMIN.email,
      },
    ]);
  });

  it('a visitor sees the new introduction on the first load of /Contact, with and without JavaScript', async () => {
    const withoutScript = await visit(browser, server, '/Contact', false);
    await shows(withoutScript.page.getByText('Write to the chapter at any time.'));
    expect(await withoutScript.page.locator('[data-site-text="contact.introduction"] strong').textContent()).toBe('chapter');
    await withoutScript.context.close();
    const withScript = await visit(browser, server, '/Contact', true);
    await expect.poll(() => withScript.page.title()).toMatch(/^Contact · /);
    const block = withScript.page.locator('[data-site-text="contact.introduction"]');
    expect(await block.textContent()).toBe('Officers read every message. Write to the chapter at any time.');
    expect(await block.getAttribute('data-parsed')).toBe('');
    expect(withScript.problems).toEqual([]);
    await withScript.context.close();
  });

  it('a home page text saved by the officer is on the home page a visitor loads', async () => {
    await page.getByRole('form', { name: 'Edit: Contact: Introduction' }).getByRole('button', { name: 'Close' }).click();
    const form = await editText(page, 'Home page: Our Mission');
    await form.getByLabel('Text (Markdown)').fill(MISSION);
    await form.getByRole('button', { name: 'Save' }).click();
    await shows(form.getByRole('status').filter({ hasText: 'Saved. Visitors see the new text now.' }));
    for (const javaScriptEnabled of [false, true]) {
      const visitor = await visit(browser, server, '/', javaScriptEnabled);
      await shows(visitor.page.getByText(MISSION), `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`);
      expect(visitor.problems).toEqual([]);
      await visitor.context.close();
    }
    expect(pageErrors).toEqual([]);
  });

  it("the chapter's e-mail, changed in the Admin Panel, is in the footer of every page served", async () => {
    await page.getByRole('form', { name: 'Edit: Home page: Our Mission' }).getByRole('button', { name: 'Close' }).click();
    const form = await editText(page, 'Contact: E-mail address');
    await form.getByLabel('E-mail address').fill('chapter.office@example.org');
    await form.getByRole('button', { name: 'Save' }).click();
    await shows(form.getByRole('status').filter({ hasText: 'Saved. Visitors see the new text now.' }));
    const visitor = await visit(browser, server, '/Donate', false);
    const footerLink = visitor.page.getByRole('contentinfo').getByRole('link', { name: 'chapter.office@example.org' });
    expect(await footerLink.getAttribute('href')).toBe('mailto:chapter.office@example.org');
    await visitor.context.close();
  });

  it('a script an officer writes into a text shows as text on the served page, and nothing runs', async () => {
    const attack =
      'About us <script>window.__stored = "ran"</script> <img src=x onerror="window.__stored = \'ran\'"> [x](javascript:window.__stored=1)';
    const saved = await callApi(page, 'PUT', '/site-texts/about.body', { text: attack });
    expect(saved.status).toBe(200);
    for (const javaScriptEnabled of [true, false]) {
      const visitor = await visit(browser, server, '/about', javaScriptEnabled);
      const block = visitor.page.locator('[data-site-text="about.body"]');
      await shows(block.getByText('<script>window.__stored = "ran"</script>', { exact: false }));
      expect(await block.locator('script, img, a[href^="javascript"]').count()).toBe(0);
      if (javaScriptEnabled)
        expect(await visitor.page.evaluate(() => (window as unknown as { __stored?: unknown }).__stored)).toBeUndefined();
      await visitor.context.close();
    }
  });

  it('after a restart the first page served carries the saved texts', async () => {
    const { dataDir } = server;
    await server.stop({ keepData: true });
    server = await startSiteServer({ dataDir });
    const visitor = await visit(browser, server, '/Contact', false);
    await shows(visitor.page.getByText('Write to the chapter at any time.'));
    await visitor.context.close();
  });
});
