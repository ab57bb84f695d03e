import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../app/session';

/** The chair's event pages: for administrators; anyone else is asked to sign in as one. */
export function AdminOnly({ children }: { readonly children: ReactNode }) {
  const session = useSession();
  if (session.status === 'unknown') return <p role="status">Checking your sign-in...</p>;
  if (!session.isAdmin) {
    return (
      <p role="alert">
        This page is for the chapter&apos;s administrators. <Link to="/Login">Sign in</Link> with an administrator&apos;s account.
      </p>
    );
  }
  return <>{children}</>;
}

/** An instant as the chair reads it: 'Jun 17, 2026, 8:00 AM'. */
export function whenText(iso: string | null): string {
  return iso === null ? '' : new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
