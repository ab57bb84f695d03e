import { describe, expect, it } from 'vitest';
import { getDownloadLink } from '../../../../src/application/server/content/get-download-link.use-case';
import { PNG_BYTES } from '../../../contracts/document-store.contract';
import { member, seededWorld } from './content-fixtures';

describe('getDownloadLink (backend)', () => {
  it('gives a member a signed link for 900 s, or the lifetime asked for', async () => {
    const { world, document } = await seededWorld();
    const link = (await getDownloadLink(world, { actor: member, key: document.key }))._unsafeUnwrap();
    expect(Date.parse(link.expiresAt) - world.clock.now()).toBe(900_000);
    expect((await world.documents.open(link.url))._unsafeUnwrap().name).toBe('March 2026.pdf');
    const hour = (await getDownloadLink(world, { actor: member, key: document.key, expiresInSeconds: 3600 }))._unsafeUnwrap();
    expect(Date.parse(hour.expiresAt) - world.clock.now()).toBe(3_600_000);
  });

  it('refuses a lifetime over 7 days (ExpiryTooLong)', async () => {
    const { world, document } = await seededWorld();
    const result = await getDownloadLink(world, { actor: member, key: document.key, expiresInSeconds: 8 * 24 * 3600 });
    expect(result._unsafeUnwrapErr().type).toBe('ExpiryTooLong');
  });

  it('refuses a key outside the member folders, or one that climbs out (InvalidKey)', async () => {
    const { world } = await seededWorld();
    const photo = (
      await world.documents.upload({ folder: 'website-assets', fileName: 'p.png', contentType: 'image/png', bytes: PNG_BYTES })
    )._unsafeUnwrap();
    for (const key of [photo.key, '../meeting-minutes/x.pdf', '/meeting-minutes/x.pdf', 'meeting-minutes/../x']) {
      expect((await getDownloadLink(world, { actor: member, key }))._unsafeUnwrapErr().type).toBe('InvalidKey');
    }
  });

  it('answers NotFound for a key that is not stored', async () => {
    const { world } = await seededWorld();
    expect((await getDownloadLink(world, { actor: member, key: 'meeting-minutes/none.pdf' }))._unsafeUnwrapErr().type).toBe('NotFound');
  });
});
