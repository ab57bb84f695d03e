import { useCallback, useId } from 'react';
import { deleteDocument } from '../../application/browser/use-cases/delete-document.use-case';
import { listDocuments } from '../../application/browser/use-cases/list-documents.use-case';
import type { StoredDocument } from '../../application/ports/document-store.port';
import { useServices } from '../app/services';
import { useSession } from '../app/session';
import { useResultAction, useResultLoad } from './use-result';
import { ConfirmDelete } from './confirm-delete';
import type { DocumentCategory } from './document-categories';
import { ReplaceDocument } from './replace-document';
import './documents.css';

/**
 * The stored minutes or reports of one category, newest first, each with Replace and Delete (both
 * asking first), under the heading `heading` ('Stored meeting minutes' in the Admin Panel, at level
 * 4; the category's title on the documents page, at level 2). `onChanged` runs after either, so
 * every document list loads again.
 */
export function DocumentAdminList({
  category,
  heading,
  level = 4,
  onChanged,
}: {
  readonly category: DocumentCategory;
  readonly heading: string;
  readonly level?: 2 | 4;
  readonly onChanged: () => void;
}) {
  const folder = category.folder;
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h4';
  const services = useServices();
  const { actor } = useSession();
  const load = useCallback(() => listDocuments(services, { folder }), [services, folder]);
  const documents = useResultLoad(load);
  const remove = useResultAction((document: StoredDocument) => deleteDocument(services, { actor, document }), { onSuccess: onChanged });
  const running = remove.status === 'running';
  return (
    <section className="admin-documents" aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
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
