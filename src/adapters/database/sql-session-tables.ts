import { expressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { AccessTokenRecord, RefreshTokenRecord, SignInChallenge, TokenPairRecord } from '../../identity/ports/account-records';
import type { AccountStoreError } from '../../identity/ports/account-store.port';
import { challengeRow, pairRows, toAccessToken, toChallenge, toRefreshToken } from './account-rows';
import type { AccessTokensTable } from './identity-schema';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

type Result<T> = ResultAsync<T, AccountStoreError>;

/**
 * The pending sign-ins (`sign_in_challenges`) and sessions (`access_tokens`, `refresh_tokens`)
 * half of {@link SqlAccountStore}. Rotation marks the old refresh token and stores its successor
 * in one transaction whose first statement only succeeds for an active token.
 */
export class SqlSessionTables {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  saveChallenge(challenge: SignInChallenge): Result<void> {
    const save = () => {
      const row = challengeRow(challenge);
      const { handle_hash: _handle, ...replaced } = row;
      return this.#db
        .insertInto('sign_in_challenges')
        .values(row)
        .onConflict((conflict) => conflict.column('handle_hash').doUpdateSet(replaced))
        .execute();
    };
    return attempt(save).map(() => undefined);
  }

  findChallenge(handleHash: string): Result<SignInChallenge | null> {
    const read = () => this.#db.selectFrom('sign_in_challenges').selectAll().where('handle_hash', '=', handleHash).executeTakeFirst();
    return attempt(read).map((row) => (row ? toChallenge(row) : null));
  }

  countChallengeFailure(handleHash: string): Result<number | 'gone'> {
    const count = () =>
      this.#db
        .updateTable('sign_in_challenges')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('handle_hash', '=', handleHash)
        .returning('attempts')
        .executeTakeFirst();
    return attempt(count).map((row) => (row ? row.attempts : 'gone'));
  }

  endChallenge(handleHash: string): Result<'ended' | 'gone'> {
    const end = () =>
      this.#db.deleteFrom('sign_in_challenges').where('handle_hash', '=', handleHash).returning('handle_hash').executeTakeFirst();
    return attempt(end).map((row) => (row ? 'ended' : 'gone'));
  }

  startSession(accountId: string, familyId: string, tokens: TokenPairRecord): Result<void> {
    return attempt(() => this.#db.transaction().execute((trx) => insertPair(trx, accountId, familyId, tokens)));
  }

  findAccessToken(tokenHash: string): Result<AccessTokenRecord | null> {
    const read = () => this.#db.selectFrom('access_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return attempt(read).map((row) => (row ? toAccessToken(row) : null));
  }

  findRefreshToken(tokenHash: string): Result<RefreshTokenRecord | null> {
    const read = () => this.#db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return attempt(read).map((row) => (row ? toRefreshToken(row) : null));
  }

  rotateRefreshToken(tokenHash: string, next: TokenPairRecord): Result<'rotated' | 'stale'> {
    const rotate = () =>
      this.#db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('refresh_tokens')
          .set({ state: 'rotated' })
          .where('token_hash', '=', tokenHash)
          .where('state', '=', 'active')
          .returning(['account_id', 'family_id'])
          .executeTakeFirst();
        if (!used) return 'stale' as const;
        await insertPair(trx, used.account_id, used.family_id, next);
        return 'rotated' as const;
      });
    return attempt(rotate);
  }

  revokeFamily(familyId: string): Result<void> {
    return this.#revoke(owner('family_id', '=', familyId));
  }

  revokeAccountSessions(accountId: string, exceptFamilyId: string | null): Result<void> {
    const ofAccount = owner('account_id', '=', accountId);
    return this.#revoke(exceptFamilyId === null ? ofAccount : owner.and([ofAccount, owner('family_id', '<>', exceptFamilyId)]));
  }

  /** Revokes every access and refresh token matching `condition`, in one transaction. */
  #revoke(condition: Expression<SqlBool>): Result<void> {
    const revoke = () =>
      this.#db.transaction().execute(async (trx) => {
        await trx.updateTable('access_tokens').set({ revoked: 1 }).where(condition).execute();
        await trx.updateTable('refresh_tokens').set({ state: 'revoked' }).where(condition).execute();
      });
    return attempt(revoke);
  }
}

/** Conditions on the owner columns both token tables share. */
const owner = expressionBuilder<{ tokens: Pick<AccessTokensTable, 'account_id' | 'family_id'> }, 'tokens'>();

async function insertPair(db: Kysely<DatabaseSchema>, accountId: string, familyId: string, tokens: TokenPairRecord): Promise<void> {
  const { access, refresh } = pairRows(accountId, familyId, tokens);
  await db.insertInto('access_tokens').values(access).execute();
  await db.insertInto('refresh_tokens').values(refresh).execute();
}
