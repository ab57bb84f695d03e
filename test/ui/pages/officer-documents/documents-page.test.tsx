import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../../../src/domain/documents';
import type { Office } from '../../../../src/domain/officer-roles';
import { OFFICERS_ONLY } from '../../../../src/ui/components/officers-only';
import { DocumentsPage } from '../../../../src/ui/pages/officer-documents/documents-page';
import { uiWorld, type UiWorld } from '../../support/ui-world';
import { renderRoutes, signedInMember, Stub, withOffices } from '../page-harness';

const SECRETARY: Office = { role: 'secretary', event: null };
const PAGES = { '/Admin/documents': <DocumentsPage />, '/Admin': <Stub name="Console" />, '/Login': <Stub name="Login" /> };
const pdf = (name: string, text = '%PDF-1.4 report') => new File([text], name, { type: 'application/pdf' });

/** The page as an officer with `offices` sees it, with March's minutes already stored. */
async function asOfficer(offices: readonly Office[], world: UiWorld = uiWorld()) {
  const bytes = new TextEncoder().encode('%PDF-1.4\nMarch minutes');
  (
    await world.services.documents.upload({ folder: 'meeting-minutes', fileName: 'March 2026.pdf', contentType: 'application/pdf', bytes })
  )._unsafeUnwrap();
  await signedInMember(world, { email: 'sam@example.org' });
  withOffices(world, offices);
  renderRoutes(world, '/Admin/documents', PAGES);
  return world;
}

const names = async (world: UiWorld, folder: 'meeting-minutes' | 'treasury-report') =>
  (await world.services.documents.list(folder))._unsafeUnwrap().map((document) => document.name);

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('the secretary’s documents page (/Admin/documents)', () => {
  it('sends a visitor to Login and refuses a treasurer', async () => {
    renderRoutes(uiWorld(), '/Admin/documents', PAGES);
    await screen.findByRole('heading', { name: 'Login (stub)' });
    await asOfficer([{ role: 'treasurer', event: null }]);
    expect((await screen.findByRole('alert')).textContent).toBe(OFFICERS_ONLY);
    expect(screen.queryByRole('button', { name: 'Upload document' })).toBeNull();
  });

  it('lists the documents by category, each category under its own heading', async () => {
    await asOfficer([SECRETARY]);
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Upload document',
      'Meeting Minutes',
      'Treasury Reports',
    ]);
    await (await section('Meeting Minutes')).findByRole('button', { name: 'Delete March 2026.pdf' });
    await (await section('Treasury Reports')).findByText('None stored yet.');
  });

  it('uploads into the category chosen: the toast of that category, and its list shows the file', async () => {
    const world = await asOfficer([SECRETARY]);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Category'), 'Treasury Reports');
    await user.upload(screen.getByLabelText('Document file'), pdf('Q1 2026 report.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    await screen.findByText('Treasury report successfully uploaded!');
    await (await section('Treasury Reports')).findByRole('button', { name: 'Delete Q1 2026 report.pdf' });
    expect(await names(world, 'treasury-report')).toEqual(['Q1 2026 report.pdf']);
    expect(await names(world, 'meeting-minutes')).toEqual(['March 2026.pdf']);
  });

  it('says beside the file field why a file of the wrong kind or size is refused, and stores nothing', async () => {
    const world = await asOfficer([SECRETARY]);
    // The person picks 'All files' in the browser's dialog: the accept list does not stop them.
    const user = userEvent.setup({ applyAccept: false });
    const field = await screen.findByLabelText('Document file');
    await user.upload(field, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    const error = await screen.findByText('Please choose a pdf, doc, docx, xls, xlsx, odt, ods, txt, csv file.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Document file').getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByLabelText('Document file').getAttribute('aria-invalid')).toBe('true');

    const huge = pdf('Huge.pdf');
    Object.defineProperty(huge, 'arrayBuffer', { value: async () => new ArrayBuffer(MAX_DOCUMENT_BYTES + 1) });
    await user.upload(screen.getByLabelText('Document file'), huge);
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    await screen.findByText('Documents may be at most 20 MB.');
    expect(await names(world, 'meeting-minutes')).toEqual(['March 2026.pdf']);
    expect(await names(world, 'treasury-report')).toEqual([]);
  });

  it('deletes a document only after Yes, delete; Keep keeps it', async () => {
    const world = await asOfficer([SECRETARY]);
    const minutes = await section('Meeting Minutes');
    await userEvent.click(await minutes.findByRole('button', { name: 'Delete March 2026.pdf' }));
    await userEvent.click(within(minutes.getByRole('group', { name: 'Delete March 2026.pdf?' })).getByRole('button', { name: 'Keep' }));
    expect(await names(world, 'meeting-minutes')).toEqual(['March 2026.pdf']);
    await userEvent.click(minutes.getByRole('button', { name: 'Delete March 2026.pdf' }));
    await userEvent.click(
      within(minutes.getByRole('group', { name: 'Delete March 2026.pdf?' })).getByRole('button', { name: 'Yes, delete' }),
    );
    await screen.findByText('Document deleted.');
    // The lists load again after a change: the section is a new one.
    await (await section('Meeting Minutes')).findByText('None stored yet.');
    expect(screen.queryByRole('button', { name: 'Delete March 2026.pdf' })).toBeNull();
    expect(await names(world, 'meeting-minutes')).toEqual([]);
  });
});
