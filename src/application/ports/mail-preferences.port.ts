import type { ResultAsync } from 'neverthrow';
import type { MailError, MailingList } from './mailer.port';

/**
 * Which mailing lists an address has left (the preferences page, one-click unsubscribe), asked by
 * the mail queue before it queues a mail of a list, and the signed link that leaves one.
 */
export interface MailPreferences {
  /** The lists this address has left; none for an address never seen. */
  leftLists(email: string): ResultAsync<ReadonlySet<MailingList>, MailError>;
  /** The one-click unsubscribe address (RFC 8058) for this address and list, signed so it names only them. */
  unsubscribeUrl(email: string, list: MailingList): string;
}
