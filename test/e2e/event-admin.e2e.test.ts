import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { shows, text } from './support/checkout';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { openSection, signInToMemberArea } from './support/member';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// The event chair's journey (issue 17): an administrator creates an event with two ticket types
// and a member price, publishes it, and the server holds it as published; once more at 375 px.

interface StoredDetail {
  readonly event: {
    readonly status: string;
    readonly start: string;
    readonly capacity: number | null;
    readonly ticketTypes: readonly { readonly id: string; readonly price: number; readonly memberPrice: number | null }[];
  };
}

/** Fills one ticket type's group of the form. */
async function fillType(page: Page, number: number, values: Readonly<Record<string, string>>): Promise<void> {
  const group = page.getByRole('group', { name: new RegExp(`^Ticket type ${number}`) });
  for (const [label, value] of Object.entries(values)) await group.getByLabel(label, { exact: true }).fill(value);
}

/** Creates an event from /Admin/events/new and waits for its edit page. */
async function createEvent(page: Page, name: string, types: readonly Readonly<Record<string, string>>[]): Promise<void> {
  await page.getByRole('link', { name: 'New event' }).click();
  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Start', { exact: true }).fill('2027-10-09T18:00');
  await page.getByLabel('End', { exact: true }).fill('2027-10-09T22:00');
  await page.getByLabel('Venue').fill('Harbor Hall');
  await page.getByRole('group', { name: 'Sales' }).getByLabel('Capacity', { exact: true }).fill('100');
  for (const [index, values] of types.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add a ticket type' }).click();
    await fillType(page, index + 1, values);
  }
  await page.getByRole('button', { name: 'Create event' }).click();
  await shows(page.getByRole('heading', { level: 1, name: `Edit ${name}` }));
  await shows(text(page, 'Event created.'));
}

/** The page is no wider than the window: nothing scrolls sideways. */
const fitsTheWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.skipIf(chromiumPath === null)('the event chair, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates an event with two ticket types and a member price, and publishes it', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    await openSection(page, 'Admin Panel');
    await page.getByRole('link', { name: 'Manage ticketed events' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Events' }));
    await createEvent(page, 'Fall Gala 2027', [
      { Name: 'Adult', 'Price ($)': '38', 'Member price ($)': '33' },
      { Name: 'Child', 'Price ($)': '20' },
    ]);
    expect(await page.getByLabel('Address').inputValue()).toBe('fall-gala-2027');

    await page.getByRole('link', { name: 'All events' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Fall Gala 2027' }) });
    await shows(row.getByText('Draft', { exact: true }));
    await row.getByRole('button', { name: 'Publish Fall Gala 2027' }).click();
    await shows(text(page, 'Event published: its page is open to visitors.'));
    await shows(row.getByText('Published', { exact: true }));
    expect(await row.getByRole('link', { name: 'Public page' }).getAttribute('href')).toBe('/events/fall-gala-2027');

    const stored = await callApi<StoredDetail>(page, 'GET', '/ticketing/admin/events/fall-gala-2027');
    expect(stored.status).toBe(200);
    expect(stored.body.event).toMatchObject({ status: 'published', start: '2027-10-09T18:00', capacity: 100 });
    expect(stored.body.event.ticketTypes.map((type) => [type.id, type.price, type.memberPrice])).toEqual([
      ['adult', 3800, 3300],
      ['child', 2000, null],
    ]);
    // Published: the public reads list it, with both prices.
    const listed = await callApi<{ events: { slug: string }[] }>(page, 'GET', '/ticketing/events');
    expect(listed.body.events.map((event) => event.slug)).toContain('fall-gala-2027');
    const shown = await callApi<{ ticketTypes: { id: string; price: number; memberPrice: number | null }[] }>(
      page,
      'GET',
      '/ticketing/events/fall-gala-2027',
    );
    expect(shown.body.ticketTypes.map((type) => [type.id, type.price, type.memberPrice])).toEqual([
      ['adult', 3800, 3300],
      ['child', 2000, null],
    ]);
    expect(pageErrors).toEqual([]);
  });

  it('does the same at 375 px, nothing wider than the phone', async () => {
    const { page, pageErrors } = await openPage(browser, server.url, VIEWPORTS.phone);
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    await page.goto('/Admin/events');
    await shows(page.getByRole('heading', { level: 1, name: 'Events' }));
    expect(await fitsTheWindow(page)).toBe(true);
    await page.getByRole('link', { name: 'New event' }).click();
    await page.getByRole('button', { name: 'Create event' }).click();
    await shows(page.getByText('Event name is required.'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(await fitsTheWindow(page)).toBe(true);
    await page.getByRole('link', { name: 'All events' }).click();
    await createEvent(page, 'Phone Picnic 2027', [
      { Name: 'Adult', 'Price ($)': '15', 'Member price ($)': '12' },
      { Name: 'Child', 'Price ($)': '5' },
    ]);
    expect(await fitsTheWindow(page)).toBe(true);
    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(text(page, 'Event saved.'));
    const stored = await callApi<StoredDetail>(page, 'GET', '/ticketing/admin/events/phone-picnic-2027');
    expect(stored.body.event.status).toBe('published');
    expect(pageErrors).toEqual([]);
  });

  it('sends a visitor to Login, and the chair’s routes refuse them', async () => {
    const { page } = await openPage(browser, server.url);
    await page.goto('/Admin/events');
    await page.waitForURL('**/Login');
    const refused = await callApi(page, 'GET', '/ticketing/admin/events');
    expect(refused.status).toBe(401);
  });
});
