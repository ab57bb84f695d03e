import type { Kysely } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type {
  AccessTokenRecord,
  Account,
  AccountChanges,
  CodeSpend,
  OneTimeCode,
  RefreshTokenRecord,
  SignInChallenge,
  SignInFailures,
  TakeOutcome,
  TokenPairRecord,
} from '../../identity/ports/account-records';
import {
  ACCOUNT_NOT_FOUND,
  type AccountAudit,
  accountEmailTaken,
  type AccountStore,
  type AccountStoreError,
  type CodeAttempt,
  type CounterAttempt,
} from '../../identity/ports/account-store.port';
import { accountChangeColumns, accountRow, toAccount, toFailures, toIso } from './account-rows';
import { appendAuditEntry } from './audit-rows';
import type { DatabaseSchema } from './schema';
import { SqlCounters } from './sql-counters';
import { attempt } from './sql-errors';
import { SqlOneTimeCodes } from './sql-one-time-codes';
import { SqlSessionTables } from './sql-session-tables';

type Result<T> = ResultAsync<T, AccountStoreError>;

/**
 * The identity service's storage in the identity tables (migration 0002). Every state change
 * that must happen once is one conditional statement (`UPDATE ... WHERE ... RETURNING`, `INSERT
 * ... ON CONFLICT`) or one short transaction, so racing callers get exactly one winner on SQLite
 * and PostgreSQL alike. Codes live in {@link SqlOneTimeCodes}, challenges and tokens in
 * {@link SqlSessionTables}.
 */
export class SqlAccountStore implements AccountStore {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #codes: SqlOneTimeCodes;
  readonly #sessions: SqlSessionTables;
  readonly #counters: SqlCounters;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
    this.#codes = new SqlOneTimeCodes(db);
    this.#sessions = new SqlSessionTables(db);
    this.#counters = new SqlCounters(db);
  }

  /** An officer's invitation writes its `audit` entry in the same transaction. */
  createAccount(account: Account, audit?: AccountAudit): Result<Account> {
    return attempt(
      () =>
        this.#db.transaction().execute(async (trx) => {
          await trx.insertInto('accounts').values(accountRow(account)).execute();
          if (audit) await appendAuditEntry(trx, audit(account));
        }),
      (key): AccountStoreError | null => (key === 'accounts.email' ? accountEmailTaken(account.email) : null),
    ).map(() => account);
  }

  findAccountByEmail(email: string): Result<Account | null> {
    return attempt(() => this.#db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst()).map((row) =>
      row ? toAccount(row) : null,
    );
  }

  findAccountById(id: string): Result<Account | null> {
    return attempt(() => this.#db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst()).map((row) =>
      row ? toAccount(row) : null,
    );
  }

  /** An officer's change writes its `audit` entry in the same transaction. */
  updateAccount(id: string, changes: AccountChanges, audit?: AccountAudit): Result<Account> {
    const update = () =>
      this.#db.transaction().execute(async (trx) => {
        const set = accountChangeColumns(changes);
        // Nothing to change still answers the account (or NotFound), as a no-op update would.
        const row =
          Object.keys(set).length === 0
            ? await trx.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst()
            : await trx.updateTable('accounts').set(set).where('id', '=', id).returningAll().executeTakeFirst();
        if (row && audit) await appendAuditEntry(trx, audit(toAccount(row)));
        return row;
      });
    return attempt(update).andThen((row) => (row ? okAsync(toAccount(row)) : errAsync(ACCOUNT_NOT_FOUND)));
  }

  acceptTotpStep(accountId: string, step: number): Result<'accepted' | 'replayed'> {
    const accept = () =>
      this.#db
        .updateTable('accounts')
        .set({ totp_last_step: step })
        .where('id', '=', accountId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .returning('id')
        .executeTakeFirst();
    return attempt(accept).andThen((accepted) =>
      accepted
        ? okAsync('accepted' as const)
        : this.findAccountById(accountId).andThen((found) => (found ? okAsync('replayed' as const) : errAsync(ACCOUNT_NOT_FOUND))),
    );
  }

  findSignInFailures(key: string): Result<SignInFailures | null> {
    return attempt(() => this.#db.selectFrom('sign_in_failures').selectAll().where('throttle_key', '=', key).executeTakeFirst()).map(
      (row) => (row ? toFailures(row) : null),
    );
  }

  recordSignInFailure(key: string, at: number): Result<SignInFailures> {
    const record = () =>
      this.#db
        .insertInto('sign_in_failures')
        .values({ throttle_key: key, failure_count: 1, last_failed_at: toIso(at), first_failed_at: toIso(at) })
        .onConflict((conflict) =>
          conflict.column('throttle_key').doUpdateSet((eb) => ({
            failure_count: eb('sign_in_failures.failure_count', '+', 1),
            last_failed_at: eb.ref('excluded.last_failed_at'),
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    return attempt(record).map(toFailures);
  }

  clearSignInFailures(key: string): Result<void> {
    return attempt(() => this.#db.deleteFrom('sign_in_failures').where('throttle_key', '=', key).execute()).map(() => undefined);
  }

  takeAttempt(attempt: CounterAttempt): Result<TakeOutcome> {
    return this.#counters.take(attempt);
  }

  giveBackAttempt(key: string, windowStartedAt: number): Result<void> {
    return this.#counters.giveBack(key, windowStartedAt);
  }

  forgetCountersBefore(time: number): Result<number> {
    return this.#counters.forgetBefore(time);
  }

  saveCode(code: OneTimeCode): Result<void> {
    return this.#codes.save(code);
  }

  consumeCode(attempt: CodeAttempt): Result<CodeSpend> {
    return this.#codes.consume(attempt);
  }

  saveChallenge(challenge: SignInChallenge): Result<void> {
    return this.#sessions.saveChallenge(challenge);
  }

  findChallenge(handleHash: string): Result<SignInChallenge | null> {
    return this.#sessions.findChallenge(handleHash);
  }

  countChallengeFailure(handleHash: string): Result<number | 'gone'> {
    return this.#sessions.countChallengeFailure(handleHash);
  }

  endChallenge(handleHash: string): Result<'ended' | 'gone'> {
    return this.#sessions.endChallenge(handleHash);
  }

  startSession(accountId: string, familyId: string, tokens: TokenPairRecord): Result<void> {
    return this.#sessions.startSession(accountId, familyId, tokens);
  }

  findAccessToken(tokenHash: string): Result<AccessTokenRecord | null> {
    return this.#sessions.findAccessToken(tokenHash);
  }

  findRefreshToken(tokenHash: string): Result<RefreshTokenRecord | null> {
    return this.#sessions.findRefreshToken(tokenHash);
  }

  rotateRefreshToken(tokenHash: string, next: TokenPairRecord): Result<'rotated' | 'stale'> {
    return this.#sessions.rotateRefreshToken(tokenHash, next);
  }

  revokeFamily(familyId: string): Result<void> {
    return this.#sessions.revokeFamily(familyId);
  }

  revokeAccountSessions(accountId: string, exceptFamilyId: string | null): Result<void> {
    return this.#sessions.revokeAccountSessions(accountId, exceptFamilyId);
  }
}
