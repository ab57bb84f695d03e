import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { shows } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { signInToMemberArea } from './support/member';
import { chapterYear, createMemberRecord, fitsTheWindow } from './support/officers';
import { ADMIN, startSiteServer, type OutboxMail, type SiteServer } from './support/site-server';

// The member e-mail and its preferences (issue 19, items 4 and 5): an administrator writes a
// Markdown message to 'unpaid for this year', sees its two recipients and its rendering, sends a
// test to themselves, then sends it: each unpaid member gets exactly one copy, the paid member
// none, and the log shows both sent. One recipient turns newsletters off from the mail's
// 'Email preferences' link; the next message to the same members skips that address (its log
// says unsubscribed). A one-click unsubscribe POST with no cookie answers 200. Every page passes
// axe and fits a 375 px phone.

const person = (firstName: string, lastName: string, duesPayYear: string) => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.org`,
  address: '1 Main St',
  city: 'Norfolk',
  state: 'VA',
  zipcode: '23504',
  phone: '7575550100',
  gradYear: '2001',
  membership: 'Annual Membership',
  duesPayYear,
});

const PAID = person('Paula', 'Paid', chapterYear());
const UNPAID = [person('Ursula', 'Unpaid', '2020'), person('Umberto', 'Behind', '2021')] as const;

const FIRST = {
  subject: 'Dues for the new year',
  body: 'Dear member,\n\nPlease **renew your dues** before the picnic.\n\n- $50 a year\n- or $500 for life',
};
const SECOND = { subject: 'Picnic on the green', body: 'The picnic is on **Saturday**.' };

/** Everything the outbox holds with exactly this subject. */
const mailsWithSubject = async (server: SiteServer, subject: string) => (await server.outbox()).filter((mail) => mail.subject === subject);
const addressesOf = (mails: readonly OutboxMail[]) => mails.map((mail) => mail.to).sort();

/** The address after `label: ` in a mail's plain text (its footer's links). */
function linkIn(mail: OutboxMail, label: string): string {
  const url = new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.text)?.[1];
  if (url === undefined) throw new Error(`No '${label}' link in the e-mail '${mail.subject}':\n${mail.text}`);
  return url;
}

/** On /Admin/member-email/new, writes a message to those unpaid for this year and previews it. */
async function composeToUnpaid(page: Page, message: { readonly subject: string; readonly body: string }): Promise<void> {
  await page.goto('/Admin/member-email/new');
  await shows(page.getByRole('heading', { level: 1, name: 'Write a message to members' }));
  await page.getByLabel('Subject').fill(message.subject);
  await page.getByLabel('Message (Markdown)').fill(message.body);
  await page.getByLabel('Recipients').selectOption('unpaid');
  await expect.poll(() => page.getByLabel('Dues year').inputValue()).toBe(chapterYear());
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await shows(page.getByRole('heading', { level: 2, name: 'Preview' }));
}

/** Sends the previewed message to its `count` recipients and waits for its own page (the delivery log). */
async function sentTo(page: Page, count: number): Promise<void> {
  await page.getByRole('button', { name: `Send to ${count} recipients` }).click();
  await page.waitForURL((url) => /^\/Admin\/member-email\/(?!new$)[^/]+$/.test(url.pathname));
}

/** The rows of the campaign page's Recipients table: [to, status]. */
const deliveryRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Recipients' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent ?? '')).sort());

/** Reloads the campaign's page until its log shows `expected` (in any order). */
async function logShows(page: Page, expected: readonly (readonly string[])[]): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        await shows(page.getByRole('heading', { level: 2, name: 'Deliveries' }));
        return deliveryRows(page);
      },
      { timeout: 10_000, interval: 250 },
    )
    .toEqual([...expected].sort());
}

describe.skipIf(chromiumPath === null)('member e-mail and its preferences, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;
  let campaignPath = '';
  let preferencesUrl = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends a Markdown message to exactly the unpaid members, after a test to the officer; the log shows each sent', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    for (const member of [PAID, ...UNPAID]) await createMemberRecord(page, member);

    await page.goto('/Admin/member-email');
    await shows(page.getByRole('heading', { level: 1, name: 'Member e-mail' }));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Write a message' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Write a message to members' }));

    // Nothing written: the subject's own message stands beside it.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const subject = page.getByLabel('Subject');
    await expect.poll(() => subject.getAttribute('aria-invalid')).toBe('true');
    const described = (await subject.getAttribute('aria-describedby')) ?? '';
    await shows(page.locator(`[id="${described}"][role="alert"]`));
    expect(await axeViolations(page)).toEqual([]);

    await composeToUnpaid(page, FIRST);
    await shows(page.getByRole('status').filter({ hasText: 'this message will go to 2 recipients.' }));
    await shows(page.locator('.member-email-preview strong', { hasText: 'renew your dues' }));
    await shows(page.locator('.member-email-preview li', { hasText: '$500 for life' }));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await shows(page.getByRole('status').filter({ hasText: `A test was sent to ${ADMIN.email}.` }));
    const test = await server.mailTo(ADMIN.email, /^\[Test\] Dues for the new year/);
    expect(test.subject).toBe(`[Test] ${FIRST.subject}`);
    expect(await mailsWithSubject(server, FIRST.subject)).toEqual([]);

    await sentTo(page, 2);
    campaignPath = new URL(page.url()).pathname;
    await expect
      .poll(async () => addressesOf(await mailsWithSubject(server, FIRST.subject)), { timeout: 10_000 })
      .toEqual(UNPAID.map((member) => member.email).sort());
    const sent = await mailsWithSubject(server, FIRST.subject);
    for (const mail of sent as readonly (OutboxMail & { readonly html?: string })[]) {
      expect(mail.text).toContain('renew your dues');
      expect(mail.html).toContain('<strong>renew your dues</strong>');
    }
    expect(sent.every((mail) => linkIn(mail, 'Unsubscribe').startsWith(`${server.url}/mail/unsubscribe?`))).toBe(true);
    expect((await server.outbox()).filter((mail) => mail.to === PAID.email)).toEqual([]);

    await logShows(
      page,
      UNPAID.map((member) => [member.email, 'Sent']),
    );
    await shows(page.getByRole('list', { name: 'Deliveries by status' }).getByText('Sent: 2'));
    expect(addressesOf(await mailsWithSubject(server, FIRST.subject))).toEqual(UNPAID.map((member) => member.email).sort());
    expect(await axeViolations(page)).toEqual([]);
    preferencesUrl = linkIn(sent.find((mail) => mail.to === UNPAID[0].email) as OutboxMail, 'Email preferences');
    expect(pageErrors).toEqual([]);
  });

  it('skips an address whose owner turned newsletters off from the mail’s link; a one-click POST with no cookie unsubscribes', async () => {
    expect(preferencesUrl).toMatch(/\/Email-Preferences\?t=/);
    const reader = await openPage(browser, server.url);
    await reader.page.goto(preferencesUrl);
    await shows(reader.page.getByRole('heading', { level: 1, name: 'E-mail preferences' }));
    await shows(reader.page.getByText(`E-mail sent to ${UNPAID[0].email}`));
    const newsletters = reader.page.getByLabel(/^Newsletters/);
    expect(await newsletters.isChecked()).toBe(true);
    expect(await axeViolations(reader.page)).toEqual([]);
    await newsletters.uncheck();
    await reader.page.getByRole('button', { name: 'Save preferences' }).click();
    await shows(reader.page.getByRole('status').filter({ hasText: 'Your preferences have been saved.' }));
    expect(await newsletters.isChecked()).toBe(false);
    expect(reader.pageErrors).toEqual([]);
    await reader.context.close();

    const { page, pageErrors } = await openPage(browser, server.url);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    await composeToUnpaid(page, SECOND);
    await sentTo(page, 2);
    await logShows(page, [
      [UNPAID[0].email, 'Unsubscribed'],
      [UNPAID[1].email, 'Sent'],
    ]);
    expect(addressesOf(await mailsWithSubject(server, SECOND.subject))).toEqual([UNPAID[1].email]);

    await page.getByRole('link', { name: 'All messages' }).click();
    await shows(page.getByRole('link', { name: SECOND.subject }));
    await shows(page.getByRole('link', { name: FIRST.subject }));
    expect(await axeViolations(page)).toEqual([]);

    // The mail provider's button: a form POST from elsewhere, with no session.
    const second = (await mailsWithSubject(server, SECOND.subject))[0] as OutboxMail;
    const oneClick = await fetch(linkIn(second, 'Unsubscribe'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toMatchObject({ email: UNPAID[1].email, receives: { newsletters: false } });
    expect(pageErrors).toEqual([]);
  });

  it('shows the messages, the form with an error, a message’s log and the preferences within a 375 px phone, accessibly', async () => {
    expect(campaignPath).not.toBe('');
    const { page, pageErrors } = await openPage(browser, server.url, VIEWPORTS.phone);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);

    await page.goto('/Admin/member-email');
    await shows(page.getByRole('link', { name: SECOND.subject }));
    expect(await fitsTheWindow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/Admin/member-email/new');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect.poll(() => page.getByLabel('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(await fitsTheWindow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(campaignPath);
    await shows(page.getByRole('table', { name: 'Recipients' }));
    expect(await fitsTheWindow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(preferencesUrl);
    await shows(page.getByRole('button', { name: 'Save preferences' }));
    expect(await fitsTheWindow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
