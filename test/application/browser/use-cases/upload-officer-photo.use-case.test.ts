import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES, providerMessage, type Notice } from '../../../../src/application/browser/messages';
import type { DocumentStore } from '../../../../src/application/ports/document-store.port';
import { uploadOfficerPhoto, type PhotoFile } from '../../../../src/application/browser/use-cases/upload-officer-photo.use-case';
import type { Actor } from '../../../../src/domain/access';
import { PNG_BYTES, TEXT_BYTES } from '../../../contracts/document-store.contract';
import { admin, contentWorld, stubbable } from '../../server/content/content-fixtures';
import { ADMIN_ONLY_REFUSAL, NOT_ADMINS, recorded } from './admin-refusal';

const photo: PhotoFile = { fileName: 'ada.png', contentType: 'image/png', bytes: PNG_BYTES };

function upload(world: { readonly documents: DocumentStore }, chosen: PhotoFile = photo, actor: Actor = admin) {
  const notices: Notice[] = [];
  const result = uploadOfficerPhoto(world, { actor, photo: chosen, onNotice: (notice) => notices.push(notice) });
  return { notices, result };
}

describe('uploadOfficerPhoto', () => {
  it("stores the photo in the public folder after 'Uploading photo...' and answers its public address", async () => {
    const world = contentWorld();
    const { notices, result } = upload(world);
    const { url } = (await result)._unsafeUnwrap();
    expect(notices).toEqual([MESSAGES.uploadingPhoto]);
    expect((await world.documents.open(url))._unsafeUnwrap().bytes).toEqual(PNG_BYTES);
    expect((await world.documents.list('website-assets'))._unsafeUnwrap().map((stored) => stored.publicUrl)).toEqual([url]);
  });

  it.each([
    ['a declared type that is not an image', { ...photo, contentType: 'application/pdf' }],
    ['image content that is really text', { ...photo, bytes: TEXT_BYTES }],
  ])('refuses %s in its own words, before any upload or notice', async (_, chosen) => {
    const world = contentWorld();
    const { notices, result } = upload(world, chosen);
    const failure = (await result)._unsafeUnwrapErr();
    expect(failure).toMatchObject({ type: 'PhotoRefused', notice: providerMessage(failure.message) });
    expect(notices).toEqual([]);
    expect((await world.documents.list('website-assets'))._unsafeUnwrap()).toEqual([]);
  });

  it("answers 'Failed to process officer data. Please try again.' when the store fails or gives no public address", async () => {
    const world = contentWorld();
    const noUrl = { key: 'website-assets/x.png', name: 'x.png', size: 1, contentType: 'image/png', uploadedAt: '2026-06-15T12:00:00.000Z' };
    const stores = [
      { ...stubbable(world.documents), upload: () => errAsync({ type: 'Unavailable', message: 'down' } as const) },
      {
        ...stubbable(world.documents),
        upload: () =>
          world.documents
            .upload({ folder: 'meeting-minutes', fileName: 'a.pdf', contentType: 'application/pdf', bytes: TEXT_BYTES })
            .map(() => noUrl),
      },
    ];
    for (const documents of stores) {
      const failure = (await upload({ documents }).result)._unsafeUnwrapErr();
      expect(failure).toMatchObject({ type: 'OfficerProcessingFailed', notice: MESSAGES.officerProcessingFailed });
    }
  });

  it("reads a photo the store refuses in the store's own words", async () => {
    const world = contentWorld();
    const documents = { ...stubbable(world.documents), upload: () => errAsync({ type: 'InvalidFile', message: 'Too big.' } as const) };
    expect((await upload({ documents }).result)._unsafeUnwrapErr()).toMatchObject({
      type: 'PhotoRefused',
      notice: providerMessage('Too big.'),
    });
  });

  it.each(NOT_ADMINS)("refuses %s through the domain's access check, before any check, notice or port", async (_, actor) => {
    const world = contentWorld();
    const documents = recorded(world.documents);
    const { notices, result } = upload({ documents: documents.port }, photo, actor);
    expect((await result)._unsafeUnwrapErr()).toEqual(ADMIN_ONLY_REFUSAL);
    expect(notices).toEqual([]);
    expect(documents.calls).toEqual([]);
  });
});
