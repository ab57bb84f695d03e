import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium, openPage } from './support/chromium';
import { SAY, shows, text } from './support/checkout';
import { applyAndPay, inMemberArea, profileValue, VERIFIED, type Joiner } from './support/member';
import { codeIn, startSiteServer, type SiteServer } from './support/site-server';

// Two memberships and one refused join, on a server of their own.

const ANNUAL: Joiner = {
  plan: 'Annual Membership',
  price: '$50',
  firstName: 'Ada',
  lastName: 'Annual',
  email: 'ada.annual@example.org',
  password: 'annual member 2026',
};
const LIFETIME: Joiner = {
  plan: 'Lifetime Membership',
  price: '$500',
  firstName: 'Lior',
  lastName: 'Lifetime',
  email: 'lior.lifetime@example.org',
  password: 'lifetime member 2026',
};

interface OrderRow {
  readonly status: string;
  readonly amount: number;
  readonly description: string;
}

describe.skipIf(chromiumPath === null)('joining as a member in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const ordersOf = (email: string) =>
    server.query<OrderRow>('select status, amount, description from orders where contact_email = ? order by created_at', email);
  const chargesOf = (email: string) =>
    server.query<{ status: string; amount: number }>(
      'select p.status, p.amount from simulated_payments p join orders o on o.payment_id = p.id where o.contact_email = ?',
      email,
    );
  /** Every card payment the simulator was asked for, whoever asked. */
  const allCharges = () => server.query('select id, status from simulated_payments');

  for (const joiner of [ANNUAL, LIFETIME]) {
    it(`joins with ${joiner.plan}: pays, verifies the e-mailed code, signs in and lands in the Member Area`, async () => {
      const { page, pageErrors } = await openPage(browser, server.url);
      await applyAndPay(page, joiner);
      await shows(page.getByRole('heading', { name: 'Verify your email' }));
      await shows(text(page, SAY.paid));

      const mail = await server.mailTo(joiner.email, /verification code/);
      await page.getByLabel('Verification code').fill(codeIn(mail));
      await page.getByRole('button', { name: 'Verify' }).click();
      await shows(text(page, VERIFIED));
      // Signed in by the code, as Login does: the Member Area opens.
      await inMemberArea(page);

      const cents = joiner.plan === 'Annual Membership' ? 5_000 : 50_000;
      expect(ordersOf(joiner.email)).toEqual([{ status: 'fulfilled', amount: cents, description: joiner.plan }]);
      expect(chargesOf(joiner.email)).toEqual([{ status: 'succeeded', amount: cents }]);

      await shows(page.getByRole('heading', { name: `${joiner.firstName} ${joiner.lastName}` }));
      expect(await profileValue(page, 'Membership').innerText()).toBe(joiner.plan);
      expect(await profileValue(page, 'Email').innerText()).toBe(joiner.email);
      expect(pageErrors).toEqual([]);
    });
  }

  it('refuses a second join with the same e-mail with the duplicate-member message, and charges nothing', async () => {
    const { page } = await openPage(browser, server.url);
    const before = { orders: ordersOf(ANNUAL.email), charges: allCharges(), mails: (await server.outbox()).length };
    await applyAndPay(page, { ...ANNUAL, plan: 'Lifetime Membership', price: '$500', email: ANNUAL.email.toUpperCase() });
    await shows(text(page, `${ANNUAL.email.toUpperCase()} is already a member. Login to the Member Area to make a payment.`));
    // Still on the form (nothing was paid), and the person may go back.
    expect(await page.getByRole('button', { name: 'Pay $500 and join' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Verify your email' }).count()).toBe(0);
    expect(ordersOf(ANNUAL.email)).toEqual(before.orders);
    expect(ordersOf(ANNUAL.email.toUpperCase())).toEqual([]);
    expect(allCharges()).toEqual(before.charges);
    expect(server.query<{ n: number }>('select count(*) as n from members where email_key = ?', ANNUAL.email)[0]?.n).toBe(1);
    expect((await server.outbox()).length).toBe(before.mails);
  });
});
