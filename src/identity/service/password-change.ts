import { ok, safeTry, type ResultAsync } from 'neverthrow';
import { checkChangePassword } from '../rules/identity-rules';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import type { IdentityDeps } from './identity-context';
import { fromStoreError } from './store-errors';
import { acceptablePassword, hashPassword } from './password-rules';
import { confirmPassword } from './reauthenticate';
import { authenticateSession } from './sessions';

/** The signed-in member's access token, the password they have and the one they want. */
export interface ChangePasswordInput {
  readonly accessToken: string;
  readonly oldPassword: string;
  readonly newPassword: string;
}

/**
 * A signed-in member changes their password, proving the old one. A wrong old password is
 * NotAuthorized 'Incorrect username or password.' and counts toward the sign-in back-off of the
 * session and of the e-mail (a stolen access token must not become a way to guess the password). The new password must pass
 * the policy (InvalidPassword). On success every other session of the account is revoked, and
 * the one that made the change stays signed in: whoever else knew the old password is out, and
 * the member is not.
 */
export function changePassword(ctx: IdentityDeps, input: ChangePasswordInput): ResultAsync<void, IdentityError> {
  return safeTry(async function* () {
    yield* checkChangePassword(input.oldPassword, input.newPassword);
    const session = yield* authenticateSession(ctx, input.accessToken);
    const { account, familyId } = session;
    yield* acceptablePassword(input.newPassword);
    yield* confirmPassword(ctx, session, input.oldPassword);
    const passwordHash = yield* hashPassword(ctx, input.newPassword);
    yield* ctx.store.updateAccount(account.id, { passwordHash }).mapErr(fromStoreError);
    yield* ctx.store.revokeAccountSessions(account.id, familyId).mapErr(fromStoreError);
    return ok(undefined);
  });
}
