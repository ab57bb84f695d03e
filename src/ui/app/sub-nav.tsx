import { SUB_NAV } from '../content/navigation';
import { NavDropdown } from './nav-dropdown';
import { NavEntryLink } from './nav-entry';

/** The sub-navigation under the top bar: the chapter's pages, two of them grouped in dropdowns. */
export function SubNav() {
  return (
    <nav aria-label="Chapter" className="sub-nav">
      <div className="container">
        <ul className="nav-list">
          {SUB_NAV.map((item) => (
            <li key={item.label}>
              {item.kind === 'group' ? <NavDropdown label={item.label} entries={item.entries} /> : <NavEntryLink entry={item} />}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
