import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { uploadChosenFile, type ChosenFile } from '../../../../src/application/browser/use-cases/upload-chosen-file.use-case';
import { TEXT_BYTES } from '../../../contracts/document-store.contract';
import { admin, contentWorld } from '../../server/content/content-fixtures';
import { ADMIN_ONLY_REFUSAL, NOT_ADMINS, recorded } from './admin-refusal';

/** A chosen file as the browser gives it, noting whether its contents were read. */
function chosen(name = 'March 2026.pdf', bytes: Uint8Array = TEXT_BYTES) {
  const reads: string[] = [];
  const file: ChosenFile = {
    name,
    type: 'application/pdf',
    arrayBuffer: async () => {
      reads.push(name);
      return new Uint8Array(bytes).buffer;
    },
  };
  return { file, reads };
}

describe('uploadChosenFile', () => {
  it("reads the chosen file and stores it: 'Meeting minutes successfully uploaded!'", async () => {
    const world = contentWorld();
    const done = (await uploadChosenFile(world, { actor: admin, folder: 'meeting-minutes', file: chosen().file }))._unsafeUnwrap();
    expect(done.notice).toEqual(MESSAGES.minutesUploaded);
    expect(done.document).toMatchObject({ name: 'March 2026.pdf', size: TEXT_BYTES.length });
    expect((await world.documents.list('meeting-minutes'))._unsafeUnwrap()).toEqual([done.document]);
  });

  it('refuses an unsupported file beside the file field', async () => {
    const result = await uploadChosenFile(contentWorld(), { actor: admin, folder: 'treasury-report', file: chosen('setup.exe').file });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidForm', fields: { file: expect.stringContaining('pdf') } });
  });

  it("answers 'There was an error uploading the file, please try again.' when the browser cannot read the file", async () => {
    const file: ChosenFile = { name: 'a.pdf', type: 'application/pdf', arrayBuffer: () => Promise.reject(new Error('NotReadableError')) };
    const result = await uploadChosenFile(contentWorld(), { actor: admin, folder: 'meeting-minutes', file });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'FileUnreadable',
      message: 'NotReadableError',
      notice: MESSAGES.uploadFailed,
      cause: 'FileUnreadable',
    });
  });

  it("stores nothing when Cancel aborted the signal: 'Upload cancelled; nothing was stored.'", async () => {
    const world = contentWorld();
    const controller = new AbortController();
    const uploading = uploadChosenFile(world, { actor: admin, folder: 'meeting-minutes', file: chosen().file, signal: controller.signal });
    controller.abort();
    expect((await uploading)._unsafeUnwrapErr()).toMatchObject({
      type: 'UploadCancelled',
      notice: MESSAGES.uploadCancelled,
      cause: 'Aborted',
    });
    expect((await world.documents.list('meeting-minutes'))._unsafeUnwrap()).toEqual([]);
  });

  it.each(NOT_ADMINS)("refuses %s through the domain's access check, before the file is read or the store called", async (_, actor) => {
    const world = contentWorld();
    const documents = recorded(world.documents);
    const { file, reads } = chosen();
    const result = await uploadChosenFile({ documents: documents.port }, { actor, folder: 'meeting-minutes', file });
    expect(result._unsafeUnwrapErr()).toEqual(ADMIN_ONLY_REFUSAL);
    expect(reads).toEqual([]);
    expect(documents.calls).toEqual([]);
  });
});
