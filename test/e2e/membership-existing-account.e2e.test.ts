import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { chromiumPath, launchChromium, openPage } from './support/chromium';
import { SAY, shows, text } from './support/checkout';
import { applyAndPay, mailAfter, profileValue, signInToMemberArea, type Joiner } from './support/member';
import { ADMIN, codeIn, startSiteServer, type SiteServer } from './support/site-server';

// Joining on Become a Member with an e-mail an administrator already made an account for, on a
// server of its own: the membership is paid and recorded, and the page says to sign in with that
// account (or reset its password) instead of waiting for a code that never comes.

const OLA: Joiner = {
  plan: 'Annual Membership',
  price: '$50',
  firstName: 'Ola',
  lastName: 'Onboarded',
  email: 'ola.onboarded@example.org',
  password: 'typed when joining 2026',
};
const NEW_PASSWORD = 'chosen after joining 2026';

interface MemberRow {
  readonly first_name: string;
  readonly membership: string;
}

describe.skipIf(chromiumPath === null)('joining with an e-mail that already has an account, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
    const { page: admin, context } = await openPage(browser, server.url);
    await signInToMemberArea(admin, ADMIN.email, ADMIN.password);
    expect((await callApi(admin, 'POST', '/auth/admin/users', { email: OLA.email })).status).toBe(201);
    await context.close();
    ({ page, pageErrors } = await openPage(browser, server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('pays, records the member and says to sign in or reset the password: no code step', async () => {
    await applyAndPay(page, OLA);
    await shows(page.getByRole('heading', { name: 'Your membership is paid' }));
    await shows(text(page, SAY.paid));
    await shows(page.getByText(`An account already exists for ${OLA.email}`, { exact: false }));
    expect(await page.getByRole('heading', { name: 'Verify your email' }).count()).toBe(0);
    expect(await page.getByLabel('Verification code').count()).toBe(0);
    expect(server.query<MemberRow>('select first_name, membership from members where email = ?', OLA.email)).toEqual([
      { first_name: 'Ola', membership: 'Annual Membership' },
    ]);
    expect(server.query('select status from orders where contact_email = ?', OLA.email)).toEqual([{ status: 'fulfilled' }]);
    expect((await server.outbox()).filter((mail) => mail.to === OLA.email && /verification code/i.test(mail.subject))).toEqual([]);
    // The message stays after the toasts have gone.
    await page.waitForTimeout(3_500);
    expect(await page.getByRole('heading', { name: 'Your membership is paid' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign in on the Login page' }).getAttribute('href')).toBe('/Login');
    expect(pageErrors).toEqual([]);
  });

  it("resets the password from the page's link, signs in and finds the membership", async () => {
    await page.getByRole('link', { name: 'Reset your password' }).click();
    await page.waitForURL('**/Login');
    await shows(page.getByRole('heading', { name: 'Reset Password', level: 1 }));
    expect(await page.getByLabel('Email').inputValue()).toBe(OLA.email);
    const mail = await mailAfter(server, OLA.email, /password reset code/, () => page.getByRole('button', { name: 'Send code' }).click());
    await page.getByLabel('Verification code').fill(codeIn(mail));
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await shows(text(page, 'Your password has been reset!'));
    await signInToMemberArea(page, OLA.email, NEW_PASSWORD);
    await shows(page.getByRole('heading', { name: 'Ola Onboarded' }));
    expect(await profileValue(page, 'Membership').innerText()).toBe('Annual Membership');
    expect(pageErrors).toEqual([]);
  });
});
