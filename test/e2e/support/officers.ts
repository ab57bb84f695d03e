import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { graphql } from './api';
import { CARDS, fillCard, SAY, shows, text } from './checkout';

// The officers' console's steps (issue 18), shared by its journeys: the roles, the ledger, the
// roster and its import, refunds, and the story that runs them in one sequence.

/** The page is no wider than the window: nothing scrolls sideways. */
export const fitsTheWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The links of the console's home, in order. */
export const sectionLinks = (page: Page) => page.locator('.officers-sections a').allTextContents();

/** The chapter's date now, YYYY-MM-DD (the default TIME_ZONE, New York), and `days` later. */
export function chapterDate(days = 0): string {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const shifted = new Date(`${date}T12:00:00.000Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

/** The chapter's year now (the default TIME_ZONE, New York). */
export const chapterYear = () => chapterDate().slice(0, 4);

/** A member record as an administrator creates one through GraphQL (signed in on `admin`); answers its id. */
export async function createMemberRecord(admin: Page, input: Readonly<Record<string, string>>): Promise<string> {
  const created = await graphql<{ createMember: { id: string } }>(
    admin,
    'mutation ($input: CreateMemberInput!) { createMember(input: $input) { id } }',
    { input },
  );
  expect(created.errors).toEqual([]);
  return created.data?.createMember.id ?? '';
}

/** On /Admin/roles, an administrator grants `email` the treasurer's role (the form's first) until `endsOn`. */
export async function grantTreasurer(page: Page, email: string, endsOn: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Grant a role' });
  await form.getByLabel('Account e-mail').fill(email);
  await form.getByLabel('Access ends on').fill(endsOn);
  await form.getByRole('button', { name: 'Grant the role' }).click();
  await shows(text(page, `${email} is Treasurer until the start of ${endsOn}.`));
}

/**
 * On /Admin/payments/new, finds the payer by `search`, chooses them and records a cheque (the form's
 * default: their dues), up to the confirmation; `filled` runs on the filled form before it is sent.
 */
export async function recordDuesCheque(
  page: Page,
  payer: { readonly search: string; readonly choice: string; readonly reference: string },
  filled: () => Promise<void> = async () => undefined,
): Promise<void> {
  await shows(page.getByRole('heading', { level: 1, name: 'Record a payment' }));
  await page.getByLabel('Find a member by name or e-mail').fill(payer.search);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: payer.choice }).click();
  await page.getByLabel('Reference').fill(payer.reference);
  await filled();
  await page.getByRole('button', { name: 'Record payment' }).click();
  await shows(page.getByRole('heading', { level: 2, name: 'Payment recorded' }));
}

/** On /Admin/members, checks a CSV file for an import (the dry run): nothing is written until `importCheckedRows`. */
export async function checkImportFile(page: Page, csv: string): Promise<void> {
  await page.getByLabel('CSV file').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
}

/** Imports the rows the dry run accepted. */
export const importCheckedRows = (page: Page) => page.getByRole('button', { name: 'Import these rows' }).click();

/** A visitor buys one adult's Spring Banquet ticket ($38) with the simulator's card. */
export async function buyOneBanquetTicket(
  page: Page,
  buyer: { readonly firstName: string; readonly lastName: string; readonly email: string },
): Promise<void> {
  await page.goto('/Spring-Banquet-2022');
  await shows(page.getByRole('heading', { level: 1, name: 'Spring Banquet 2022' }));
  await page.getByLabel('Number of adults').fill('1');
  await expect.poll(() => page.locator('.running-total').innerText()).toBe('Total: $38');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.getByLabel('First name').fill(buyer.firstName);
  await page.getByLabel('Last name').fill(buyer.lastName);
  await page.getByLabel('Email').fill(buyer.email);
  await fillCard(page, CARDS.succeeds);
  await page.getByRole('button', { name: 'Complete purchase' }).click();
  await shows(text(page, SAY.paid));
}

/** On an order's page, refunds `amount` cents (null: what is left) for `reason`, releasing the tickets when `undo`. */
export async function refund(page: Page, amount: string | null, reason: string, undo: boolean): Promise<void> {
  if (amount !== null) await page.getByLabel(/Amount in cents/).fill(amount);
  await page.getByLabel(/Reason/).fill(reason);
  if (undo) await page.getByRole('checkbox', { name: /Release the tickets/ }).check();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
}
