import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './support/api';
import { axeViolations } from './support/axe';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { CARDS, fillCard, futureExpiry, shows, text } from './support/checkout';
import {
  applyAndPay,
  chooseMembership,
  inMemberArea,
  joinAsMember,
  profileValue,
  signInToMemberArea,
  VERIFIED,
  type Joiner,
} from './support/member';
import { ADMIN, codeIn, startSiteServer, type SiteServer } from './support/site-server';

// Steps that survive Back, Forward, a refresh and a phone's small screen, at 375 px.

const PHONE = VIEWPORTS.phone;
const THIS_YEAR = new Date().getUTCFullYear();

const joiner = (name: string, plan: Joiner['plan'] = 'Annual Membership'): Joiner => ({
  plan,
  price: plan === 'Annual Membership' ? '$50' : '$500',
  firstName: name,
  lastName: 'Phone',
  email: `${name.toLowerCase()}.phone@example.org`,
  password: `${name.toLowerCase()} phone member 2026`,
});

/** The 13 fields of the membership checkout, as a person types them. */
const MEMBERSHIP_FIELDS: Readonly<Record<string, string>> = {
  'First name': 'Bea',
  'Last name': 'Backforth',
  Email: 'bea.backforth@example.org',
  Phone: '7575550123',
  'Graduation year (optional)': '2004',
  Address: '12 Harbor Street, Apartment 4B',
  City: 'Norfolk',
  State: 'VA',
  'Zip code': '23704',
  Password: 'back and forth 2026',
  'Card number': CARDS.succeeds,
  'Expiry date': futureExpiry(),
  CVC: '123',
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Whether the element is inside the window's visible height (wholly). */
async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const rect = document.querySelector(css)?.getBoundingClientRect();
    return rect !== undefined && rect.top >= 0 && rect.bottom <= window.innerHeight && rect.height > 0;
  }, selector);
}

/** The toasts on screen, and whether any covers the focused field. */
async function toastGeometry(page: Page): Promise<{ count: number; coversFocused: boolean; focused: string }> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('.toast')].map((toast) => toast.getBoundingClientRect());
    const active = document.activeElement as HTMLElement | null;
    const field = active?.getBoundingClientRect();
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return {
      count: toasts.length,
      coversFocused: field !== undefined && toasts.some((toast) => overlaps(toast, field)),
      focused: active?.id ? (document.querySelector(`label[for="${active.id}"]`)?.textContent ?? '') : '',
    };
  });
}

async function noAxeViolations(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), state).toEqual([]);
}

