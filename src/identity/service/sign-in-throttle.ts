import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { accountSignInDelaySeconds, signInDelaySeconds } from '../rules/identity-rules';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import type { IdentityDeps } from './identity-context';
import { incorrectCredentials, tooManyRequests } from '../rules/identity.errors';
import { fromStoreError } from './store-errors';

/**
 * Who is trying to sign in: a key for the client (its address, as the server tells clients apart)
 * and whether it is a known device of the account (a browser that signed in to it before).
 */
export interface SignInClient {
  readonly key: string;
  readonly knownDevice: boolean;
}

/** A client the service cannot tell apart from others (a test, a script): one client, no known device. */
export const UNKNOWN_CLIENT: SignInClient = { key: 'unknown', knownDevice: false };

/** The throttle key of one e-mail tried from one client. */
const clientKey = (email: string, client: SignInClient) => `${email}\n${client.key}`;

function wait(
  ctx: IdentityDeps,
  key: string,
  delay: (failures: number) => number,
  windowMs = Number.POSITIVE_INFINITY,
): ResultAsync<number, IdentityError> {
  const now = ctx.clock.now();
  return ctx.store
    .findSignInFailures(key)
    .mapErr(fromStoreError)
    .map((failures) =>
      failures === null || now - failures.firstFailedAt >= windowMs ? 0 : delay(failures.count) * 1000 - (now - failures.lastFailedAt),
    );
}

/**
 * The sign-in throttle (docs/reliability.md, "Sign-in: a stranger cannot keep the owner out"),
 * checked before the password:
 * - per e-mail and client: after five failures in a row from that client, it waits 2^(n-5) s
 *   after its last failure, up to 15 minutes (SECURITY.md's back-off), and no other client does;
 * - per e-mail, all clients together, in an hour from the first failure: after twenty, every
 *   client that is not a known device of the account waits 2^(n-20) s after the last failure, up
 *   to 30 s, so many clients together get at most about 140 guesses an hour, one client alone
 *   (slowed by its own back-off) never delays the others, and the owner waits seconds at most;
 * - a known device is judged by its own client's failures only.
 * E-mails without an account are counted and slowed alike, so the answers never tell them apart.
 */
export function checkBackOff(ctx: IdentityDeps, email: string, client: SignInClient): ResultAsync<void, IdentityError> {
  const ownWait = wait(ctx, clientKey(email, client), signInDelaySeconds);
  const accountWait = client.knownDevice ? okAsync(0) : wait(ctx, email, accountSignInDelaySeconds, ACCOUNT_FAILURE_WINDOW_MS);
  return ResultAsync.combine([ownWait, accountWait]).andThen(([own, account]) => {
    const waitMs = Math.max(own, account);
    return waitMs > 0 ? errAsync(tooManyRequests(waitMs / 1000)) : okAsync(undefined);
  });
}

/**
 * Counts one failure for the e-mail, all clients together, in an hour's window that opens with
 * the first failure: one that comes after the window starts a new count. A right password does
 * not clear it (else each sign-in of the owner would hand a botnet free guesses): the owner is
 * judged by their own client, or not at all on a known device.
 */
function recordAccountFailure(ctx: IdentityDeps, email: string, now: number): ResultAsync<void, IdentityError> {
  return ctx.store
    .findSignInFailures(email)
    .andThen((failures) =>
      failures !== null && now - failures.firstFailedAt >= ACCOUNT_FAILURE_WINDOW_MS
        ? ctx.store.clearSignInFailures(email)
        : okAsync(undefined),
    )
    .andThen(() => ctx.store.recordSignInFailure(email, now))
    .mapErr(fromStoreError)
    .map(() => undefined);
}

/** The window the failures of an e-mail from all clients are counted in: an hour from the first. */
const ACCOUNT_FAILURE_WINDOW_MS = 60 * 60 * 1000;

/** Counts a failed attempt for the client and for the e-mail, and answers the one message for a wrong password and an unknown e-mail. */
export function failSignIn<T>(ctx: IdentityDeps, email: string, client: SignInClient): ResultAsync<T, IdentityError> {
  const now = ctx.clock.now();
  return ResultAsync.combine([
    ctx.store.recordSignInFailure(clientKey(email, client), now).mapErr(fromStoreError),
    recordAccountFailure(ctx, email, now),
  ]).andThen(() => errAsync(incorrectCredentials()));
}

/**
 * A right password wipes the count of its client. A reset by e-mailed code (`client` null), which
 * proves the mailbox, wipes the e-mail's count of all clients together too.
 */
export function clearBackOff(ctx: IdentityDeps, email: string, client: SignInClient | null): ResultAsync<void, IdentityError> {
  return ctx.store.clearSignInFailures(client === null ? email : clientKey(email, client)).mapErr(fromStoreError);
}
