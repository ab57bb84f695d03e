import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { axeViolations } from './support/axe';
import { shows } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { signInToMemberArea } from './support/member';
import { createMemberRecord, fitsTheWindow } from './support/officers';
import { ADMIN, codeIn, startSiteServer, type SiteServer } from './support/site-server';

// The opt-in member directory (issue 20, item 4): Grace opens her name, city and employer from the
// Member Area's directory profile (the preview shows just that); Ada finds her by city, not by the
// graduation year Grace keeps hidden, and never sees her e-mail or phone. Both pages pass axe and
// fit a 375 px phone.

const PASSWORD = 'violet-harbour-1906';

const person = (firstName: string, lastName: string, city: string, gradYear: string, phone: string) => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.org`,
  address: '1 Main St',
  city,
  state: 'VA',
  zipcode: '23504',
  phone,
  gradYear,
  membership: 'Annual Membership',
  duesPayYear: '2020',
});

const GRACE = person('Grace', 'Hopper', 'Arlington', '1934', '7035550199');
const ADA = person('Ada', 'Lovelace', 'Norfolk', '1999', '7575550100');

/** A member record's owner makes an account (the sign-up and its code, through the API) and signs in. */
async function memberSignsIn(browser: Browser, server: SiteServer, email: string, viewport = VIEWPORTS.desktop) {
  const opened = await openPage(browser, server.url, viewport);
  await opened.page.goto('/Login');
  expect((await callApi(opened.page, 'POST', '/auth/sign-up', { email, password: PASSWORD })).status).toBe(200);
  const code = codeIn(await server.mailTo(email));
  expect((await callApi(opened.page, 'POST', '/auth/confirm-sign-up', { email, code })).status).toBe(200);
  await signInToMemberArea(opened.page, email, PASSWORD);
  return opened;
}

async function searchFor(page: Page, label: string, value: string): Promise<void> {
  const form = page.getByRole('search', { name: 'Search the directory' });
  for (const field of ['Name', 'Graduation year', 'City']) await form.getByLabel(field).fill('');
  await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Search' }).click();
}

describe.skipIf(chromiumPath === null)('the member directory, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
    const admin = await openPage(browser, server.url);
    await signInToMemberArea(admin.page, ADMIN.email, ADMIN.password);
    for (const member of [GRACE, ADA]) await createMemberRecord(admin.page, member);
    await admin.context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a member opens three fields with a live preview; another finds them only by what is open', async () => {
    const grace = await memberSignsIn(browser, server, GRACE.email);
    await grace.page.getByRole('link', { name: 'Edit your directory profile' }).click();
    await shows(grace.page.getByRole('heading', { level: 1, name: 'Your directory profile' }));
    const preview = grace.page.getByRole('region', { name: 'What other members see' });
    await shows(preview.getByText('Nothing: you are not listed in the directory.'));
    expect(await axeViolations(grace.page)).toEqual([]);
    await grace.page.getByLabel('Employer', { exact: true }).fill('US Navy');
    for (const box of [/^Name \(/, /^City and state/, /^Employer/]) await grace.page.getByRole('checkbox', { name: box }).check();
    await shows(preview.getByRole('heading', { name: 'Grace Hopper' }));
    await shows(preview.getByText('Arlington, VA'));
    await shows(preview.getByText('US Navy'));
    await grace.page.getByRole('button', { name: 'Save directory profile' }).click();
    await shows(grace.page.getByRole('status').filter({ hasText: 'Your directory profile has been saved.' }));
    expect(await axeViolations(grace.page)).toEqual([]);
    expect(grace.pageErrors).toEqual([]);

    const ada = await memberSignsIn(browser, server, ADA.email);
    await ada.page.getByRole('link', { name: 'Search the Member Directory' }).click();
    await shows(ada.page.getByRole('heading', { level: 1, name: 'Member Directory' }));
    const card = ada.page.locator('.directory-card', { hasText: 'Grace Hopper' });
    await shows(card.getByText('US Navy'));
    const shown = (await card.textContent()) ?? '';
    for (const hidden of [GRACE.email, GRACE.phone, GRACE.gradYear]) expect(shown).not.toContain(hidden);
    expect(await axeViolations(ada.page)).toEqual([]);

    await searchFor(ada.page, 'City', 'arling');
    await shows(ada.page.getByRole('heading', { level: 3, name: 'Grace Hopper' }));
    await searchFor(ada.page, 'Graduation year', GRACE.gradYear);
    await shows(ada.page.getByText('No members match your search.', { exact: false }));
    expect(await axeViolations(ada.page)).toEqual([]);
    expect(ada.pageErrors).toEqual([]);
    await Promise.all([grace.context.close(), ada.context.close()]);
  });

  it('both pages fit a 375 px phone and pass axe there', async () => {
    const { page, context, pageErrors } = await openPage(browser, server.url, VIEWPORTS.phone);
    await signInToMemberArea(page, ADA.email, PASSWORD);
    await page.goto('/Directory');
    await shows(page.getByRole('heading', { level: 3, name: 'Grace Hopper' }));
    expect(await fitsTheWindow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/Member-Area/directory-profile');
    await shows(page.getByRole('heading', { level: 2, name: 'What other members see' }));
    expect(await fitsTheWindow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
