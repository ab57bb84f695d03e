import { errAsync, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { deleteDocument } from '../../../../src/application/browser/use-cases/delete-document.use-case';
import { replaceDocument } from '../../../../src/application/browser/use-cases/replace-document.use-case';
import type { ChosenFile } from '../../../../src/application/browser/use-cases/upload-chosen-file.use-case';
import { minutes, TEXT_BYTES } from '../../../contracts/document-store.contract';
import { admin, contentWorld, stubbable } from '../../server/content/content-fixtures';
import { ADMIN_ONLY_REFUSAL, NOT_ADMINS, recorded } from './admin-refusal';

const NEW_BYTES = new TextEncoder().encode('%PDF-1.4\nMinutes, corrected');
const chosen = (name: string, bytes = NEW_BYTES, type = 'application/pdf'): ChosenFile => ({
  name,
  type,
  arrayBuffer: async () => bytes.slice().buffer,
});

async function withMinutes() {
  const world = contentWorld();
  const stored = (await world.documents.upload(minutes('March 2026.pdf')))._unsafeUnwrap();
  const listed = async () => (await world.documents.list('meeting-minutes'))._unsafeUnwrap();
  return { world, stored, listed };
}

describe('deleteDocument', () => {
  it("deletes a document: 'Document deleted.', and it is no longer listed", async () => {
    const { world, stored, listed } = await withMinutes();
    expect(await deleteDocument(world, { actor: admin, document: stored })).toEqual(ok({ notice: MESSAGES.documentDeleted }));
    expect(await listed()).toEqual([]);
  });

  it("answers 'There was an error deleting the file, please try again.' when the store fails, and keeps the file", async () => {
    const { world, stored, listed } = await withMinutes();
    const documents = { ...stubbable(world.documents), delete: () => errAsync({ type: 'Unavailable', message: 'down' } as const) };
    const result = await deleteDocument({ documents }, { actor: admin, document: stored });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'DeleteFailed', notice: MESSAGES.documentDeleteFailed, cause: 'Unavailable' });
    expect(await listed()).toEqual([stored]);
  });

  it.each(NOT_ADMINS)('refuses %s before the document store is called', async (_, actor) => {
    const { world, stored, listed } = await withMinutes();
    const documents = recorded(world.documents);
    expect((await deleteDocument({ documents: documents.port }, { actor, document: stored }))._unsafeUnwrapErr()).toEqual(
      ADMIN_ONLY_REFUSAL,
    );
    expect(documents.calls).toEqual([]);
    expect(await listed()).toEqual([stored]);
  });
});

describe('replaceDocument', () => {
  const download = async (world: ReturnType<typeof contentWorld>, key: string) =>
    (await world.documents.open((await world.documents.downloadLink(key))._unsafeUnwrap().url))._unsafeUnwrap();

  it('stores the new version under the old shown name, then deletes the old one', async () => {
    const { world, stored, listed } = await withMinutes();
    const done = (
      await replaceDocument(world, { actor: admin, folder: 'meeting-minutes', replaced: stored, file: chosen('march-v2.pdf') })
    )._unsafeUnwrap();
    expect(done.notice).toEqual(MESSAGES.documentReplaced);
    expect(done.document.name).toBe('March 2026.pdf');
    expect(await listed()).toEqual([done.document]);
    expect(await download(world, done.document.key)).toMatchObject({ name: 'March 2026.pdf', bytes: NEW_BYTES });
  });

  it("takes the new file's extension when it is another kind of file", async () => {
    const { world, stored } = await withMinutes();
    const done = await replaceDocument(world, {
      actor: admin,
      folder: 'meeting-minutes',
      replaced: stored,
      file: chosen('march.txt', NEW_BYTES, 'text/plain'),
    });
    expect(done._unsafeUnwrap().document.name).toBe('March 2026.txt');
  });

  it('leaves the old file when the new one is refused or its upload fails', async () => {
    const { world, stored, listed } = await withMinutes();
    const refused = await replaceDocument(world, { actor: admin, folder: 'meeting-minutes', replaced: stored, file: chosen('virus.exe') });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidForm', fields: { file: expect.any(String) } });
    const documents = { ...stubbable(world.documents), upload: () => errAsync({ type: 'Unavailable', message: 'down' } as const) };
    const failed = await replaceDocument(
      { documents },
      { actor: admin, folder: 'meeting-minutes', replaced: stored, file: chosen('v2.pdf') },
    );
    expect(failed._unsafeUnwrapErr()).toMatchObject({ type: 'ReplaceFailed', notice: MESSAGES.documentReplaceFailed });
    expect(await listed()).toEqual([stored]);
    expect((await download(world, stored.key)).bytes).toEqual(TEXT_BYTES);
  });

  it('removes the new version again when the old one cannot be deleted, so nothing changed', async () => {
    const { world, stored, listed } = await withMinutes();
    const documents = {
      ...stubbable(world.documents),
      delete: (key: string) =>
        key === stored.key ? errAsync({ type: 'Unavailable', message: 'down' } as const) : world.documents.delete(key),
    };
    const result = await replaceDocument(
      { documents },
      { actor: admin, folder: 'meeting-minutes', replaced: stored, file: chosen('v2.pdf') },
    );
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ReplaceFailed', cause: 'Unavailable' });
    expect(await listed()).toEqual([stored]);
  });

  it('keeps the new version when the old one was already deleted by someone else', async () => {
    const { world, stored, listed } = await withMinutes();
    (await world.documents.delete(stored.key))._unsafeUnwrap();
    const done = (
      await replaceDocument(world, { actor: admin, folder: 'meeting-minutes', replaced: stored, file: chosen('v2.pdf') })
    )._unsafeUnwrap();
    expect(await listed()).toEqual([done.document]);
  });

  it.each(NOT_ADMINS)('refuses %s before the document store is called', async (_, actor) => {
    const { world, stored } = await withMinutes();
    const documents = recorded(world.documents);
    const result = await replaceDocument(
      { documents: documents.port },
      { actor, folder: 'meeting-minutes', replaced: stored, file: chosen('v2.pdf') },
    );
    expect(result._unsafeUnwrapErr()).toEqual(ADMIN_ONLY_REFUSAL);
    expect(documents.calls).toEqual([]);
  });
});
