import { useSelector } from '@xstate/react';
import { useCallback, useId, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { DocumentUploadMachine } from '../../application/browser/machines/document-upload.machine';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_SIZE } from '../../domain/documents';
import type { DocumentCategory } from './document-categories';
import { FileField } from './file-field';
import { useDocumentUpload, type DocumentUploadActor } from './use-document-upload';

/** What the status line under the upload box says in each state (the toasts carry the outcome's own words). */
function statusText(state: SnapshotFrom<DocumentUploadMachine>): string {
  const name = state.context.file?.name ?? '';
  if (state.matches('choosing')) return state.context.fileError ? `${name} cannot be uploaded.` : `Ready to upload ${name}.`;
  if (state.matches('uploading')) return `Uploading ${name}...`;
  if (state.matches('done')) return `Uploaded ${name}.`;
  if (state.matches('failed')) return `${name} was not uploaded; you can try again.`;
  if (state.matches('cancelled')) return `Cancelled: ${name} was not stored.`;
  return 'No file chosen.';
}

/** The category picker of an upload box that offers more than one. */
function CategoryField({
  categories,
  actor,
  disabled,
}: {
  readonly categories: readonly DocumentCategory[];
  readonly actor: DocumentUploadActor;
  readonly disabled: boolean;
}) {
  const id = useId();
  const folder = useSelector(actor, (snapshot) => snapshot.context.folder);
  return (
    <div className="field">
      <div className="field-label">
        <label htmlFor={id}>Category</label>
      </div>
      <select
        id={id}
        value={folder}
        disabled={disabled}
        onChange={(event) => {
          const chosen = categories.find((category) => category.folder === event.target.value);
          if (chosen) actor.send({ type: 'FOLDER', folder: chosen.folder });
        }}
      >
        {categories.map((category) => (
          <option key={category.folder} value={category.folder}>
            {category.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * An upload of members-only documents, with Cancel while it is under way; the lists show it once
 * stored. `what` names the thing uploaded ('Meeting minutes' in the Admin Panel, 'Document' on the
 * documents page); with more than one of `categories`, a Category field chooses where it goes.
 * The file's kind and size are checked as the server checks them, the message beside the field.
 */
export function DocumentUpload({
  categories,
  what,
  level = 3,
  onUploaded,
}: {
  readonly categories: readonly [DocumentCategory, ...DocumentCategory[]];
  readonly what: string;
  /** The heading's level where the box stands (3 in the Admin Panel, 2 on a page of its own). */
  readonly level?: 2 | 3;
  readonly onUploaded: () => void;
}) {
  // A file input cannot be cleared from outside: a new key after each stored upload gives an empty one.
  const [inputKey, setInputKey] = useState(0);
  const uploaded = useCallback(() => {
    setInputKey((key) => key + 1);
    onUploaded();
  }, [onUploaded]);
  const actor = useDocumentUpload(categories[0].folder, uploaded);
  const state = useSelector(actor, (snapshot) => snapshot);
  const uploading = state.matches('uploading');
  const canUpload = state.context.file !== null && (state.matches('choosing') || state.matches('failed') || state.matches('cancelled'));
  const label = what.toLowerCase();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <form
      className="card admin-upload"
      aria-busy={uploading}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'UPLOAD' });
      }}
    >
      <Heading>Upload {label}</Heading>
      {categories.length > 1 ? <CategoryField categories={categories} actor={actor} disabled={uploading} /> : null}
      <FileField
        key={inputKey}
        label={`${what} file`}
        accept={DOCUMENT_ACCEPT}
        error={state.context.fileError ?? undefined}
        disabled={uploading}
        onChange={(file) => actor.send({ type: 'CHOOSE', file })}
        hint={`PDF, Word, Excel, OpenDocument, text or CSV; up to ${MAX_DOCUMENT_SIZE}`}
      />
      <p role="status" className="upload-status">
        {statusText(state)}
      </p>
      <div>
        <button type="submit" className="button button-primary" disabled={!canUpload}>
          {uploading ? 'Uploading...' : `Upload ${label}`}
        </button>
        {uploading ? (
          <button type="button" className="button" onClick={() => actor.send({ type: 'CANCEL' })}>
            Cancel upload
          </button>
        ) : null}
      </div>
    </form>
  );
}
