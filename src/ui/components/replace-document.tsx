import { useEffect, useRef, useState } from 'react';
import { replaceDocument } from '../../application/browser/use-cases/replace-document.use-case';
import type { StoredDocument } from '../../application/ports/document-store.port';
import { DOCUMENT_ACCEPT, replacementName, type MemberDocumentFolder } from '../../domain/documents';
import { useServices } from '../app/services';
import { useSession } from '../app/session';
import { FileField } from './file-field';
import { useResultAction } from './use-result';
import './documents.css';

/**
 * 'Replace' on a stored document: choose the new version, then confirm ('Yes, replace' or 'Keep').
 * The new file is stored under the old one's shown name and the old one deleted; a failure keeps the old file.
 */
export function ReplaceDocument({
  folder,
  document,
  onReplaced,
}: {
  readonly folder: MemberDocumentFolder;
  readonly document: StoredDocument;
  readonly onReplaced: () => void;
}) {
  const services = useServices();
  const { actor } = useSession();
  const [open, setOpen] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  // The Replace button gives way to the form: focus goes to its file field, not back to the page's top.
  useEffect(() => {
    if (open) group.current?.querySelector('input')?.focus();
  }, [open]);
  const [file, setFile] = useState<File | null>(null);
  const replace = useResultAction((chosen: File) => replaceDocument(services, { actor, folder, replaced: document, file: chosen }), {
    onSuccess: onReplaced,
  });
  const close = () => (setOpen(false), setFile(null), replace.reset());
  if (!open)
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Replace<span className="visually-hidden"> {document.name}</span>
      </button>
    );
  const running = replace.status === 'running';
  const fieldError = replace.error?.type === 'InvalidForm' ? replace.error.fields.file : undefined;
  return (
    <div ref={group} className="replace-document" role="group" aria-label={`Replace ${document.name}`}>
      <FileField
        label={`New version of ${document.name}`}
        accept={DOCUMENT_ACCEPT}
        disabled={running}
        error={fieldError}
        onChange={(chosen) => (setFile(chosen), replace.reset())}
      />
      {file ? (
        <p className="replace-confirm">
          Replace {document.name} with {file.name}? Members will download it as {replacementName(document.name, file.name)}.
        </p>
      ) : null}
      <p role="status" className="upload-status">
        {running ? `Replacing ${document.name}...` : ''}
      </p>
      <div className="admin-item-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={file === null || running}
          onClick={() => file && replace.start(file)}
        >
          {running ? 'Replacing...' : 'Yes, replace'}
        </button>
        <button type="button" className="button" disabled={running} onClick={close}>
          Keep
        </button>
      </div>
    </div>
  );
}
