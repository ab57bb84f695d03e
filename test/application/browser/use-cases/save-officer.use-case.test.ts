import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Notice } from '../../../../src/application/browser/messages';
import { saveOfficer, type SaveOfficerInput } from '../../../../src/application/browser/use-cases/save-officer.use-case';
import { NOT_AN_IMAGE_MESSAGE } from '../../../../src/domain/documents';
import { PNG_BYTES, TEXT_BYTES } from '../../../contracts/document-store.contract';
import { admin, contentWorld, stubbable } from '../../server/content/content-fixtures';
import { ADMIN_ONLY_REFUSAL, NOT_ADMINS, recorded } from './admin-refusal';

const form = { name: 'Ada Lovelace', position: 'President', summary: 'Analyst', photo: '' };
const photo = { fileName: 'ada.png', contentType: 'image/png', bytes: PNG_BYTES };
const UNAUTHORIZED = { type: 'Unauthorized', message: 'Unauthorized' } as const;

function save(
  world: Pick<ReturnType<typeof contentWorld>, 'officers' | 'documents'>,
  input: Omit<SaveOfficerInput, 'onNotice' | 'actor'>,
  actor = admin,
) {
  const notices: Notice[] = [];
  return { notices, result: saveOfficer(world, { actor, ...input, onNotice: (notice) => notices.push(notice) }) };
}

