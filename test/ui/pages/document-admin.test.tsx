import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InMemoryDocumentStore } from '../../../src/adapters/in-memory/in-memory-document-store';
import { ADMINS_ONLY } from '../../../src/application/browser/use-cases/admin-access';
import { AdminPanel } from '../../../src/ui/pages/member-area/admin-panel';
import { MemberAreaPage } from '../../../src/ui/pages/member-area/member-area-page';
import { UI_ADMIN, uiWorld, type UiWorld } from '../support/ui-world';
import { renderRoutes, signedInMember, Stub } from './page-harness';

const OLD = new TextEncoder().encode('%PDF-1.4\nMarch minutes');
const NEW = '%PDF-1.4\nMarch minutes, corrected';

async function withMinutes(world: UiWorld = uiWorld()) {
  const stored = (
    await world.services.documents.upload({
      folder: 'meeting-minutes',
      fileName: 'March 2026.pdf',
      contentType: 'application/pdf',
      bytes: OLD,
    })
  )._unsafeUnwrap();
  return { world, stored };
}

async function renderAsAdmin(world: UiWorld) {
  await signedInMember(world, { email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
  renderRoutes(world, '/Member-Area', { '/Member-Area': <MemberAreaPage />, '/Login': <Stub name="Login" /> });
  await userEvent.click(await screen.findByRole('button', { name: 'Admin Panel' }));
  return within(await screen.findByRole('region', { name: 'Stored meeting minutes' }));
}

const listed = async (world: UiWorld) => (await world.services.documents.list('meeting-minutes'))._unsafeUnwrap();

describe('Admin Panel: deleting and replacing documents', () => {
  it("deletes a document after 'Yes, delete': 'Document deleted.', and the members' list no longer shows it", async () => {
    const { world } = await withMinutes();
    const stored = await renderAsAdmin(world);
    await userEvent.click(screen.getByRole('button', { name: 'Meeting Minutes' }));
    await screen.findByRole('button', { name: 'Download March 2026.pdf' });
    await userEvent.click(await stored.findByRole('button', { name: 'Delete March 2026.pdf' }));
    const confirm = stored.getByRole('group', { name: 'Delete March 2026.pdf?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await screen.findByText('Document deleted.');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Download March 2026.pdf' })).toBeNull());
    expect(await listed(world)).toEqual([]);
    await screen.findByText('No meeting minutes yet.');
  });

  it("keeps the document on 'Keep'", async () => {
    const { world, stored: document } = await withMinutes();
    const stored = await renderAsAdmin(world);
    await userEvent.click(await stored.findByRole('button', { name: 'Delete March 2026.pdf' }));
    await userEvent.click(stored.getByRole('button', { name: 'Keep' }));
    stored.getByRole('button', { name: 'Delete March 2026.pdf' });
    expect(await listed(world)).toEqual([document]);
  });

  it('replaces a document after choosing the new version and confirming: the same name, the new content', async () => {
    const { world } = await withMinutes();
    const stored = await renderAsAdmin(world);
    await userEvent.click(await stored.findByRole('button', { name: 'Replace March 2026.pdf' }));
    const group = within(stored.getByRole('group', { name: 'Replace March 2026.pdf' }));
    expect(document.activeElement).toBe(group.getByLabelText('New version of March 2026.pdf'));
    expect(group.getByRole('button', { name: 'Yes, replace' }).hasAttribute('disabled')).toBe(true);
    await userEvent.upload(
      group.getByLabelText('New version of March 2026.pdf'),
      new File([NEW], 'march-v2.pdf', { type: 'application/pdf' }),
    );
    group.getByText('Replace March 2026.pdf with march-v2.pdf? Members will download it as March 2026.pdf.');
    await userEvent.click(group.getByRole('button', { name: 'Yes, replace' }));
    await screen.findByText('Document replaced: members now download the new version.');
    const [replaced, ...others] = await listed(world);
    expect(others).toEqual([]);
    expect(replaced?.name).toBe('March 2026.pdf');
    const link = (await world.services.documents.downloadLink(replaced!.key))._unsafeUnwrap();
    expect(new TextDecoder().decode((await (world.services.documents as InMemoryDocumentStore).open(link.url))._unsafeUnwrap().bytes)).toBe(
      NEW,
    );
  });

  it('shows a refused new version beside its field and keeps the old file', async () => {
    const { world, stored: document } = await withMinutes();
    const stored = await renderAsAdmin(world);
    await userEvent.click(await stored.findByRole('button', { name: 'Replace March 2026.pdf' }));
    const group = within(stored.getByRole('group', { name: 'Replace March 2026.pdf' }));
    const field = group.getByLabelText('New version of March 2026.pdf');
    await userEvent.upload(field, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }), { applyAccept: false });
    await userEvent.click(group.getByRole('button', { name: 'Yes, replace' }));
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(await listed(world)).toEqual([document]);
  });

  it('refuses a plain member before any document reaches a port', async () => {
    const { world, stored: document } = await withMinutes();
    await signedInMember(world);
    const remove = vi.spyOn(world.services.documents, 'delete');
    const upload = vi.spyOn(world.services.documents, 'upload');
    renderRoutes(world, '/Member-Area', { '/Member-Area': <AdminPanel documentsVersion={0} onDocumentsChanged={() => undefined} /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Admin Panel' }));
    const stored = within(await screen.findByRole('region', { name: 'Stored meeting minutes' }));
    await userEvent.click(await stored.findByRole('button', { name: 'Delete March 2026.pdf' }));
    await userEvent.click(stored.getByRole('button', { name: 'Yes, delete' }));
    await screen.findByText(ADMINS_ONLY);
    expect(remove).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
    expect(await listed(world)).toEqual([document]);
  });
});
