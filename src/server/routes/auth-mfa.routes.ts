import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../http-errors';
import { jsonBody } from '../json-body';
import { accessTokenOf } from '../signed-in';
import { mfaPreferenceBody, totpCodeBody } from './auth-schemas';

/**
 * The signed-in member's optional second factor: authenticator set-up (a secret to scan, then a
 * code to prove it) and which methods are on. Every route needs a session (401 otherwise).
 */
export function mfaRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/totp/setup', async (c) =>
      accessTokenOf(c)
        .asyncAndThen((accessToken) => deps.identity.setUpTotp(accessToken))
        .match(
          (setup) => c.json(setup),
          (error) => errorResponse(c, error),
        ),
    )
    .post('/totp/verify', async (c) =>
      jsonBody(c, totpCodeBody)
        .andThen(({ code }) => accessTokenOf(c).asyncAndThen((accessToken) => deps.identity.verifyTotpSetup(accessToken, code)))
        .match(
          () => c.body(null, 204),
          (error) => errorResponse(c, error),
        ),
    )
    .get('/mfa-preference', async (c) =>
      accessTokenOf(c)
        .asyncAndThen((accessToken) => deps.identity.getMfaPreference(accessToken))
        .match(
          (preference) => c.json(preference),
          (error) => errorResponse(c, error),
        ),
    )
    .put('/mfa-preference', async (c) =>
      jsonBody(c, mfaPreferenceBody)
        .andThen((input) => accessTokenOf(c).asyncAndThen((accessToken) => deps.identity.setMfaPreference(accessToken, input)))
        .match(
          () => c.body(null, 204),
          (error) => errorResponse(c, error),
        ),
    );
}
