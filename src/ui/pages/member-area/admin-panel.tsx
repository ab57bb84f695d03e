import { Disclosure } from '../../components/disclosure';
import { EVENT_SECTION, OFFICER_SECTION } from './admin-sections';
import { DocumentUpload } from './document-upload';
import { NamedRecordAdmin } from './named-record-admin';
import { SiteTextAdmin } from './site-text-admin';

/**
 * The collapsible Admin Panel (administrators only): document uploads, events, officers and the
 * page texts. They are loaded when the panel opens, so never for a plain member.
 */
export function AdminPanel({ onDocumentUploaded }: { readonly onDocumentUploaded: () => void }) {
  return (
    <Disclosure title="Admin Panel">
      <div className="admin-panel">
        <div className="admin-uploads">
          <DocumentUpload folder="meeting-minutes" title="Meeting minutes" onUploaded={onDocumentUploaded} />
          <DocumentUpload folder="treasury-report" title="Treasury report" onUploaded={onDocumentUploaded} />
        </div>
        <NamedRecordAdmin section={EVENT_SECTION} />
        <NamedRecordAdmin section={OFFICER_SECTION} />
        <SiteTextAdmin />
      </div>
    </Disclosure>
  );
}
