import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { CARDS, fillCard, SAY, shows, text } from './support/checkout';
import { applyAndPay, signInToMemberArea, VERIFIED, type Joiner } from './support/member';
import { codeIn, startSiteServer, type SiteServer } from './support/site-server';

// What a payment leaves on the page, at phone width (375 px): the confirmation that stays, a
// refused card's reason beside the card, and the limit after five refused cards, answered at once
// and never followed by a charge. One server for the file: the refused cards come last, since
// after them this client may not pay for ten minutes.

interface OrderRow {
  readonly id: string;
  readonly description: string;
  readonly status: string;
  readonly contact_email: string;
}

const REASONS = [
  ['4000 0000 0000 0002', 'Card number', 'Your card was declined. Please use another card, or ask your bank why.'],
  ['4000 0000 0000 9995', 'Card number', 'Your card was declined: insufficient funds. Please use another card.'],
  ['4000 0000 0000 0069', 'Expiry date', 'Your card has expired. Please check the expiry date or use another card.'],
  ['4000 0000 0000 0127', 'CVC', "Your card's security code (CVC) is incorrect. Please check it and try again."],
  ['4000 0000 0000 0119', 'Card number', 'An error occurred while processing your card. Please try again in a moment.'],
] as const;

/** A refusal shows without waiting out a Retry-After (minutes), with room for a busy machine. */
const AT_ONCE_MS = 5_000;

const confirmationHeading = (page: Page) => page.getByRole('heading', { name: 'Thank you: your payment was received' });

/** The texts an element's aria-describedby points at, joined. */
async function describedBy(page: Page, label: string): Promise<string> {
  return page.getByLabel(label, { exact: true }).evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

async function donate(page: Page, amount: string, email: string): Promise<void> {
  await page.goto('/Donate');
  await page.getByLabel('Donation amount').fill(amount);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await shows(page.getByRole('heading', { name: 'Your details' }));
  await page.getByLabel('Name', { exact: true }).fill('Pat Phone');
  await page.getByLabel('Email').fill(email);
}

/** Every request the page sends under /payment, as 'METHOD path', from now on. */
function paymentRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/payment') && path !== '/payment/config') seen.push(`${request.method()} ${path}`);
  });
  return seen;
}

