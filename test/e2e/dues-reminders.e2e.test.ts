import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, graphql } from './support/api';
import { axeViolations } from './support/axe';
import { CARDS, fillCard, shows, text } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { signInToMemberArea } from './support/member';
import { createMemberRecord, fitsTheWindow } from './support/officers';
import { ADMIN, startSiteServer, type OutboxMail, type SiteServer } from './support/site-server';

// The dues reminders (issue 19, item 3): with three unpaid annual members, one unpaid lifetime
// member and one who has paid, an administrator previews the next reminders on /Admin/reminders
// and sends them now: exactly four mails, $50 and $25, none to the member who has paid. One member
// follows their link without signing in and pays with the card simulator: the receipt is mailed,
// the roster shows the year paid, the link then says so, and an altered link is refused. Sending
// the same date again mails nobody. The pages pass axe and fit a 375 px phone.

/** A member record for the reminders: annual or lifetime, with the last dues year paid. */
function memberRecord(firstName: string, lastName: string, membership: 'Annual Membership' | 'Lifetime Membership', duesPayYear: number) {
  return {
    firstName,
    lastName,
    email: `${firstName}.${lastName}@example.org`.toLowerCase(),
    address: '1 Main St',
    city: 'Norfolk',
    state: 'VA',
    zipcode: '23504',
    phone: '7575550100',
    gradYear: '1999',
    membership,
    duesPayYear: String(duesPayYear),
  };
}

const OFFSETS_MESSAGE = 'Please enter up to 8 whole numbers of days from -180 to 300, separated by commas (like -30, 0, 30, 60).';
const ALTERED_LINK = 'This payment link is not valid: it may have been copied incompletely or changed.';

/** The reminders in the outbox: the mails whose subject names a year's chapter dues. */
const reminders = async (server: SiteServer) => (await server.outbox()).filter((mail) => /^Your \d{4} chapter dues: /.test(mail.subject));

/** The pay link in a reminder's text. */
function payLinkIn(mail: OutboxMail): string {
  const link = /(http\S+\/Pay-Dues\?t=\S+)/.exec(mail.text)?.[1];
  if (link === undefined) throw new Error(`No pay link in '${mail.subject}':\n${mail.text}`);
  return link;
}

/** The same link with one character of its token's signature changed. */
function altered(link: string): string {
  const last = link.at(-2) === 'A' ? 'B' : 'A';
  return `${link.slice(0, -2)}${last}${link.slice(-1)}`;
}

/** The preview's rows: name, status and amount of each member the next reminders reach, sorted by name. */
async function previewRows(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Who the next reminders reach' }).locator('tbody tr');
  const cells = await Promise.all((await rows.all()).map((row) => row.locator('td').allTextContents()));
  return cells.map((row) => row.join(' | ')).sort();
}

/** Types a bad reminder date and saves: the message shows beside the field. */
async function saveBadOffsets(page: Page): Promise<void> {
  await page.getByLabel(/^Reminder dates/).fill('-30, soon');
  await page.getByRole('button', { name: 'Save the schedule' }).click();
  await shows(text(page, OFFSETS_MESSAGE));
  expect(await page.getByLabel(/^Reminder dates/).getAttribute('aria-invalid')).toBe('true');
}

