import type { Locator, Page } from 'playwright-core';
import { CARDS, fillCard, text } from './checkout';
import { codeIn, type OutboxMail, type SiteServer } from './site-server';

/** Signs in on the Login page (goes there first); the caller waits for where it leads. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/Login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in and waits for the Member Area to show its profile (or whatever stands in its place). */
export async function signInToMemberArea(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await inMemberArea(page);
}

/**
 * Waits for the Member Area to open and show its profile (or whatever stands in its place). When it
 * does not open, the failure says where the page is and what its alerts said meanwhile (a refusal,
 * say: a notice may close itself before time runs out) rather than only that time ran out.
 */
export async function inMemberArea(page: Page): Promise<void> {
  const alerts = new Set<string>();
  let waiting = true;
  const watching = (async () => {
    while (waiting) {
      const texts = await page
        .getByRole('alert')
        .allInnerTexts()
        .catch(() => []);
      for (const said of texts.map((text) => text.replace(/\s*×\s*$/, '').trim()).filter(Boolean)) alerts.add(said);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const opened = await page.waitForURL('**/Member-Area', { timeout: 20_000 }).then(
    () => true,
    () => false,
  );
  waiting = false;
  await watching;
  if (!opened) {
    const headings = await page.getByRole('heading').allInnerTexts();
    const where = new URL(page.url()).pathname;
    throw new Error(
      `The Member Area did not open within 20 s: at ${where}, headings ${JSON.stringify(headings)}, alerts ${JSON.stringify([...alerts])}`,
    );
  }
  await page.getByRole('heading', { name: 'Member Area', level: 1 }).waitFor({ timeout: 10_000 });
  await page.locator('.member-loading').first().waitFor({ state: 'detached', timeout: 10_000 });
}

/** The value beside a term of the Member Area's profile card ('Membership', 'Member ID', ...). */
export function profileValue(page: Page, term: string): Locator {
  return page.locator('.profile-card dt', { hasText: term }).locator('xpath=following-sibling::dd');
}

/** Opens a collapsed section of the Member Area ('Member Information', 'Meeting Minutes', 'Admin Panel'). */
export async function openSection(page: Page, title: string): Promise<void> {
  const toggle = page.getByRole('button', { name: title, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await page.locator(`button[aria-expanded="true"]`, { hasText: title }).first().waitFor({ timeout: 5_000 });
}

/** The words after a confirmed sign-up code. */
export const VERIFIED = 'Verification complete! You can now login to the Member Area with your credentials.';

/** Somebody joining through Become a Member. */
export interface Joiner {
  readonly plan: 'Annual Membership' | 'Lifetime Membership';
  readonly price: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
}

/**
 * Chooses a plan on Become a Member and waits for its form. The page is prerendered: a click
 * before React has hydrated it does nothing, so it chooses again until the form opens.
 */
export async function chooseMembership(page: Page, plan: Joiner['plan']): Promise<void> {
  const checkout = page.getByRole('heading', { name: `${plan} checkout` });
  const deadline = Date.now() + 10_000;
  while (!(await checkout.isVisible())) {
    if (Date.now() > deadline) throw new Error(`The ${plan} checkout did not open.`);
    await page
      .getByRole('button', { name: `Choose ${plan}` })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await checkout.waitFor({ timeout: 500 }).catch(() => undefined);
  }
}

/** Chooses the plan, fills in every field and the card, and pays. */
export async function applyAndPay(page: Page, joiner: Joiner): Promise<void> {
  await page.goto('/Become-A-Member');
  await chooseMembership(page, joiner.plan);
  await page.getByLabel('First name').fill(joiner.firstName);
  await page.getByLabel('Last name').fill(joiner.lastName);
  await page.getByLabel('Email').fill(joiner.email);
  await page.getByLabel('Phone').fill('7575550101');
  await page.getByLabel('Graduation year (optional)').fill('2004');
  await page.getByLabel('Address').fill('12 Harbor Street');
  await page.getByLabel('City').fill('Norfolk');
  await page.getByLabel('State').fill('VA');
  await page.getByLabel('Zip code').fill('23704');
  await page.getByLabel('Password', { exact: true }).fill(joiner.password);
  await fillCard(page, CARDS.succeeds);
  await page.getByRole('button', { name: `Pay ${joiner.price} and join` }).click();
}

/** Joins through Become a Member with the good card and confirms the e-mailed code, which signs the new member in: it ends in the Member Area. */
export async function joinAsMember(page: Page, server: SiteServer, joiner: Joiner): Promise<void> {
  await applyAndPay(page, joiner);
  await page.getByRole('heading', { name: 'Verify your email' }).waitFor({ timeout: 10_000 });
  const mail = await server.mailTo(joiner.email, /verification code/);
  await page.getByLabel('Verification code').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Verify' }).click();
  await text(page, VERIFIED).waitFor({ timeout: 10_000 });
  await inMemberArea(page);
}

/** Runs `action` and answers the first e-mail to `to` matching `matching` that arrived after it began. */
export async function mailAfter(server: SiteServer, to: string, matching: RegExp, action: () => Promise<void>): Promise<OutboxMail> {
  const matches = async () => (await server.outbox()).filter((mail) => mail.to === to && matching.test(`${mail.subject}\n${mail.text}`));
  const before = (await matches()).length;
  await action();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await matches())[before];
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`No new e-mail to ${to} matching ${matching}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
