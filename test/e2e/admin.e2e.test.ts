import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarPng } from '../../src/server/seed/avatar-png';
import { callApi, graphql } from './support/api';
import { chromiumPath, launchChromium, openPage } from './support/chromium';
import { shows, text } from './support/checkout';
import { joinAsMember, openSection, signInToMemberArea, type Joiner } from './support/member';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// The Admin Panel on a server of its own: one administrator's page goes through the tests in
// order; a plain member (joined through Become a Member) checks what the others may not do.

const PLAIN: Joiner = {
  plan: 'Annual Membership',
  price: '$50',
  firstName: 'Paul',
  lastName: 'Plain',
  email: 'paul.plain@example.org',
  password: 'plain member 2026',
};

interface EventRow {
  readonly id: string;
  readonly event_name: string;
  readonly event_date: string;
}
interface OfficerRow {
  readonly id: string;
  readonly name: string;
  readonly position: string;
  readonly photo: string;
}

const form = (page: Page, name: string): Locator => page.getByRole('form', { name });
const PNG = { name: 'rosa.png', mimeType: 'image/png', buffer: Buffer.from(avatarPng([40, 90, 140])) };

describe.skipIf(chromiumPath === null)('an administrator in the Admin Panel, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  const eventsNamed = (name: string) =>
    server.query<EventRow>('select id, event_name, event_date from events where lower(event_name) = lower(?)', name);
  const officersNamed = (name: string) =>
    server.query<OfficerRow>('select id, name, position, photo from officers where lower(name) = lower(?)', name);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
    ({ page, pageErrors } = await openPage(browser, server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sees the Admin badge and opens the Admin Panel', async () => {
    await signInToMemberArea(page, ADMIN.email, ADMIN.password);
    expect(await page.locator('.member-area-header').getByText('Admin', { exact: true }).isVisible()).toBe(true);
    await openSection(page, 'Admin Panel');
    await shows(form(page, 'Add event'));
    await shows(form(page, 'Add officer'));
  });

  it('uploads a meeting minute and a treasury report, which the lists then offer for download', async () => {
    await page.getByLabel('Meeting minutes file').setInputFiles({
      name: '2026-11-18 Board Minutes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Minutes of the November board meeting.\n'),
    });
    await page.getByRole('button', { name: /^Upload meeting minutes$/ }).click();
    await shows(text(page, 'Meeting minutes successfully uploaded!'));
    await page.getByLabel('Treasury report file').setInputFiles({
      name: '2026 Q4 Treasury Report.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('item,amount\ndues,3150.00\n'),
    });
    await page.getByRole('button', { name: /^Upload treasury report$/ }).click();
    await shows(text(page, 'Treasury report successfully uploaded!'));

    await openSection(page, 'Meeting Minutes');
    const [minutes] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download 2026-11-18 Board Minutes.txt' }).click(),
    ]);
    expect(await readFile(await minutes.path(), 'utf8')).toBe('Minutes of the November board meeting.\n');
    await openSection(page, 'Treasury Reports');
    await shows(page.getByRole('button', { name: 'Download 2026 Q4 Treasury Report.csv' }));
  });

  it('adds an event, which the home page then shows', async () => {
    const add = form(page, 'Add event');
    await add.getByLabel('Event name').fill('Winter Gala 2027');
    await add.getByLabel('Event date').fill('2027-01-16');
    const description = 'A winter evening of music and scholarship stories at the Harbor Club.';
    await add.getByLabel('Event description').fill(description);
    await add.getByRole('button', { name: 'Save event' }).click();
    await shows(text(page, 'Event added successfully!'));
    const events = page.getByRole('list', { name: 'Events' });
    // The list previews the first 50 characters.
    await shows(events.getByText(`${description.slice(0, 50)}...`, { exact: true }));
    expect(eventsNamed('Winter Gala 2027')).toHaveLength(1);

    const { page: home } = await openPage(browser, server.url);
    await home.goto('/');
    await shows(home.getByText('Winter Gala 2027').first());
    await home.context().close();
  });

  it("edits that event by id, refuses a rename onto another event's name, and deletes it", async () => {
    const [gala] = eventsNamed('Winter Gala 2027');
    const seeded = server.query<EventRow>('select id, event_name, event_date from events where id <> ? order by event_name', gala?.id)[0];
    if (!gala || !seeded) throw new Error('The event and a seeded one should be there.');
    const events = page.getByRole('list', { name: 'Events' });

    await events.getByRole('button', { name: 'Edit Winter Gala 2027' }).click();
    const edit = form(page, 'Edit event');
    await edit.getByLabel('Event name').fill(seeded.event_name.toUpperCase());
    await edit.getByRole('button', { name: 'Save event' }).click();
    const refusal = `Another event is already named '${seeded.event_name}'. Choose another name, or edit that event instead.`;
    await shows(edit.getByText(refusal));
    expect(await edit.getByLabel('Event name').getAttribute('aria-invalid')).toBe('true');
    expect(server.query<EventRow>('select id, event_name, event_date from events where id = ?', seeded.id)).toEqual([seeded]);

    await edit.getByLabel('Event name').fill('Winter Gala 2027 (moved)');
    await edit.getByLabel('Event date').fill('2027-01-23');
    await edit.getByRole('button', { name: 'Save event' }).click();
    await shows(text(page, 'Event updated successfully!'));
    expect(eventsNamed('Winter Gala 2027 (moved)')).toEqual([
      { id: gala.id, event_name: 'Winter Gala 2027 (moved)', event_date: '2027-01-23' },
    ]);
    expect(eventsNamed('Winter Gala 2027')).toEqual([]);

    await events.getByRole('button', { name: 'Delete Winter Gala 2027 (moved)' }).click();
    await events.getByRole('group', { name: 'Delete Winter Gala 2027 (moved)?' }).getByRole('button', { name: 'Yes, delete' }).click();
    await shows(text(page, 'Event deleted successfully!'));
    expect(server.query('select id from events where id = ?', gala.id)).toEqual([]);
  });

  it("refuses a photo that is not an image with 'Please select an image file'", async () => {
    const add = form(page, 'Add officer');
    await add.getByLabel('Photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await shows(add.getByText('Please select an image file'));
    expect(await add.getByLabel('Photo').getAttribute('aria-invalid')).toBe('true');
  });

  it('adds an officer with a photo, which the Executive Board then shows', async () => {
    await page.reload();
    await openSection(page, 'Admin Panel');
    const add = form(page, 'Add officer');
    await add.getByLabel('Name').fill('Rosa Rivera');
    await add.getByLabel('Position').fill('Historian');
    await add.getByLabel('Summary').fill('Rosa keeps the chapter archive and its photographs.');
    await add.getByLabel('Photo').setInputFiles(PNG);
    await add.getByRole('button', { name: 'Save officer' }).click();
    await shows(text(page, 'Officer added successfully!'));
    const [rosa] = officersNamed('Rosa Rivera');
    expect(rosa?.photo).toMatch(/\/files\/website-assets\/[^/]+-rosa\.png$/);
    await shows(page.getByRole('list', { name: 'Officers' }).getByRole('img', { name: 'Photo of Rosa Rivera' }));
    const photo = await page.evaluate(
      (url) => fetch(url).then(async (response) => [response.status, response.headers.get('content-type')]),
      rosa?.photo ?? '',
    );
    expect(photo).toEqual([200, 'image/png']);

    const { page: board } = await openPage(browser, server.url);
    await board.goto('/Executive-Board');
    await shows(board.getByRole('img', { name: 'Rosa Rivera' }));
    await board.context().close();
  });

  it("edits the officer by id, keeps the photo when no new one is chosen, refuses another officer's name, and deletes them", async () => {
    const [rosa] = officersNamed('Rosa Rivera');
    const other = server.query<OfficerRow>('select id, name, position, photo from officers where id <> ? order by name', rosa?.id)[0];
    if (!rosa || !other) throw new Error('The officer and a seeded one should be there.');
    const officers = page.getByRole('list', { name: 'Officers' });

    await officers.getByRole('button', { name: 'Edit Rosa Rivera' }).click();
    const edit = form(page, 'Edit officer');
    await edit.getByLabel('Name').fill(other.name);
    await edit.getByRole('button', { name: 'Save officer' }).click();
    await shows(edit.getByText(`Another officer is already named '${other.name}'. Choose another name, or edit that officer instead.`));
    expect(server.query<OfficerRow>('select id, name, position, photo from officers where id = ?', other.id)).toEqual([other]);

    await edit.getByLabel('Name').fill('Rosa Rivera-Lopez');
    await edit.getByLabel('Position').fill('Vice President');
    await edit.getByRole('button', { name: 'Save officer' }).click();
    await shows(text(page, 'Officer updated successfully!'));
    expect(officersNamed('Rosa Rivera-Lopez')).toEqual([
      { id: rosa.id, name: 'Rosa Rivera-Lopez', position: 'Vice President', photo: rosa.photo },
    ]);
    expect(officersNamed('Rosa Rivera')).toEqual([]);

    await officers.getByRole('button', { name: 'Delete Rosa Rivera-Lopez' }).click();
    await officers.getByRole('group', { name: 'Delete Rosa Rivera-Lopez?' }).getByRole('button', { name: 'Yes, delete' }).click();
    await shows(text(page, 'Officer deleted successfully!'));
    expect(server.query('select id from officers where id = ?', rosa.id)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('shows a plain member no badge and no panel, and the server refuses them the same operations', async () => {
    const { page: member } = await openPage(browser, server.url);
    await joinAsMember(member, server, PLAIN);
    await shows(member.getByRole('heading', { name: 'Paul Plain', level: 2 }));
    expect(await member.getByRole('button', { name: 'Admin Panel' }).count()).toBe(0);
    expect(await member.locator('.member-area-header').getByText('Admin', { exact: true }).count()).toBe(0);

    const before = {
      events: server.query('select * from events'),
      officers: server.query('select * from officers'),
      documents: server.query('select * from documents'),
    };
    const [seededEvent] = before.events as { id: string }[];
    const [seededOfficer] = before.officers as { id: string }[];
    const attempts = [
      await graphql(member, 'mutation { createEvent(input: { eventName: "Rogue", eventDate: "2027-01-01", eventDesc: "" }) { id } }'),
      await graphql(member, 'mutation ($id: ID!) { updateEvent(input: { id: $id, eventName: "Renamed" }) { id } }', {
        id: seededEvent?.id,
      }),
      await graphql(member, 'mutation ($id: ID!) { deleteEvent(input: { id: $id }) { id } }', { id: seededEvent?.id }),
      await graphql(member, 'mutation { createOfficer(input: { name: "Rogue", position: "None", summary: "", photo: "" }) { id } }'),
      await graphql(member, 'mutation ($id: ID!) { deleteOfficer(input: { id: $id }) { id } }', { id: seededOfficer?.id }),
    ];
    for (const attempt of attempts) expect(attempt.errors).toEqual(['Unauthorized']);
    const upload = await member.evaluate(async () => {
      const body = new FormData();
      body.append('folder', 'meeting-minutes');
      body.append('file', new File(['forged minutes'], 'forged.txt', { type: 'text/plain' }));
      return (await fetch('/documents', { method: 'POST', body })).status;
    });
    expect(upload).toBe(403);
    expect((await callApi(member, 'POST', '/auth/admin/users', { email: 'someone@example.org' })).status).toBe(403);
    expect({
      events: server.query('select * from events'),
      officers: server.query('select * from officers'),
      documents: server.query('select * from documents'),
    }).toEqual(before);
  });
});
