import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { listDocuments } from '../../../../src/application/browser/use-cases/list-documents.use-case';
import { minutes } from '../../../contracts/document-store.contract';
import { contentWorld, stubbable } from '../../server/content/content-fixtures';

describe('listDocuments', () => {
  it('lists a folder newest first', async () => {
    const world = contentWorld();
    const older = (await world.documents.upload(minutes('a.pdf')))._unsafeUnwrap();
    world.clock.advance(1_000);
    const newer = (await world.documents.upload(minutes('b.pdf')))._unsafeUnwrap();
    expect((await listDocuments(world, { folder: 'meeting-minutes' }))._unsafeUnwrap()).toEqual([newer, older]);
  });

  it("answers 'Failed to load member data.' when the store fails", async () => {
    const world = contentWorld();
    const documents = { ...stubbable(world.documents), list: () => errAsync({ type: 'Unavailable', message: 'down' } as const) };
    const result = await listDocuments({ documents }, { folder: 'treasury-report' });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'DocumentsLoadFailed',
      notice: MESSAGES.memberLoadFailed,
      cause: 'Unavailable',
    });
  });

  it('says the documents are for members when the server refuses an account without a member record (Unauthorized)', async () => {
    const world = contentWorld();
    const documents = { ...stubbable(world.documents), list: () => errAsync({ type: 'Unauthorized', message: 'Unauthorized' } as const) };
    const result = await listDocuments({ documents }, { folder: 'meeting-minutes' });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'DocumentsLoadFailed',
      notice: MESSAGES.documentsForMembers,
      cause: 'Unauthorized',
    });
  });
});
