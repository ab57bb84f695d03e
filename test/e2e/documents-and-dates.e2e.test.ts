import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { shows, text } from './support/checkout';
import { joinAsMember, openSection, signInToMemberArea, type Joiner } from './support/member';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// Deleting and replacing documents, and event dates as people write them, on a phone (375 px):
// an administrator's page and a member's page on one server of their own.

const MEMBER: Joiner = {
  plan: 'Annual Membership',
  price: '$50',
  firstName: 'Mina',
  lastName: 'Reader',
  email: 'mina.reader@example.org',
  password: 'reading minutes 2026',
};

const YEAR = new Date().getUTCFullYear();

interface DocumentRow {
  readonly key: string;
  readonly name: string;
}

const stored = (page: Page): Locator => page.getByRole('region', { name: 'Stored meeting minutes' });

describe.skipIf(chromiumPath === null)('documents and dates on a phone, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;
  let admin: Page;
  let member: Page;
  let adminErrors: string[] = [];
  const minutesNamed = (name: string) =>
    server.query<DocumentRow>("select key, name from documents where folder = 'meeting-minutes' and name = ?", name);

  /** Uploads a text file as meeting minutes from the Admin Panel. */
  async function uploadMinutes(name: string, content: string): Promise<void> {
    await admin.getByLabel('Meeting minutes file').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
    await admin.getByRole('button', { name: /^Upload meeting minutes$/ }).click();
    await shows(stored(admin).getByRole('button', { name: `Delete ${name}` }));
  }

  /** The member's Meeting Minutes list, loaded afresh. */
  async function memberMinutes(): Promise<Locator> {
    await member.reload();
    await member.getByRole('heading', { name: 'Member Area', level: 1 }).waitFor({ timeout: 10_000 });
    await openSection(member, 'Meeting Minutes');
    const list = member.locator('.document-list').first();
    await list.waitFor({ timeout: 10_000 });
    return list;
  }

  beforeAll(async () => {
    // A cut-off on January 1: every membership bought this year covers next year's dues as well.
    [server, browser] = await Promise.all([startSiteServer({ env: { DUES_CUTOFF: '01-01' } }), launchChromium()]);
    ({ page: admin, pageErrors: adminErrors } = await openPage(browser, server.url, VIEWPORTS.phone));
    ({ page: member } = await openPage(browser, server.url, VIEWPORTS.phone));
    // Joining ends signed in, in the Member Area.
    await joinAsMember(member, server, MEMBER);
    await signInToMemberArea(admin, ADMIN.email, ADMIN.password);
    await openSection(admin, 'Admin Panel');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('deletes a document only after the confirmation, and members no longer see it', async () => {
    await uploadMinutes('Draft minutes.txt', 'A draft that should never have been posted.\n');
    expect(minutesNamed('Draft minutes.txt')).toHaveLength(1);
    await shows((await memberMinutes()).getByRole('button', { name: 'Download Draft minutes.txt' }));

    await stored(admin).getByRole('button', { name: 'Delete Draft minutes.txt' }).click();
    const confirm = stored(admin).getByRole('group', { name: 'Delete Draft minutes.txt?' });
    await shows(confirm);
    expect(await axeViolations(admin), 'the confirmation').toEqual([]);
    // Nothing is deleted before 'Yes, delete'.
    expect(minutesNamed('Draft minutes.txt')).toHaveLength(1);
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await shows(text(admin, 'Document deleted.'));
    await expect.poll(() => stored(admin).getByRole('button', { name: 'Delete Draft minutes.txt' }).count()).toBe(0);
    expect(minutesNamed('Draft minutes.txt')).toEqual([]);
    expect(server.output()).toContain('"action":"deleted"');

    const list = await memberMinutes();
    expect(await list.getByRole('button', { name: 'Download Draft minutes.txt' }).count()).toBe(0);
    expect(await axeViolations(member), "the member's list").toEqual([]);
  });

  it('replaces a document after the confirmation: the same name, and members download the new content', async () => {
    await uploadMinutes('October minutes.txt', 'October minutes, first version.\n');
    const [before] = minutesNamed('October minutes.txt');
    await stored(admin).getByRole('button', { name: 'Replace October minutes.txt' }).click();
    const replace = stored(admin).getByRole('group', { name: 'Replace October minutes.txt' });
    await replace.getByLabel('New version of October minutes.txt').setInputFiles({
      name: 'october-corrected.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('October minutes, corrected.\n'),
    });
    await shows(
      replace.getByText('Replace October minutes.txt with october-corrected.txt? Members will download it as October minutes.txt.'),
    );
    expect(await axeViolations(admin), 'the replacement form').toEqual([]);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the phone').toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    await replace.getByRole('button', { name: 'Yes, replace' }).click();
    await shows(text(admin, 'Document replaced: members now download the new version.'));
    await expect.poll(() => minutesNamed('October minutes.txt').map((row) => row.key)).not.toEqual([before?.key]);
    expect(minutesNamed('October minutes.txt')).toHaveLength(1);

    const list = await memberMinutes();
    const [download] = await Promise.all([
      member.waitForEvent('download'),
      list.getByRole('button', { name: 'Download October minutes.txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('October minutes.txt');
    expect(await readFile(await download.path(), 'utf8')).toBe('October minutes, corrected.\n');
  });

  it("shows an event dated '12/20/2026' as 'Dec 20, 2026' on the home page and in the Admin Panel", async () => {
    const add = admin.getByRole('form', { name: 'Add event' });
    await add.getByLabel('Event name').fill('Holiday Social');
    await add.getByLabel('Event date').fill('12/20/2026');
    await add.getByRole('button', { name: 'Save event' }).click();
    await shows(text(admin, 'Event added successfully!'));
    const row = admin.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: 'Holiday Social' });
    expect(await row.locator('time').textContent()).toBe('Dec 20, 2026');
    expect(await row.locator('time').getAttribute('datetime')).toBe('2026-12-20');

    const { page: home } = await openPage(browser, server.url, VIEWPORTS.phone);
    await home.goto('/');
    const highlight = home.getByRole('article', { name: 'Holiday Social' });
    await shows(highlight);
    expect(await highlight.locator('.latest-event-date').textContent()).toBe('Dec 20, 2026');
    const calendarRow = home.locator('.event-calendar li').filter({ hasText: 'Holiday Social' });
    expect(await calendarRow.locator('time').textContent()).toBe('Dec 20, 2026');
    expect(await axeViolations(home), 'the home page').toEqual([]);
    // Nothing wider than the phone's screen.
    expect(await home.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await home.context().close();
    expect(adminErrors).toEqual([]);
  });

  it('states the dues years a membership covers, as the server decides them with DUES_CUTOFF, and records them', async () => {
    const { page } = await openPage(browser, server.url, VIEWPORTS.phone);
    await page.goto('/Become-A-Member');
    await page.getByRole('button', { name: 'Choose Annual Membership' }).click();
    await shows(text(page, `Covers dues for ${YEAR} and ${YEAR + 1}`));
    expect(await axeViolations(page), 'the membership checkout').toEqual([]);
    await page.context().close();
    const [joined] = server.query<{ dues_pay_year: string }>('select dues_pay_year from members where email = ?', MEMBER.email);
    expect(joined?.dues_pay_year).toBe(String(YEAR + 1));
  });
});
