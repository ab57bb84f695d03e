import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { storeOfficerPhoto } from '../../../../src/application/server/content/store-officer-photo.use-case';
import { NOT_AN_IMAGE_MESSAGE } from '../../../../src/domain/documents';
import { PNG_BYTES, TEXT_BYTES } from '../../../contracts/document-store.contract';
import { admin, contentWorld, stubbable } from './content-fixtures';

describe('storeOfficerPhoto (backend)', () => {
  it('stores the photo publicly and answers its public URL', async () => {
    const world = contentWorld();
    const { document, url } = (await storeOfficerPhoto(world, { actor: admin, fileName: 'ada.png', bytes: PNG_BYTES }))._unsafeUnwrap();
    expect(document).toMatchObject({ contentType: 'image/png', publicUrl: url });
    expect((await world.documents.open(url))._unsafeUnwrap().bytes).toEqual(PNG_BYTES);
  });

  it("refuses content that is not an image: 'Please select an image file'", async () => {
    const world = contentWorld();
    const result = await storeOfficerPhoto(world, { actor: admin, fileName: 'ada.png', bytes: TEXT_BYTES });
    expect(result._unsafeUnwrapErr()).toEqual({ type: 'InvalidFile', message: NOT_AN_IMAGE_MESSAGE });
    expect((await world.documents.list('website-assets'))._unsafeUnwrap()).toEqual([]);
  });

  it('reports a store that gives the photo no public address (Unavailable)', async () => {
    const world = contentWorld();
    const stored = {
      key: 'website-assets/x.png',
      name: 'x.png',
      size: 1,
      contentType: 'image/png',
      uploadedAt: '2026-06-15T12:00:00.000Z',
    };
    const documents = { ...stubbable(world.documents), upload: () => okAsync(stored) };
    const result = await storeOfficerPhoto({ documents }, { actor: admin, fileName: 'x.png', bytes: PNG_BYTES });
    expect(result._unsafeUnwrapErr().type).toBe('Unavailable');
  });
});
