import { Hono, type Context } from 'hono';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import { checkChangePassword } from '../../identity/rules/identity-rules';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../http-errors';
import { jsonBody } from '../json-body';
import type { SessionCookies } from '../session-cookies';
import { accessTokenOf, currentUserOf, NOT_AUTHENTICATED } from '../signed-in';
import { changePasswordBody } from './auth-schemas';

/** Trades the refresh cookie for a new pair of session cookies; the old refresh token is spent. */
function rotate(deps: AppDeps, c: Context, cookies: SessionCookies): ResultAsync<void, IdentityError> {
  const refreshToken = cookies.refreshToken(c);
  if (refreshToken === undefined) return errAsync(NOT_AUTHENTICATED);
  return deps.identity.refreshSession(refreshToken).map((tokens) => cookies.setSession(c, tokens));
}

/**
 * After a password change the identity service has ended every other session; this one gets new
 * cookies, so the tokens that existed under the old password are no longer the browser's. When
 * the session cannot be rotated, its cookies are cleared (the member signs in again).
 */
function replaceCookies(deps: AppDeps, c: Context, cookies: SessionCookies): ResultAsync<void, never> {
  if (cookies.refreshToken(c) === undefined) return okAsync(undefined);
  return rotate(deps, c, cookies).orElse(() => okAsync(cookies.clearSession(c)));
}

/** The session: who is signed in, refresh with rotation, sign-out. */
export function sessionRoutes(deps: AppDeps, cookies: SessionCookies): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/me', (c) =>
      currentUserOf(c).match(
        (user) => c.json(user),
        (error) => errorResponse(c, error),
      ),
    )
    .post('/refresh', async (c) =>
      rotate(deps, c, cookies).match(
        () => c.body(null, 204),
        (error) => {
          // A refused refresh ends the session here too, unless the service could not be asked (spec
          // section 4). A request that carried no session cookie has none to end: clearing them anyway
          // would sign out a person whose sign-in was answered while this refusal was on its way.
          const carried = cookies.refreshToken(c) !== undefined || cookies.accessToken(c) !== undefined;
          if (error.type !== 'Unavailable' && carried) cookies.clearSession(c);
          return errorResponse(c, error);
        },
      ),
    )
    .post('/sign-out', async (c) => {
      const refreshToken = cookies.refreshToken(c);
      // The cookies go whatever happens; the revocation is what a failure would leave undone.
      cookies.clearAll(c);
      const revoked = refreshToken === undefined ? okAsync(undefined) : deps.identity.signOut(refreshToken);
      return revoked.match(
        () => c.body(null, 204),
        (error) => errorResponse(c, error),
      );
    });
}

/** A signed-in member changes their password, proving the old one; the session goes on under new cookies. */
export function passwordChangeRoutes(deps: AppDeps, cookies: SessionCookies): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/change-password', async (c) =>
    jsonBody(c, changePasswordBody)
      .andThrough(({ oldPassword, newPassword }) => checkChangePassword(oldPassword, newPassword))
      .andThen((input) => accessTokenOf(c).asyncAndThen((accessToken) => deps.identity.changePassword({ accessToken, ...input })))
      .andThen(() => replaceCookies(deps, c, cookies))
      .match(
        () => c.body(null, 204),
        (error) => errorResponse(c, error),
      ),
  );
}
