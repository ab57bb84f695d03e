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

/**
 * The preferences page's side of the same store: the lists an address has left, changed as a
 * whole (leaving one list keeps the other as it was: the caller passes both). Addresses are kept
 * normalised (trimmed, lower case), so a change by any spelling holds for every spelling.
 */
export interface MailPreferenceStore extends MailPreferences {
  /** Leaves exactly `left` (and rejoins the others) at `at` (ISO); answers the lists left now. */
  setLeftLists(email: string, left: ReadonlySet<MailingList>, at: string): ResultAsync<ReadonlySet<MailingList>, MailError>;
}

/** How an address is kept and compared: trimmed, lower case. */
export const mailAddressKey = (email: string): string => email.trim().toLowerCase();

/** The server's one-click unsubscribe route (RFC 8058), and the preferences page a mail's link opens. */
const UNSUBSCRIBE_PATH = '/mail/unsubscribe';
export const PREFERENCES_PAGE = '/Email-Preferences';

/** `${publicUrl}/mail/unsubscribe?t=<token>&list=<list>`: the List-Unsubscribe address of a mail. */
export function unsubscribeLink(publicUrl: string, token: string, list: MailingList): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}&list=${encodeURIComponent(list)}`;
}
