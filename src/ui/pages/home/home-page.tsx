import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/document-title';
import { SiteText } from '../../components/site-text';
import { HOME } from '../../content/home';
import { SITE } from '../../content/site';
import { NewsAndEvents } from './news-and-events';
import './home.css';

/**
 * The home page (spec section 2): banner with the tagline, mission and vision, the four
 * objectives, the way to the membership benefits, the chapter's history and the news-and-events
 * area. The texts under the headings are page texts administrators edit (domain/site-texts.ts). Part of the entry chunk, so the first paint needs no second request.
 */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <div className="home">
      <section className="home-banner" aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title">{HOME.banner.welcome}</h1>
          <p className="home-tagline">{SITE.tagline}</p>
          <div className="home-intro">
            <SiteText name="home.introduction" />
          </div>
          <a className="button button-gold" href="#objectives">
            {HOME.banner.objectivesPrompt}
          </a>
        </div>
      </section>
      <div className="container home-sections">
        <section className="home-purpose" aria-label="Mission and vision">
          <div>
            <h2>{HOME.mission.title}</h2>
            <SiteText name="home.mission" />
          </div>
          <div>
            <h2>{HOME.vision.title}</h2>
            <SiteText name="home.vision" />
          </div>
        </section>
        <section id="objectives" className="home-objectives" aria-labelledby="objectives-title" tabIndex={-1}>
          <h2 id="objectives-title">{HOME.objectivesTitle}</h2>
          <ul className="card-grid objective-list">
            {HOME.objectives.map((objective) => (
              <li key={objective.title} className="card objective-card">
                <h3>{objective.title}</h3>
                <SiteText name={objective.text} />
              </li>
            ))}
          </ul>
          <p className="home-benefits">
            <Link to="/Membership-Benefits" className="button button-primary">
              {HOME.benefitsButton}
            </Link>
          </p>
        </section>
        <section className="home-history" aria-labelledby="history-title">
          <h2 id="history-title">{HOME.history.title}</h2>
          <SiteText name="home.history" />
        </section>
        <NewsAndEvents />
      </div>
    </div>
  );
}
