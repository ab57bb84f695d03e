import { useDocumentTitle } from '../../components/document-title';
import { ExternalLink } from '../../components/external-link';
import { SiteText } from '../../components/site-text';
import { ENDOWMENT as TEXT } from '../../content/endowment';

/** The Endowment Donation page: how the endowment works, who to call, and where to give online. */
export function EndowmentDonationPage() {
  useDocumentTitle(TEXT.title);
  return (
    <div className="page">
      <div className="container prose">
        <h1>{TEXT.title}</h1>
        <h2>{TEXT.fundName}</h2>
        <SiteText name="endowment.body" />
        <p>
          <ExternalLink href={TEXT.donateOnline.href} className="button button-gold">
            {TEXT.donateOnline.label}
          </ExternalLink>
        </p>
        <section className="card" aria-labelledby="development-office">
          <h2 id="development-office">{TEXT.contactTitle}</h2>
          <dl className="contact-list">
            <dt>Phone</dt>
            <dd>
              <a href={TEXT.phone.href}>{TEXT.phone.label}</a>
            </dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${TEXT.email}`}>{TEXT.email}</a>
            </dd>
          </dl>
        </section>
      </div>
    </div>
  );
}
