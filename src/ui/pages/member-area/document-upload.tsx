import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { DocumentUploadMachine } from '../../../application/browser/machines/document-upload.machine';
import { DOCUMENT_ACCEPT, type MemberDocumentFolder } from '../../../domain/documents';
import { FileField } from '../../components/file-field';
import { useDocumentUpload } from './use-document-upload';

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

/** Admin upload of meeting minutes or a treasury report, with Cancel while it is under way; the list below shows it once stored. */
export function DocumentUpload({
  folder,
  title,
  onUploaded,
}: {
  readonly folder: MemberDocumentFolder;
  readonly title: string;
  readonly onUploaded: () => void;
}) {
  // A file input cannot be cleared from outside: a new key after each stored upload gives an empty one.
  const [inputKey, setInputKey] = useState(0);
  const uploaded = useCallback(() => {
    setInputKey((key) => key + 1);
    onUploaded();
  }, [onUploaded]);
  const actor = useDocumentUpload(folder, uploaded);
  const state = useSelector(actor, (snapshot) => snapshot);
  const uploading = state.matches('uploading');
  const canUpload = state.context.file !== null && (state.matches('choosing') || state.matches('failed') || state.matches('cancelled'));
  const label = title.toLowerCase();
  return (
    <form
      className="card admin-upload"
      aria-busy={uploading}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'UPLOAD' });
      }}
    >
      <h3>Upload {label}</h3>
      <FileField
        key={inputKey}
        label={`${title} file`}
        accept={DOCUMENT_ACCEPT}
        error={state.context.fileError ?? undefined}
        disabled={uploading}
        onChange={(file) => actor.send({ type: 'CHOOSE', file })}
        hint="PDF, Word, Excel, text or CSV; up to 20 MB"
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
