import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { storeDocument } from '../../../../src/application/server/content/store-document.use-case';
import { minutes, PNG_BYTES, XLSX_BYTES } from '../../../contracts/document-store.contract';
import { admin, contentWorld, stubbable } from './content-fixtures';

describe('storeDocument (backend)', () => {
  it('stores meeting minutes and treasury reports under server-made keys', async () => {
    const world = contentWorld();
    const stored = (await storeDocument(world, { actor: admin, ...minutes('../../March.pdf') }))._unsafeUnwrap();
    expect(stored.key.startsWith('meeting-minutes/')).toBe(true);
    const report = (
      await storeDocument(world, { actor: admin, ...minutes('Q1.xlsx', XLSX_BYTES), folder: 'treasury-report' })
    )._unsafeUnwrap();
    expect((await world.documents.list('treasury-report'))._unsafeUnwrap()).toEqual([report]);
  });

  it('refuses the public photo folder or an unknown one (InvalidKey)', async () => {
    const world = contentWorld();
    for (const folder of ['website-assets', 'secrets', '../meeting-minutes']) {
      const result = await storeDocument(world, { actor: admin, ...minutes(), folder });
      expect(result._unsafeUnwrapErr().type).toBe('InvalidKey');
    }
    expect((await world.documents.list('website-assets'))._unsafeUnwrap()).toEqual([]);
  });

  it('refuses an unsupported or empty file (InvalidFile) before it reaches the store', async () => {
    const world = contentWorld();
    const exe = await storeDocument(world, { actor: admin, ...minutes('photo.png', PNG_BYTES) });
    expect(exe._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidFile', message: expect.stringContaining('pdf') });
    const empty = await storeDocument(world, { actor: admin, ...minutes('x.pdf', new Uint8Array()) });
    expect(empty._unsafeUnwrapErr()).toEqual({ type: 'InvalidFile', message: 'The file is empty.' });
  });

  it("passes on the store's failure", async () => {
    const world = contentWorld();
    const documents = { ...stubbable(world.documents), upload: () => errAsync({ type: 'Unavailable', message: 'down' } as const) };
    expect((await storeDocument({ documents }, { actor: admin, ...minutes() }))._unsafeUnwrapErr().type).toBe('Unavailable');
  });
});
