import { Disclosure } from '../../components/disclosure';
import { EVENT_SECTION, OFFICER_SECTION } from './admin-sections';
import { DocumentAdminList } from './document-admin-list';
import { DocumentUpload } from './document-upload';
import { NamedRecordAdmin } from './named-record-admin';
import { SiteTextAdmin } from './site-text-admin';

/**
 * The collapsible Admin Panel (administrators only): document uploads with the stored documents
 * (replace, delete), events, officers and the page texts. `documentsVersion` changes after every
 * document change, so the stored lists load again. Events, officers and page texts are loaded when
 * the panel opens, so never for a plain member.
 */
export function AdminPanel({
  documentsVersion,
  onDocumentsChanged,
}: {
  readonly documentsVersion: number;
  readonly onDocumentsChanged: () => void;
}) {
  return (
    <Disclosure title="Admin Panel">
      <div className="admin-panel">
        <div className="admin-uploads">
          <div className="admin-documents-column">
            <DocumentUpload folder="meeting-minutes" title="Meeting minutes" onUploaded={onDocumentsChanged} />
            <DocumentAdminList key={documentsVersion} folder="meeting-minutes" title="Meeting minutes" onChanged={onDocumentsChanged} />
          </div>
          <div className="admin-documents-column">
            <DocumentUpload folder="treasury-report" title="Treasury report" onUploaded={onDocumentsChanged} />
            <DocumentAdminList key={documentsVersion} folder="treasury-report" title="Treasury reports" onChanged={onDocumentsChanged} />
          </div>
        </div>
        <NamedRecordAdmin section={EVENT_SECTION} />
        <NamedRecordAdmin section={OFFICER_SECTION} />
        <SiteTextAdmin />
      </div>
    </Disclosure>
  );
}
