import { Disclosure } from '../../components/disclosure';
import { COMMITTEE_SECTION, EVENT_SECTION, NEWS_SECTION, OFFICER_SECTION } from './admin-sections';
import { DocumentUpload } from './document-upload';
import { NamedRecordAdmin } from './named-record-admin';

/**
 * The collapsible Admin Panel (administrators only): document uploads, events, officers, news
 * and committees, each loaded when the panel opens, so never for a plain member.
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
        <NamedRecordAdmin section={NEWS_SECTION} />
        <NamedRecordAdmin section={COMMITTEE_SECTION} />
      </div>
    </Disclosure>
  );
}
