import { describe, expect, it } from 'vitest';
import { listMemberDocuments } from '../../../../src/application/server/content/list-member-documents.use-case';
import { minutes } from '../../../contracts/document-store.contract';
import { member, seededWorld } from './content-fixtures';

describe('listMemberDocuments (backend)', () => {
  it('gives a member the minutes, newest first', async () => {
    const { world, document } = await seededWorld();
    const newer = (await world.documents.upload(minutes('April.pdf')))._unsafeUnwrap();
    expect((await listMemberDocuments(world, { actor: member, folder: 'meeting-minutes' }))._unsafeUnwrap()).toEqual([newer, document]);
    expect((await listMemberDocuments(world, { actor: member, folder: 'treasury-report' }))._unsafeUnwrap()).toEqual([]);
  });

  it('refuses any folder but the two member folders (InvalidKey)', async () => {
    const { world } = await seededWorld();
    for (const folder of ['website-assets', 'x', '']) {
      expect((await listMemberDocuments(world, { actor: member, folder }))._unsafeUnwrapErr().type).toBe('InvalidKey');
    }
  });
});
