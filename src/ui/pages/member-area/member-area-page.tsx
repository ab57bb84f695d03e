import { Navigate } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../../application/browser/identity-routes';
import { useSession } from '../../app/session';
import { useDocumentTitle } from '../../components/document-title';
import { MemberArea } from './member-area';
import './member-area.css';

/**
 * The Member Area (spec sections 2, 4, 6, 8): profile, dues and upgrade payments, Member
 * Information with the password change, Two-step sign-in, meeting minutes and treasury reports, and
 * for administrators (as the server says) the Admin Panel. A visitor is sent to /Login.
 */
export function MemberAreaPage() {
  useDocumentTitle('Member Area');
  const session = useSession();
  if (session.status === 'signed-out' || (session.status === 'signed-in' && !session.email)) {
    return <Navigate to={IDENTITY_ROUTES.login} replace />;
  }
  if (session.status === 'unknown' || !session.email) {
    return (
      <div className="page member-area">
        <p role="status" className="container member-loading">
          Loading your membership...
        </p>
      </div>
    );
  }
  return (
    <MemberArea
      key={session.email}
      email={session.email}
      access={{ isAdmin: session.isAdmin, needsTwoStep: session.needsTwoStep, isOfficer: session.offices.length > 0 }}
    />
  );
}
