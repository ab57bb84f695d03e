import { okAsync, type ResultAsync } from 'neverthrow';
import type { MailError, MailingList } from '../../application/ports/mailer.port';
import { mailAddressKey, unsubscribeLink, type MailPreferenceStore } from '../../application/ports/mail-preferences.port';
import type { SignedTokens } from '../../application/ports/signed-tokens.port';

/** Mail preferences in memory, with the same links as the SQL store (tokens that never expire). */
export class InMemoryMailPreferences implements MailPreferenceStore {
  readonly #left = new Map<string, ReadonlySet<MailingList>>();
  readonly #tokens: SignedTokens;
  readonly #publicUrl: string;

  constructor(tokens: SignedTokens, publicUrl: string) {
    this.#tokens = tokens;
    this.#publicUrl = publicUrl;
  }

  leftLists(email: string): ResultAsync<ReadonlySet<MailingList>, MailError> {
    return okAsync(new Set(this.#left.get(mailAddressKey(email)) ?? []));
  }

  unsubscribeUrl(email: string, list: MailingList): string {
    return unsubscribeLink(this.#publicUrl, this.#tokens.sign('mail-preferences', mailAddressKey(email), null), list);
  }

  setLeftLists(email: string, left: ReadonlySet<MailingList>): ResultAsync<ReadonlySet<MailingList>, MailError> {
    const key = mailAddressKey(email);
    if (left.size === 0) this.#left.delete(key);
    else this.#left.set(key, new Set(left));
    return this.leftLists(key);
  }
}
