import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, graphql } from './support/api';
import { axeViolations } from './support/axe';
import { shows, text } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { joinAsMember, openSection, signInToMemberArea } from './support/member';
import { fitsTheWindow, grantTreasurer, sectionLinks } from './support/officers';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// The officers' roles (issue 18): an administrator grants the treasurer's role to a member's
// account until a date; the treasurer sees only the treasurer's sections of the console and the
// server refuses them the rest; the audit log shows the grant with who and when. A term's end
// with no one acting is proven at the server with the ManualClock (test/server/officers).

const TREASURER = {
  plan: 'Annual Membership',
  price: '$50',
  firstName: 'Jane',
  lastName: 'Treasurer',
  email: 'jane.treasurer@example.org',
  password: 'ledger lantern 2027',
} as const;

describe.skipIf(chromiumPath === null)('officers’ roles bound to terms, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('grants the treasurer’s role until a date; the treasurer sees only their sections and is refused the rest; the audit log shows the grant', async () => {
    const joining = await openPage(browser, server.url);
    await joinAsMember(joining.page, server, TREASURER);
    await joining.context.close();

    const { page, pageErrors } = await openPage(browser, server.url);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    await openSection(page, 'Admin Panel');
    await page.getByRole('link', { name: 'Open the officers’ console' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Officers’ console' }));
    expect(await sectionLinks(page)).toEqual([
      'Members',
      'Ledger',
      'Treasury report',
      'Dues reminders',
      'Events',
      'Documents',
      'Outgoing mail',
      'Member e-mail',
      'Roles',
      'Audit log',
      'Mail templates',
      'Giving statements',
      'Chapter settings',
      'Backups',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Roles', exact: true }).click();
    const form = page.getByRole('form', { name: 'Grant a role' });
    await form.getByLabel('Account e-mail').fill('nobody@example.org');
    await form.getByLabel('Access ends on').fill('2099-07-01');
    await form.getByRole('button', { name: 'Grant the role' }).click();
    await shows(text(page, 'There is no account with this e-mail address.'));
    expect(await axeViolations(page)).toEqual([]);
    await grantTreasurer(page, TREASURER.email, '2099-07-01');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: TREASURER.email }) });
    await shows(row.getByText('Current', { exact: true }));
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/Admin/audit');
    await shows(text(page, '1 entry found. Page 1 of 1.'));
    const entry = page.getByRole('row').nth(1);
    await shows(entry.getByText(ADMIN.email));
    await shows(entry.getByText('grantRole'));
    expect(await entry.getByRole('rowheader').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
    expect(await axeViolations(page)).toEqual([]);

    const treasurer = await openPage(browser, server.url, VIEWPORTS.phone);
    await signInToMemberArea(treasurer.page, TREASURER.email, TREASURER.password);
    await treasurer.page.getByRole('link', { name: 'Open the officers’ console' }).click();
    await shows(treasurer.page.getByRole('heading', { level: 1, name: 'Officers’ console' }));
    await shows(treasurer.page.getByText(/\(Treasurer\)/));
    expect(await sectionLinks(treasurer.page)).toEqual([
      'Members',
      'Ledger',
      'Treasury report',
      'Dues reminders',
      'Outgoing mail',
      'Giving statements',
      'Chapter settings',
    ]);
    expect(await fitsTheWindow(treasurer.page)).toBe(true);
    expect(await axeViolations(treasurer.page)).toEqual([]);

    const roles = await callApi(treasurer.page, 'POST', '/officers/roles', {
      email: TREASURER.email,
      role: 'secretary',
      event: '',
      endsOn: '2099-07-01',
    });
    expect(roles.status).toBe(403);
    expect((await callApi(treasurer.page, 'GET', '/officers/audit')).status).toBe(403);
    const members = await graphql<{ listMembers: { items: { id: string }[] } }>(treasurer.page, '{ listMembers { items { id } } }');
    expect(members.errors).toEqual([]);
    const someone = members.data?.listMembers.items[0]?.id ?? '';
    const deleting = await graphql(treasurer.page, 'mutation ($id: ID!) { deleteMember(input: { id: $id }) { id } }', { id: someone });
    expect(deleting.errors).toEqual(['Unauthorized']);
    await treasurer.page.goto('/Admin/roles');
    await shows(treasurer.page.getByRole('alert'));
    expect(pageErrors).toEqual([]);
    expect(treasurer.pageErrors).toEqual([]);
  });

  it('shows an administrator the backups page: the first start’s backup in words, its run, and how to restore, at desktop and 375 px', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const { page, context, pageErrors } = await openPage(browser, server.url, viewport);
      await signInToMemberArea(page, ADMIN.email, ADMIN.password);
      // The server takes its first backup as it starts: wait for the log to hold it.
      await expect
        .poll(async () => (await callApi<{ lastSucceeded: unknown }>(page, 'GET', '/officers/backups')).body.lastSucceeded !== null)
        .toBe(true);
      await page.goto('/Admin/backups');
      await shows(page.getByRole('heading', { level: 1, name: 'Backups' }));
      await shows(page.getByText(/^The last backup succeeded on .+ \(.*MB\)\.$/));
      await shows(text(page, 'Every day'));
      await shows(page.getByRole('row').nth(1).getByText('Succeeded', { exact: true }));
      await shows(page.getByText('npm run restore -- <archive>'));
      expect(await fitsTheWindow(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('shows the roles and audit pages at 375 px without sideways scrolling', async () => {
    const { page } = await openPage(browser, server.url, VIEWPORTS.phone);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    for (const path of ['/Admin', '/Admin/roles', '/Admin/audit']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('form, .officers-sections').first().waitFor();
      expect({ path, fits: await fitsTheWindow(page) }).toEqual({ path, fits: true });
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
