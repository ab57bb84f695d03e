import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium, openPage } from './support/chromium';
import { CARDS, fillCard, holdCardConfirmation, SAY, shows, text } from './support/checkout';
import { startSiteServer, type SiteServer } from './support/site-server';

// Four payments and one refused card in this file: well inside the payment limits of one client.

const amountField = (page: Page) => page.getByLabel('Donation amount');
const choiceHeading = (page: Page) => page.getByRole('heading', { name: 'Choose your donation' });
const detailsHeading = (page: Page) => page.getByRole('heading', { name: 'Your details' });

async function proceed(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await shows(detailsHeading(page));
}

async function fillDonor(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Address').fill('12 Harbor Street');
  await page.getByLabel('State').fill('VA');
  await page.getByLabel('Zip code').fill('23704');
  await page.getByLabel('Phone').fill('757 555 0134');
}

describe.skipIf(chromiumPath === null)('a donor in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('gives $50 with the quick amount and gets the receipt for $50 of Chapter Donation', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await page.goto('/Donate');
    await page.getByRole('button', { name: '$50', exact: true }).click();
    expect(await amountField(page).inputValue()).toBe('50');
    expect(await page.getByRole('button', { name: '$50', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('radio', { name: 'Chapter Donation' }).isChecked()).toBe(true);
    await proceed(page);
    expect(await page.locator('.order-summary').innerText()).toBe('Chapter Donation: $50');

    await fillDonor(page, 'Quinn Quickgift', 'quinn@example.org');
    await fillCard(page, CARDS.succeeds);
    const held = await holdCardConfirmation(page);
    await page.getByRole('button', { name: 'Donate $50' }).click();
    await shows(text(page, SAY.processing));
    await held.release();
    await shows(text(page, SAY.paid));

    // The confirmation stays; another gift starts from a cleared choice.
    await shows(page.getByRole('heading', { name: 'Thank you: your payment was received' }));
    expect(await page.locator('.payment-confirmation').innerText()).toContain('A receipt was sent to quinn@example.org.');
    await page.getByRole('button', { name: 'Make another donation' }).click();
    await shows(choiceHeading(page));
    expect(await amountField(page).inputValue()).toBe('');
    const receipt = await server.mailTo('quinn@example.org', /Your receipt/);
    expect(receipt.subject).toBe('Your receipt: Chapter Donation');
    expect(receipt.text).toContain('Dear Quinn Quickgift,');
    expect(receipt.text).toMatch(/^Amount: \$50$/m);
    expect(receipt.text).toMatch(/^For: Chapter Donation$/m);
    expect(pageErrors).toEqual([]);
  });

  it('gives a typed $75 to the Community Service Project, which the receipt names', async () => {
    const { page } = await openPage(browser, server.url);
    await page.goto('/Donate');
    await amountField(page).fill('75');
    await page.getByRole('radio', { name: 'Community Service Project' }).check();
    // A typed amount presses no quick amount.
    for (const quick of ['$10', '$50', '$100']) {
      expect(await page.getByRole('button', { name: quick, exact: true }).getAttribute('aria-pressed'), quick).toBe('false');
    }
    await proceed(page);
    expect(await page.locator('.order-summary').innerText()).toBe('Community Service Project: $75');
    await fillDonor(page, 'Tess Typedgift', 'tess@example.org');
    await fillCard(page, CARDS.succeeds);
    await page.getByRole('button', { name: 'Donate $75' }).click();
    await shows(text(page, SAY.paid));

    const receipt = await server.mailTo('tess@example.org', /Your receipt/);
    expect(receipt.subject).toBe('Your receipt: Community Service Project');
    expect(receipt.text).toMatch(/^Amount: \$75$/m);
    expect(receipt.text).toMatch(/^For: Community Service Project$/m);
  });

  it('refuses 10.5 with the whole-number message and goes on once the amount is whole', async () => {
    const { page } = await openPage(browser, server.url);
    await page.goto('/Donate');
    await amountField(page).fill('10.5');
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await shows(text(page, 'Please use a whole number for the donation amount.'));
    expect(await amountField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await detailsHeading(page).count()).toBe(0);
    // The message is tied to the field and goes once the amount is typed again.
    await amountField(page).fill('10');
    expect(await text(page, 'Please use a whole number for the donation amount.').count()).toBe(0);
    await proceed(page);
    expect(await page.locator('.order-summary').innerText()).toBe('Chapter Donation: $10');
  });

  it('clears the amount with Cancel, on the choice and on the details form', async () => {
    const { page } = await openPage(browser, server.url);
    await page.goto('/Donate');
    await amountField(page).fill('25');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await amountField(page).inputValue()).toBe('');

    await page.getByRole('button', { name: '$100', exact: true }).click();
    await proceed(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await shows(choiceHeading(page));
    expect(await amountField(page).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: '$100', exact: true }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the refusal of a declined card beside the card, keeps the donor’s details, and the next card goes through', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await page.goto('/Donate');
    await page.getByRole('button', { name: '$10', exact: true }).click();
    await proceed(page);
    await fillDonor(page, 'Dee Declined', 'dee@example.org');
    await fillCard(page, CARDS.declined);
    await page.getByRole('button', { name: 'Donate $10' }).click();
    await shows(text(page, SAY.refused));
    expect(await page.getByRole('alert').filter({ hasText: SAY.refused }).count()).toBe(1);

    // Still on the card step, with the reason beside the card and the details still filled in.
    await shows(text(page, 'Your card was declined. Please use another card, or ask your bank why.'));
    expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.order-summary').innerText()).toBe('Chapter Donation: $10');
    expect((await server.outbox()).filter((mail) => mail.to === 'dee@example.org')).toEqual([]);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Dee Declined');
    expect(await page.getByLabel('Email').inputValue()).toBe('dee@example.org');
    await fillCard(page, CARDS.succeeds);
    await page.getByRole('button', { name: 'Donate $10' }).click();
    await shows(text(page, SAY.paid));
    const receipt = await server.mailTo('dee@example.org', /Your receipt/);
    expect(receipt.text).toMatch(/^Amount: \$10$/m);
    // One receipt: the refused card charged nothing.
    expect((await server.outbox()).filter((mail) => mail.to === 'dee@example.org')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
