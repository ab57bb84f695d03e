import { ok, safeTry, type ResultAsync } from 'neverthrow';
import { checkSignIn } from '../rules/identity-rules';
import { normalizeEmail } from '../../domain/members';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import type { Account } from '../ports/account-records';
import type { IdentityContext } from './identity-context';
import { fromStoreError } from './store-errors';
import { isKnownDevice } from './known-devices';
import { afterPassword, type SignInResult } from './sign-in-steps';
import { checkBackOff, clearBackOff, failSignIn, UNKNOWN_CLIENT, type SignInClient } from './sign-in-throttle';

/** Where a sign-in comes from: the client's key, and the device token its browser holds (or null). */
export interface SignInOrigin {
  readonly key: string;
  readonly deviceToken: string | null;
}

/** What a person types to sign in (the e-mail is normalised here), and where from (default: one unknown client). */
export interface SignInInput {
  readonly email: string;
  readonly password: string;
  readonly origin?: SignInOrigin;
}

function clientOf(ctx: IdentityContext, account: Account | null, origin: SignInOrigin | undefined): SignInClient {
  if (origin === undefined) return UNKNOWN_CLIENT;
  return { key: origin.key, knownDevice: account !== null && isKnownDevice(ctx, account.id, origin.deviceToken) };
}

/**
 * Signs in with e-mail and password (spec sections 4 and 8, SECURITY.md):
 * - InvalidParameter for an empty username or password (the identity-rules messages);
 * - TooManyRequests (with retryAfterSeconds) while this client, or (for a client that is not a
 *   known device) the e-mail, is backing off, before any check (sign-in-throttle.ts);
 * - NotAuthorized 'Incorrect username or password.' for a wrong password or an unknown e-mail,
 *   after the same work: one password verification (against a dummy hash when there is no
 *   account) and one failure recorded for the client and the e-mail;
 * - with the right password: CONFIRM_SIGN_UP (unconfirmed), RESET_PASSWORD (reset required),
 *   CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED (temporary password; NotAuthorized once it has
 *   expired), an MFA step, or DONE with session tokens and a known-device token.
 * The account's state is revealed only to someone who knows its password.
 */
export function signIn(ctx: IdentityContext, input: SignInInput): ResultAsync<SignInResult, IdentityError> {
  return checkSignIn(input.email, input.password).asyncAndThen(() => {
    const email = normalizeEmail(input.email);
    return safeTry(async function* () {
      const account = yield* ctx.store.findAccountByEmail(email).mapErr(fromStoreError);
      const client = clientOf(ctx, account, input.origin);
      yield* checkBackOff(ctx, email, client);
      const hash = account === null ? yield* ctx.dummyPasswordHash() : account.passwordHash;
      const matches = yield* ctx.passwords.verify(input.password, hash).mapErr(fromStoreError);
      if (account === null || !matches) return failSignIn<SignInResult>(ctx, email, client);
      yield* clearBackOff(ctx, email, client);
      return ok(yield* afterPassword(ctx, account));
    });
  });
}
