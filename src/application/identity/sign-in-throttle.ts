import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { accountSignInDelaySeconds, signInDelaySeconds } from '../../domain/identity-rules';
import type { IdentityError } from '../ports/identity-provider.port';
import type { IdentityDeps } from './identity-context';
import { fromStoreError, incorrectCredentials, tooManyRequests } from './identity.errors';

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

function wait(ctx: IdentityDeps, key: string, delay: (failures: number) => number): ResultAsync<number, IdentityError> {
  return ctx.store
    .findSignInFailures(key)
    .mapErr(fromStoreError)
    .map((failures) => (failures === null ? 0 : delay(failures.count) * 1000 - (ctx.clock.now() - failures.lastFailedAt)));
}

/**
 * The sign-in throttle (docs/reliability.md, "Sign-in: a stranger cannot keep the owner out"),
 * checked before the password:
 * - per e-mail and client: after five failures in a row from that client, it waits 2^(n-5) s
 *   after its last failure, up to 15 minutes (SECURITY.md's back-off), and no other client does;
 * - per e-mail, all clients together: after ten failures in a row, every client that is not a
 *   known device of the account waits 2^(n-10) s after the last failure, up to 30 s, so many
 *   clients together get about 120 guesses an hour while the owner waits seconds at most;
 * - a known device is judged by its own client's failures only.
 * E-mails without an account are counted and slowed alike, so the answers never tell them apart.
 */
export function checkBackOff(ctx: IdentityDeps, email: string, client: SignInClient): ResultAsync<void, IdentityError> {
  const ownWait = wait(ctx, clientKey(email, client), signInDelaySeconds);
  const accountWait = client.knownDevice ? okAsync(0) : wait(ctx, email, accountSignInDelaySeconds);
  return ResultAsync.combine([ownWait, accountWait]).andThen(([own, account]) => {
    const waitMs = Math.max(own, account);
    return waitMs > 0 ? errAsync(tooManyRequests(waitMs / 1000)) : okAsync(undefined);
  });
}

/** Counts a failed attempt for the client and for the e-mail, and answers the one message for a wrong password and an unknown e-mail. */
export function failSignIn<T>(ctx: IdentityDeps, email: string, client: SignInClient): ResultAsync<T, IdentityError> {
  const now = ctx.clock.now();
  return ResultAsync.combine([ctx.store.recordSignInFailure(clientKey(email, client), now), ctx.store.recordSignInFailure(email, now)])
    .mapErr(fromStoreError)
    .andThen(() => errAsync(incorrectCredentials()));
}

/**
 * A right password wipes the count of its client and of the e-mail (`client` null: a reset by
 * e-mailed code, which proves the mailbox, wipes the e-mail's count; other clients keep theirs).
 */
export function clearBackOff(ctx: IdentityDeps, email: string, client: SignInClient | null): ResultAsync<void, IdentityError> {
  const keys = client === null ? [email] : [email, clientKey(email, client)];
  return ResultAsync.combine(keys.map((key) => ctx.store.clearSignInFailures(key)))
    .mapErr(fromStoreError)
    .map(() => undefined);
}
