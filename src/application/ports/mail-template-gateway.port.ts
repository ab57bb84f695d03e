import type { ResultAsync } from 'neverthrow';

/** One kind of mail the site sends, as the officers' preview lists it. */
export interface MailTemplateKind {
  readonly kind: string;
  readonly label: string;
}

/** A kind's sample mail in the chapter's template: the full HTML (shown in a sandboxed frame) and the plain-text part. */
export interface MailTemplatePreview extends MailTemplateKind {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** The attached files' names (a ticket's QR codes). */
  readonly attachments: readonly string[];
}

export type MailTemplateError =
  | { readonly type: 'Unauthorized'; readonly message: string }
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/** The browser's way to the officers' mail preview (`GET /officers/mail/templates`, `/:kind`). */
export interface MailTemplateGateway {
  kinds(): ResultAsync<readonly MailTemplateKind[], MailTemplateError>;
  preview(kind: string): ResultAsync<MailTemplatePreview, MailTemplateError>;
}
