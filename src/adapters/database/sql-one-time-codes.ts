import type { Kysely } from 'kysely';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { CodeSpend, ConsumeOutcome, OneTimeCode } from '../../identity/ports/account-records';
import type { AccountStoreError, CodeAttempt } from '../../identity/ports/account-store.port';
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
      const { account_id: _account, purpose: _purpose, bound_password_hash: _bound, ...replaced } = row;
      return this.#db
        .insertInto('one_time_codes')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['account_id', 'purpose']).doUpdateSet((eb) => ({
            ...replaced,
            bound_password_hash: eb.fn.coalesce('excluded.bound_password_hash', 'one_time_codes.bound_password_hash'),
          })),
        )
        .execute();
    };
    return attempt(save).map(() => undefined);
  }

  /**
   * One UPDATE spends a right code or counts a wrong one, only while the code is unused, unexpired
   * and under the limit; when it changes nothing, the row as it stands says why.
   */
  consume(given: CodeAttempt): Result<CodeSpend> {
    const now = toIso(given.now);
    const spend = () =>
      this.#db
        .updateTable('one_time_codes')
        .set((eb) => ({
          used: eb.case().when('code_hash', '=', given.codeHash).then(1).else(eb.ref('used')).end(),
          attempts: eb
            .case()
            .when('code_hash', '=', given.codeHash)
            .then(eb.ref('attempts'))
            .else(eb('attempts', '+', 1))
            .end(),
        }))
        .where('account_id', '=', given.accountId)
        .where('purpose', '=', given.purpose)
        .where('used', '=', 0)
        .where('expires_at', '>', now)
        .where('attempts', '<', given.maxAttempts)
        .returning(['code_hash', 'bound_password_hash'])
        .executeTakeFirst();
    return attempt(spend).andThen((spent): Result<CodeSpend> => {
      if (spent?.code_hash === given.codeHash) return okAsync({ outcome: 'consumed', boundPasswordHash: spent.bound_password_hash });
      if (spent) return okAsync({ outcome: 'wrong', boundPasswordHash: null });
      return this.#whyNotSpent(given).map((outcome) => ({ outcome, boundPasswordHash: null }));
    });
  }

  #whyNotSpent(given: CodeAttempt): Result<ConsumeOutcome> {
    const read = () =>
      this.#db
        .selectFrom('one_time_codes')
        .selectAll()
        .where('account_id', '=', given.accountId)
        .where('purpose', '=', given.purpose)
        .executeTakeFirst();
    return attempt(read).map((row): ConsumeOutcome => {
      if (!row) return 'missing';
      const code = toCode(row);
      // Only the right code learns why it is refused; a wrong one is wrong whatever the row's state.
      if (code.codeHash !== given.codeHash) return 'wrong';
      if (code.used) return 'used';
      if (code.expiresAt <= given.now) return 'expired';
      // Also a code replaced between the UPDATE and this read: wrong, as an attempt at the old one.
      return code.attempts >= given.maxAttempts ? 'exhausted' : 'wrong';
    });
  }
}
