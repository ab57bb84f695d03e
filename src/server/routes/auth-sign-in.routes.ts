import { Hono, type Context } from 'hono';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { sessionExpired } from '../../identity/rules/identity.errors';
import type { SignInResult } from '../../identity/service/sign-in-steps';
import type { IdentityError, SignInOutcome } from '../../application/ports/identity-provider.port';
import { checkChallengeResponse, IDENTITY_MESSAGES } from '../../identity/rules/identity-rules';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../http-errors';
import { jsonBody } from '../json-body';
import type { SessionCookies } from '../session-cookies';
import { challengeBody, signInBody } from './auth-schemas';

const ALREADY_SIGNED_IN: IdentityError = { type: 'AlreadySignedIn', message: IDENTITY_MESSAGES.alreadySignedIn };

/** Puts the outcome in cookies (the session when DONE, else the pending step's handle) and answers the port's outcome. */
function answer(c: Context, cookies: SessionCookies, result: SignInResult): SignInOutcome {
  if (result.done) {
    cookies.setSession(c, result.tokens);
    cookies.setDevice(c, result.deviceToken);
    cookies.clearChallenge(c);
    return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
  }
  if (result.session === null) cookies.clearChallenge(c);
  else cookies.setChallenge(c, result.session);
  return { isSignedIn: false, nextStep: result.nextStep };
}

/** A valid access cookie means somebody is signed in here (spec section 5: sign-in is then refused). */
function alreadySignedIn(c: Context<AppEnv>, cookies: SessionCookies): boolean {
  const { userId, accessToken } = c.var.actor;
  return userId !== null && accessToken !== null && accessToken === cookies.accessToken(c);
}

/** A refresh cookie left from a session whose access cookie is gone: a new sign-in ends it (best effort). */
function retireOldSession(deps: AppDeps, c: Context, cookies: SessionCookies, result: SignInResult): ResultAsync<SignInResult, never> {
  const old = cookies.refreshToken(c);
  if (!result.done || old === undefined) return okAsync(result);
  return deps.identity
    .signOut(old)
    .orElse(() => okAsync(undefined))
    .map(() => result);
}

/**
 * Sign-in and its next steps. The pending step's handle lives in an httpOnly cookie, never in a
 * body. A wrong password and an unknown e-mail answer alike (401 'Incorrect username or
 * password.'); a backing-off client or e-mail answers 429 with Retry-After. The client is told
 * apart by its address (`c.var.clientKey`) and by the known-device cookie a completed sign-in sets.
 */
export function signInRoutes(deps: AppDeps, cookies: SessionCookies): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/sign-in', async (c) => {
      if (alreadySignedIn(c, cookies)) return errorResponse(c, ALREADY_SIGNED_IN);
      return jsonBody(c, signInBody)
        .andThen(({ email, password }) =>
          deps.identity.signIn({ email, password, origin: { key: c.var.clientKey, deviceToken: cookies.device(c) ?? null } }),
        )
        .andThen((result) => retireOldSession(deps, c, cookies, result))
        .match(
          (result) => c.json(answer(c, cookies, result)),
          (error) => {
            // A new attempt ends whatever sign-in was pending before it.
            cookies.clearChallenge(c);
            return errorResponse(c, error);
          },
        );
    })
    .post('/respond-to-challenge', async (c) => {
      const handle = cookies.challenge(c);
      return jsonBody(c, challengeBody)
        .andThen(({ challengeResponse }) => checkChallengeResponse(challengeResponse).map(() => challengeResponse))
        .andThen((response) =>
          handle === undefined ? errAsync(sessionExpired()) : deps.identity.respondToChallenge({ session: handle, response }),
        )
        .match(
          (result) => c.json(answer(c, cookies, result)),
          (error) => {
            // The pending sign-in is over (expired, answered, too many tries): forget its handle.
            if (error.type === 'NotAuthorized' || error.type === 'LimitExceeded') cookies.clearChallenge(c);
            return errorResponse(c, error);
          },
        );
    });
}
