import type { ResultAsync } from 'neverthrow';
import type { ContactForm } from '../../domain/validation/contact-form';
import type { FieldErrors } from '../../domain/validation/fields';

/** A message for the chapter, as the Contact page's form sends it. */
export interface ContactMessage extends ContactForm {
  /** The hidden field people never see (the honeypot): sent as typed, so the server can tell robots. */
  readonly website: string;
}

export type ContactGatewayError =
  | { readonly type: 'InvalidForm'; readonly message: string; readonly fields: FieldErrors<keyof ContactForm> }
  | { readonly type: 'RateLimited'; readonly message: string; readonly retryAfterSeconds: number }
  | { readonly type: 'Unavailable'; readonly message: string };

/** Sends the Contact page's messages to the chapter (the server mails them; browser only). */
export interface ContactGateway {
  send(message: ContactMessage): ResultAsync<void, ContactGatewayError>;
}
