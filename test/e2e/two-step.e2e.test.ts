import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatorCode } from '../contracts/identity-helpers';
import { chromiumPath, launchChromium, openPage } from './support/chromium';
import { shows, text } from './support/checkout';
import { inMemberArea, joinAsMember, mailAfter, openSection, signIn, signInToMemberArea, type Joiner } from './support/member';
import { ADMIN, codeIn, startSiteServer, type SiteServer } from './support/site-server';

// Two-step sign-in in the Member Area, on a server of its own where administrators must turn it
// on first (ADMIN_TWO_STEP=1). The tests of each journey run in order.

const ANNA: Joiner = {
  plan: 'Annual Membership',
  price: '$50',
  firstName: 'Anna',
  lastName: 'Authenticator',
  email: 'anna.app@example.org',
  password: 'authenticator member 2026',
};
const ELI: Joiner = { ...ANNA, firstName: 'Eli', lastName: 'Email', email: 'eli.email@example.org', password: 'emailed codes member 2026' };

const SET_UP = 'Your authenticator app is set up. Two-step sign-in is on.';
const TURNED_OFF = 'Two-step sign-in is off. You sign in with your password only.';
const ADMIN_NOTICE = 'Administrators must turn on two-step sign-in before using the Admin Panel.';

/**
 * An authenticator code the server has not seen yet for this key: each time step is accepted once,
 * the current one ±1, so up to three codes are at hand (the previous, current and next step) before
 * the next one waits for the clock.
 */
