import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, graphql } from './support/api';
import { axeViolations } from './support/axe';
import { chromiumPath, launchChromium, openPage } from './support/chromium';
import { shows, text } from './support/checkout';
import { profileValue, signIn, signInToMemberArea } from './support/member';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// Accounts an administrator creates (POST /auth/admin/users) and their first sign-in, on a server
// of their own.

const PASSWORD_SET = 'New password has been set. You can now login into the member area!';

/** The temporary password of an administrator-created account: the e-mail's line of its own. */
async function temporaryPasswordOf(server: SiteServer, email: string): Promise<string> {
  const mail = await server.mailTo(email, /temporary password/);
  const password = mail.text.split('\n\n')[1]?.trim();
  if (!password) throw new Error(`No temporary password in:\n${mail.text}`);
  return password;
}

describe.skipIf(chromiumPath === null)('Set Password for an administrator-created account, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
    ({ page: admin } = await openPage(browser, server.url));
    await signInToMemberArea(admin, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs in on Login with the temporary password, sets a new one on Set Password without typing the rest again, and lands in the Member Area', async () => {
    const email = 'nia.new@example.org';
    expect((await callApi(admin, 'POST', '/auth/admin/users', { email })).status).toBe(201);
    const temporary = await temporaryPasswordOf(server, email);

    const { page, pageErrors } = await openPage(browser, server.url);
    await signIn(page, email, temporary);
    await page.waitForURL('**/Set-Password');
    await shows(page.getByRole('heading', { name: 'Set Password', level: 1 }));
    // The sign-in already gave the e-mail and the temporary password.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Temporary password').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('New password').fill('my own password 2026');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await shows(text(page, PASSWORD_SET));
    await page.waitForURL('**/Member-Area');

    // No member record belongs to this account yet: the Member Area says so, and does not fail.
    await shows(page.getByRole('heading', { name: 'Welcome to the Member Area' }));
    expect(await text(page, 'Failed to load member data.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Meeting Minutes' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBe(email);
    expect(await axeViolations(page)).toEqual([]);

    // The new password is the one that works from now on; the temporary one no longer does.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/Login');
    await signIn(page, email, temporary);
    await shows(page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' }));
    await signInToMemberArea(page, email, 'my own password 2026');
    expect(pageErrors).toEqual([]);
  });

  it('sets the password on the Set Password page itself (the link in the e-mail) and shows the member record the administrator made', async () => {
    const email = 'omar.onboarded@example.org';
    const created = await graphql(admin, 'mutation ($input: CreateMemberInput!) { createMember(input: $input) { id } }', {
      input: {
        firstName: 'Omar',
        lastName: 'Onboarded',
        email,
        address: '4 Bay Road',
        city: 'Hampton',
        state: 'VA',
        zipcode: '23666',
        phone: '7575550123',
        gradYear: '1999',
        membership: 'Lifetime Membership',
        duesPayYear: null,
      },
    });
    expect(created.errors).toEqual([]);
    expect((await callApi(admin, 'POST', '/auth/admin/users', { email })).status).toBe(201);
    const temporary = await temporaryPasswordOf(server, email);

    const { page } = await openPage(browser, server.url);
    await page.goto('/Set-Password');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Temporary password').fill(temporary);
    await page.getByLabel('New password').fill('omar chose this one');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await shows(text(page, PASSWORD_SET));
    await page.waitForURL('**/Member-Area');
    await shows(page.getByRole('heading', { name: 'Omar Onboarded', level: 2 }));
    expect(await profileValue(page, 'Membership').innerText()).toBe('Lifetime Membership');
  });

  it('refuses the account creation to a plain member and to a visitor', async () => {
    const { page } = await openPage(browser, server.url);
    await page.goto('/');
    expect((await callApi(page, 'POST', '/auth/admin/users', { email: 'sneaky@example.org' })).status).toBe(401);
    await signInToMemberArea(page, 'nia.new@example.org', 'my own password 2026');
    expect((await callApi(page, 'POST', '/auth/admin/users', { email: 'sneaky@example.org' })).status).toBe(403);
    expect((await server.outbox()).filter((mail) => mail.to === 'sneaky@example.org')).toEqual([]);
  });
});
