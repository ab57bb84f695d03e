import type { ResultAsync } from 'neverthrow';
import { CODE_FAILURE_LIMITS, CODE_ISSUE_LIMITS, MFA_FAILURE_LIMITS } from '../rules/attempt-limits';
import { normalizeEmail } from '../../domain/members';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import type { IdentityDeps } from './identity-context';
import { fromStoreError } from './store-errors';

/** The longest window any attempt limit counts in, in seconds. */
const LONGEST_WINDOW_SECONDS = Math.max(
  ...[...CODE_FAILURE_LIMITS, ...CODE_ISSUE_LIMITS, ...MFA_FAILURE_LIMITS].map((limit) => limit.windowSeconds),
);

/** Forgets every counter whose window has ended whatever its length; answers how many. */
export function forgetEndedCounters(ctx: IdentityDeps): ResultAsync<number, IdentityError> {
  return ctx.store.forgetCountersBefore(ctx.clock.now() - LONGEST_WINDOW_SECONDS * 1000).mapErr(fromStoreError);
}

/** Whether an e-mail (any case) has an account. For the server's own decisions only: never answered to a stranger. */
export function hasAccount(ctx: IdentityDeps, email: string): ResultAsync<boolean, IdentityError> {
  return ctx.store
    .findAccountByEmail(normalizeEmail(email))
    .mapErr(fromStoreError)
    .map((account) => account !== null);
}
