import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../../application/browser/identity-routes';
import { useSession } from '../../app/session';

/** A page for administrators only: a visitor is sent to /Login, a member is told; the server refuses them anyway. */
export function AdminOnly({ children }: { readonly children: ReactNode }) {
  const session = useSession();
  if (session.status === 'signed-out') return <Navigate to={IDENTITY_ROUTES.login} replace />;
  if (session.status === 'unknown')
    return (
      <p role="status" className="container">
        Loading...
      </p>
    );
  if (!session.isAdmin)
    return (
      <div className="container" role="alert">
        <p>This page is for the chapter&apos;s administrators.</p>
      </div>
    );
  return <>{children}</>;
}
