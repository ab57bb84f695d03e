import { useEffect, useRef, useState } from 'react';
import { sendContactMessage, type SendContactError } from '../../../application/browser/use-cases/send-contact-message.use-case';
import type { ContactMessage } from '../../../application/ports/contact-gateway.port';
import { useServices } from '../../app/services';
import { HydratedControls } from '../../components/hydrated-controls';
import { TextField } from '../../components/text-field';
import { useResultAction } from '../../components/use-result';
import { CONTACT_FORM as TEXT } from '../../content/news';
import './contact-form.css';

const BLANK: ContactMessage = { name: '', email: '', subject: '', message: '', website: '' };

/**
 * The Contact page's form: the server mails the message to the chapter, replies going to the
 * writer. Bad fields get their message beside them; a refusal (too many messages, the mail down)
 * shows above the button with the message still typed; a sent message stays confirmed on the page.
 * The hidden field (`website`) is for robots: off-screen, hidden from assistive technology, out
 * of the tab order, never filled by the browser.
 */
export function ContactForm() {
  const services = useServices();
  const [values, setValues] = useState<ContactMessage>(BLANK);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useResultAction((message: ContactMessage) => sendContactMessage(services, message), {
    onSuccess: (_sent, message) => {
      setSentTo(message.email.trim());
      setValues(BLANK);
    },
  });
  if (sentTo !== null) return <ContactSent email={sentTo} onAnother={() => setSentTo(null)} />;
  const error: SendContactError | null = send.error;
  const fields = error?.type === 'InvalidForm' ? error.fields : {};
  const change = (field: keyof ContactMessage) => (value: string) => setValues({ ...values, [field]: value });
  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{TEXT.title}</h2>
      <p>{TEXT.intro}</p>
      <form
        noValidate
        aria-labelledby="contact-form-title"
        aria-busy={send.status === 'running'}
        onSubmit={(event) => {
          event.preventDefault();
          send.start(values);
        }}
      >
        <HydratedControls>
          <TextField
            label={TEXT.name}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            error={fields.name}
            onChange={change('name')}
          />
          <TextField
            label={TEXT.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={fields.email}
            onChange={change('email')}
          />
          <TextField label={TEXT.subject} name="subject" value={values.subject} error={fields.subject} onChange={change('subject')} />
          <TextField
            label={TEXT.message}
            name="message"
            multiline
            required
            value={values.message}
            error={fields.message}
            onChange={change('message')}
          />
          <div className="contact-honeypot" aria-hidden="true">
            <label htmlFor="contact-website">{TEXT.honeypot}</label>
            <input
              id="contact-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(event) => change('website')(event.target.value)}
            />
          </div>
          {error !== null && error.type !== 'InvalidForm' ? (
            <p className="notice-inline error" role="alert">
              {error.message}
            </p>
          ) : null}
          <button type="submit" className="button button-primary" disabled={send.status === 'running'}>
            {send.status === 'running' ? TEXT.sending : TEXT.send}
          </button>
        </HydratedControls>
      </form>
    </section>
  );
}

/** The confirmation that stays on the page; focus moves to it, so a screen reader reads it and a phone shows it. */
function ContactSent({ email, onAnother }: { readonly email: string; readonly onAnother: () => void }) {
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => confirmation.current?.focus(), []);
  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{TEXT.title}</h2>
      <div ref={confirmation} tabIndex={-1} className="notice-inline success" role="status">
        <p>
          {TEXT.sent} {email}.
        </p>
      </div>
      <button type="button" className="button" onClick={onAnother}>
        {TEXT.another}
      </button>
    </section>
  );
}
