import { useDocumentTitle } from '../../components/document-title';
import { SiteText } from '../../components/site-text';
import { ContactForm } from './contact-form';

/**
 * The Contact page: the spec's heading, then the chapter's introduction, postal address and
 * e-mail (page texts administrators edit, domain/site-texts.ts), and the form that mails the chapter.
 */
export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <div className="page">
      <div className="container prose">
        <h1>Contact</h1>
        <SiteText name="contact.introduction" />
        <section className="card" aria-labelledby="contact-details">
          <h2 id="contact-details">Write to us</h2>
          <dl className="contact-list">
            <dt>Address</dt>
            <dd>
              <SiteText name="contact.address" />
            </dd>
            <dt>E-mail</dt>
            <dd>
              <SiteText name="contact.email" />
            </dd>
          </dl>
        </section>
        <ContactForm />
      </div>
    </div>
  );
}
