import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../../application/browser/identity-routes';
import { signOut } from '../../../application/browser/use-cases/sign-out.use-case';
import { OWN_DATA_FILES } from '../../../application/ports/own-data-gateway.port';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useDocumentTitle } from '../../components/document-title';
import { DeletionForm } from './deletion-form';
import { ACCOUNT_DELETED_PATH } from './account-deleted-page';
import '../member-area/member-area.css';

const TITLE = 'Your data';

/** What a deletion removes and what the chapter keeps, and why: told before the member asks for a code. */
function WhatIsKept() {
  return (
    <>
      <p>
        Deleting your account removes your account and sign-ins, your member record, your e-mail preferences, your places on waiting lists,
        and your name and contact details from your orders, tickets, the e-mails we sent you and the officers’ records. You are signed out
        everywhere at once. This cannot be undone.
      </p>
      <p>
        The chapter keeps the record of each payment you made (its amount, date, method and what it was for), with your name replaced by
        “Deleted member” and no e-mail address, because its treasurer must keep complete accounts of the money it took and gave back, as the
        law asks of a treasurer. The officers’ audit log keeps the fact of each change, without your details.
      </p>
    </>
  );
}

/** The page of a signed-in member; `onDeleted` once the server has deleted the account. */
function YourData({ onDeleted }: { readonly onDeleted: () => void }) {
  return (
    <div className="page member-area">
      <div className="container member-area-layout">
        <p>
          <Link to="/Member-Area">Back to the Member Area</Link>
        </p>
        <h1>{TITLE}</h1>
        <section className="card" aria-labelledby="download-heading">
          <h2 id="download-heading">Download my data</h2>
          <p>
            Everything the site holds about you: your account (without your password or two-step keys), member record, orders and payments,
            refunds, tickets, waiting-list places, e-mail preferences and the e-mails we sent you, dues reminders, officer roles, the audit
            entries about you, and your sign-ins.
          </p>
          <ul>
            <li>
              <a href={OWN_DATA_FILES.json} download>
                Download my data (JSON)
              </a>
            </li>
            <li>
              <a href={OWN_DATA_FILES.csv} download>
                Download my data (CSV, for a spreadsheet)
              </a>
            </li>
          </ul>
        </section>
        <section className="card" aria-labelledby="delete-heading">
          <h2 id="delete-heading">Delete my account</h2>
          <WhatIsKept />
          <DeletionForm onDeleted={onDeleted} />
        </section>
      </div>
    </div>
  );
}

/** `/Member-Area/your-data`: 'Download my data' and 'Delete my account' (issue 20). A visitor is sent to /Login. */
export function YourDataPage() {
  useDocumentTitle(TITLE);
  const services = useServices();
  const session = useSession();
  const [deleted, setDeleted] = useState(false);
  // The server has ended every session and cleared the cookies; the browser forgets the member too,
  // and goes on to the confirmation (not to /Login, where a signed-out visitor is otherwise sent).
  const onDeleted = () => {
    setDeleted(true);
    void signOut(services).match(session.signedOut, session.signedOut);
  };
  if (deleted) return <Navigate to={ACCOUNT_DELETED_PATH} replace />;
  if (session.status === 'signed-out') return <Navigate to={IDENTITY_ROUTES.login} replace />;
  if (session.status === 'unknown') {
    return (
      <div className="page member-area">
        <p role="status" className="container member-loading">
          Loading...
        </p>
      </div>
    );
  }
  return <YourData onDeleted={onDeleted} />;
}
