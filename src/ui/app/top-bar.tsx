import { Link } from 'react-router-dom';
import { useHydrated } from '../components/hydrated-controls';
import { SITE } from '../content/site';
import { TOP_LINKS } from '../content/navigation';
import { ChapterMark } from './chapter-mark';
import { MemberAreaButton } from './member-area-button';
import { NavEntryLink } from './nav-entry';
import type { SmallScreenMenu } from './small-screen-menu';

/**
 * The top bar: the chapter's name (to the home page), the 'Become a member' button, Contact,
 * News, Events, Committees and the Member Area button; on small screens a hamburger instead.
 */
export function TopBar({ menu }: { readonly menu: SmallScreenMenu }) {
  // Every page is prerendered: a tap on the hamburger before React takes it over would be lost.
  const hydrated = useHydrated();
  return (
    <header className="top-bar">
      <div className="container top-bar-inner">
        <Link to="/" className="brand">
          <ChapterMark />
          <span className="brand-name">{SITE.name}</span>
        </Link>
        <nav aria-label="Main" className="top-nav">
          <ul className="nav-list">
            <li>
              <Link to="/Become-A-Member" className="button button-gold">
                Become a member
              </Link>
            </li>
            {TOP_LINKS.map((entry) => (
              <li key={entry.label}>
                <NavEntryLink entry={entry} />
              </li>
            ))}
            <li>
              <MemberAreaButton />
            </li>
          </ul>
        </nav>
        <button
          id={menu.buttonId}
          type="button"
          className="menu-button"
          aria-expanded={menu.open}
          aria-controls={menu.menuId}
          disabled={!hydrated}
          onClick={menu.toggle}
        >
          <span className="menu-icon" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
      </div>
    </header>
  );
}
