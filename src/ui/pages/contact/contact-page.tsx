import { useDocumentTitle } from '../../components/document-title';
import { ContactForm } from './contact-form';

/** The Contact page (spec section 2: its heading), with the form that mails the chapter. */
export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <div className="page">
      <div className="container">
        <h1>Contact</h1>
        <ContactForm />
      </div>
    </div>
  );
}
