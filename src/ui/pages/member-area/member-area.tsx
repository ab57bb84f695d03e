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
        <section className="card" aria-labelledby="directory-heading">
          <h2 id="directory-heading">Member Directory</h2>
          <p>Find fellow members, and choose what they see of you. Nothing of yours is shown until you choose it.</p>
          <p>
            <Link to="/Directory">Search the Member Directory</Link>
          </p>
          <p>
            <Link to="/Member-Area/directory-profile">Edit your directory profile</Link>
          </p>
        </section>
        <Disclosure title="Meeting Minutes">
          <DocumentList key={documentsVersion} folder="meeting-minutes" emptyText="No meeting minutes yet." />
        </Disclosure>
        <Disclosure title="Treasury Reports">
          <DocumentList key={documentsVersion} folder="treasury-report" emptyText="No treasury reports yet." />
        </Disclosure>
        <section className="card" aria-labelledby="your-records-heading">
          <h2 id="your-records-heading">Your records</h2>
          <ul className="link-list">
            <li>
              <Link to="/Member-Area/payments">Your payments and their receipts</Link>
            </li>
            <li>
              <Link to="/Member-Area/giving-statements">Giving statements</Link>: your gifts to the chapter by year, for your tax records.
            </li>
            <li>
              <Link to="/Member-Area/your-data">Download my data, or delete my account</Link>
            </li>
          </ul>
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