describe('saveOfficer', () => {
  it("adds an officer without a photo: 'Officer added successfully!', no upload notice", async () => {
    const { notices, result } = save(contentWorld(), { form });
    expect((await result)._unsafeUnwrap()).toMatchObject({ outcome: 'added', notice: MESSAGES.officerAdded, record: form });
    expect(notices).toEqual([]);
  });

  it('edits the officer by id: renamed in place, the photo kept when no new one is chosen', async () => {
    const world = contentWorld();
    const first = (await save(world, { form, photo }).result)._unsafeUnwrap();
    const edited = { ...first.record, name: 'Ada King', summary: 'Countess' };
    const saved = (await save(world, { form: edited, id: first.record.id }).result)._unsafeUnwrap();
    expect(saved).toMatchObject({ outcome: 'updated', record: { id: first.record.id, name: 'Ada King', photo: first.record.photo } });
    expect((await world.officers.list())._unsafeUnwrap().items).toHaveLength(1);
  });

  it("refuses an edit that renames onto another officer's name, beside the name field", async () => {
    const world = contentWorld();
    (await save(world, { form }).result)._unsafeUnwrap();
    const grace = (await save(world, { form: { ...form, name: 'Grace Hopper' } }).result)._unsafeUnwrap();
    const result = await save(world, { form: { ...form, name: 'ada lovelace' }, id: grace.record.id }).result;
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      notice: null,
      fields: { name: "Another officer is already named 'Ada Lovelace'. Choose another name, or edit that officer instead." },
    });
    expect((await world.officers.get(grace.record.id))._unsafeUnwrap().name).toBe('Grace Hopper');
  });

  it('checks an edited name before the photo goes up: a refused rename uploads nothing', async () => {
    const world = contentWorld();
    (await save(world, { form }).result)._unsafeUnwrap();
    const grace = (await save(world, { form: { ...form, name: 'Grace Hopper' } }).result)._unsafeUnwrap();
    const { notices, result } = save(world, { form: { ...form, name: 'Ada Lovelace' }, id: grace.record.id, photo });
    expect((await result)._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: { name: expect.stringContaining("'Ada Lovelace'") },
    });
    expect(notices).toEqual([]);
    expect((await world.documents.list('website-assets'))._unsafeUnwrap()).toEqual([]);
  });

  it("uploads the chosen photo first ('Uploading photo...') and keeps its public URL", async () => {
    const world = contentWorld();
    const { notices, result } = save(world, { form, photo });
    const saved = (await result)._unsafeUnwrap();
    expect(notices).toEqual([MESSAGES.uploadingPhoto]);
    expect((await world.documents.open(saved.record.photo))._unsafeUnwrap().bytes).toEqual(PNG_BYTES);
  });

  it("updates the officer with the same name: 'Officer updated successfully!', keeping the old photo URL", async () => {
    const world = contentWorld();
    const first = (await save(world, { form: { ...form, photo: 'https://example.org/a.png' } }).result)._unsafeUnwrap();
    const saved = (
      await save(world, { form: { ...form, name: 'ADA lovelace', position: 'Chair', photo: first.record.photo } }).result
    )._unsafeUnwrap();
    expect(saved).toMatchObject({
      outcome: 'updated',
      notice: MESSAGES.officerUpdated,
      record: { id: first.record.id, photo: 'https://example.org/a.png' },
    });
  });

  it('refuses an invalid form field by field before uploading anything', async () => {
    const world = contentWorld();
    const { notices, result } = save(world, { form: { ...form, name: '' }, photo });
    expect((await result)._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidForm', notice: null, fields: { name: 'Name is required.' } });
    expect(notices).toEqual([]);
    expect((await world.documents.list('website-assets'))._unsafeUnwrap()).toEqual([]);
  });

  it.each([
    ['a declared type that is not an image', { ...photo, contentType: 'application/pdf' }],
    ['image content that is really text', { ...photo, bytes: TEXT_BYTES }],
  ])("answers 'Please select an image file' for %s, uploading nothing", async (_, chosen) => {
    const world = contentWorld();
    const failure = (await save(world, { form, photo: chosen }).result)._unsafeUnwrapErr();
    expect(failure).toMatchObject({ type: 'PhotoRefused', notice: { tone: 'error', text: NOT_AN_IMAGE_MESSAGE } });
    expect((await world.documents.list('website-assets'))._unsafeUnwrap()).toEqual([]);
    expect((await world.officers.list())._unsafeUnwrap().items).toEqual([]);
  });

  it("shows the server's words when the server refuses the file", async () => {
    const world = contentWorld();
    const documents = {
      ...stubbable(world.documents),
      upload: () => errAsync({ type: 'InvalidFile', message: NOT_AN_IMAGE_MESSAGE } as const),
    };
    const failure = (await saveOfficer({ ...world, documents }, { actor: admin, form, photo }))._unsafeUnwrapErr();
    expect(failure).toMatchObject({ type: 'PhotoRefused', notice: { text: NOT_AN_IMAGE_MESSAGE } });
  });

  it("answers 'Failed to process officer data. Please try again.' when the upload is refused (Unauthorized) or fails", async () => {
    const world = contentWorld();
    const noUrl = { key: 'website-assets/x.png', name: 'x.png', size: 1, contentType: 'image/png', uploadedAt: '2026-06-15T12:00:00.000Z' };
    for (const upload of [
      () => errAsync(UNAUTHORIZED),
      () => errAsync({ type: 'Unavailable', message: 'down' } as const),
      () => okAsync(noUrl),
    ]) {
      const documents = { ...stubbable(world.documents), upload };
      const failure = (await saveOfficer({ ...world, documents }, { actor: admin, form, photo }))._unsafeUnwrapErr();
      expect(failure).toMatchObject({ type: 'OfficerProcessingFailed', notice: MESSAGES.officerProcessingFailed });
    }
    expect((await world.officers.list())._unsafeUnwrap().items).toEqual([]);
  });

  it("answers 'Failed to create officer. Please try again.' when saving is refused (Unauthorized) or fails", async () => {
    const world = contentWorld();
    const officers = { ...stubbable(world.officers), create: () => errAsync(UNAUTHORIZED) };
    const failure = (await saveOfficer({ ...world, officers }, { actor: admin, form, photo }))._unsafeUnwrapErr();
    expect(failure).toMatchObject({ type: 'OfficerCreationFailed', cause: 'Unauthorized', notice: MESSAGES.officerCreationFailed });
  });

  it.each(NOT_ADMINS)("refuses %s before any port is called or 'Uploading photo...' is shown", async (_, actor) => {
    const world = contentWorld();
    const officers = recorded(world.officers);
    const documents = recorded(world.documents);
    const { notices, result } = save({ officers: officers.port, documents: documents.port }, { form, photo }, actor);
    expect((await result)._unsafeUnwrapErr()).toEqual(ADMIN_ONLY_REFUSAL);
    expect(notices).toEqual([]);
    expect([...officers.calls, ...documents.calls]).toEqual([]);
    expect((await world.officers.list())._unsafeUnwrap().items).toEqual([]);
  });

  it('lets an administrator through: the photo is uploaded, then the officer saved', async () => {
    const world = contentWorld();
    const officers = recorded(world.officers);
    const documents = recorded(world.documents);
    expect((await save({ officers: officers.port, documents: documents.port }, { form, photo }).result).isOk()).toBe(true);
    expect(documents.calls).toEqual(['upload']);
    expect(officers.calls).toContain('create');
  });
});
