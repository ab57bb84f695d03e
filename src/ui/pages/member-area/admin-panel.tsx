import { Link } from 'react-router-dom';
import { Disclosure } from '../../components/disclosure';
import { COMMITTEE_SECTION, EVENT_SECTION, NEWS_SECTION, OFFICER_SECTION } from './admin-sections';
import { DocumentAdminList } from '../../components/document-admin-list';
import { MEETING_MINUTES, TREASURY_REPORTS } from '../../components/document-categories';
import { DocumentUpload } from '../../components/document-upload';
import { NamedRecordAdmin } from './named-record-admin';
import { SiteTextAdmin } from './site-text-admin';

/**
 * The collapsible Admin Panel (administrators only): document uploads with the stored documents
 * (replace, delete), the link to the ticketed events' pages, events, officers, news, committees and the page texts. `documentsVersion`
 * changes after every document change, so the stored lists load again. Everything else is loaded
 * when the panel opens, so never for a plain member.
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
        <section className="admin-section" aria-labelledby="admin-console-heading">
          <h3 id="admin-console-heading">Officers’ console</h3>
          <p>Members, the ledger, events, officers’ roles and the audit log.</p>
          <p>
            <Link to="/Admin">Open the officers’ console</Link>
          </p>
        </section>
        <div className="admin-uploads">
          <div className="admin-documents-column">
            <DocumentUpload categories={[MEETING_MINUTES]} what={MEETING_MINUTES.one} onUploaded={onDocumentsChanged} />
            <DocumentAdminList
              key={documentsVersion}
              category={MEETING_MINUTES}
              heading="Stored meeting minutes"
              onChanged={onDocumentsChanged}
            />
          </div>
          <div className="admin-documents-column">
            <DocumentUpload categories={[TREASURY_REPORTS]} what={TREASURY_REPORTS.one} onUploaded={onDocumentsChanged} />
            <DocumentAdminList
              key={documentsVersion}
              category={TREASURY_REPORTS}
              heading="Stored treasury reports"
              onChanged={onDocumentsChanged}
            />
          </div>
        </div>
        <section className="admin-section" aria-labelledby="admin-ticketed-events-heading">
          <h3 id="admin-ticketed-events-heading">Ticketed events</h3>
          <p>Events that sell tickets: ticket types, member prices, seats, sales, orders, attendees and the door.</p>
          <p>
            <Link to="/Admin/events">Manage ticketed events</Link>
          </p>
        </section>
        <NamedRecordAdmin section={EVENT_SECTION} />
        <NamedRecordAdmin section={OFFICER_SECTION} />
        <NamedRecordAdmin section={NEWS_SECTION} />
        <NamedRecordAdmin section={COMMITTEE_SECTION} />
        <SiteTextAdmin />
      </div>
    </Disclosure>
  );
}
