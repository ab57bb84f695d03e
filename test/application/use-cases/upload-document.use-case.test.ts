import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/application/messages';
import { uploadDocument } from '../../../src/application/use-cases/upload-document.use-case';
import { minutes } from '../../contracts/document-store.contract';
import { contentWorld, stubbable } from '../backend/content/content-fixtures';

describe('uploadDocument', () => {
  it("uploads minutes: 'Meeting minutes successfully uploaded!'", async () => {
    const world = contentWorld();
    const done = (await uploadDocument(world, { ...minutes(), folder: 'meeting-minutes' }))._unsafeUnwrap();
    expect(done.notice).toEqual(MESSAGES.minutesUploaded);
    expect((await world.documents.list('meeting-minutes'))._unsafeUnwrap()).toEqual([done.document]);
  });

  it("uploads a treasury report: 'Treasury report successfully uploaded!'", async () => {
    const done = (await uploadDocument(contentWorld(), { ...minutes('Q1.csv'), folder: 'treasury-report' }))._unsafeUnwrap();
    expect(done.notice).toEqual(MESSAGES.treasuryReportUploaded);
  });

  it('refuses an unsupported file beside the file field, without uploading', async () => {
    const world = contentWorld();
    const result = await uploadDocument(world, { ...minutes('virus.exe'), folder: 'meeting-minutes' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidForm', notice: null, fields: { file: expect.stringContaining('pdf') } });
    expect((await world.documents.list('meeting-minutes'))._unsafeUnwrap()).toEqual([]);
  });

  it("shows a file the server refuses beside the file field too", async () => {
    const world = contentWorld();
    const documents = { ...stubbable(world.documents), upload: () => errAsync({ type: 'InvalidFile', message: 'Too big.' } as const) };
    const result = await uploadDocument({ documents }, { ...minutes(), folder: 'meeting-minutes' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidForm', fields: { file: 'Too big.' } });
  });

  it("answers 'There was an error uploading the file, please try again.' when refused (Unauthorized) or failing", async () => {
    const world = contentWorld();
    for (const error of [{ type: 'Unauthorized', message: 'Unauthorized' }, { type: 'Unavailable', message: 'down' }] as const) {
      const documents = { ...stubbable(world.documents), upload: () => errAsync(error) };
      const result = await uploadDocument({ documents }, { ...minutes(), folder: 'meeting-minutes' });
      expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'UploadFailed', notice: MESSAGES.uploadFailed, cause: error.type });
    }
  });
});
