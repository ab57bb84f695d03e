import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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
  await page.waitForURL('**/Member-Area');
  await expect.poll(() => page.locator('.member-loading').count(), { timeout: 10_000 }).toBe(0);
}

/** The value beside a term of the Member Area's profile card ('Membership', 'Member ID', ...). */
export function profileValue(page: Page, term: string): Locator {
  return page.locator('.profile-card dt', { hasText: term }).locator('xpath=following-sibling::dd');
}

/** Opens a collapsed section of the Member Area ('Member Information', 'Meeting Minutes', 'Admin Panel'). */
export async function openSection(page: Page, title: string): Promise<void> {
  const toggle = page.getByRole('button', { name: title, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
}
