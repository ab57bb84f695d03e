import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium, openPage } from './support/chromium';
import { CARDS, fillCard, holdCardConfirmation, SAY, shows, text } from './support/checkout';
import { startSiteServer, type SiteServer } from './support/site-server';

// Every page pays twice (a declined card, then a good one). The banquet and Cookout 2022 use one
// server, the 2024 pages another, so no client comes near the payment limits.

const total = (page: Page) => page.locator('.running-total');
const proceedButton = (page: Page) => page.getByRole('button', { name: 'Proceed to checkout' });
const completePurchase = (page: Page) => page.getByRole('button', { name: 'Complete purchase' });

/** 'Proceed to checkout' is marked disabled, says why, and leaves the selection where it is. */
async function expectNoCheckout(page: Page, reason: string, selectionHeading: string): Promise<void> {
  expect(await proceedButton(page).getAttribute('aria-disabled')).toBe('true');
  expect(await text(page, reason).isVisible()).toBe(true);
  // It stays clickable (aria-disabled keeps it focusable), so a click must do nothing.
  await proceedButton(page).click({ force: true });
  expect(await page.getByRole('heading', { name: selectionHeading, exact: true }).isVisible()).toBe(true);
  expect(await completePurchase(page).count()).toBe(0);
}

/** A submit with nothing filled in names every required field and starts no payment. */
async function expectRequired(page: Page, fields: readonly string[]): Promise<void> {
  await completePurchase(page).click();
  for (const field of fields) {
    await shows(text(page, `${field} is required.`), field);
    expect(await page.getByLabel(field).getAttribute('aria-invalid'), field).toBe('true');
  }
  expect(await text(page, SAY.processing).count()).toBe(0);
}

async function fillBuyer(page: Page, first: string, last: string, email: string): Promise<void> {
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
}

/**
 * Pays with the declined card first ('Processing your payment...' while it is under way, then the
 * refusal, back on the form with what was typed and the reason beside the card), then with the
 * good card, whose confirmation stays until 'Buy more tickets' (or 'Sponsor more students').
 */
async function payDeclinedThenGood(page: Page, kept: Readonly<Record<string, string>>): Promise<void> {
  await fillCard(page, CARDS.declined);
  const held = await holdCardConfirmation(page);
  await completePurchase(page).click();
  await shows(text(page, SAY.processing));
  expect(await completePurchase(page).count()).toBe(0);
  await held.release();
  await shows(text(page, SAY.refused));
  await shows(completePurchase(page));
  await shows(text(page, 'Your card was declined. Please use another card, or ask your bank why.'));
  for (const [label, value] of Object.entries(kept)) expect(await page.getByLabel(label).inputValue(), label).toBe(value);
  expect(await text(page, SAY.paid).count()).toBe(0);

  await fillCard(page, CARDS.succeeds);
  await completePurchase(page).click();
  await shows(text(page, SAY.paid));
  await shows(page.getByRole('heading', { name: 'Thank you: your payment was received' }));
  await page.getByRole('button', { name: /^(Buy more tickets|Sponsor more students)$/ }).click();
}

interface CookoutPage {
  readonly path: string;
  readonly heading: string;
  readonly server: 'first' | 'second';
  readonly add: string;
  readonly unit: string;
  readonly reason: string;
  readonly selectionHeading: string;
  readonly returnLink: string;
  /** Three added, then the total as the page shows it. */
  readonly threeTotal: string;
  readonly description: string;
  readonly amount: string;
  readonly students: boolean;
}

const COOKOUT_PAGES: readonly CookoutPage[] = [
  {
    path: '/Cookout-2022',
    heading: 'Cookout 2022',
    server: 'first',
    add: 'Add a Ticket',
    unit: '$20 per ticket',
    reason: 'Add a ticket to continue.',
    selectionHeading: 'Tickets',
    returnLink: 'Return to membership selection',
    threeTotal: 'Total: $60',
    description: 'Cookout 2022 Tickets: 3',
    amount: '$60',
    students: false,
  },
  {
    path: '/Attend-Cookout',
    heading: 'Attend the Cookout 2024',
    server: 'second',
    add: 'Add a Ticket',
    unit: '$25 per ticket',
    reason: 'Add a ticket to continue.',
    selectionHeading: 'Tickets',
    returnLink: 'Return to ticket selection',
    threeTotal: 'Total: $75 (3 tickets)',
    description: 'Cookout 2024 Tickets: 3',
    amount: '$75',
    students: false,
  },
  {
    path: '/Sponsor-Cookout',
    heading: 'Sponsor Students for the Cookout 2024',
    server: 'second',
    add: '+ Add a Student',
    unit: '$25 per student',
    reason: 'Add a student to continue.',
    selectionHeading: 'Students',
    returnLink: 'Return to ticket selection',
    threeTotal: 'Total: $75 (3 students)',
    description: 'Cookout 2024 Sponsored Student Tickets: 3',
    amount: '$75',
    students: true,
  },
];

