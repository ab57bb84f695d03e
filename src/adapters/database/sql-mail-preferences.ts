import type { Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import { MAILING_LISTS, type MailError, type MailingList } from '../../application/ports/mailer.port';
import { mailAddressKey, unsubscribeLink, type MailPreferenceStore } from '../../application/ports/mail-preferences.port';
import type { SignedTokens } from '../../application/ports/signed-tokens.port';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

const isMailingList = (value: string): value is MailingList => (MAILING_LISTS as readonly string[]).includes(value);

const failed = (error: { readonly message: string }): MailError => ({ type: 'MailFailed', message: error.message });

/**
 * Mail preferences in `mail_list_departures` (migration 0018): one row per address and list left.
 * Unsubscribe links are signed with `tokens` ('mail-preferences', naming the address, never
 * expiring: a mail read months later must still unsubscribe) under `publicUrl`.
 */
export class SqlMailPreferences implements MailPreferenceStore {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #tokens: SignedTokens;
  readonly #publicUrl: string;

  constructor(db: Kysely<DatabaseSchema>, tokens: SignedTokens, publicUrl: string) {
    this.#db = db;
    this.#tokens = tokens;
    this.#publicUrl = publicUrl;
  }

  leftLists(email: string): ResultAsync<ReadonlySet<MailingList>, MailError> {
    return attempt(() => this.#db.selectFrom('mail_list_departures').select('list').where('email', '=', mailAddressKey(email)).execute())
      .map((rows) => new Set(rows.map((row) => row.list).filter(isMailingList)) as ReadonlySet<MailingList>)
      .mapErr(failed);
  }

  unsubscribeUrl(email: string, list: MailingList): string {
    return unsubscribeLink(this.#publicUrl, this.#tokens.sign('mail-preferences', mailAddressKey(email), null), list);
  }

  setLeftLists(email: string, left: ReadonlySet<MailingList>, at: string): ResultAsync<ReadonlySet<MailingList>, MailError> {
    const key = mailAddressKey(email);
    const rejoined = MAILING_LISTS.filter((list) => !left.has(list));
    return attempt(() =>
      this.#db.transaction().execute(async (trx) => {
        if (rejoined.length > 0)
          await trx.deleteFrom('mail_list_departures').where('email', '=', key).where('list', 'in', rejoined).execute();
        if (left.size > 0) {
          await trx
            .insertInto('mail_list_departures')
            .values([...left].map((list) => ({ email: key, list, left_at: at })))
            .onConflict((conflict) => conflict.columns(['email', 'list']).doNothing())
            .execute();
        }
      }),
    )
      .mapErr(failed)
      .andThen(() => this.leftLists(key));
  }
}
