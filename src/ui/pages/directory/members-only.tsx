import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../../application/browser/identity-routes';
import { useSession } from '../../app/session';

/**
 * A members' page: a visitor is sent to /Login (as the Member Area does); while the session is not
 * known yet, a loading line. It only decides what to draw: the server refuses visitors on every call.
 */
export function MembersOnly({ children }: { readonly children: ReactNode }) {
  const session = useSession();
  if (session.status === 'signed-out' || (session.status === 'signed-in' && !session.email)) {
    return <Navigate to={IDENTITY_ROUTES.login} replace />;
  }
  if (session.status === 'unknown') {
    return (
      <p role="status" className="container">
        Loading...
      </p>
    );
  }
  return <>{children}</>;
}
