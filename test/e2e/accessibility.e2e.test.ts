import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { joinAsMember } from './support/member';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

/** Every route of spec section 2, and one that does not exist; an event's page and an unknown event. */
const ROUTES = [
  '/',
  '/Contact',
  '/News',
  '/Committees',
  '/Login',
  '/Become-A-Member',
  '/Membership-Benefits',
  '/Donate',
  '/Alumni-Events',
  '/Dr-Hartwell',
  '/Spring-Banquet-2022',
  '/Cookout-2022',
  '/Attend-Cookout',
  '/Sponsor-Cookout',
  '/Alumni-Spotlight',
  '/Executive-Board',
  '/Endowment-Donation',
  '/Set-Password',
  '/about',
  '/No-Such-Page',
  // An event's page (issue 17), and an event that does not exist.
  '/events/spring-banquet-2022',
  '/events/no-such-event',
];

/** Waits until the page shows its heading and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  await expect.poll(() => page.locator('[aria-busy="true"], .page-loading').count()).toBe(0);
}

/** Opens every collapsed section of the main content (Member Information, lists, Admin Panel). */
async function expandAll(page: Page): Promise<void> {
  const collapsed = page.locator('main button[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
}

describe.skipIf(chromiumPath === null)('accessibility (axe, WCAG 2.0/2.1/2.2 A and AA)', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // One test per route and width, so a slow machine meets the time limit of each, not of all 40.
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    describe(`every route, signed out, on the ${name}`, () => {
      let page: Page;
      beforeAll(async () => {
        ({ page } = await openPage(browser, server.url, viewport));
      });

      it.each(ROUTES)('finds no violation on %s', async (path) => {
        await page.goto(path);
        await settled(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }

  it('finds no violation in the open small-screen menu', async () => {
    const { page } = await openPage(browser, server.url, VIEWPORTS.phone);
    await page.goto('/');
    await settled(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Site menu' }).getByRole('link', { name: 'Contact' }).isVisible())
      .toBe(true);
    // Contrast is judged on the menu as a person reads it, after its fade-in has finished.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState === 'finished'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('finds no violation in open forms and their error states', async () => {
    const { page } = await openPage(browser, server.url);
    const found: string[] = [];
    const check = async (state: string) => found.push(...(await axeViolations(page)).map((line) => `${state}: ${line}`));

    await page.goto('/Donate');
    await settled(page);
    await page.getByLabel('Donation amount').fill('10.5');
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect.poll(() => page.getByText('Please use a whole number for the donation amount.').first().isVisible()).toBe(true);
    await check('donation amount error');
    await page.getByLabel('Donation amount').fill('25');
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect.poll(() => page.getByLabel('Card number').isVisible()).toBe(true);
    await page.getByRole('button', { name: /^Donate \$25$/ }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await check('donor form with card errors');

    await page.goto('/Login');
    await settled(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await check('login with empty fields');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByLabel('Verification code').isVisible()).toBe(true);
    await check('login in reset mode');

    await page.goto('/Become-A-Member');
    await settled(page);
    await page.getByRole('button', { name: 'Choose Annual Membership' }).click();
    await page.getByRole('button', { name: 'Pay $50 and join' }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(3);
    await check('membership form with errors');

    for (const path of ['/Spring-Banquet-2022', '/Cookout-2022', '/Sponsor-Cookout']) {
      await page.goto(path);
      await settled(page);
      await check(`${path} ticket selection`);
    }
    await page.goto('/Sponsor-Cookout');
    await settled(page);
    await page.getByRole('button', { name: /Add a Student/ }).click();
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect.poll(() => page.getByLabel('Students to Sponsor').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Complete purchase' }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await check('sponsor form with errors');

    await page.goto('/events/spring-banquet-2022');
    await settled(page);
    await page.getByRole('textbox', { name: 'Adults', exact: true }).fill('x');
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await check('event page with a count error');
    await page.getByRole('textbox', { name: 'Adults', exact: true }).fill('1');
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.getByRole('button', { name: 'Complete purchase' }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(2);
    await check('event checkout form with errors');

    await page.goto('/Set-Password');
    await settled(page);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await check('set password with errors');
    expect(found).toEqual([]);
  });

  it('finds no violation in the Member Area of an administrator, every section open, and in the admin forms with errors', async () => {
    const { page } = await openPage(browser, server.url);
    await page.goto('/Login');
    await settled(page);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/Member-Area');
    await settled(page);
    await expect.poll(() => page.getByRole('button', { name: /^Admin Panel/ }).isVisible()).toBe(true);
    await expandAll(page);
    await expect.poll(() => page.getByRole('button', { name: 'Save event' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save event' }).click();
    await page.getByRole('button', { name: 'Save officer' }).click();
    await page.getByRole('button', { name: 'Update Information' }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(2);
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`finds no violation in the event chair's pages on the ${name}: the list, a new event with errors, an event being edited`, async () => {
      const { page } = await openPage(browser, server.url, viewport);
      await page.goto('/Login');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/Member-Area');
      const found: string[] = [];
      const check = async (state: string) => found.push(...(await axeViolations(page)).map((line) => `${state}: ${line}`));

      await page.goto('/Admin/events');
      await settled(page);
      await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Cookout 2022' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Copy Cookout 2022' }).click();
      await page.getByRole('button', { name: 'Cancel event Cookout 2022' }).click();
      await check('the list with a copy and a cancellation open');
      await page.goto('/Admin/events/new');
      await settled(page);
      await page.getByRole('button', { name: 'Create event' }).click();
      await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(3);
      await check('a new event with errors');
      await page.goto('/Admin/events/spring-banquet-2022');
      await settled(page);
      await expect.poll(() => page.getByRole('button', { name: 'Save changes' }).isVisible()).toBe(true);
      await check('an event being edited');
      expect(found).toEqual([]);
    });
  }

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`finds no violation on the secretary's documents page on the ${name}: the lists, a refused file beside its field, a delete being confirmed`, async () => {
      const { page } = await openPage(browser, server.url, viewport);
      await page.goto('/Login');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/Member-Area');
      const found: string[] = [];
      const check = async (state: string) => found.push(...(await axeViolations(page)).map((line) => `${state}: ${line}`));
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

      // One server for both widths: each stores its own file.
      const report = `Q1 report (${name}).pdf`;
      await page.goto('/Admin/documents');
      await settled(page);
      await page.getByLabel('Category').selectOption({ label: 'Treasury Reports' });
      await page
        .getByLabel('Document file')
        .setInputFiles({ name: report, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 Q1') });
      await page.getByRole('button', { name: 'Upload document' }).click();
      const reports = page.getByRole('region', { name: 'Treasury Reports' });
      await expect.poll(() => reports.getByRole('button', { name: `Delete ${report}` }).isVisible()).toBe(true);
      await check('the lists');
      expect(await fits()).toBe(true);
      await page
        .getByLabel('Document file')
        .setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      await page.getByRole('button', { name: 'Upload document' }).click();
      await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(1);
      await check('a refused file');
      await reports.getByRole('button', { name: `Delete ${report}` }).click();
      await expect.poll(() => reports.getByRole('group', { name: `Delete ${report}?` }).isVisible()).toBe(true);
      await check('a delete being confirmed');
      expect(await fits()).toBe(true);
      expect(found).toEqual([]);
    });
  }

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`finds no violation in the outgoing mail page on the ${name}: the deliveries and the schedule, a filter matching nothing; nothing wider than the window`, async () => {
      // A member joins first, so the queue holds at least their verification code (sent) and their receipt.
      const joining = await openPage(browser, server.url);
      const email = `olive.${name}@example.org`;
      await joinAsMember(joining.page, server, {
        plan: 'Annual Membership',
        price: '$50',
        firstName: 'Olive',
        lastName: 'Outbox',
        email,
        password: 'outgoing mail 2026',
      });
      await joining.context.close();
      const { page } = await openPage(browser, server.url, viewport);
      await page.goto('/Login');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/Member-Area');
      const found: string[] = [];
      const check = async (state: string) => found.push(...(await axeViolations(page)).map((line) => `${state}: ${line}`));
      const fitsTheWindow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

      await page.goto(`/Admin/outgoing-mail?to=${encodeURIComponent(email)}`);
      await settled(page);
      await expect.poll(() => page.getByRole('rowheader', { name: email }).first().isVisible()).toBe(true);
      expect(await page.getByText(/verification code/i).count()).toBeGreaterThan(0);
      await check('the deliveries and the schedule');
      expect(await fitsTheWindow()).toBe(true);
      await page.getByLabel('Key prefix').fill('no-such-key');
      await page.getByRole('button', { name: 'Show' }).click();
      await expect.poll(() => page.getByText('No mail matches this filter.').isVisible()).toBe(true);
      await check('a filter matching nothing');
      expect(await fitsTheWindow()).toBe(true);
      expect(found).toEqual([]);
    });
  }

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`finds no violation in the Two-step sign-in section on the ${name}: the settings, a change with errors, the authenticator set-up`, async () => {
      const { page } = await openPage(browser, server.url, viewport);
      const member = {
        plan: 'Annual Membership',
        price: '$50',
        firstName: 'Tess',
        lastName: 'Twostep',
        email: `tess.${name}@example.org`,
        password: 'two steps 2026',
      } as const;
      await joinAsMember(page, server, member);
      await settled(page);
      const found: string[] = [];
      const check = async (state: string) => found.push(...(await axeViolations(page)).map((line) => `${state}: ${line}`));
      const invalid = () => page.locator('.two-step [aria-invalid="true"]').count();

      await page.getByRole('button', { name: 'Two-step sign-in', exact: true }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Set up an authenticator app' }).isVisible()).toBe(true);
      await check('the settings');
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(invalid).toBeGreaterThan(0);
      await check('the proof with an error');
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => page.getByRole('img', { name: /^QR code/ }).isVisible()).toBe(true);
      await check('the authenticator set-up');
      await page.getByRole('button', { name: 'Turn on the authenticator app' }).click();
      await expect.poll(invalid).toBeGreaterThan(0);
      await check('the authenticator set-up with an error');
      expect(found).toEqual([]);
    });
  }

  it('finds no violation in the Member Area of a plain member: every section, the card panel, the password change and the form errors', async () => {
    const { page } = await openPage(browser, server.url);
    const member = {
      plan: 'Annual Membership',
      price: '$50',
      firstName: 'Ana',
      lastName: 'Access',
      email: 'ana.access@example.org',
      password: 'accessible 2026',
    } as const;
    await joinAsMember(page, server, member);
    await settled(page);
    const found: string[] = [];
    const check = async (state: string) => found.push(...(await axeViolations(page)).map((line) => `${state}: ${line}`));
    await expandAll(page);
    await expect.poll(() => page.getByRole('button', { name: 'Update Information' }).isVisible()).toBe(true);
    await check('every section open');

    await page.getByRole('button', { name: 'Upgrade to Lifetime' }).click();
    await expect.poll(() => page.getByLabel('Card number').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Pay $500' }).click();
    await expect.poll(() => page.locator('.checkout-panel [aria-invalid="true"]').count()).toBeGreaterThan(0);
    await check('card panel with errors');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel('City').fill('');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByLabel('Verification code').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Update Information' }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await check('password change with errors');
    expect(found).toEqual([]);
  });
});
