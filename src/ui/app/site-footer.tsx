import { SITE } from '../content/site';

/** The footer: the chapter's name, its programme and its contact e-mail. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="site-footer-name">{SITE.name}</p>
        <p>
          {SITE.programme} · {SITE.institute}
        </p>
        <p>
          Contact us: <a href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</a>
        </p>
      </div>
    </footer>
  );
}
