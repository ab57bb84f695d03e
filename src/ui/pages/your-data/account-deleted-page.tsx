import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/document-title';

/** Where a member lands after deleting their account. */
export const ACCOUNT_DELETED_PATH = '/Account-Deleted';

const TITLE = 'Your account has been deleted';

/** The confirmation after 'Delete my account': signed out, and told what happened and what the chapter kept. */
export function AccountDeletedPage() {
  useDocumentTitle(TITLE);
  return (
    <div className="page">
      <div className="container">
        <h1>{TITLE}</h1>
        <p>
          Your account, your member record and your personal details are gone, and you have been signed out on every device. The chapter’s
          accounts keep your payments’ amounts and dates under “Deleted member”.
        </p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </div>
    </div>
  );
}
