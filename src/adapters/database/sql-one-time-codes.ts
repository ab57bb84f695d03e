import type { Kysely } from 'kysely';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { ConsumeOutcome, OneTimeCode } from '../../application/identity/account-records';
import type { AccountStoreError, CodeAttempt } from '../../application/identity/account-store.port';
import { codeRow, toCode, toIso } from './account-rows';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

type Result<T> = ResultAsync<T, AccountStoreError>;

/**
 * The e-mailed one-time codes (`one_time_codes`, one per account and purpose) for
 * {@link SqlAccountStore}: a new code replaces the old, and spending one is a single UPDATE.
 */
export class SqlOneTimeCodes {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  save(code: OneTimeCode): Result<void> {
    const save = () => {
      const row = codeRow(code);
      const { account_id: _account, purpose: _purpose, ...replaced } = row;
      return this.#db
        .insertInto('one_time_codes')
        .values(row)
        .onConflict((conflict) => conflict.columns(['account_id', 'purpose']).doUpdateSet(replaced))
        .execute();
    };
    return attempt(save).map(() => undefined);
  }

  /**
   * One UPDATE spends a right code or counts a wrong one, only while the code is unused, unexpired
   * and under the limit; when it changes nothing, the row as it stands says why.
   */
  consume(given: CodeAttempt): Result<ConsumeOutcome> {
    const now = toIso(given.now);
    const spend = () =>
      this.#db
        .updateTable('one_time_codes')
        .set((eb) => ({
          used: eb.case().when('code_hash', '=', given.codeHash).then(1).else(eb.ref('used')).end(),
          attempts: eb.case().when('code_hash', '=', given.codeHash).then(eb.ref('attempts')).else(eb('attempts', '+', 1)).end(),
        }))
        .where('account_id', '=', given.accountId)
        .where('purpose', '=', given.purpose)
        .where('used', '=', 0)
        .where('expires_at', '>', now)
        .where('attempts', '<', given.maxAttempts)
        .returning('code_hash')
        .executeTakeFirst();
    return attempt(spend).andThen((spent) => {
      if (spent) return okAsync<ConsumeOutcome, AccountStoreError>(spent.code_hash === given.codeHash ? 'consumed' : 'wrong');
      return this.#whyNotSpent(given);
    });
  }

  #whyNotSpent(given: CodeAttempt): Result<ConsumeOutcome> {
    const read = () =>
      this.#db.selectFrom('one_time_codes').selectAll().where('account_id', '=', given.accountId).where('purpose', '=', given.purpose).executeTakeFirst();
    return attempt(read).map((row): ConsumeOutcome => {
      if (!row) return 'missing';
      const code = toCode(row);
      if (code.used) return 'used';
      if (code.expiresAt <= given.now) return 'expired';
      // A code replaced between the UPDATE and this read counts as a wrong attempt at the old one.
      return code.attempts >= given.maxAttempts ? 'exhausted' : 'wrong';
    });
  }
}