describe.skipIf(chromiumPath === null)('a ticket buyer in Chromium', () => {
  const servers: Partial<Record<CookoutPage['server'], SiteServer>> = {};
  let browser: Browser;
  const server = (which: CookoutPage['server']): SiteServer => {
    const found = servers[which];
    if (!found) throw new Error(`The ${which} server did not start.`);
    return found;
  };

  beforeAll(async () => {
    [servers.first, servers.second, browser] = await Promise.all([startSiteServer(), startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(Object.values(servers).map((running) => running.stop()));
  });

  it('buys Spring Banquet 2022 tickets counted by typing and by +/-, at $38 an adult and $20 a child', async () => {
    const { page, pageErrors } = await openPage(browser, server('first').url);
    await page.goto('/Spring-Banquet-2022');
    await shows(page.getByRole('heading', { level: 1, name: 'Spring Banquet 2022' }));
    const adults = page.getByLabel('Number of adults');
    const children = page.getByLabel('Number of children (9 and under)');
    expect(await total(page).innerText()).toBe('Total: $0');
    await expectNoCheckout(page, 'Add at least one adult or child ticket to continue.', 'Choose your tickets');

    await adults.fill('2');
    await expect.poll(() => total(page).innerText()).toBe('Total: $76');
    await page.getByRole('button', { name: 'Add a child' }).click();
    expect(await children.inputValue()).toBe('1');
    await expect.poll(() => total(page).innerText()).toBe('Total: $96');
    await page.getByRole('button', { name: 'Add an adult' }).click();
    await expect.poll(() => total(page).innerText()).toBe('Total: $134');
    await page.getByRole('button', { name: 'Remove an adult' }).click();
    expect(await adults.inputValue()).toBe('2');
    await expect.poll(() => total(page).innerText()).toBe('Total: $96');
    expect(await proceedButton(page).getAttribute('aria-disabled')).toBeNull();

    await proceedButton(page).click();
    await shows(page.getByRole('heading', { name: 'Your details' }));
    expect(await page.locator('.order-summary').innerText()).toBe('Adults: 2 · Children: 1 · Total: $96');
    // Back to the counts, which are kept, and on again.
    await page.getByRole('button', { name: 'Return to ticket selection' }).click();
    await shows(page.getByRole('heading', { name: 'Choose your tickets' }));
    expect([await adults.inputValue(), await children.inputValue()]).toEqual(['2', '1']);
    await proceedButton(page).click();

    await expectRequired(page, ['First name', 'Last name', 'Email']);
    await fillBuyer(page, 'Bea', 'Banquet', 'bea@example.org');
    await payDeclinedThenGood(page, { 'First name': 'Bea', 'Last name': 'Banquet', Email: 'bea@example.org' });

    // Back to fresh counts; the receipt names the tickets and the amount.
    await shows(page.getByRole('heading', { name: 'Choose your tickets' }));
    expect(await total(page).innerText()).toBe('Total: $0');
    const receipt = await server('first').mailTo('bea@example.org', /Your receipt/);
    expect(receipt.subject).toBe('Your receipt: Spring Banquet 2022 Tickets - Adults: 2, Children: 1');
    expect(receipt.text).toMatch(/^Amount: \$96$/m);
    expect((await server('first').outbox()).filter((mail) => mail.to === 'bea@example.org')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it.each(COOKOUT_PAGES)('buys on $path with its buttons, its return link and a declined card before a good one', async (shop) => {
    const site = server(shop.server);
    const { page, pageErrors } = await openPage(browser, site.url);
    await page.goto(shop.path);
    await shows(page.getByRole('heading', { level: 1, name: shop.heading }));
    expect(await text(page, shop.unit).isVisible()).toBe(true);
    await expectNoCheckout(page, shop.reason, shop.selectionHeading);

    const add = page.getByRole('button', { name: shop.add, exact: true });
    await add.click();
    await add.click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => total(page).innerText()).toMatch(/^Total: \$0\b/);
    await expectNoCheckout(page, shop.reason, shop.selectionHeading);
    for (let added = 0; added < 3; added++) await add.click();
    await expect.poll(() => total(page).innerText()).toBe(shop.threeTotal);

    await proceedButton(page).click();
    await shows(page.getByRole('heading', { name: 'Checkout' }));
    expect(await page.locator('.order-summary').innerText()).toBe(shop.threeTotal);
    await page.getByRole('button', { name: shop.returnLink }).click();
    await shows(page.getByRole('heading', { name: shop.selectionHeading, exact: true }));
    expect(await total(page).innerText()).toBe(shop.threeTotal);
    await proceedButton(page).click();

    const required = ['First name', 'Last name', 'Email', ...(shop.students ? ['Students to Sponsor'] : [])];
    await expectRequired(page, required);
    const email = `buyer${shop.path.replace(/\W/g, '').toLowerCase()}@example.org`;
    await fillBuyer(page, 'Cam', 'Cookout', email);
    const kept: Record<string, string> = { 'First name': 'Cam', 'Last name': 'Cookout', Email: email };
    if (shop.students) {
      const students = page.getByLabel('Students to Sponsor');
      expect(await students.getAttribute('placeholder')).toBe('Enter names of students separated by commas');
      expect(await students.evaluate((element) => element.tagName)).toBe('TEXTAREA');
      await students.fill('Ada Lovelace, Alan Turing, Grace Hopper');
      kept['Students to Sponsor'] = 'Ada Lovelace, Alan Turing, Grace Hopper';
    }
    await payDeclinedThenGood(page, kept);

    await shows(page.getByRole('heading', { name: shop.selectionHeading, exact: true }));
    expect(await total(page).innerText()).toMatch(/^Total: \$0\b/);
    const receipt = await site.mailTo(email, /Your receipt/);
    expect(receipt.subject).toBe(`Your receipt: ${shop.description}`);
    expect(receipt.text).toMatch(new RegExp(`^Amount: \\${shop.amount}$`, 'm'));
    expect((await site.outbox()).filter((mail) => mail.to === email)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it('points those who cannot come to the 2024 cookout to /Donate', async () => {
    const { page } = await openPage(browser, server('second').url);
    await page.goto('/Attend-Cookout');
    await page.getByRole('link', { name: 'If you are unable to make it to the cookout, please consider donating' }).click();
    await page.waitForURL('**/Donate');
    await shows(page.getByRole('heading', { level: 1, name: 'Donate' }));
  });
});
