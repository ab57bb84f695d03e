import { useState } from 'react';
import { Disclosure } from '../../components/disclosure';
import { AdminPanel } from './admin-panel';
import { DocumentList } from './document-list';
import { MemberProfileSection } from './member-profile-section';
import { SignOutButton } from './sign-out-button';

/** The Member Area of a signed-in member; administrators also get the badge and the Admin Panel. */
export function MemberArea({ email, isAdmin }: { readonly email: string; readonly isAdmin: boolean }) {
  // Bumped after an upload, so the open document lists load again.
  const [documentsVersion, setDocumentsVersion] = useState(0);
  const documentUploaded = () => setDocumentsVersion((version) => version + 1);
  return (
    <div className="page member-area">
      <div className="container member-area-layout">
        <header className="member-area-header">
          <h1>Member Area</h1>
          {isAdmin ? <span className="badge badge-admin">Admin</span> : null}
          <SignOutButton />
        </header>
        <MemberProfileSection email={email} />
        <Disclosure title="Meeting Minutes">
          <DocumentList key={documentsVersion} folder="meeting-minutes" emptyText="No meeting minutes yet." />
        </Disclosure>
        <Disclosure title="Treasury Reports">
          <DocumentList key={documentsVersion} folder="treasury-report" emptyText="No treasury reports yet." />
        </Disclosure>
        {isAdmin ? <AdminPanel onDocumentUploaded={documentUploaded} /> : null}
      </div>
    </div>
  );
}
