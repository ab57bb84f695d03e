import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/document-title';
import { PublishedEventsList } from '../../components/published-events';
import { ALUMNI_EVENTS as TEXT } from '../../content/alumni-events';

/** The Alumni Events page: the chapter's published events (upcoming, then past), the kinds of events it holds, and the ticket pages. */
export function AlumniEventsPage() {
  useDocumentTitle(TEXT.title);
  return (
    <div className="page">
      <div className="container">
        <h1>{TEXT.title}</h1>
        <p className="page-intro">{TEXT.intro}</p>
        <section aria-label="The chapter's events" className="published-events">
          <PublishedEventsList />
        </section>
        <section aria-labelledby="event-types">
          <h2 id="event-types">{TEXT.typesTitle}</h2>
          <ul className="card-grid plain-list">
            {TEXT.types.map((type) => (
              <li key={type.title} className="card">
                <h3>{type.title}</h3>
                <p>{type.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="event-tickets">
          <h2 id="event-tickets">{TEXT.ticketsTitle}</h2>
          <ul className="link-list">
            {TEXT.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link> — {link.text}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
