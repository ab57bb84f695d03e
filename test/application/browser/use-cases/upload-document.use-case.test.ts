import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { uploadDocument } from '../../../../src/application/browser/use-cases/upload-document.use-case';
import { minutes } from '../../../contracts/document-store.contract';
import { admin, contentWorld, stubbable } from '../../server/content/content-fixtures';
import { ADMIN_ONLY_REFUSAL, NOT_ADMINS, recorded } from './admin-refusal';

describe('uploadDocument', () => {
  it("uploads minutes: 'Meeting minutes successfully uploaded!'", async () => {
    const world = contentWorld();
    const done = (await uploadDocument(world, { actor: admin, ...minutes(), folder: 'meeting-minutes' }))._unsafeUnwrap();
    expect(done.notice).toEqual(MESSAGES.minutesUploaded);
    expect((await world.documents.list('meeting-minutes'))._unsafeUnwrap()).toEqual([done.document]);
  });

  it("uploads a treasury report: 'Treasury report successfully uploaded!'", async () => {
    const done = (await uploadDocument(contentWorld(), { actor: admin, ...minutes('Q1.csv'), folder: 'treasury-report' }))._unsafeUnwrap();
    expect(done.notice).toEqual(MESSAGES.treasuryReportUploaded);
  });

  it('refuses an unsupported file beside the file field, without uploading', async () => {
    const world = contentWorld();
    const result = await uploadDocument(world, { actor: admin, ...minutes('virus.exe'), folder: 'meeting-minutes' });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      notice: null,
      fields: { file: expect.stringContaining('pdf') },
    });
    expect((await world.documents.list('meeting-minutes'))._unsafeUnwrap()).toEqual([]);
  });

  it('shows a file the server refuses beside the file field too', async () => {
    const world = contentWorld();
    const documents = { ...stubbable(world.documents), upload: () => errAsync({ type: 'InvalidFile', message: 'Too big.' } as const) };
    const result = await uploadDocument({ documents }, { actor: admin, ...minutes(), folder: 'meeting-minutes' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidForm', fields: { file: 'Too big.' } });
  });

  it("answers 'There was an error uploading the file, please try again.' when refused (Unauthorized) or failing", async () => {
    const world = contentWorld();
    for (const error of [
      { type: 'Unauthorized', message: 'Unauthorized' },
      { type: 'Unavailable', message: 'down' },
    ] as const) {
      const documents = { ...stubbable(world.documents), upload: () => errAsync(error) };
      const result = await uploadDocument({ documents }, { actor: admin, ...minutes(), folder: 'meeting-minutes' });
      expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'UploadFailed', notice: MESSAGES.uploadFailed, cause: error.type });
    }
  });

  it.each(NOT_ADMINS)('refuses %s before the document store is called, storing nothing', async (_, actor) => {
    const world = contentWorld();
    const documents = recorded(world.documents);
    const result = await uploadDocument({ documents: documents.port }, { actor, ...minutes(), folder: 'meeting-minutes' });
    expect(result._unsafeUnwrapErr()).toEqual(ADMIN_ONLY_REFUSAL);
    expect(documents.calls).toEqual([]);
    expect((await world.documents.list('meeting-minutes'))._unsafeUnwrap()).toEqual([]);
  });

  it('lets an administrator through to the document store, which gets the file without the actor', async () => {
    const world = contentWorld();
    const uploads: unknown[] = [];
    const documents = {
      ...stubbable(world.documents),
      upload: (file: Parameters<typeof world.documents.upload>[0]) => (uploads.push(file), world.documents.upload(file)),
    };
    expect((await uploadDocument({ documents }, { actor: admin, ...minutes(), folder: 'meeting-minutes' })).isOk()).toBe(true);
    expect(uploads).toEqual([{ ...minutes(), folder: 'meeting-minutes' }]);
  });
});
