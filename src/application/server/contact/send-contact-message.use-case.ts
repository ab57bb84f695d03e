import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { normalizeEmail } from '../../../domain/members';
import { validateContactForm, type ContactForm } from '../../../domain/validation/contact-form';
import type { Mail, Mailer } from '../../ports/mailer.port';
import type { RateDecision, RateLimiter } from '../../ports/rate-limiter.port';
import { invalidInput, type InvalidInput } from '../content/content.errors';
import { decided, refusal } from '../payments/card-testing';
import type { RateLimited, Unavailable } from '../payments/payments.errors';

/** How many messages one client, or one sender's address, may send in CONTACT_WINDOW_SECONDS. */
export const CONTACT_MESSAGES_PER_WINDOW = 5;

/** One hour: the window the contact form's limits count in. */
export const CONTACT_WINDOW_SECONDS = 60 * 60;

export type ContactError = InvalidInput | RateLimited | Unavailable;

export interface ContactDeps {
  readonly mailer: Mailer;
  /** Messages sent, per client (`client:<key>`) and per sender's address (`email:<address>`). */
  readonly contactMessages: RateLimiter;
  /** Where the chapter reads its mail (CONTACT_EMAIL). */
  readonly chapterEmail: string;
}

export interface ContactRequest {
  readonly form: ContactForm;
  /** The form's hidden field: people never see it, so whatever fills it is a robot. */
  readonly honeypot: string;
  /** Who the client is (its address; see client-key.ts). */
  readonly clientKey: string;
}

/** 'sent', or 'dropped' for a robot's message: both are answered as a success. */
export type ContactOutcome = 'sent' | 'dropped';

const TOO_MANY = {
  client: (wait: string) => `Too many messages were sent from this connection. Please try again in ${wait}.`,
  email: (wait: string) => `Too many messages were sent from this e-mail address. Please try again in ${wait}.`,
} as const;

/** The mail the chapter gets: plain text, the subject on one line, replies going to the writer. */
export function chapterMail(form: ContactForm, to: string): Mail {
  const subject = form.subject === '' ? `Message from ${form.name}` : `${form.subject} (from ${form.name})`;
  const text = [`From: ${form.name} <${form.email}>`, `Subject: ${form.subject || '(none)'}`, '', form.message, ''].join('\n');
  return { to, subject: `Contact form: ${subject}`, text, replyTo: form.email };
}

function admitted(limiter: RateLimiter, key: string, message: (wait: string) => string): ResultAsync<void, RateLimited> {
  return decided(limiter.check(key)).andThen((decision: RateDecision) => {
    const refused = refusal(decision, message);
    return refused === null ? okAsync(undefined) : errAsync(refused);
  });
}

/**
 * The Contact page's form: a message the server mails to the chapter, with Reply-To the writer.
 * A filled hidden field (a robot) is counted against its client and answered 'dropped', with
 * nothing sent. Otherwise the form is checked field by field, then each client and each sender's
 * address may send CONTACT_MESSAGES_PER_WINDOW messages an hour (RateLimited, with the wait, when
 * over); a message that could not be mailed is Unavailable and not counted. A limiter that cannot
 * answer lets the message through.
 */
export function sendContactMessage(deps: ContactDeps, request: ContactRequest): ResultAsync<ContactOutcome, ContactError> {
  const clientKey = `client:${request.clientKey}`;
  const count = (key: string) => decided(deps.contactMessages.recordFailure(key));
  if (request.honeypot.trim() !== '') return count(clientKey).map(() => 'dropped' as const);
  return validateContactForm(request.form)
    .mapErr(invalidInput)
    .asyncAndThen((form) => {
      const senderKey = `email:${normalizeEmail(form.email)}`;
      return admitted(deps.contactMessages, clientKey, TOO_MANY.client)
        .andThen(() => admitted(deps.contactMessages, senderKey, TOO_MANY.email))
        .andThen(() =>
          deps.mailer.send(chapterMail(form, deps.chapterEmail)).mapErr((): Unavailable => ({
            type: 'Unavailable',
            message: `Your message could not be sent just now. Please try again later, or write to ${deps.chapterEmail}.`,
          })),
        )
        .andThen(() => ResultAsync.combine([count(clientKey), count(senderKey)]))
        .map(() => 'sent' as const);
    });
}
