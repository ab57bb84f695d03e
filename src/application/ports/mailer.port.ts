import type { ResultAsync } from 'neverthrow';

/** A file sent with a mail; an image with a `contentId` is shown inside the HTML as `<img src="cid:<contentId>">`. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
  readonly contentId?: string;
}

export interface Mail {
  readonly to: string;
  readonly subject: string;
  /** The plain text every mail has (and every mail client can show). */
  readonly text: string;
  /** The same message as HTML, when it has pictures (a ticket's QR codes); its text must be escaped by whoever writes it. */
  readonly html?: string;
  readonly attachments?: readonly MailAttachment[];
  /** Where a reply goes, when not to the sender (a contact-form message: the visitor who wrote it). */
  readonly replyTo?: string;
}

export type MailError = { readonly type: 'MailFailed'; readonly message: string };

/** Sends e-mail: verification and reset codes, temporary passwords, receipts, contact-form messages (server only). */
export interface Mailer {
  send(mail: Mail): ResultAsync<void, MailError>;
}
