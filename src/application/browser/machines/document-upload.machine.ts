import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Result } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import type { MemberDocumentFolder } from '../../../domain/documents';
import { MESSAGES, type Notice } from '../messages';
import { uploadChosenFile, type ChosenFile, type UploadChosenFileError } from '../use-cases/upload-chosen-file.use-case';
import type { UploadDocumentDeps, UploadedDocument } from '../use-cases/upload-document.use-case';
import { noticeEmitted } from './checkout-support';
import { outcomeOf, succeeded, SUCCEEDED, unprovided, type NoticeEmitted, type Outcome } from './machine-support';

/** Which folder the upload box fills. */
export interface DocumentUploadInput {
  readonly folder: MemberDocumentFolder;
}

/** What the upload box renders from. */
export interface DocumentUploadContext extends DocumentUploadInput {
  /** The file chosen in the file field, kept for another try after a failure or a Cancel. */
  readonly file: ChosenFile | null;
  /** The message beside the file field (a file of the wrong kind or size). */
  readonly fileError: string | null;
  /** What the last upload came to: stored, failed or cancelled. */
  readonly notice: Notice | null;
}

/** What the upload box sends: FOLDER when the officer picks another category (never while a file is on its way). */
export type DocumentUploadEvent =
  | { readonly type: 'CHOOSE'; readonly file: ChosenFile | null }
  | { readonly type: 'FOLDER'; readonly folder: MemberDocumentFolder }
  | { readonly type: 'UPLOAD' }
  | { readonly type: 'CANCEL' };

/** What the `uploadFile` actor is given; its `signal` is aborted when the upload is left (Cancel). */
export interface UploadFileInput extends DocumentUploadInput {
  readonly file: ChosenFile;
}

/** What the `uploadFile` actor answers. */
export type UploadFileResult = Result<UploadedDocument, UploadChosenFileError>;

type UploadOutcome = Outcome<UploadedDocument, UploadChosenFileError>;

function fileErrorOf(result: UploadFileResult): string | null {
  if (result.isOk() || result.error.type !== 'InvalidForm') return null;
  return result.error.fields.file ?? null;
}

function noticeOf(result: UploadFileResult): Notice {
  return result.match(
    (uploaded) => uploaded.notice,
    (error) => error.notice ?? MESSAGES.uploadFailed,
  );
}

const CHOOSE = [
  { guard: 'hasFile', target: 'choosing', actions: 'keepFile' },
  { target: 'idle', actions: 'clearFile' },
] as const;

const ANNOUNCE = {
  type: 'announce',
  params: ({ context }: { readonly context: DocumentUploadContext }) => ({ notice: context.notice ?? MESSAGES.uploadFailed }),
} as const;

const FOLDER = { actions: 'keepFolder' } as const;

/**
 * An upload of meeting minutes or a treasury report (the Admin Panel's, the secretary's documents
 * page, where FOLDER changes the category before the upload): choose a file, upload it, and
 * Cancel while it is under way, which leaves `uploading` and so aborts the actor's signal: the
 * store keeps nothing. A refused or failed upload keeps the chosen file for another try. The page
 * provides `uploaded` (the list below is loaded again); {@link createDocumentUploadMachine} provides
 * `uploadFile` over the document store. Emits `notice` for the toasts.
 */
