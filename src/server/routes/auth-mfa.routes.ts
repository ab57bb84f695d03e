import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../http-errors';
import { jsonBody } from '../json-body';
import { accessTokenOf } from '../signed-in';
import { mfaPreferenceBody, totpCodeBody, totpSetupBody } from './auth-schemas';

/**
 * The signed-in member's two-step sign-in: authenticator set-up (a secret to scan, then a code to
 * prove it), which methods are on, and a code by e-mail to prove that factor with. Set-up and
 * changes need the password, and a code from the current second factor while one is on. Every
 * route needs a session (401 otherwise, before the body is read).
 */
export function mfaRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/totp/setup', async (c) =>
      accessTokenOf(c)
        .asyncAndThen((accessToken) => jsonBody(c, totpSetupBody).andThen((proof) => deps.identity.setUpTotp(accessToken, proof)))
        .match(
          (setup) => c.json(setup),
          (error) => errorResponse(c, error),
        ),
    )
    .post('/totp/verify', async (c) =>
      accessTokenOf(c)
        .asyncAndThen((accessToken) => jsonBody(c, totpCodeBody).andThen(({ code }) => deps.identity.verifyTotpSetup(accessToken, code)))
        .match(
          () => c.body(null, 204),
          (error) => errorResponse(c, error),
        ),
    )
    .post('/two-step-code', async (c) =>
      accessTokenOf(c)
        .asyncAndThen((accessToken) => deps.identity.sendTwoStepCode(accessToken))
        .match(
          (delivery) => c.json(delivery),
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
      accessTokenOf(c)
        .asyncAndThen((accessToken) =>
          jsonBody(c, mfaPreferenceBody).andThen((input) => deps.identity.setMfaPreference(accessToken, input)),
        )
        .match(
          () => c.body(null, 204),
          (error) => errorResponse(c, error),
        ),
    );
}