describe.skipIf(chromiumPath === null)('what a payment leaves on the page, on a phone', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const ordersTo = (email: string) =>
    server.query<OrderRow>('select id, description, status, contact_email from orders where contact_email = ? order by created_at', email);

  it("confirms a donation of '$20.00' with what was paid, the order number and the receipt's address, and passes axe", async () => {
    const { page, pageErrors } = await openPage(browser, server.url, VIEWPORTS.phone);
    await donate(page, '$20.00', 'pat@example.org');
    expect(await page.locator('.order-summary').innerText()).toBe('Chapter Donation: $20');
    await page.getByLabel('Card number').fill(CARDS.succeeds);
    await page.getByLabel('Expiry date').fill('1230');
    expect(await page.getByLabel('Expiry date').inputValue()).toBe('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Donate $20' }).click();
    await shows(text(page, SAY.paid));
    await shows(confirmationHeading(page));

    const [order] = ordersTo('pat@example.org');
    expect(order).toMatchObject({ description: 'Chapter Donation', status: 'fulfilled' });
    const panel = page.locator('.payment-confirmation');
    expect(await panel.innerText()).toContain('Chapter Donation: $20');
    expect(await panel.locator('.order-number').innerText()).toBe(order?.id);
    expect(await panel.innerText()).toContain('A receipt was sent to pat@example.org.');
    const receipt = await server.mailTo('pat@example.org', /Your receipt/);
    expect(receipt.text).toContain(`Order: ${order?.id ?? ''}`);
    // The reader lands on it, and it stays after the toast has gone.
    await expect.poll(() => confirmationHeading(page).evaluate((heading) => heading === document.activeElement)).toBe(true);
    await expect.poll(() => text(page, SAY.paid).count(), { timeout: 8_000 }).toBe(0);
    expect(await panel.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Make another donation' }).click();
    await shows(page.getByRole('heading', { name: 'Choose your donation' }));
    expect(pageErrors).toEqual([]);
  });

  it('confirms cookout tickets after one was taken away, with the way to the events', async () => {
    const { page, pageErrors } = await openPage(browser, server.url, VIEWPORTS.phone);
    await page.goto('/Attend-Cookout');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add a Ticket' }).click();
    await page.getByRole('button', { name: 'Remove a Ticket' }).click();
    await shows(page.getByText('Total: $50 (2 tickets)'));
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Last name').fill('Cook');
    await page.getByLabel('Email').fill('casey@example.org');
    await fillCard(page, CARDS.succeeds);
    await page.getByRole('button', { name: 'Complete purchase' }).click();
    await shows(confirmationHeading(page));
    const panel = page.locator('.payment-confirmation');
    expect(await panel.innerText()).toContain('Cookout 2024 Tickets: 2: $50');
    expect(await panel.locator('.order-number').innerText()).toBe(ordersTo('casey@example.org')[0]?.id);
    expect(await panel.getByRole('link', { name: "See the chapter's events" }).getAttribute('href')).toBe('/Alumni-Events');
    expect(pageErrors).toEqual([]);
  });

  it(
    "confirms a new member's payment above the code entry, and an upgrade in the Member Area until 'Close'",
    { timeout: 60_000 },
    async () => {
      const joiner: Joiner = {
        plan: 'Annual Membership',
        price: '$50',
        firstName: 'Jo',
        lastName: 'Joiner',
        email: 'jo.joiner@example.org',
        password: 'a long phone password 2026',
      };
      const joining = await openPage(browser, server.url, VIEWPORTS.phone);
      await applyAndPay(joining.page, joiner);
      const membershipPaid = joining.page.getByRole('heading', { name: 'Thank you: your membership is paid' });
      await shows(membershipPaid);
      const panel = joining.page.locator('.payment-confirmation');
      expect(await panel.innerText()).toContain('Annual Membership: $50');
      expect(await panel.locator('.order-number').innerText()).toBe(ordersTo(joiner.email)[0]?.id);
      expect(await panel.innerText()).toContain(`A receipt was sent to ${joiner.email}.`);
      await shows(joining.page.getByLabel('Verification code'));
      expect(await axeViolations(joining.page)).toEqual([]);
      await joining.page.getByLabel('Verification code').fill(codeIn(await server.mailTo(joiner.email, /verification code/)));
      await joining.page.getByRole('button', { name: 'Verify' }).click();
      await shows(text(joining.page, VERIFIED));
      await joining.context.close();

      const { page, pageErrors } = await openPage(browser, server.url, VIEWPORTS.phone);
      await signInToMemberArea(page, joiner.email, joiner.password);
      await page.getByRole('button', { name: 'Upgrade to Lifetime' }).click();
      await fillCard(page, CARDS.succeeds);
      await page.getByRole('button', { name: 'Pay $500' }).click();
      await shows(confirmationHeading(page));
      expect(await page.locator('.payment-confirmation').innerText()).toContain('Membership Upgrade: $500');
      expect(await page.locator('.payment-confirmation').innerText()).toContain(`A receipt was sent to ${joiner.email}.`);
      await expect.poll(() => confirmationHeading(page).evaluate((heading) => heading === document.activeElement)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await expect.poll(() => confirmationHeading(page).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    },
  );

  it('answers a 429 with a short Retry-After at once and never sends the payment again (the 175-second charge)', async () => {
    const { page, pageErrors } = await openPage(browser, server.url, VIEWPORTS.phone);
    await donate(page, '15', 'sam@example.org');
    const limited = 'Too many declined payments. Please try again in 3 minutes.';
    // What the server answers a client over its limit, with the wait that once ended in a charge 175 s later.
    await page.route('**/payment/confirm', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '175', 'Content-Type': 'application/json' },
        body: JSON.stringify({ error: { type: 'RateLimited', message: limited, retryAfterSeconds: 175 } }),
      }),
    );
    const sent = paymentRequests(page);
    await fillCard(page, CARDS.succeeds);
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Donate $15' }).click();
    // At once: not after the 175 s asked for (a second attempt would show in `sent`). Five seconds
    // leave a busy machine room; how fast the page answers is the benchmark's to measure.
    await page.getByText(limited, { exact: true }).waitFor({ state: 'visible', timeout: AT_ONCE_MS });
    expect(Date.now() - clicked).toBeLessThan(AT_ONCE_MS);
    await page.waitForTimeout(3_000);
    expect(sent).toEqual(['POST /payment', 'POST /payment/confirm']);
    expect(await page.getByText(SAY.processing, { exact: true }).count()).toBe(0);
    expect(ordersTo('sam@example.org').map((order) => order.status)).toEqual(['pending']);
    expect(pageErrors).toEqual([]);
  });

  it(
    'shows each refused card’s reason beside the card, keeps the card step; after five the limit shows at once and nothing is charged',
    { timeout: 90_000 },
    async () => {
      const { page, pageErrors } = await openPage(browser, server.url, VIEWPORTS.phone);
      await donate(page, '25', 'riley@example.org');
      for (const [number, field, reason] of REASONS) {
        await fillCard(page, number);
        await page.getByRole('button', { name: 'Donate $25' }).click();
        await shows(page.getByText(reason, { exact: true }), `${number}: ${reason}`);
        // Still the card step, with what was typed, and the reason tied to its field.
        expect(await page.getByLabel('Card number').inputValue()).toBe(number);
        expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Pat Phone');
        expect(await describedBy(page, field)).toContain(reason);
        expect(await page.getByLabel(field, { exact: true }).getAttribute('aria-invalid')).toBe('true');
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(ordersTo('riley@example.org').map((order) => order.status)).toEqual(['failed', 'failed', 'failed', 'failed', 'failed']);

      const sent = paymentRequests(page);
      await fillCard(page, CARDS.succeeds);
      const clicked = Date.now();
      await page.getByRole('button', { name: 'Donate $25' }).click();
      const limit = page.getByText(/^Too many declined payments\. Please try again in \d+ minutes?\.$/);
      await limit.waitFor({ state: 'visible', timeout: AT_ONCE_MS });
      expect(Date.now() - clicked).toBeLessThan(AT_ONCE_MS);
      expect(await describedBy(page, 'Card number')).toMatch(/Please try again in \d+ minutes?\./);
      expect(await axeViolations(page)).toEqual([]);

      // The page asked once, was refused, and asks nothing more while it stays open.
      await page.waitForTimeout(3_000);
      expect(sent).toEqual(['POST /payment']);
      expect(await page.getByText(SAY.processing, { exact: true }).count()).toBe(0);
      expect(ordersTo('riley@example.org').filter((order) => order.status !== 'failed')).toEqual([]);
      expect((await server.outbox()).filter((mail) => mail.to === 'riley@example.org')).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
  );
});
