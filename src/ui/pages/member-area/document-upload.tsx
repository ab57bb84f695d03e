import { useState } from 'react';
import { MESSAGES } from '../../../application/messages';
import { uploadDocument } from '../../../application/use-cases/upload-document.use-case';
import { DOCUMENT_ACCEPT, type MemberDocumentFolder } from '../../../domain/documents';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { FileField } from '../../components/file-field';
import { readFileBytes } from '../../components/read-file';
import { useResultAction } from '../../components/use-result';

/** Admin upload of meeting minutes or a treasury report; the list below shows it once stored. */
export function DocumentUpload({
  folder,
  title,
  onUploaded,
}: {
  readonly folder: MemberDocumentFolder;
  readonly title: string;
  readonly onUploaded: () => void;
}) {
  const services = useServices();
  const { actor } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const upload = useResultAction(
    (chosen: File) =>
      readFileBytes(chosen, MESSAGES.uploadFailed).andThen((bytes) =>
        uploadDocument(services, { actor, folder, fileName: chosen.name, contentType: chosen.type, bytes }),
      ),
    {
      onSuccess: () => {
        setFile(null);
        setInputKey((key) => key + 1);
        onUploaded();
      },
    },
  );
  const error = upload.error?.type === 'InvalidForm' ? upload.error.fields.file : undefined;
  const running = upload.status === 'running';
  return (
    <form
      className="card admin-upload"
      aria-busy={running}
      onSubmit={(event) => {
        event.preventDefault();
        if (file) upload.start(file);
      }}
    >
      <h3>Upload {title.toLowerCase()}</h3>
      <FileField key={inputKey} label={`${title} file`} accept={DOCUMENT_ACCEPT} error={error} onChange={(chosen) => {
          setFile(chosen);
          upload.reset();
        }} hint="PDF, Word, Excel, text or CSV; up to 20 MB" />
      <div>
        <button type="submit" className="button button-primary" disabled={file === null || running}>
          {running ? 'Uploading...' : `Upload ${title.toLowerCase()}`}
        </button>
      </div>
    </form>
  );
}
