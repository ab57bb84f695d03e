import { Link } from 'react-router-dom';
import { OFFICER_ACTIONS } from '../../../domain/access';
import { OFFICER_ROLE_NAMES } from '../../../domain/officer-roles';
import { useSession } from '../../app/session';
import { OfficersOnly } from '../../components/officers-only';
import { ConsoleSummary } from './console-summary';
import { doorEventsOf, sectionsFor } from './console-sections';
import './officers.css';

/** What this person is, in words: 'Administrator', or their roles in force. */
function rolesWords(isAdmin: boolean, roles: readonly string[]): string {
  if (isAdmin) return 'Administrator';
  return roles.join(', ');
}

function ConsoleHome() {
  const session = useSession();
  const sections = sectionsFor(session.actor);
  const doors = doorEventsOf(session.actor);
  const roles = [...new Set(session.offices.map((office) => OFFICER_ROLE_NAMES[office.role]))];
  return (
    <div className="container officers-console">
      <h1>Officers’ console</h1>
      <p>
        Signed in as {session.email} ({rolesWords(session.isAdmin, roles)}).
      </p>
      <ConsoleSummary />
      <h2>Sections</h2>
      <ul className="officers-sections">
        {sections.map((section) => (
          <li key={section.path}>
            <Link to={section.path}>{section.title}</Link>
            <p>{section.text}</p>
          </li>
        ))}
        {doors.map((slug) => (
          <li key={slug}>
            <Link to={`/Admin/events/${slug}/check-in`}>Check-in: {slug}</Link>
            <p>The door of this event: scan or search tickets and check them in.</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/Member-Area">Back to the Member Area</Link>
      </p>
    </div>
  );
}

/** `/Admin`: the officers' console's home: what this officer's role may see at a glance, and the sections they may use. */
export function OfficersHomePage() {
  return (
    <div className="page">
      <OfficersOnly title="Officers’ console" action={OFFICER_ACTIONS}>
        <ConsoleHome />
      </OfficersOnly>
    </div>
  );
}
