import { useCallback } from 'react';
import { downloadDocument } from '../../../application/browser/use-cases/download-document.use-case';
import { listDocuments } from '../../../application/browser/use-cases/list-documents.use-case';
import type { StoredDocument } from '../../../application/ports/document-store.port';
import type { MemberDocumentFolder } from '../../../domain/documents';
import { useServices } from '../../app/services';
import { startDownload } from '../../components/browser-download';
import { useResultAction, useResultLoad } from '../../components/use-result';
import '../../components/documents.css';

/**
 * The meeting minutes or treasury reports, newest first, each with a Download button: the use
 * case's signed link is handed to the browser to download ('Failed to download the file.' otherwise).
 */
export function DocumentList({ folder, emptyText }: { readonly folder: MemberDocumentFolder; readonly emptyText: string }) {
  const services = useServices();
  const load = useCallback(() => listDocuments(services, { folder }), [services, folder]);
  const documents = useResultLoad(load);
  const download = useResultAction((document: StoredDocument) => downloadDocument(services, { key: document.key }), {
    onSuccess: (link, document) => startDownload(link.url, document.name),
  });
  if (documents.status === 'failed')
    return <p className={`notice-inline ${documents.error?.notice.tone ?? 'error'}`}>{documents.error?.notice.text}</p>;
  if (documents.value === null) return <p role="status">Loading...</p>;
  if (documents.value.length === 0) return <p>{emptyText}</p>;
  return (
    <ul className="document-list">
      {documents.value.map((document) => (
        <li key={document.key}>
          <span className="document-name">{document.name}</span>
          <button type="button" className="button" onClick={() => download.start(document)}>
            Download<span className="visually-hidden"> {document.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
