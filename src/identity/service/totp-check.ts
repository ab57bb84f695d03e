import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import type { Account } from '../ports/account-records';
import { base32Decode } from './base32';
import type { IdentityDeps } from './identity-context';
import { codeMismatch } from '../rules/identity.errors';
import { fromStoreError } from './store-errors';
import { matchTotp } from './totp';

/**
 * Accepts an authenticator code for `secret` (base32) at the current time, ±1 step, and at most
 * once: the step it matched must be later than the last one this account used (RFC 6238 5.2).
 * A wrong, malformed or replayed code is CodeMismatch.
 */
export function checkTotpCode(ctx: IdentityDeps, account: Account, secret: string | null, code: string): ResultAsync<void, IdentityError> {
  const key = secret === null ? null : base32Decode(secret);
  const step = key === null ? null : matchTotp((k, m) => ctx.digest.hmacSha1(k, m), key, code, ctx.clock.now());
  if (step === null) return errAsync(codeMismatch());
  return ctx.store
    .acceptTotpStep(account.id, step)
    .mapErr(fromStoreError)
    .andThen((outcome) => (outcome === 'accepted' ? okAsync(undefined) : errAsync(codeMismatch())));
}
