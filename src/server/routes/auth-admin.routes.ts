import { Hono, type Context } from 'hono';
import { err, type Result } from 'neverthrow';
import { authorizeActor, type AccessError } from '../../domain/access';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../http-errors';
import { jsonBody } from '../json-body';
import { NOT_AUTHENTICATED } from '../signed-in';
import { emailBody } from './auth-schemas';

/**
 * A visitor must sign in first (401); a signed-in member without the right is refused (403 'Unauthorized').
 * Requiring a reset is part of managing members' accounts, so it takes the same right as creating one.
 */
function mayManageAccounts(c: Context<AppEnv>): Result<void, IdentityError | AccessError> {
  const { actor } = c.var;
  return actor.role === 'visitor' ? err(NOT_AUTHENTICATED) : authorizeActor(actor, 'createMemberAccount');
}

/**
 * Administrators' account actions. POST /users creates a member's account with a temporary
 * password valid for 7 days, e-mailed to them: their first sign-in asks for a new password
 * (the Set-Password page). POST /users/reset-password makes an account choose a new password:
 * its sessions end, a reset code is e-mailed, and its sign-in answers RESET_PASSWORD until the
 * reset is done (200 `{ codeDelivery }`; 404 UserNotFound for an e-mail without an account).
 * The role comes from ADMIN_EMAILS, through the domain's access rules.
 */
export function adminRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/users', async (c) =>
      mayManageAccounts(c)
        .asyncAndThen(() => jsonBody(c, emailBody))
        .andThen((input) => deps.identity.adminCreateUser(input))
        .match(
          (created) => c.json(created, 201),
          (error) => errorResponse(c, error),
        ),
    )
    .post('/users/reset-password', async (c) =>
      mayManageAccounts(c)
        .asyncAndThen(() => jsonBody(c, emailBody))
        .andThen((input) => deps.identity.adminRequirePasswordReset(input))
        .match(
          (codeDelivery) => c.json({ codeDelivery }, 200),
          (error) => errorResponse(c, error),
        ),
    );
}
