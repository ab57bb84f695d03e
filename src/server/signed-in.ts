import type { Context } from 'hono';
import { err, ok, type Result } from 'neverthrow';
import type { AuthUser, IdentityError } from '../application/ports/identity-provider.port';
import { IDENTITY_MESSAGES } from '../identity/rules/identity-rules';
import type { AppEnv } from './app-env';

/** 'User needs to be authenticated to call this API.' (spec section 8), answered 401. */
export const NOT_AUTHENTICATED: IdentityError = { type: 'NotAuthenticated', message: IDENTITY_MESSAGES.notAuthenticated };

/** The access token of the signed-in caller, as `authenticate` found it, or NotAuthenticated. */
export function accessTokenOf(c: Context<AppEnv>): Result<string, IdentityError> {
  const { userId, accessToken } = c.var.actor;
  return userId !== null && accessToken !== null ? ok(accessToken) : err(NOT_AUTHENTICATED);
}

/** The signed-in caller as the browser sees them (`isAdmin`, `needsTwoStep` and the offices in force as authentication decided), or NotAuthenticated. */
export function currentUserOf(c: Context<AppEnv>): Result<AuthUser, IdentityError> {
  const { userId, email, role, needsTwoStep, offices } = c.var.actor;
  if (userId === null || email === null) return err(NOT_AUTHENTICATED);
  return ok({
    userId,
    username: email,
    email,
    isAdmin: role === 'admin',
    ...(needsTwoStep ? { needsTwoStep: true } : {}),
    ...(offices && offices.length > 0 ? { offices } : {}),
  });
}
