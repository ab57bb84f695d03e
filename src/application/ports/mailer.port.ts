import type { ResultAsync } from 'neverthrow';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export type MailError = { readonly type: 'MailFailed'; readonly message: string };

/** Sends e-mail: verification and reset codes, temporary passwords, receipts (server only). */
export interface Mailer {
  send(mail: Mail): ResultAsync<void, MailError>;
}