async function freshCode(secret: string, used: { step: number }): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    // The previous step is accepted only until the current one ends: it is used only while the
    // browser has ten seconds left to type it and the server to check it, since a busy machine
    // takes seconds between choosing a code and the server reading it.
    const previousStillAccepted = Date.now() % 30_000 < 20_000;
    const step = Math.max(previousStillAccepted ? now - 1 : now, used.step + 1);
    if (step <= now + 1) {
      used.step = step;
      return authenticatorCode(secret, 0, step);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Sends the two-step code and waits for the Member Area; a refused code fails with the page's own words. */
async function verifyToMemberArea(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Verify' }).click();
  await inMemberArea(page);
}

/** The Two-step sign-in section's forms, by the heading of their step. */
const form = (page: Page, name: string) => page.getByRole('form', { name });

/** Starts adding an authenticator app with the password (and a current code, if one is asked); answers the key shown. */
async function addAuthenticator(page: Page, password: string): Promise<string> {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await form(page, 'Set up an authenticator app').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const step = form(page, 'Add your account to an authenticator app');
  await shows(step.getByRole('img', { name: 'QR code that adds your account to an authenticator app' }));
  return (await step.locator('.two-step-key code').innerText()).replace(/\s+/g, '');
}

async function finishAuthenticator(page: Page, secret: string, used: { step: number }): Promise<void> {
  await page.getByLabel('Code from the app').fill(await freshCode(secret, used));
  await page.getByRole('button', { name: 'Turn on the authenticator app' }).click();
  await shows(text(page, SET_UP));
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/Login');
}

describe.skipIf(chromiumPath === null)('two-step sign-in in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer({ env: { ADMIN_TWO_STEP: '1' } }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe('an administrator who must turn it on', () => {
    let page: Page;
    let pageErrors: string[];
    const requested: string[] = [];
    const used = { step: 0 };
    let secret = '';

    beforeAll(async () => {
      ({ page, pageErrors } = await openPage(browser, server.url));
      page.on('request', (request) => requested.push(request.url()));
    });

    it('is taken from Login to the Two-step sign-in section, told why, with no Admin Panel', async () => {
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/Member-Area#two-step-sign-in');
      await shows(page.getByText(ADMIN_NOTICE));
      expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(ADMIN_NOTICE);
      expect(await page.getByRole('button', { name: 'Two-step sign-in', exact: true }).getAttribute('aria-expanded')).toBe('true');
      await shows(page.getByRole('button', { name: 'Set up an authenticator app' }));
      expect(await page.getByRole('button', { name: 'Admin Panel' }).count()).toBe(0);
      expect(await page.locator('.badge-admin').count()).toBe(0);
      // The server agrees: no administrator's rights yet.
      const refused = await page.evaluate(
        async () =>
          (
            await fetch('/auth/admin/users', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: '{"email":"x@example.org"}',
            })
          ).status,
      );
      expect(refused).toBe(403);
      expect(requested.filter((url) => url.includes('authenticator-qr-code'))).toEqual([]);
    });

    it('adds an authenticator app from its QR code and key; the Admin Panel appears without signing in again', async () => {
      secret = await addAuthenticator(page, ADMIN.password);
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(requested.filter((url) => url.includes('authenticator-qr-code'))).toHaveLength(1);
      await finishAuthenticator(page, secret, used);
      await shows(page.getByRole('button', { name: 'Admin Panel' }));
      await shows(page.locator('.badge-admin'));
      expect(await page.getByText(ADMIN_NOTICE).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });

    it('signs in next time with a code from the app, straight to the Member Area with the Admin Panel', async () => {
      await signOut(page);
      await signIn(page, ADMIN.email, ADMIN.password);
      await shows(page.getByRole('heading', { name: 'Two-step verification' }));
      await page.getByLabel('Verification code').fill(await freshCode(secret, used));
      await verifyToMemberArea(page);
      await shows(page.getByRole('button', { name: 'Admin Panel' }));
    });

    it('cannot turn it off: the refusal is said on the form', async () => {
      await openSection(page, 'Two-step sign-in');
      await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
      const off = form(page, 'Turn off two-step sign-in');
      await off.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await off.getByLabel('Current code').fill(await freshCode(secret, used));
      await off.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
      await shows(off.getByRole('alert').filter({ hasText: 'Administrators must keep two-step sign-in on.' }));
    });
  });

  describe('a member with an authenticator app', () => {
    let page: Page;
    let pageErrors: string[];
    const used = { step: 0 };
    let secret = '';

    beforeAll(async () => {
      const joining = await openPage(browser, server.url);
      await joinAsMember(joining.page, server, ANNA);
      await joining.context.close();
      ({ page, pageErrors } = await openPage(browser, server.url, { width: 320, height: 700 }));
    });

    it('turns on an authenticator app on a 320 px screen, with nothing wider than the screen', async () => {
      await signInToMemberArea(page, ANNA.email, ANNA.password);
      await openSection(page, 'Two-step sign-in');
      await shows(text(page, 'Two-step sign-in is off. Turn it on to ask for a code as well as your password when you sign in.'));
      secret = await addAuthenticator(page, ANNA.password);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const qr = await page.getByRole('img', { name: /QR code/ }).boundingBox();
      expect(qr?.width ?? 0).toBeGreaterThan(150);
      await finishAuthenticator(page, secret, used);
      // The confirmation shows while the settings are read again; the list follows once they arrive.
      const state = page.locator('.two-step-methods dt', { hasText: 'Authenticator app' }).locator('xpath=following-sibling::dd');
      await expect.poll(() => state.innerText(), { timeout: 10_000 }).toBe('On');
    });

    it("signs in with a code when the Login page's check of who is signed in is answered after the password", async () => {
      // The Login page asks who is signed in as it opens (GET /auth/me, then POST /auth/refresh,
      // refused). On a busy machine that refusal can arrive after the password's answer; it must
      // not end the sign-in waiting for its code.
      await signOut(page);
      // The signed-out Login page's own check is over before the one this test holds begins.
      await page.waitForLoadState('networkidle');
      const held: string[] = [];
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/auth/refresh', async (route) => {
        held.push(route.request().method());
        await released;
        await route.continue();
      });
      await signIn(page, ANNA.email, ANNA.password);
      await shows(page.getByRole('heading', { name: 'Two-step verification' }));
      await expect.poll(() => held, { timeout: 10_000 }).toEqual(['POST']);
      const refused = page.waitForResponse('**/auth/refresh');
      release();
      expect((await refused).status()).toBe(401);
      await page.unroute('**/auth/refresh');
      await page.getByLabel('Verification code').fill(await freshCode(secret, used));
      await verifyToMemberArea(page);
      await shows(page.getByRole('heading', { name: 'Anna Authenticator' }));
    });

    it('signs out, then signs in with a code from the app', async () => {
      await signOut(page);
      await signIn(page, ANNA.email, ANNA.password);
      await shows(page.getByRole('heading', { name: 'Two-step verification' }));
      await page.getByLabel('Verification code').fill(await freshCode(secret, used));
      await verifyToMemberArea(page);
      await shows(page.getByRole('heading', { name: 'Anna Authenticator' }));
    });

    it('turns it off with the password and a current code; the next sign-in asks for no code', async () => {
      await openSection(page, 'Two-step sign-in');
      await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
      const off = form(page, 'Turn off two-step sign-in');
      await off.getByLabel('Password', { exact: true }).fill(ANNA.password);
      await off.getByLabel('Current code').fill(await freshCode(secret, used));
      await off.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
      await shows(text(page, TURNED_OFF));
      await signOut(page);
      await signInToMemberArea(page, ANNA.email, ANNA.password);
      expect(pageErrors).toEqual([]);
    }, 90_000);
  });

  describe('a member with e-mailed codes, keyboard only', () => {
    let page: Page;

    /** Presses Tab until the focused element is the one `locator` finds. */
    async function tabTo(locator: ReturnType<Page['locator']>): Promise<void> {
      for (let presses = 0; presses < 40; presses++) {
        if (await locator.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('Tab never reached the element.');
    }

    beforeAll(async () => {
      const joining = await openPage(browser, server.url);
      await joinAsMember(joining.page, server, ELI);
      await joining.context.close();
      ({ page } = await openPage(browser, server.url));
      await signInToMemberArea(page, ELI.email, ELI.password);
    });

    it('turns on e-mailed codes with the password', async () => {
      await tabTo(page.getByRole('button', { name: 'Two-step sign-in', exact: true }));
      await page.keyboard.press('Enter');
      await tabTo(page.getByRole('button', { name: 'Turn on emailed codes' }));
      await page.keyboard.press('Enter');
      // Focus moved to the new step's heading; the password field is next.
      await shows(form(page, 'Turn on emailed codes'));
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Turn on emailed codes');
      await page.keyboard.press('Tab');
      await page.keyboard.type(ELI.password);
      await page.keyboard.press('Enter');
      await shows(text(page, 'Emailed codes are on. Two-step sign-in is on.'));
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Emailed codes are on. Two-step sign-in is on.');
    });

    it("turns them off with an e-mailed code from 'Send me a code'", async () => {
      await tabTo(page.getByRole('button', { name: 'Turn off two-step sign-in' }));
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.type(ELI.password);
      const mail = await mailAfter(server, ELI.email, /code/i, async () => {
        await tabTo(page.getByRole('button', { name: 'Send me a code' }));
        await page.keyboard.press('Enter');
        await shows(page.getByText(/^We sent a code to /));
      });
      await tabTo(page.getByLabel('Current code'));
      await page.keyboard.type(codeIn(mail));
      await page.keyboard.press('Enter');
      await shows(text(page, TURNED_OFF));
    });
  });
});
