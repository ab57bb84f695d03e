import type { ResultAsync } from 'neverthrow';

/** A file sent with a mail; an image with a `contentId` is shown inside the HTML as `<img src="cid:<contentId>">`. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
  readonly contentId?: string;
}

/**
 * The mailing lists a member may leave (the preferences page, one-click unsubscribe). A mail
 * without a list (codes, receipts, tickets, offers) is always sent.
 */
export const MAILING_LISTS = ['reminders', 'newsletters'] as const;
export type MailingList = (typeof MAILING_LISTS)[number];

/** A call-to-action: 'Pay your dues' and the absolute address it opens. */
interface MailAction {
  readonly label: string;
  readonly url: string;
}

export interface Mail {
  readonly to: string;
  readonly subject: string;
  /** The plain text every mail has (and every mail client can show). */
  readonly text: string;
  /**
   * The message's body as an HTML fragment (paragraphs, headings, lists, images), when it has more
   * than text can say (a ticket's QR codes, a campaign's Markdown); its text must be escaped by
   * whoever writes it. Without it the body is the text, a paragraph per block. Either way the
   * chapter's template (TemplatedMailer) wraps it in the full mail.
   */
  readonly html?: string;
  /** The one thing the mail asks the reader to do, shown as a button under the body (and as a line of the text part). */
  readonly action?: MailAction;
  readonly attachments?: readonly MailAttachment[];
  /** Where a reply goes, when not to the sender (a contact-form message: the visitor who wrote it). */
  readonly replyTo?: string;
  /**
   * Names the message for the mail queue: one mail is ever sent per key and recipient (a receipt
   * per order, a reminder per member, year and date), however often it is queued. Without one,
   * each `send` is a message of its own.
   */
  readonly key?: string;
  /** The list the mail belongs to, which its recipient may have left (then it is not sent). */
  readonly list?: MailingList;
  /** The one-click unsubscribe address (RFC 8058 List-Unsubscribe), for a mail of a list. */
  readonly unsubscribeUrl?: string;
}

export type MailError = { readonly type: 'MailFailed'; readonly message: string };

/** Sends e-mail: verification and reset codes, temporary passwords, receipts, contact-form messages (server only). */
export interface Mailer {
  send(mail: Mail): ResultAsync<void, MailError>;
}
