import { useCallback } from 'react';
import { deleteDocument } from '../../../application/browser/use-cases/delete-document.use-case';
import { listDocuments } from '../../../application/browser/use-cases/list-documents.use-case';
import type { StoredDocument } from '../../../application/ports/document-store.port';
import type { MemberDocumentFolder } from '../../../domain/documents';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { ConfirmDelete } from './confirm-delete';
import { ReplaceDocument } from './replace-document';

/**
 * The Admin Panel's list of stored minutes or reports, newest first, each with Replace and Delete
 * (both asking first). `onChanged` runs after either, so every document list loads again.
 */
export function DocumentAdminList({
  folder,
  title,
  onChanged,
}: {
  readonly folder: MemberDocumentFolder;
  readonly title: string;
  readonly onChanged: () => void;
}) {
  const services = useServices();
  const { actor } = useSession();
  const load = useCallback(() => listDocuments(services, { folder }), [services, folder]);
  const documents = useResultLoad(load);
  const remove = useResultAction((document: StoredDocument) => deleteDocument(services, { actor, document }), { onSuccess: onChanged });
  const running = remove.status === 'running';
  return (
    <section className="admin-documents" aria-label={`Stored ${title.toLowerCase()}`}>
      <h4>Stored {title.toLowerCase()}</h4>
      {documents.status === 'failed' ? <p className="notice-inline error">{documents.error?.notice.text}</p> : null}
      {documents.value === null && documents.status === 'loading' ? <p role="status">Loading...</p> : null}
      {documents.value?.length === 0 ? <p>None stored yet.</p> : null}
      <ul className="admin-list">
        {documents.value?.map((document) => (
          <li key={document.key}>
            <span className="document-name">{document.name}</span>
            <div className="admin-item-actions">
              <ReplaceDocument folder={folder} document={document} onReplaced={onChanged} />
              <ConfirmDelete name={document.name} disabled={running} onConfirm={() => remove.start(document)} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
