import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentStoreError, StoredDocument } from '../../../src/application/ports/document-store.port';
import { UPLOAD_ABORTED } from '../../../src/application/ports/document-store.port';
import { MEETING_MINUTES } from '../../../src/ui/components/document-categories';
import { DocumentUpload } from '../../../src/ui/components/document-upload';
import { UI_ADMIN, uiWorld } from '../support/ui-world';
import { renderRoutes, signedInMember } from './page-harness';

const MINUTES = new File(['%PDF-1.4 minutes'], 'minutes-march.pdf', { type: 'application/pdf' });

/** An upload that stays under way until its signal is aborted, keeping the signal to look at. */
function uploadUntilAborted(signals: AbortSignal[]) {
  return (_: unknown, signal?: AbortSignal): ResultAsync<StoredDocument, DocumentStoreError> => {
    if (signal) signals.push(signal);
    const aborted = new Promise<never>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    return ResultAsync.fromPromise(aborted, () => UPLOAD_ABORTED);
  };
}

async function renderUpload() {
  const world = uiWorld();
  await signedInMember(world, { email: UI_ADMIN });
  const uploaded = vi.fn();
  renderRoutes(world, '/Member-Area', {
    '/Member-Area': <DocumentUpload categories={[MEETING_MINUTES]} what="Meeting minutes" onUploaded={uploaded} />,
  });
  return { world, uploaded };
}

describe('Admin Panel document upload', () => {
  it('says what is chosen, uploads it, and says it was uploaded', async () => {
    const { world, uploaded } = await renderUpload();
    expect((await screen.findByRole('status')).textContent).toBe('No file chosen.');
    await userEvent.upload(screen.getByLabelText('Meeting minutes file'), MINUTES);
    expect(screen.getByRole('status').textContent).toBe('Ready to upload minutes-march.pdf.');
    await userEvent.click(screen.getByRole('button', { name: 'Upload meeting minutes' }));
    await screen.findByText('Uploaded minutes-march.pdf.');
    expect(uploaded).toHaveBeenCalledTimes(1);
    expect((await world.services.documents.list('meeting-minutes'))._unsafeUnwrap().map((document) => document.name)).toEqual([
      'minutes-march.pdf',
    ]);
  });

  it('offers Cancel only while uploading; Cancel aborts the upload, stores nothing and allows another try', async () => {
    const { world, uploaded } = await renderUpload();
    const signals: AbortSignal[] = [];
    vi.spyOn(world.services.documents, 'upload').mockImplementation(uploadUntilAborted(signals));
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Meeting minutes file'), MINUTES);
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload meeting minutes' }));

    await screen.findByText('Uploading minutes-march.pdf...');
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    await screen.findByText('Cancelled: minutes-march.pdf was not stored.');
    await screen.findByText('Upload cancelled; nothing was stored.');
    expect(signals[0]?.aborted).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload meeting minutes' }).hasAttribute('disabled')).toBe(false);
    expect(uploaded).not.toHaveBeenCalled();
    vi.mocked(world.services.documents.upload).mockRestore();
    expect((await world.services.documents.list('meeting-minutes'))._unsafeUnwrap()).toEqual([]);
  });
});
