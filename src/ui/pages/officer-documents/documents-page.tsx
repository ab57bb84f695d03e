import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { DocumentAdminList } from '../../components/document-admin-list';
import { DOCUMENT_CATEGORIES, MEETING_MINUTES, TREASURY_REPORTS } from '../../components/document-categories';
import { DocumentUpload } from '../../components/document-upload';
import { OfficersOnly } from '../../components/officers-only';
import './officer-documents.css';

const DOCUMENTS_TITLE = 'Documents';

function Documents() {
  // Changes after every upload, replacement or deletion, so every category's list loads again.
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((current) => current + 1), []);
  return (
    <div className="container officer-documents">
      <p>
        <Link to="/Admin">Officers’ console</Link>
      </p>
      <h1>{DOCUMENTS_TITLE}</h1>
      <p>The members-only documents, by category: members read and download them in the Member Area.</p>
      <DocumentUpload categories={[MEETING_MINUTES, TREASURY_REPORTS]} what="Document" level={2} onUploaded={changed} />
      {DOCUMENT_CATEGORIES.map((category) => (
        <DocumentAdminList
          key={`${category.folder}-${version}`}
          category={category}
          heading={category.title}
          level={2}
          onChanged={changed}
        />
      ))}
    </div>
  );
}

/** `/Admin/documents`: the secretary's (and the administrators') members-only documents: upload by category, replace, delete. */
export function DocumentsPage() {
  return (
    <div className="page">
      <OfficersOnly title={DOCUMENTS_TITLE} action="uploadDocument">
        <Documents />
      </OfficersOnly>
    </div>
  );
}
