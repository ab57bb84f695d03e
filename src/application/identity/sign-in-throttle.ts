import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { signInDelaySeconds } from '../../domain/identity-rules';
import type { IdentityError } from '../ports/identity-provider.port';
import type { IdentityDeps } from './identity-context';
import { fromStoreError, incorrectCredentials, tooManyRequests } from './identity.errors';

/**
 * Brute-force back-off (SECURITY.md): after five failed sign-ins in a row for one normalised
 * e-mail, the next attempt must wait 2^(n-5) s after the last failure, up to 15 minutes. E-mails
 * without an account are counted and slowed alike, so the answers never tell them apart.
 */
export function checkBackOff(ctx: IdentityDeps, email: string): ResultAsync<void, IdentityError> {
  return ctx.store
    .findSignInFailures(email)
    .mapErr(fromStoreError)
    .andThen((failures) => {
      if (failures === null) return okAsync(undefined);
      const waitMs = signInDelaySeconds(failures.count) * 1000 - (ctx.clock.now() - failures.lastFailedAt);
      return waitMs > 0 ? errAsync(tooManyRequests(waitMs / 1000)) : okAsync(undefined);
    });
}

/** Counts a failed attempt and answers the one message for a wrong password and an unknown e-mail. */
export function failSignIn<T>(ctx: IdentityDeps, email: string): ResultAsync<T, IdentityError> {
  return ctx.store
    .recordSignInFailure(email, ctx.clock.now())
    .mapErr(fromStoreError)
    .andThen(() => errAsync(incorrectCredentials()));
}

/** A right password wipes the count. */
export function clearBackOff(ctx: IdentityDeps, email: string): ResultAsync<void, IdentityError> {
  return ctx.store.clearSignInFailures(email).mapErr(fromStoreError);
}