describe.skipIf(chromiumPath === null)('the dues reminders, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;
  /** The dues year the reminders are for, read from the preview before the members are made. */
  let year = 0;
  /** One unpaid member's pay link, for the phone's checks. */
  let unpaidLink = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('mails the four unpaid members, one pays by the link without signing in, and sending the date again mails nobody', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    const overview = await callApi<{ next: { year: number; offset: number } }>(page, 'GET', '/officers/reminders');
    expect(overview.status).toBe(200);
    ({ year } = overview.body.next);
    const { offset } = overview.body.next;

    const ada = memberRecord('Ada', 'Lovelace', 'Annual Membership', year - 1);
    const alan = memberRecord('Alan', 'Turing', 'Annual Membership', year - 1);
    const katherine = memberRecord('Katherine', 'Johnson', 'Annual Membership', year - 3);
    const linus = memberRecord('Linus', 'Pauling', 'Lifetime Membership', year - 1);
    const dorothy = memberRecord('Dorothy', 'Vaughan', 'Annual Membership', year);
    const ids = new Map<string, string>();
    for (const member of [ada, alan, katherine, linus, dorothy]) ids.set(member.email, await createMemberRecord(page, member));

    await page.goto('/Admin/reminders');
    await shows(page.getByRole('heading', { level: 1, name: 'Dues reminders' }));
    await shows(page.getByRole('status').filter({ hasText: '4 members would be mailed once the schedule is on.' }));
    expect(await previewRows(page)).toEqual([
      'Ada Lovelace | Unpaid | $50',
      'Alan Turing | Unpaid | $50',
      'Katherine Johnson | Lapsed | $50',
      'Linus Pauling | Lifetime, dues unpaid | $25',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await saveBadOffsets(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();

    const before = (await server.outbox()).length;
    await page.getByRole('button', { name: 'Send now' }).click();
    await shows(text(page, 'The reminders were queued.'));
    await expect.poll(async () => (await reminders(server)).length, { timeout: 10_000 }).toBe(4);
    const mailed = await reminders(server);
    expect(mailed.map((mail) => `${mail.to}: ${mail.subject}`).sort()).toEqual([
      `${ada.email}: Your ${year} chapter dues: $50`,
      `${alan.email}: Your ${year} chapter dues: $50`,
      `${katherine.email}: Your ${year} chapter dues: $50`,
      `${linus.email}: Your ${year} chapter dues: $25`,
    ]);
    expect((await server.outbox()).filter((mail) => mail.to === dorothy.email)).toEqual([]);
    const runs = page.getByRole('region', { name: 'Runs' }).getByRole('row').filter({ hasText: ADMIN.email });
    await shows(runs.getByRole('cell', { name: '4', exact: true }));
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);

    // Ada follows her link in a browser that is not signed in.
    const adaLink = payLinkIn(mailed.find((mail) => mail.to === ada.email) as OutboxMail);
    unpaidLink = payLinkIn(mailed.find((mail) => mail.to === alan.email) as OutboxMail);
    const payer = await openPage(browser, server.url);
    await payer.page.goto(adaLink);
    await shows(payer.page.getByRole('heading', { level: 1, name: 'Pay your dues' }));
    const summary = payer.page.locator('.pay-dues-summary');
    await shows(summary.getByText('Ada Lovelace', { exact: true }));
    await shows(summary.getByText(String(year), { exact: true }));
    await shows(summary.getByText('$50', { exact: true }));
    await shows(payer.page.getByLabel('Card number'));
    expect(await axeViolations(payer.page)).toEqual([]);
    await fillCard(payer.page, CARDS.succeeds);
    await payer.page.getByRole('button', { name: 'Pay $50' }).click();
    await shows(text(payer.page, `Your ${year} dues are paid. Thank you!`));
    await shows(payer.page.getByText(`A receipt was sent to ${ada.email}.`));
    expect(await axeViolations(payer.page)).toEqual([]);
    const receipt = await server.mailTo(ada.email, /^Your receipt/);
    expect(receipt.subject).toBe('Your receipt: Member Dues');
    expect(receipt.text).toContain('Amount: $50');

    const member = await graphql<{ getMember: { duesPayYear: string } }>(page, 'query ($id: ID!) { getMember(id: $id) { duesPayYear } }', {
      id: ids.get(ada.email),
    });
    expect(member.data?.getMember.duesPayYear).toBe(String(year));
    await page.goto('/Admin/members');
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('lovelace');
    await page.getByLabel('Dues year', { exact: true }).selectOption(String(year));
    await page.getByRole('button', { name: 'Show members' }).click();
    await shows(page.getByText(/^Members 1 to 1 of 1/));
    const row = page.getByRole('row', { name: /Ada Lovelace/ });
    await shows(row.getByRole('cell', { name: String(year), exact: true }));
    await shows(row.getByRole('cell', { name: 'Paid', exact: true }));
    expect(await row.locator('td[data-label="Last reminded"]').innerText()).not.toBe('Never');

    await payer.page.goto(adaLink);
    await shows(payer.page.getByRole('alert').filter({ hasText: `Your ${year} dues are already paid.` }));
    await payer.page.goto(altered(adaLink));
    await shows(payer.page.getByRole('alert').filter({ hasText: ALTERED_LINK }));
    expect(await axeViolations(payer.page)).toEqual([]);
    expect(payer.pageErrors).toEqual([]);

    // The same date again: refused, as nobody is left to mail, and nothing more reaches the outbox.
    const count = (await server.outbox()).length;
    const again = await callApi<{ error: { message: string } }>(page, 'POST', '/officers/reminders/send', { year, offset });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Every member who has not paid was mailed this reminder already: nothing was sent.');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await server.outbox()).length).toBe(count);
    expect(await reminders(server)).toHaveLength(4);
    expect(count).toBeGreaterThan(before);
  });

  it('shows the reminders page, a pay link and a refused link within a 375 px phone, accessibly', async () => {
    expect(unpaidLink).not.toBe('');
    const admin = await openPage(browser, server.url, VIEWPORTS.phone);
    await signInToMemberArea(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.goto('/Admin/reminders');
    // The one run of the first journey: 'Send now' (the same date again was refused, and is no run).
    const mailedByRun = admin.page.getByRole('region', { name: 'Runs' }).locator('td[data-label="Mailed"]');
    await expect.poll(() => mailedByRun.allTextContents(), { timeout: 10_000 }).toEqual(['4']);
    expect(await fitsTheWindow(admin.page)).toBe(true);
    expect(await axeViolations(admin.page)).toEqual([]);
    await saveBadOffsets(admin.page);
    expect(await fitsTheWindow(admin.page)).toBe(true);
    expect(await axeViolations(admin.page)).toEqual([]);

    const { page, pageErrors } = await openPage(browser, server.url, VIEWPORTS.phone);
    await page.goto(unpaidLink);
    await shows(page.locator('.pay-dues-summary').getByText('Alan Turing', { exact: true }));
    await shows(page.getByLabel('Card number'));
    expect(await fitsTheWindow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(altered(unpaidLink));
    await shows(page.getByRole('alert').filter({ hasText: ALTERED_LINK }));
    expect(await fitsTheWindow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect([...admin.pageErrors, ...pageErrors]).toEqual([]);
  });
});
