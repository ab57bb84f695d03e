import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Disclosure } from '../../components/disclosure';
import { AdminPanel } from './admin-panel';
import { DocumentList } from './document-list';
import { MemberProfileSection } from './member-profile-section';
import { SignOutButton } from './sign-out-button';
import { TwoStepRequired } from './two-step-required';
import { TWO_STEP_SECTION_ID, TwoStepSection } from './two-step-section';

/** Who is signed in, as the server says: an administrator, or one who must turn on two-step sign-in first. */
export interface MemberAreaAccess {
  readonly isAdmin: boolean;
  readonly needsTwoStep: boolean;
  /** An officer's role is in force (issue 18): the way to the officers' console is shown. */
  readonly isOfficer?: boolean;
}

/**
 * The Member Area of a signed-in member; administrators also get the badge and the Admin Panel. An
 * administrator who must turn on two-step sign-in first is told so, with its section open.
 */
export function MemberArea({ email, access }: { readonly email: string; readonly access: MemberAreaAccess }) {
  // Bumped after an upload, a replacement or a deletion, so the open document lists load again.
  const [documentsVersion, setDocumentsVersion] = useState(0);
  const documentsChanged = () => setDocumentsVersion((version) => version + 1);
  const { hash } = useLocation();
  const [openTwoStep] = useState(() => access.needsTwoStep || hash === `#${TWO_STEP_SECTION_ID}`);
  return (
    <div className="page member-area">
      <div className="container member-area-layout">
        <header className="member-area-header">
          <h1>Member Area</h1>
          {access.isAdmin ? <span className="badge badge-admin">Admin</span> : null}
          <SignOutButton />
        </header>
        {access.needsTwoStep ? <TwoStepRequired /> : null}
        <MemberProfileSection email={email} />
        <TwoStepSection initiallyOpen={openTwoStep} />
        <Disclosure title="Meeting Minutes">
          <DocumentList key={documentsVersion} folder="meeting-minutes" emptyText="No meeting minutes yet." />
        </Disclosure>
        <Disclosure title="Treasury Reports">
          <DocumentList key={documentsVersion} folder="treasury-report" emptyText="No treasury reports yet." />
        </Disclosure>
        <section className="card" aria-labelledby="payments-heading">
          <h2 id="payments-heading">Your payments</h2>
          <p>
            <Link to="/Member-Area/payments">Your payments and their receipts</Link>
          </p>
        </section>
        {!access.isAdmin && access.isOfficer ? (
          <section className="card" aria-labelledby="officers-console-heading">
            <h2 id="officers-console-heading">Officers’ console</h2>
            <p>
              <Link to="/Admin">Open the officers’ console</Link>
            </p>
          </section>
        ) : null}
        {access.isAdmin ? <AdminPanel documentsVersion={documentsVersion} onDocumentsChanged={documentsChanged} /> : null}
      </div>
    </div>
  );
}
