import type { Kysely } from 'kysely';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { TakeOutcome } from '../../identity/ports/account-records';
import type { AccountStoreError, CounterAttempt } from '../../identity/ports/account-store.port';
import { fromIso, toIso } from './account-rows';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

type Result<T> = ResultAsync<T, AccountStoreError>;

/**
 * The attempt counters of {@link SqlAccountStore} (`identity_counters`). Taking an attempt is one
 * `INSERT ... ON CONFLICT DO UPDATE ... WHERE` statement: the row is locked while it is judged, so
 * racing callers on SQLite and PostgreSQL alike never count past the limit. Times are ISO text of
 * one fixed length, so they compare as strings.
 */
export class SqlCounters {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  take(given: CounterAttempt): Result<TakeOutcome> {
    const now = toIso(given.now);
    const ended = toIso(given.windowOpenedBy);
    const take = () =>
      this.#db
        .insertInto('identity_counters')
        .values({ counter_key: given.key, window_started_at: now, attempt_count: 1 })
        .onConflict((conflict) =>
          conflict
            .column('counter_key')
            .doUpdateSet((eb) => ({
              attempt_count: eb
                .case()
                .when('identity_counters.window_started_at', '<=', ended)
                .then(1)
                .else(eb('identity_counters.attempt_count', '+', 1))
                .end(),
              window_started_at: eb
                .case()
                .when('identity_counters.window_started_at', '<=', ended)
                .then(eb.ref('excluded.window_started_at'))
                .else(eb.ref('identity_counters.window_started_at'))
                .end(),
            }))
            .where((eb) =>
              eb.or([eb('identity_counters.window_started_at', '<=', ended), eb('identity_counters.attempt_count', '<', given.max)]),
            ),
        )
        .returning(['attempt_count', 'window_started_at'])
        .executeTakeFirst();
    return attempt(take).andThen((row): Result<TakeOutcome> => {
      if (row) return okAsync({ taken: true, window: { count: row.attempt_count, windowStartedAt: fromIso(row.window_started_at) } });
      return this.#full(given.key);
    });
  }

  giveBack(key: string, windowStartedAt: number): Result<void> {
    const giveBack = () =>
      this.#db
        .updateTable('identity_counters')
        .set((eb) => ({ attempt_count: eb('attempt_count', '-', 1) }))
        .where('counter_key', '=', key)
        .where('window_started_at', '=', toIso(windowStartedAt))
        .where('attempt_count', '>', 0)
        .execute();
    return attempt(giveBack).map(() => undefined);
  }

  forgetBefore(time: number): Result<number> {
    const forget = () => this.#db.deleteFrom('identity_counters').where('window_started_at', '<', toIso(time)).executeTakeFirst();
    return attempt(forget).map((result) => Number(result.numDeletedRows));
  }

  #full(key: string): Result<TakeOutcome> {
    const read = () => this.#db.selectFrom('identity_counters').selectAll().where('counter_key', '=', key).executeTakeFirstOrThrow();
    return attempt(read).map((row) => ({
      taken: false,
      window: { count: row.attempt_count, windowStartedAt: fromIso(row.window_started_at) },
    }));
  }
}
