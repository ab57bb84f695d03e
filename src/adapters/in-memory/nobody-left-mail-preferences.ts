import { okAsync } from 'neverthrow';
import type { MailPreferences } from '../../application/ports/mail-preferences.port';

/**
 * Mail preferences before the preferences page exists: nobody has left a list, and a mail of a
 * list carries no unsubscribe link. The server's wiring uses it until the real preferences
 * (stored, with signed one-click links) take its place.
 */
export const nobodyLeftMailPreferences: MailPreferences = {
  leftLists: () => okAsync(new Set()),
  unsubscribeUrl: () => '',
};
