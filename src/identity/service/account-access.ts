import { okAsync, type ResultAsync } from 'neverthrow';
import { normalizeEmail } from '../../domain/members';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import type { IdentityDeps } from './identity-context';
import { fromStoreError } from './store-errors';

/**
 * Ends at once every session of the account with this e-mail: each access token stops working
 * on its next request and no refresh token can renew one. For when the person loses their access
 * elsewhere (their member record is deleted): they may still sign in, but only as who they now
 * are. An e-mail without an account has nothing to end and answers ok.
 * The caller authorizes (an administrator's action); this only acts.
 */
export function revokeSessionsOf(ctx: IdentityDeps, input: { readonly email: string }): ResultAsync<void, IdentityError> {
  return ctx.store
    .findAccountByEmail(normalizeEmail(input.email))
    .mapErr(fromStoreError)
    .andThen((account) =>
      account === null ? okAsync(undefined) : ctx.store.revokeAccountSessions(account.id, null).mapErr(fromStoreError),
    );
}
