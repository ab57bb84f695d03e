import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../../application/browser/identity-routes';
import { ADMINS_ONLY } from '../../../application/browser/use-cases/admin-access';
import { useSession } from '../../app/session';
import { useDocumentTitle } from '../../components/document-title';
import './admin-events.css';

/**
 * An administrator's page: a visitor is sent to /Login (as the Member Area does), a signed-in
 * member is told the page is for administrators, with the way back to the Member Area. The server
 * refuses them again on every call.
 */
export function AdminOnly({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  useDocumentTitle(title);
  const session = useSession();
  if (session.status === 'signed-out' || (session.status === 'signed-in' && !session.email)) {
    return <Navigate to={IDENTITY_ROUTES.login} replace />;
  }
  if (session.status === 'unknown') {
    return (
      <div className="page admin-events">
        <p role="status" className="container">
          Loading...
        </p>
      </div>
    );
  }
  if (!session.isAdmin) {
    return (
      <div className="page admin-events">
        <div className="container">
          <h1>{title}</h1>
          <p className="notice-inline error" role="alert">
            {ADMINS_ONLY}
          </p>
          <p>
            <Link to="/Member-Area">Back to the Member Area</Link>
          </p>
        </div>
      </div>
    );
  }
  return <div className="page admin-events">{children}</div>;
}
