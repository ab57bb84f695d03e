import { NavLink } from 'react-router-dom';
import { ExternalLink } from '../components/external-link';
import type { NavEntry } from '../content/navigation';

/**
 * One navigation entry: a page of the site (marked as the current page when it is), a page
 * elsewhere (new tab, said out loud), or an entry without a page yet (plain text with a note, so
 * there is no link that goes nowhere).
 */
export function NavEntryLink({ entry }: { readonly entry: NavEntry }) {
  switch (entry.kind) {
    case 'internal':
      return (
        <NavLink to={entry.to} className="nav-link">
          {entry.label}
        </NavLink>
      );
    case 'external':
      return (
        <ExternalLink href={entry.href} className="nav-link">
          {entry.label}
        </ExternalLink>
      );
    case 'pending':
      return (
        <span className="nav-pending">
          {entry.label} <span className="nav-pending-note">({entry.note})</span>
        </span>
      );
  }
}
