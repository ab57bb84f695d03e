import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { SUB_NAV, TOP_LINKS, type NavEntry } from '../content/navigation';
import { MemberAreaButton } from './member-area-button';
import { NavEntryLink } from './nav-entry';
import type { SmallScreenMenu } from './small-screen-menu';

/**
 * The small-screen menu the hamburger opens: the top bar's items and the sub-navigation, shown
 * after the fade delay. Following a link closes it.
 */
export function MobileMenu({ menu }: { readonly menu: SmallScreenMenu }) {
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) menu.close();
  };
  return (
    <nav id={menu.menuId} aria-label="Site menu" className="mobile-menu" hidden={!menu.open} onClick={onClick}>
      {menu.itemsShown ? (
        <ul className="mobile-menu-list">
          <li>
            <Link to="/Become-A-Member" className="button button-gold">
              Become a member
            </Link>
          </li>
          <li>
            <MemberAreaButton />
          </li>
          {[...TOP_LINKS, ...SUB_NAV].map((item) => (
            <li key={item.label}>
              {item.kind === 'group' ? <MenuGroup label={item.label} entries={item.entries} /> : <NavEntryLink entry={item} />}
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

function MenuGroup({ label, entries }: { readonly label: string; readonly entries: readonly NavEntry[] }) {
  return (
    <>
      <span className="mobile-menu-group">{label}</span>
      <ul aria-label={label}>
        {entries.map((entry) => (
          <li key={entry.label}>
            <NavEntryLink entry={entry} />
          </li>
        ))}
      </ul>
    </>
  );
}