describe.skipIf(chromiumPath === null)('recoverable steps on a phone in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('Back and Forward move through the membership checkout and keep the 13-field form', async () => {
    const { page, pageErrors } = await openPage(browser, server.url, PHONE);
    await page.goto('/');
    await page.goto('/Become-A-Member');
    await chooseMembership(page, 'Lifetime Membership');
    for (const [label, value] of Object.entries(MEMBERSHIP_FIELDS)) await field(page, label).fill(value);

    await page.goBack();
    await shows(page.getByRole('heading', { name: 'Choose your membership' }));
    expect(page.url()).toBe(`${server.url}/Become-A-Member`);
    expect(await page.getByRole('heading', { name: 'Lifetime Membership checkout' }).isVisible()).toBe(false);
    await noAxeViolations(page, 'the plan cards after Back, the form kept hidden');

    await page.goForward();
    await shows(page.getByRole('heading', { name: 'Lifetime Membership checkout' }));
    for (const [label, value] of Object.entries(MEMBERSHIP_FIELDS)) expect(await field(page, label).inputValue(), label).toBe(value);

    // Back twice leaves the checkout for the page before it.
    await page.goBack();
    await shows(page.getByRole('heading', { name: 'Choose your membership' }));
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    expect(pageErrors).toEqual([]);
  });

  it('a link away from a filled-in checkout asks first; staying keeps what was typed', async () => {
    const { page } = await openPage(browser, server.url, PHONE);
    await page.goto('/Donate');
    await page.getByRole('button', { name: '$10', exact: true }).click();
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await field(page, 'Name').fill('Grace Hopper');
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.locator('header a.brand').click();
    await expect.poll(() => questions.length).toBe(1);
    expect(questions).toEqual(['Leave this page? What you typed here will be lost.']);
    expect(page.url()).toBe(`${server.url}/Donate`);
    expect(await field(page, 'Name').inputValue()).toBe('Grace Hopper');
  });

  it('verifying on Become a Member signs the new member in and opens the Member Area, long name and e-mail wrapped', async () => {
    const member = joiner('Veronicawithanamefartoolongtofitonthenarrowestphonescreen');
    const { page, pageErrors } = await openPage(browser, server.url, PHONE);
    await applyAndPay(page, member);
    await shows(page.getByRole('heading', { name: 'Verify your email' }));
    await noAxeViolations(page, 'the code step');
    const mail = await server.mailTo(member.email, /verification code/);
    await field(page, 'Verification code').fill(codeIn(mail));
    await page.getByRole('button', { name: 'Verify' }).click();
    await shows(text(page, VERIFIED));
    await inMemberArea(page);
    await shows(page.getByRole('heading', { name: `${member.firstName} ${member.lastName}`, level: 2 }));
    expect(await profileValue(page, 'Email').innerText()).toBe(member.email);
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('pendingMembership')])).toEqual([
      member.email,
      null,
    ]);
    // Nothing runs off the side of the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(pageErrors).toEqual([]);
  });

  it('a refresh on the code step resumes it: the paid account is named, a new code is sent, and the code with the password signs in', async () => {
    const member = joiner('Remy');
    const { page, pageErrors } = await openPage(browser, server.url, PHONE);
    await applyAndPay(page, member);
    await shows(page.getByRole('heading', { name: 'Verify your email' }));
    expect(await page.evaluate(() => localStorage.getItem('pendingMembership'))).toBe(member.email);

    await page.reload();
    await shows(page.getByRole('heading', { name: 'Verify your email' }));
    await shows(page.getByText(`Your membership is paid and the account for ${member.email} exists`, { exact: false }));
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(member.password);
    await noAxeViolations(page, 'the resumed code step');

    const first = await server.mailTo(member.email, /verification code/);
    await page.getByRole('button', { name: 'Resend code' }).click();
    await shows(page.getByText(/A new verification code has been sent to/));
    const resent = (await server.outbox()).filter((mail) => mail.to === member.email && /verification code/.test(mail.subject)).at(-1);
    expect(resent).toBeDefined();
    await field(page, 'Verification code').fill(codeIn(resent ?? first));
    await field(page, 'Password').fill(member.password);
    await page.getByRole('button', { name: 'Verify' }).click();
    await inMemberArea(page);
    await shows(page.getByRole('heading', { name: `${member.firstName} ${member.lastName}`, level: 2 }));
    expect(await page.evaluate(() => localStorage.getItem('pendingMembership'))).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('a wrong password on a resumed step leaves the account confirmed and sends the member to Login; joining again links to Login', async () => {
    const member = joiner('Wren');
    const { page, pageErrors } = await openPage(browser, server.url, PHONE);
    await applyAndPay(page, member);
    await shows(page.getByRole('heading', { name: 'Verify your email' }));
    await page.reload();
    await shows(page.getByRole('heading', { name: 'Verify your email' }));
    await field(page, 'Verification code').fill(codeIn(await server.mailTo(member.email, /verification code/)));
    await field(page, 'Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Verify' }).click();
    await shows(page.getByRole('heading', { name: 'Your account is confirmed' }));
    await noAxeViolations(page, 'confirmed, sign-in needed');
    await page.getByRole('link', { name: 'Sign in on the Login page' }).click();
    await shows(page.getByRole('heading', { name: 'Member Login', level: 1 }));
    expect(await field(page, 'Email').inputValue()).toBe(member.email);

    await applyAndPay(page, member);
    const toLogin = page.getByRole('link', { name: 'Go to the Login page' });
    await shows(toLogin);
    expect(await toLogin.getAttribute('href')).toBe('/Login');
    await noAxeViolations(page, 'the already-a-member refusal on the form');
    expect(pageErrors).toEqual([]);
  });

  it('on a phone no more than two toasts show, and none covers the field in use', async () => {
    const member = joiner('Toby');
    const { page } = await openPage(browser, server.url, PHONE);
    await applyAndPay(page, member);
    await shows(page.getByRole('heading', { name: 'Verify your email' }));
    // 'Payment was successful!' and three answers to 'Resend code' (or the limit's refusal).
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Resend code' }).click();
    }
    await expect
      .poll(async () => (await server.outbox()).filter((mail) => mail.to === member.email).length, { timeout: 5_000 })
      .toBeGreaterThan(1);
    expect((await toastGeometry(page)).count).toBeLessThanOrEqual(2);
    expect((await toastGeometry(page)).count).toBeGreaterThan(0);

    await expect.poll(() => field(page, 'Verification code').isEnabled()).toBe(true);
    await field(page, 'Verification code').focus();
    const atRest = await toastGeometry(page);
    expect(atRest).toMatchObject({ coversFocused: false, focused: expect.stringContaining('Verification code') });
    expect(await page.locator('.toasts').getAttribute('class')).toContain('toasts-bottom');

    // The field in use at the very bottom of the screen (a shorter window, as with the keyboard
    // open): the toasts move out of its way.
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect.poll(() => field(page, 'Verification code').isEnabled()).toBe(true);
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    const box = await field(page, 'Verification code').boundingBox();
    await page.setViewportSize({ width: PHONE.width, height: Math.ceil((box?.y ?? 0) + (box?.height ?? 0)) + 4 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await field(page, 'Verification code').focus();
    await expect.poll(async () => (await toastGeometry(page)).count).toBeGreaterThan(0);
    await expect.poll(async () => (await toastGeometry(page)).coversFocused).toBe(false);
    expect(await page.locator('.toasts').getAttribute('class')).toContain('toasts-top');
    expect((await toastGeometry(page)).count).toBeLessThanOrEqual(2);
    await noAxeViolations(page, 'toasts on a phone');
  });

  it('Pay dues on a phone brings the card form into view with focus on its heading; Back closes it', async () => {
    const member = joiner('Duma');
    const joining = await openPage(browser, server.url, PHONE);
    await joinAsMember(joining.page, server, member);
    await joining.context.close();
    const admin = await openPage(browser, server.url);
    await signInToMemberArea(admin.page, ADMIN.email, ADMIN.password);
    const id = server.query<{ id: string }>('select id from members where email = ?', member.email)[0]?.id;
    const updated = await graphql(admin.page, 'mutation ($input: UpdateMemberInput!) { updateMember(input: $input) { id duesPayYear } }', {
      input: { id, duesPayYear: String(THIS_YEAR - 1) },
    });
    expect(updated.errors).toEqual([]);
    await admin.context.close();

    const { page, pageErrors } = await openPage(browser, server.url, PHONE);
    await signInToMemberArea(page, member.email, member.password);
    await page.getByRole('button', { name: 'Pay dues' }).click();
    const heading = page.getByRole('heading', { name: 'Pay dues: $50' });
    await shows(heading);
    expect(await inViewport(page, '#checkout-heading')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-heading');
    await noAxeViolations(page, 'the dues card form on a phone');

    await fillCard(page, CARDS.succeeds);
    await page.goBack();
    await expect.poll(() => heading.count()).toBe(0);
    expect(page.url()).toBe(`${server.url}/Member-Area`);
    await page.goForward();
    await shows(heading);
    expect(pageErrors).toEqual([]);
  });
});
