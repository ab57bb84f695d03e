import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type PromiseActorLogic } from 'xstate';
import { MESSAGES } from '../../../../src/application/browser/messages';
import {
  createDocumentUploadMachine,
  documentUploadMachine,
  type DocumentUploadEvent,
  type UploadFileInput,
  type UploadFileResult,
} from '../../../../src/application/browser/machines/document-upload.machine';
import type { ChosenFile } from '../../../../src/application/browser/use-cases/upload-chosen-file.use-case';
import type { StoredDocument } from '../../../../src/application/ports/document-store.port';
import { TEXT_BYTES } from '../../../contracts/document-store.contract';
import { admin, contentWorld } from '../../server/content/content-fixtures';
import { crashed, done, itReachesEveryStateAndTransition } from './checkout-test-kit';
import { answers, crashes, hangs, startWatching } from './machine-test-kit';

const file = (name = 'March 2026.pdf'): ChosenFile => ({
  name,
  type: 'application/pdf',
  arrayBuffer: async () => new Uint8Array(TEXT_BYTES).buffer,
});
const FILE = file();
const STORED: StoredDocument = {
  key: 'meeting-minutes/1-march.pdf',
  name: 'March 2026.pdf',
  size: 28,
  contentType: 'application/pdf',
  uploadedAt: '2026-06-15T12:00:00.000Z',
};
const UPLOADED: UploadFileResult = ok({ document: STORED, notice: MESSAGES.minutesUploaded });
const REFUSED: UploadFileResult = err({
  type: 'InvalidForm',
  fields: { file: 'Please choose a PDF.' },
  message: 'Please check the highlighted fields.',
  notice: null,
});
const FAILED: UploadFileResult = err({ type: 'UploadFailed', message: 'down', notice: MESSAGES.uploadFailed, cause: 'Unavailable' });
const INPUT = { folder: 'meeting-minutes' } as const;

type UploadActor = PromiseActorLogic<UploadFileResult, UploadFileInput>;

const uploads = (result: UploadFileResult, inputs: UploadFileInput[] = []) => answers<UploadFileResult, UploadFileInput>(result, inputs);

function start(uploadFile: UploadActor = uploads(UPLOADED), uploaded: () => void = () => {}) {
  const machine = documentUploadMachine.provide({ actors: { uploadFile }, actions: { uploaded } });
  return startWatching(createActor(machine, { input: INPUT }));
}

/** An upload that waits until its signal is aborted, keeping the signal to look at. */
function abortable() {
  const signals: AbortSignal[] = [];
  const logic = fromPromise<UploadFileResult, UploadFileInput>(({ signal }) => {
    signals.push(signal);
    return new Promise(() => {});
  });
  return { logic, signals };
}

