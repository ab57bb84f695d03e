import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { axeViolations } from './support/axe';
import { shows, text } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { mailAfter, signIn, signInToMemberArea } from './support/member';
import { checkImportFile, createMemberRecord, fitsTheWindow, importCheckedRows } from './support/officers';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// The membership chair's journey (issue 18): an administrator finds a member on the roster, edits
// their graduation year with a reason, invites them (the invitation reaches the outbox), disables
// and re-enables their sign-in; the pages pass axe, on a desktop and at 375 px.

const EMAIL = 'grace.hopper@example.org';
const NEW_PASSWORD = 'cobol compiler 1959';
const LAST_YEAR = String(new Date().getFullYear() - 1);

const createMember = (admin: Page) =>
  createMemberRecord(admin, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: EMAIL,
    address: '1 Navy Way',
    city: 'Arlington',
    state: 'VA',
    zipcode: '22202',
    phone: '7035550100',
    gradYear: '1934',
    membership: 'Annual Membership',
    duesPayYear: LAST_YEAR,
  });

/** The temporary password of an invitation: the e-mail's line of its own. */
function temporaryPasswordIn(mailText: string): string {
  const password = mailText.split('\n\n')[1]?.trim();
  if (!password) throw new Error(`No temporary password in:\n${mailText}`);
  return password;
}

describe.skipIf(chromiumPath === null)('the membership chair, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds a member, edits their graduation year with a reason, invites them, disables and re-enables their sign-in', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    const id = await createMember(page);

    await page.goto('/Admin/members');
    await shows(page.getByRole('heading', { level: 1, name: 'Members' }));
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('hopper');
    await page.getByRole('button', { name: 'Show members' }).click();
    await shows(page.getByText(/^Members 1 to 1 of 1/));
    const row = page.getByRole('row', { name: /Grace Hopper/ });
    await shows(row.getByText('Unpaid'));
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('link', { name: 'Grace Hopper' }).click();

    await shows(page.getByRole('heading', { level: 1, name: 'Grace Hopper' }));
    expect(page.url()).toBe(`${server.url}/Admin/members/${id}`);
    await page.getByLabel('Graduation year').fill('1928');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(page.getByText('Please give a reason for this change.'));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(/Reason for the change/).fill('She graduated from Vassar in 1928.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(text(page, 'The record was saved.'));

    const invitation = await mailAfter(server, EMAIL, /temporary password/, async () => {
      await page.getByRole('button', { name: 'Invite to sign in' }).click();
      await shows(text(page, `An invitation with a temporary password was e-mailed to ${EMAIL}.`));
    });
    await shows(text(page, 'Sign-in account: Invited'));

    // Grace takes up the invitation on the Set Password page, in a browser of her own.
    const { page: grace } = await openPage(browser, server.url);
    await grace.goto('/Set-Password');
    await grace.getByLabel('Email').fill(EMAIL);
    await grace.getByLabel('Temporary password').fill(temporaryPasswordIn(invitation.text));
    await grace.getByLabel('New password').fill(NEW_PASSWORD);
    await grace.getByRole('button', { name: 'Set Password' }).click();
    await grace.waitForURL('**/Member-Area');

    await page.reload();
    await shows(text(page, 'Sign-in account: Confirmed'));
    await page.getByRole('button', { name: 'Disable sign-in' }).click();
    await shows(text(page, 'Sign-in account: Sign-in disabled'));
    const { page: again } = await openPage(browser, server.url);
    await signIn(again, EMAIL, NEW_PASSWORD);
    await shows(again.getByRole('alert').filter({ hasText: 'User is disabled.' }));

    await page.getByRole('button', { name: 'Enable sign-in' }).click();
    await shows(text(page, 'Sign-in account: Confirmed'));
    await signInToMemberArea(again, EMAIL, NEW_PASSWORD);
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('imports a file of good and bad rows: the dry run writes nothing, the import exactly the good rows', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    await page.goto('/Admin/members');
    const csv = [
      'First name,Last name,E-mail,Phone,Address,City,State,ZIP code,Graduation year,Membership,Dues year',
      'Mary,Jackson,mary.jackson@example.org,7575550100,2 Langley Road,Hampton,VA,23666,1942,Lifetime Membership,',
      'Dorothy,Vaughan,dorothy.vaughan@example.org,7575550101,3 Langley Road,Hampton,VA,23666,1929,Annual Membership,' + LAST_YEAR,
      'No,Address,no.address@example.org,,,,,,,Annual Membership,',
      'Mary,Again,MARY.JACKSON@example.org,7575550100,2 Langley Road,Hampton,VA,23666,1942,Lifetime Membership,',
    ].join('\r\n');
    await checkImportFile(page, csv);
    await shows(text(page, 'Nothing is written yet: 2 new, 0 to update, 0 unchanged, 2 refused.'));
    expect(await axeViolations(page)).toEqual([]);
    const found = async (q: string) => (await callApi<{ total: number }>(page, 'GET', `/officers/members?q=${q}`)).body.total;
    expect(await found('mary.jackson')).toBe(0);
    expect(await found('dorothy.vaughan')).toBe(0);
    await importCheckedRows(page);
    await shows(text(page, 'Imported: 2 new, 0 updated, 0 unchanged, 2 refused.'));
    expect(await found('mary.jackson')).toBe(1);
    expect(await found('dorothy.vaughan')).toBe(1);
    expect(await found('no.address')).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('fits a 375 px screen: the roster in stacked rows, the member page, no violation', async () => {
    const { page } = await openPage(browser, server.url, VIEWPORTS.phone);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    await page.goto('/Admin/members');
    await shows(page.getByText(/^Members 1 to/));
    expect(await fitsTheWindow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Grace Hopper' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Grace Hopper' }));
    expect(await fitsTheWindow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
