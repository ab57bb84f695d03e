import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './support/api';
import { chromiumPath, launchChromium, openPage } from './support/chromium';
import { CARDS, fillCard, shows, text } from './support/checkout';
import { joinAsMember, mailAfter, openSection, profileValue, signInToMemberArea, type Joiner } from './support/member';
import { ADMIN, codeIn, startSiteServer, type SiteServer } from './support/site-server';

// One member, from joining to signing out, on a server of their own: the tests run in order and
// each goes on from where the one before left the member.

const MIA: Joiner = {
  plan: 'Annual Membership',
  price: '$50',
  firstName: 'Mia',
  lastName: 'Member',
  email: 'mia.member@example.org',
  password: 'first password 2026',
};
const CHANGED_PASSWORD = 'changed by code 2026';
const RESET_PASSWORD = 'reset from login 2026';
const THIS_YEAR = new Date().getUTCFullYear();

interface MemberRow {
  readonly id: string;
  readonly membership: string;
  readonly dues_pay_year: string | null;
  readonly city: string;
  readonly phone: string;
}

const duesStatus = (page: Page) => page.locator('.dues-status strong');
const upgradeHeading = (page: Page) => page.getByRole('heading', { name: 'Become a lifetime member' });

describe.skipIf(chromiumPath === null)('a member in the Member Area, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  const record = () =>
    server.query<MemberRow>('select id, membership, dues_pay_year, city, phone from members where email = ?', MIA.email)[0];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
    const joining = await openPage(browser, server.url);
    await joinAsMember(joining.page, server, MIA);
    await joining.context.close();
    // A year has passed since Mia joined: an administrator records last year's dues as her last.
    const admin = await openPage(browser, server.url);
    await signInToMemberArea(admin.page, ADMIN.email, ADMIN.password);
    const updated = await graphql(admin.page, 'mutation ($input: UpdateMemberInput!) { updateMember(input: $input) { id duesPayYear } }', {
      input: { id: record()?.id, duesPayYear: String(THIS_YEAR - 1) },
    });
    expect(updated.errors).toEqual([]);
    await admin.context.close();
    ({ page, pageErrors } = await openPage(browser, server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs in and sees the profile, the unpaid dues and the upgrade offer', async () => {
    await signInToMemberArea(page, MIA.email, MIA.password);
    await shows(page.getByRole('heading', { name: 'Mia Member', level: 2 }));
    expect(await profileValue(page, 'Member ID').innerText()).toBe(record()?.id);
    expect(await profileValue(page, 'Email').innerText()).toBe(MIA.email);
    expect(await profileValue(page, 'Membership').innerText()).toBe('Annual Membership');
    expect(await profileValue(page, 'Graduation year').innerText()).toBe('2004');
    expect(await duesStatus(page).innerText()).toBe('unpaid');
    expect(await text(page, 'Your dues this year are $50.').isVisible()).toBe(true);
    expect(await upgradeHeading(page).isVisible()).toBe(true);
    expect(await page.getByText('Admin', { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBe(MIA.email);
  });

  it('pays the dues: the box turns to paid and the record holds this year', async () => {
    await page.getByRole('button', { name: 'Pay dues' }).click();
    await shows(page.getByRole('heading', { name: 'Pay dues: $50' }));
    await fillCard(page, CARDS.succeeds);
    await page.getByRole('button', { name: 'Pay $50' }).click();
    await expect.poll(() => duesStatus(page).innerText(), { timeout: 10_000 }).toBe('paid');
    expect(await page.getByRole('button', { name: 'Pay dues' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Pay dues: $50' }).count()).toBe(0);
    expect(record()?.dues_pay_year).toBe(String(THIS_YEAR));
  });

  it('upgrades to Lifetime: the upgrade box disappears and the membership shows Lifetime', async () => {
    await page.getByRole('button', { name: 'Upgrade to Lifetime' }).click();
    await shows(page.getByRole('heading', { name: 'Upgrade to Lifetime Membership: $500' }));
    await fillCard(page, CARDS.succeeds);
    await page.getByRole('button', { name: 'Pay $500' }).click();
    await expect.poll(() => profileValue(page, 'Membership').innerText(), { timeout: 10_000 }).toBe('Lifetime Membership');
    expect(await upgradeHeading(page).count()).toBe(0);
    expect(await duesStatus(page).innerText()).toBe('paid');
    expect(record()?.membership).toBe('Lifetime Membership');
  });

  it('edits the Member Information: saved, shown again after a reload', async () => {
    await openSection(page, 'Member Information');
    expect(await page.getByLabel('Member ID').isDisabled()).toBe(true);
    await page.getByLabel('City').fill('Chesapeake');
    await page.getByLabel('Phone').fill('7575550199');
    await page.getByRole('button', { name: 'Update Information' }).click();
    await shows(text(page, 'Information updated successfully!'));
    expect(record()).toMatchObject({ city: 'Chesapeake', phone: '7575550199' });
    await page.reload();
    await openSection(page, 'Member Information');
    expect(await page.getByLabel('City').inputValue()).toBe('Chesapeake');
  });

  it('changes the password with the e-mailed code and stays signed in', async () => {
    await openSection(page, 'Member Information');
    const mail = await mailAfter(server, MIA.email, /password reset code/, () =>
      page.getByRole('button', { name: 'Change password' }).click(),
    );
    await shows(page.getByLabel('Verification code'));
    await page.getByLabel('Verification code').fill(codeIn(mail));
    await page.getByLabel('New password').fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Update Information' }).click();
    await shows(text(page, 'Password has been updated!'));
    expect(page.url()).toMatch(/\/Member-Area$/);
    await expect.poll(() => page.getByLabel('Verification code').count()).toBe(0);
    expect(await profileValue(page, 'Email').innerText()).toBe(MIA.email);
  });

  it('downloads a meeting minute', async () => {
    await openSection(page, 'Meeting Minutes');
    const name = '2026-10-14 Chapter Meeting Minutes.pdf';
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${name}` }).click()]);
    expect(download.suggestedFilename()).toBe(name);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('signs out: back at /Login, local storage cleared, the Member Area closed', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/Login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await page.evaluate(() => fetch('/auth/me').then((response) => response.status))).toBe(401);
    await page.goto('/Member-Area');
    await page.waitForURL('**/Login');
    // The new password is the one that works now.
    await signInToMemberArea(page, MIA.email, CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/Login');
  });

  it('resets a forgotten password from the Login page with the e-mailed code', async () => {
    await page.goto('/Login');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByLabel('Email').fill(MIA.email);
    const mail = await mailAfter(server, MIA.email, /password reset code/, () => page.getByRole('button', { name: 'Send code' }).click());
    await shows(text(page, 'A reset verification code will be sent to you remail shortly!'));
    await page.getByLabel('Verification code').fill(codeIn(mail));
    await page.getByLabel('New password').fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await shows(text(page, 'Your password has been reset!'));
    await signInToMemberArea(page, MIA.email, RESET_PASSWORD);
    await shows(page.getByRole('heading', { name: 'Mia Member', level: 2 }));
    expect(pageErrors).toEqual([]);
  });
});