export const documentUploadMachine = setup({
  types: {
    context: {} as DocumentUploadContext,
    events: {} as DocumentUploadEvent,
    input: {} as DocumentUploadInput,
    emitted: {} as NoticeEmitted,
  },
  actors: { uploadFile: unprovided<UploadFileResult, UploadFileInput>('uploadFile') },
  guards: {
    hasFile: ({ event }) => event.type === 'CHOOSE' && event.file !== null,
    fileRefused: (_, { result }: UploadOutcome) => fileErrorOf(result) !== null,
    succeeded,
  },
  actions: {
    announce: emit(noticeEmitted),
    keepFile: assign(({ event }) => {
      assertEvent(event, 'CHOOSE');
      return { file: event.file, fileError: null, notice: null };
    }),
    clearFile: assign({ file: null, fileError: null }),
    keepFolder: assign(({ event }) => {
      assertEvent(event, 'FOLDER');
      return { folder: event.folder };
    }),
    showFileError: assign((_, { result }: UploadOutcome) => ({ fileError: fileErrorOf(result), notice: null })),
    keepNotice: assign((_, { notice }: { readonly notice: Notice }) => ({ notice })),
    keepOutcome: assign((_, { result }: UploadOutcome) => ({ notice: noticeOf(result) })),
    uploaded: () => {
      // The page provides it (the list is loaded again); without one there is nothing to refresh.
    },
  },
}).createMachine({
  id: 'documentUpload',
  description:
    'An upload of meeting minutes or a treasury report (the Admin Panel, the documents page), with Cancel while it is under way.',
  context: ({ input }) => ({ ...input, file: null, fileError: null, notice: null }),
  initial: 'idle',
  states: {
    idle: {
      description: "No file chosen yet: the file field and a disabled 'Upload' button.",
      on: { CHOOSE: CHOOSE, FOLDER: FOLDER },
    },
    choosing: {
      description: "A file is chosen (its message, if the store refused it, beside the field); 'Upload' sends it.",
      on: { CHOOSE: CHOOSE, FOLDER: FOLDER, UPLOAD: 'uploading' },
    },
    uploading: {
      description: "Sending the file ('Uploading <name>...'); Cancel aborts the request and nothing is stored.",
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        // Entered only from a state holding a chosen file.
        input: ({ context }) => ({ folder: context.folder, file: context.file as ChosenFile }),
        onDone: [
          {
            guard: SUCCEEDED,
            target: 'done',
            actions: [{ type: 'keepOutcome', params: outcomeOf }, ANNOUNCE, 'uploaded'],
          },
          { guard: { type: 'fileRefused', params: outcomeOf }, target: 'choosing', actions: { type: 'showFileError', params: outcomeOf } },
          { target: 'failed', actions: [{ type: 'keepOutcome', params: outcomeOf }, ANNOUNCE] },
        ],
        onError: { target: 'failed', actions: [{ type: 'keepNotice', params: { notice: MESSAGES.uploadFailed } }, ANNOUNCE] },
      },
      on: {
        CANCEL: { target: 'cancelled', actions: [{ type: 'keepNotice', params: { notice: MESSAGES.uploadCancelled } }, ANNOUNCE] },
      },
    },
    done: {
      description: "Stored: the folder's success message, and the list below shows the file; another file may be chosen.",
      on: { CHOOSE: CHOOSE, FOLDER: FOLDER },
    },
    failed: {
      description: "The upload failed ('There was an error uploading the file, please try again.'); the file stays chosen for another try.",
      on: { CHOOSE: CHOOSE, FOLDER: FOLDER, UPLOAD: 'uploading' },
    },
    cancelled: {
      description: 'Cancelled: the request was aborted and nothing was stored; the file stays chosen for another try.',
      on: { CHOOSE: CHOOSE, FOLDER: FOLDER, UPLOAD: 'uploading' },
    },
  },
});

/** The machine's type, for `useActorRef` and `.provide()`. */
export type DocumentUploadMachine = typeof documentUploadMachine;

/**
 * The upload box over the document store, uploading as `actor` (the session's, as it is when the
 * page provides it); the page provides `uploaded` and starts it with its folder.
 */
export function createDocumentUploadMachine(deps: UploadDocumentDeps, actor: Actor): DocumentUploadMachine {
  return documentUploadMachine.provide({
    actors: {
      uploadFile: fromPromise<UploadFileResult, UploadFileInput>(({ input, signal }) =>
        uploadChosenFile(deps, { ...input, actor, signal }),
      ),
    },
  });
}
