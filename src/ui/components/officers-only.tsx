import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../application/browser/identity-routes';
import { canActor, type Action } from '../../domain/access';
import { useSession } from '../app/session';
import { useDocumentTitle } from './document-title';

/** What a signed-in member who is not an officer is told on an officer's page. */
export const OFFICERS_ONLY = "This page is for the chapter's administrators.";

interface OfficersOnlyProps {
  readonly title: string;
  /** The access action the page is for (or several, any of which will do): an administrator, or an officer whose role in force allows it, sees the page. */
  readonly action: Action | readonly Action[];
  /** The event the page is about (the door's pages), where a role is limited to one event. */
  readonly event?: string;
  readonly children: ReactNode;
}

/**
 * The one gate of every officer's page (the events, the door, the console): a visitor is sent to
 * /Login (as the Member Area does); a signed-in member who may not take the page's action is told
 * the page is not theirs, with the way back to the Member Area; an administrator, or an officer
 * whose role allows the action (for the page's event), sees the page. It only decides what to
 * draw: the server refuses everyone else again on every call.
 */
export function OfficersOnly({ title, action, event, children }: OfficersOnlyProps) {
  useDocumentTitle(title);
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
  const scope = event === undefined ? 'anyEvent' : { event };
  const actions: readonly Action[] = typeof action === 'string' ? [action] : action;
  if (!actions.some((one) => canActor(session.actor, one, scope))) {
    return (
      <div className="container">
        <h1>{title}</h1>
        <p className="notice-inline error" role="alert">
          {OFFICERS_ONLY}
        </p>
        <p>
          <Link to="/Member-Area">Back to the Member Area</Link>
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
