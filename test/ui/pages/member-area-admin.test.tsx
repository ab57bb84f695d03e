import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMINS_ONLY } from '../../../src/application/browser/use-cases/admin-access';
import { AdminPanel } from '../../../src/ui/pages/member-area/admin-panel';
import { MemberAreaPage } from '../../../src/ui/pages/member-area/member-area-page';
import { UI_ADMIN, uiWorld, type UiWorld } from '../support/ui-world';
import { renderRoutes, signedInMember, Stub } from './page-harness';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const LONG_TEXT = 'An evening of music, food and old friends at the harbour, with a silent auction for the scholarship fund.';

async function renderAsAdmin(world: UiWorld = uiWorld()) {
  await signedInMember(world, { email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
  renderRoutes(world, '/Member-Area', { '/Member-Area': <MemberAreaPage />, '/Login': <Stub name="Login" /> });
  await userEvent.click(await screen.findByRole('button', { name: 'Admin Panel' }));
  return world;
}

function form(name: string) {
  return screen.getByRole('form', { name });
}

describe('Member Area: Admin Panel', () => {
  it('shows the Admin badge and the collapsible panel to an administrator', async () => {
    const world = uiWorld();
    await signedInMember(world, { email: UI_ADMIN });
    renderRoutes(world, '/Member-Area', { '/Member-Area': <MemberAreaPage /> });
    await screen.findByText('Admin');
    const toggle = screen.getByRole('button', { name: 'Admin Panel' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Events' })).toBeNull();
  });

  it("uploads meeting minutes: 'Meeting minutes successfully uploaded!', then the list shows them", async () => {
    await renderAsAdmin();
    const file = new File(['%PDF-1.4 minutes'], 'minutes-march.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Meeting minutes file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload meeting minutes' }));
    await screen.findByText('Meeting minutes successfully uploaded!');
    await userEvent.click(screen.getByRole('button', { name: 'Meeting Minutes' }));
    await screen.findByRole('button', { name: 'Download minutes-march.pdf' });
  });

  it("uploads a treasury report: 'Treasury report successfully uploaded!'", async () => {
    await renderAsAdmin();
    const file = new File(['date,amount'], 'treasury-q1.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Treasury report file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload treasury report' }));
    await screen.findByText('Treasury report successfully uploaded!');
  });

  it('adds an event (previewed at 50 characters), edits it by name, and deletes it after confirming', async () => {
    const world = await renderAsAdmin();
    const user = userEvent.setup();
    const add = form('Add event');
    await user.type(within(add).getByLabelText('Event name'), 'Spring Social');
    await user.type(within(add).getByLabelText('Event date'), '2026-04-18');
    await user.type(within(add).getByLabelText('Event description'), LONG_TEXT);
    await user.click(within(add).getByRole('button', { name: 'Save event' }));
    await screen.findByText('Event added successfully!');
    const events = screen.getByRole('list', { name: 'Events' });
    await within(events).findByText(`${LONG_TEXT.slice(0, 50)}...`);
    expect(within(events).getByText('Apr 18, 2026').getAttribute('datetime')).toBe('2026-04-18');

    await user.click(within(events).getByRole('button', { name: 'Edit Spring Social' }));
    const edit = form('Edit event');
    // The form may be far below the row on a phone: focus moves to its heading.
    expect(document.activeElement).toBe(within(edit).getByRole('heading', { name: 'Edit event' }));
    expect((within(edit).getByLabelText('Event name') as HTMLInputElement).value).toBe('Spring Social');
    const date = within(edit).getByLabelText('Event date');
    await user.clear(date);
    await user.type(date, '2026-04-25');
    await user.click(within(edit).getByRole('button', { name: 'Save event' }));
    await screen.findByText('Event updated successfully!');
    await within(events).findByText('Apr 25, 2026');
    const stored = (await world.services.events.list({}))._unsafeUnwrap().items;
    expect(stored.map((event) => [event.eventName, event.eventDate])).toEqual([['Spring Social', '2026-04-25']]);

    await user.click(within(events).getByRole('button', { name: 'Delete Spring Social' }));
    const confirm = within(events).getByRole('group', { name: 'Delete Spring Social?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await screen.findByText('Event deleted successfully!');
    await vi.waitFor(() => expect(within(events).queryByText('Spring Social')).toBeNull());
  });

  it("renames the event being edited (by id) and refuses a rename onto another event's name", async () => {
    const world = uiWorld();
    const social = (
      await world.services.events.create({ eventName: 'Spring Social', eventDate: '2026-04-18', eventDesc: '' })
    )._unsafeUnwrap();
    (await world.services.events.create({ eventName: 'Cookout', eventDate: '2026-07-04', eventDesc: '' }))._unsafeUnwrap();
    await renderAsAdmin(world);
    const user = userEvent.setup();
    const events = screen.getByRole('list', { name: 'Events' });
    await user.click(await within(events).findByRole('button', { name: 'Edit Spring Social' }));
    const name = within(form('Edit event')).getByLabelText('Event name');
    await user.clear(name);
    await user.type(name, 'cookout');
    await user.click(within(form('Edit event')).getByRole('button', { name: 'Save event' }));
    const refusal = "Another event is already named 'Cookout'. Choose another name, or edit that event instead.";
    await within(form('Edit event')).findByText(refusal);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.clear(name);
    await user.type(name, 'Spring Gala');
    await user.click(within(form('Edit event')).getByRole('button', { name: 'Save event' }));
    await screen.findByText('Event updated successfully!');
    const stored = (await world.services.events.list({}))._unsafeUnwrap().items;
    expect(stored.map((event) => [event.id, event.eventName])).toEqual([
      [social.id, 'Spring Gala'],
      [expect.any(String), 'Cookout'],
    ]);
  });

  it('keeps an event when the deletion is not confirmed', async () => {
    const world = uiWorld();
    (await world.services.events.create({ eventName: 'Cookout', eventDate: '2026-07-04', eventDesc: '' }))._unsafeUnwrap();
    await renderAsAdmin(world);
    const events = screen.getByRole('list', { name: 'Events' });
    await userEvent.click(await within(events).findByRole('button', { name: 'Delete Cookout' }));
    await userEvent.click(within(events).getByRole('button', { name: 'Keep' }));
    within(events).getByRole('button', { name: 'Delete Cookout' });
    expect((await world.services.events.list({}))._unsafeUnwrap().items).toHaveLength(1);
  });

  it("adds an officer with a photo ('Uploading photo...'), edits and deletes them", async () => {
    const world = await renderAsAdmin();
    const user = userEvent.setup();
    const add = form('Add officer');
    await user.type(within(add).getByLabelText('Name'), 'Ada Lovelace');
    await user.type(within(add).getByLabelText('Position'), 'Treasurer');
    await user.type(within(add).getByLabelText('Summary'), LONG_TEXT);
    await user.upload(within(add).getByLabelText('Photo'), new File([PNG], 'ada.png', { type: 'image/png' }));
    await user.click(within(add).getByRole('button', { name: 'Save officer' }));
    await screen.findByText('Uploading photo...');
    await screen.findByText('Officer added successfully!');
    const officers = screen.getByRole('list', { name: 'Officers' });
    await within(officers).findByRole('img', { name: 'Photo of Ada Lovelace' });
    within(officers).getByText(`${LONG_TEXT.slice(0, 50)}...`);

    await user.click(within(officers).getByRole('button', { name: 'Edit Ada Lovelace' }));
    const edit = form('Edit officer');
    const position = within(edit).getByLabelText('Position');
    await user.clear(position);
    await user.type(position, 'President');
    await user.click(within(edit).getByRole('button', { name: 'Save officer' }));
    await screen.findByText('Officer updated successfully!');
    const [officer] = (await world.services.officers.list({}))._unsafeUnwrap().items;
    expect(officer).toMatchObject({ name: 'Ada Lovelace', position: 'President' });
    expect(officer?.photo).toMatch(/^memory:\/\//);

    await user.click(within(officers).getByRole('button', { name: 'Delete Ada Lovelace' }));
    await user.click(within(officers).getByRole('button', { name: 'Yes, delete' }));
    await screen.findByText('Officer deleted successfully!');
    expect((await world.services.officers.list({}))._unsafeUnwrap().items).toHaveLength(0);
  });

  it("refuses a photo that is not an image: 'Please select an image file'", async () => {
    const world = await renderAsAdmin();
    const user = userEvent.setup({ applyAccept: false });
    const add = form('Add officer');
    const photo = within(add).getByLabelText('Photo');
    await user.upload(photo, new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    within(add).getByText('Please select an image file');
    expect(photo.getAttribute('aria-invalid')).toBe('true');
    await user.type(within(add).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(add).getByLabelText('Position'), 'Secretary');
    await user.click(within(add).getByRole('button', { name: 'Save officer' }));
    await screen.findByText('Officer added successfully!');
    const [officer] = (await world.services.officers.list({}))._unsafeUnwrap().items;
    expect(officer?.photo).toBe('');
  });
});

describe('Member Area: plain member', () => {
  it('shows no Admin badge and no Admin Panel, and loads no events or officers', async () => {
    const world = uiWorld();
    const events = vi.spyOn(world.services.events, 'list');
    const officers = vi.spyOn(world.services.officers, 'list');
    await signedInMember(world);
    renderRoutes(world, '/Member-Area', { '/Member-Area': <MemberAreaPage /> });
    await screen.findByRole('heading', { name: 'Katherine Johnson' });
    expect(screen.queryByText('Admin')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Admin Panel' })).toBeNull();
    expect(events).not.toHaveBeenCalled();
    expect(officers).not.toHaveBeenCalled();
  });
});

describe('Admin Panel actions checked in the browser', () => {
  // The page never shows the panel to a member; rendering it directly shows that its actions check
  // the session's role themselves, before any port is called.
  async function renderPanelFor(world: UiWorld) {
    const spies = {
      saveEvent: vi.spyOn(world.services.events, 'create'),
      findEvent: vi.spyOn(world.services.events, 'findByName'),
      deleteEvent: vi.spyOn(world.services.events, 'delete'),
      saveOfficer: vi.spyOn(world.services.officers, 'create'),
      findOfficer: vi.spyOn(world.services.officers, 'findByName'),
      upload: vi.spyOn(world.services.documents, 'upload'),
    };
    renderRoutes(world, '/Member-Area', { '/Member-Area': <AdminPanel documentsVersion={0} onDocumentsChanged={() => undefined} /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Admin Panel' }));
    return spies;
  }

  it('refuses a plain member: no event, officer or document reaches a port', async () => {
    const world = uiWorld();
    await signedInMember(world);
    const spies = await renderPanelFor(world);
    const user = userEvent.setup();
    const event = form('Add event');
    await user.type(within(event).getByLabelText('Event name'), 'Spring Social');
    await user.type(within(event).getByLabelText('Event date'), '2026-04-18');
    await user.click(within(event).getByRole('button', { name: 'Save event' }));
    await screen.findByText(ADMINS_ONLY);
    const officer = form('Add officer');
    await user.type(within(officer).getByLabelText('Name'), 'Ada Lovelace');
    await user.type(within(officer).getByLabelText('Position'), 'Treasurer');
    await user.upload(within(officer).getByLabelText('Photo'), new File([PNG], 'ada.png', { type: 'image/png' }));
    await user.click(within(officer).getByRole('button', { name: 'Save officer' }));
    await user.upload(
      screen.getByLabelText('Meeting minutes file'),
      new File(['%PDF-1.4 minutes'], 'minutes.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload meeting minutes' }));
    await vi.waitFor(() => expect(screen.getAllByText(ADMINS_ONLY)).toHaveLength(3));
    expect(screen.queryByText('Uploading photo...')).toBeNull();
    for (const spy of Object.values(spies)) expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a plain member the deletion of an event', async () => {
    const world = uiWorld();
    (await world.services.events.create({ eventName: 'Cookout', eventDate: '2026-07-04', eventDesc: '' }))._unsafeUnwrap();
    await signedInMember(world);
    const spies = await renderPanelFor(world);
    const events = screen.getByRole('list', { name: 'Events' });
    await userEvent.click(await within(events).findByRole('button', { name: 'Delete Cookout' }));
    await userEvent.click(within(events).getByRole('button', { name: 'Yes, delete' }));
    await screen.findByText(ADMINS_ONLY);
    expect(spies.deleteEvent).not.toHaveBeenCalled();
    expect((await world.services.events.list({}))._unsafeUnwrap().items).toHaveLength(1);
  });
});
