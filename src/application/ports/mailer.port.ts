import type { ResultAsync } from 'neverthrow';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Where a reply goes, when not to the sender (a contact-form message: the visitor who wrote it). */
  readonly replyTo?: string;
}

export type MailError = { readonly type: 'MailFailed'; readonly message: string };

/** Sends e-mail: verification and reset codes, temporary passwords, receipts, contact-form messages (server only). */
export interface Mailer {
  send(mail: Mail): ResultAsync<void, MailError>;
}
