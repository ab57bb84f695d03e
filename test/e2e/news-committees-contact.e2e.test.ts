import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { shows, text } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { openSection, signInToMemberArea } from './support/member';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// News, committees and the contact form on a phone (375 px): an officer writes, a visitor reads
// and writes to the chapter; axe checks every new page and state.

interface NewsRow {
  readonly title: string;
  readonly post_date: string;
  readonly text: string;
}

describe.skipIf(chromiumPath === null)('news, committees and the contact form, at 375 px in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;
  let officer: Page;
  let visitor: Page;
  const errors: string[][] = [];
  const noAxeViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
    const admin = await openPage(browser, server.url, VIEWPORTS.phone);
    const guest = await openPage(browser, server.url, VIEWPORTS.phone);
    [officer, visitor] = [admin.page, guest.page];
    errors.push(admin.pageErrors, guest.pageErrors);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the empty News and Committees pages in words, with no axe violation', async () => {
    await visitor.goto('/News');
    await shows(text(visitor, 'No news has been posted yet. Please check back soon.'));
    await noAxeViolations(visitor);
    await visitor.goto('/Committees');
    await shows(text(visitor, 'The committees will be introduced here soon.'));
    await noAxeViolations(visitor);
  });

  it('an officer writes a news post, previews its Markdown as the server renders it, and saves it', async () => {
    await signInToMemberArea(officer, ADMIN.email, ADMIN.password);
    await openSection(officer, 'Admin Panel');
    const add = officer.getByRole('form', { name: 'Add news post' });
    await add.getByLabel('Title').fill('Gala recap');
    await add.getByLabel('Date').fill('12/20/2026');
    await add.getByLabel('Summary').fill('A night to remember.');
    await add.getByLabel('Text').fill('# Thank you\n\nWe **danced** until midnight. <script>alert(1)</script>');
    await add.getByRole('button', { name: 'Preview text' }).click();
    const preview = add.getByRole('region', { name: 'Preview of text' });
    await shows(preview.locator('strong', { hasText: 'danced' }));
    expect(await preview.locator('script').count()).toBe(0);
    await noAxeViolations(officer);
    await add.getByRole('button', { name: 'Save news post' }).click();
    await shows(text(officer, 'News post added successfully!'));
    expect(server.query<NewsRow>('select title, post_date, text from news_posts')).toEqual([
      { title: 'Gala recap', post_date: '2026-12-20', text: '# Thank you\n\nWe **danced** until midnight. <script>alert(1)</script>' },
    ]);
  });

  it('the officer adds a committee', async () => {
    const add = officer.getByRole('form', { name: 'Add committee' });
    await add.getByLabel('Committee name').fill('Scholarship Committee');
    await add.getByLabel('Chair').fill('Ada Lovelace');
    await add.getByLabel('Purpose').fill('Awards *two* scholarships every spring.');
    await add.getByLabel('How to join').fill('Write to [the board](mailto:board@example.org).');
    await add.getByRole('button', { name: 'Save committee' }).click();
    await shows(text(officer, 'Committee added successfully!'));
    await noAxeViolations(officer);
  });

  it('a visitor sees the post on the home page and on /News, and the committee on /Committees, at once', async () => {
    await visitor.goto('/');
    const area = visitor.getByRole('region', { name: 'News & Events' });
    await shows(area.getByRole('link', { name: 'Gala recap' }));
    await shows(area.getByText('A night to remember.'));
    await area.getByRole('link', { name: 'Gala recap' }).click();
    await visitor.waitForURL(/\/News#post-/);
    const post = visitor.getByRole('article', { name: 'Gala recap' });
    await shows(post.getByRole('heading', { level: 2, name: 'Thank you' }));
    await shows(post.getByText('Dec 20, 2026'));
    expect(await post.locator('strong').textContent()).toBe('danced');
    expect(await post.locator('script').count()).toBe(0);
    await noAxeViolations(visitor);
    await visitor.goto('/Committees');
    const committee = visitor.getByRole('article', { name: 'Scholarship Committee' });
    await shows(committee.getByText('Chair: Ada Lovelace'));
    expect(await committee.getByRole('link', { name: 'the board' }).getAttribute('href')).toBe('mailto:board@example.org');
    await noAxeViolations(visitor);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('a visitor’s bad field is named beside it; the sent message reaches the chapter’s outbox and the page says so', async () => {
    await visitor.goto('/Contact');
    await visitor.getByLabel('Your name').fill('Grace Hopper');
    await visitor.getByLabel('Your e-mail address').fill('grace');
    await visitor.getByLabel('Message', { exact: true }).fill('How do I join the Scholarship Committee?');
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await shows(text(visitor, 'Please enter a valid email address.'));
    await noAxeViolations(visitor);
    await visitor.getByLabel('Your e-mail address').fill('grace@example.org');
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await shows(text(visitor, 'Thank you: your message was sent to the chapter. We will reply to grace@example.org.'));
    await noAxeViolations(visitor);
    const mail = await server.mailTo(ADMIN.email, /Contact form/);
    expect(mail).toMatchObject({ subject: 'Contact form: Message from Grace Hopper', replyTo: 'grace@example.org' });
    expect(mail.text).toContain('How do I join the Scholarship Committee?');
    expect(errors.flat()).toEqual([]);
  });
});
