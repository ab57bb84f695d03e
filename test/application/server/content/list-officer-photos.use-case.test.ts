import { describe, expect, it } from 'vitest';
import { listOfficerPhotos } from '../../../../src/application/server/content/list-officer-photos.use-case';
import { PNG_BYTES } from '../../../contracts/document-store.contract';
import { admin, contentWorld, member, visitor } from './content-fixtures';

describe('listOfficerPhotos (backend)', () => {
  it('gives an administrator the uploaded officer photos, each with its public URL', async () => {
    const world = contentWorld();
    const photo = (
      await world.documents.upload({ folder: 'website-assets', fileName: 'me.png', contentType: 'image/png', bytes: PNG_BYTES })
    )._unsafeUnwrap();
    expect((await listOfficerPhotos(world, { actor: admin }))._unsafeUnwrap()).toEqual([photo]);
    expect(photo.publicUrl).toEqual(expect.any(String));
  });

  it('refuses members and visitors (Unauthorized)', async () => {
    const world = contentWorld();
    for (const actor of [member, visitor]) {
      expect((await listOfficerPhotos(world, { actor }))._unsafeUnwrapErr()).toEqual({ type: 'Unauthorized', message: 'Unauthorized' });
    }
  });
});