describe('document upload: choosing and uploading', () => {
  it('starts idle with nothing chosen; choosing no file stays idle', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'CHOOSE', file: null });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('uploads the chosen file for the folder and the actor, then announces it and asks the page to refresh', async () => {
    const inputs: UploadFileInput[] = [];
    let refreshed = 0;
    const { actor, notices } = start(uploads(UPLOADED, inputs), () => void refreshed++);
    actor.send({ type: 'CHOOSE', file: FILE });
    expect(actor.getSnapshot().context.file).toBe(FILE);
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('uploading');
    await waitFor(actor, (s) => s.matches('done'));
    expect(inputs).toEqual([{ folder: 'meeting-minutes', file: FILE }]);
    expect(notices).toEqual([MESSAGES.minutesUploaded]);
    expect(refreshed).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ file: FILE, notice: MESSAGES.minutesUploaded });
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('uploads to the category picked last, which cannot change while the file is on its way', async () => {
    const inputs: UploadFileInput[] = [];
    const { actor } = start(uploads(UPLOADED, inputs));
    actor.send({ type: 'FOLDER', folder: 'treasury-report' });
    actor.send({ type: 'CHOOSE', file: FILE });
    actor.send({ type: 'FOLDER', folder: 'meeting-minutes' });
    actor.send({ type: 'FOLDER', folder: 'treasury-report' });
    actor.send({ type: 'UPLOAD' });
    actor.send({ type: 'FOLDER', folder: 'meeting-minutes' });
    expect(actor.getSnapshot().context.folder).toBe('treasury-report');
    await waitFor(actor, (s) => s.matches('done'));
    expect(inputs).toEqual([{ folder: 'treasury-report', file: FILE }]);
  });

  it('shows a refused file beside the field and keeps it chosen, without a toast', async () => {
    const { actor, notices } = start(uploads(REFUSED));
    actor.send({ type: 'CHOOSE', file: file('setup.exe') });
    actor.send({ type: 'UPLOAD' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.fileError !== null);
    expect(actor.getSnapshot().context.fileError).toBe('Please choose a PDF.');
    expect(notices).toEqual([]);
    actor.send({ type: 'CHOOSE', file: FILE });
    expect(actor.getSnapshot().context).toMatchObject({ file: FILE, fileError: null });
  });

  it('says a failed upload failed and keeps the file for another try', async () => {
    const { actor, notices } = start(uploads(FAILED));
    actor.send({ type: 'CHOOSE', file: FILE });
    actor.send({ type: 'UPLOAD' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(notices).toEqual([MESSAGES.uploadFailed]);
    expect(actor.getSnapshot().context.file).toBe(FILE);
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('uploading');
  });

  it('treats a thrown error (a bug) as a failed upload', async () => {
    const { actor, notices } = start(crashes());
    actor.send({ type: 'CHOOSE', file: FILE });
    actor.send({ type: 'UPLOAD' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(notices).toEqual([MESSAGES.uploadFailed]);
  });
});

describe('document upload: Cancel', () => {
  it('aborts the upload signal, says nothing was stored and keeps the file for another try', () => {
    const upload = abortable();
    const { actor, notices } = start(upload.logic);
    actor.send({ type: 'CHOOSE', file: FILE });
    actor.send({ type: 'UPLOAD' });
    expect(upload.signals.map((signal) => signal.aborted)).toEqual([false]);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(upload.signals.map((signal) => signal.aborted)).toEqual([true]);
    expect(notices).toEqual([MESSAGES.uploadCancelled]);
    expect(actor.getSnapshot().context).toMatchObject({ file: FILE, notice: MESSAGES.uploadCancelled });
    actor.send({ type: 'UPLOAD' });
    expect(upload.signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it('is only offered while uploading', () => {
    const { actor } = start(hangs());
    actor.send({ type: 'CHOOSE', file: FILE });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });
});

describe('document upload wired to the in-memory store', () => {
  it('stores the chosen file, and after Cancel stores nothing', async () => {
    const world = contentWorld();
    const machine = createDocumentUploadMachine(world, admin);
    const cancelled = createActor(machine, { input: INPUT }).start();
    cancelled.send({ type: 'CHOOSE', file: FILE });
    cancelled.send({ type: 'UPLOAD' });
    cancelled.send({ type: 'CANCEL' });
    const stored = createActor(machine, { input: INPUT }).start();
    stored.send({ type: 'CHOOSE', file: file('April 2026.pdf') });
    stored.send({ type: 'UPLOAD' });
    await waitFor(stored, (s) => s.matches('done'));
    const listed = (await world.documents.list('meeting-minutes'))._unsafeUnwrap();
    expect(listed.map((document) => document.name)).toEqual(['April 2026.pdf']);
  });
});

describe('document upload: every state and transition', () => {
  const events: DocumentUploadEvent[] = [
    { type: 'CHOOSE', file: FILE },
    { type: 'CHOOSE', file: null },
    { type: 'FOLDER', folder: 'treasury-report' },
    { type: 'UPLOAD' },
    { type: 'CANCEL' },
    ...[done('uploadFile', UPLOADED), done('uploadFile', REFUSED), done('uploadFile', FAILED), crashed('uploadFile')].map(
      (event) => event as DocumentUploadEvent,
    ),
  ];
  itReachesEveryStateAndTransition(documentUploadMachine, { events, input: INPUT });
});
