import { SiteText } from '../components/site-text';
import { SITE } from '../content/site';

/** The footer: the chapter's name, its programme and its contact e-mail (the Contact page's, which administrators edit). */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="site-footer-name">{SITE.name}</p>
        <p>
          {SITE.programme} · {SITE.institute}
        </p>
        <div className="site-footer-contact">
          <span>Contact us:</span>
          <SiteText name="contact.email" />
        </div>
      </div>
    </footer>
  );
}
