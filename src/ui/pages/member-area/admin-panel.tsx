import { Disclosure } from '../../components/disclosure';
import { DocumentUpload } from './document-upload';
import { EventsAdmin } from './events-admin';
import { OfficersAdmin } from './officers-admin';

/**
 * The collapsible Admin Panel (administrators only): document uploads, events and officers.
 * Events and officers are loaded when the panel opens, so never for a plain member.
 */
export function AdminPanel({ onDocumentUploaded }: { readonly onDocumentUploaded: () => void }) {
  return (
    <Disclosure title="Admin Panel">
      <div className="admin-panel">
        <div className="admin-uploads">
          <DocumentUpload folder="meeting-minutes" title="Meeting minutes" onUploaded={onDocumentUploaded} />
          <DocumentUpload folder="treasury-report" title="Treasury report" onUploaded={onDocumentUploaded} />
        </div>
        <EventsAdmin />
        <OfficersAdmin />
      </div>
    </Disclosure>
  );
}
