import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { sameSiteJsonOnly } from '../csrf';
import { limitFailuresPerClient, limitPerClient } from '../auth-limits';
import { limitBody } from '../json-body';
import { sessionCookies } from '../session-cookies';
import { passwordResetRoutes, signUpRoutes } from './auth-account.routes';
import { adminRoutes } from './auth-admin.routes';
import { mfaRoutes } from './auth-mfa.routes';
import { passwordChangeRoutes, sessionRoutes } from './auth-session.routes';
import { signInRoutes } from './auth-sign-in.routes';

/** The largest /auth body taken: an e-mail, two passwords and a code fit many times over. */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/** Answers about sessions and accounts are never cached, by the browser or by anything between. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/**
 * Identity under /auth (mounted by createApp): the IdentityProvider port's operations over JSON,
 * with the session in httpOnly cookies (see session-cookies.ts). Every state-changing request
 * must be JSON from our own origin (csrf.ts) and at most 16 KB, and counts toward the client's
 * limits (auth-limits.ts: every request, those that send mail, and failed guesses); every failure
 * is `{ error: { type, message } }` with the status http-errors.ts gives it.
 */
export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const cookies = sessionCookies(deps.config.publicUrl, deps.clock);
  return new Hono<AppEnv>()
    .use('*', noStore)
    .use('*', sameSiteJsonOnly(deps.config.publicUrl))
    .use('*', limitBody(AUTH_BODY_LIMIT_BYTES))
    .use('*', limitPerClient(deps.authLimits.requests))
    .on('POST', ['/sign-up', '/forgot-password', '/resend-sign-up-code', '/two-step-code'], limitPerClient(deps.authLimits.mail))
    .on(
      'POST',
      ['/sign-in', '/respond-to-challenge', '/confirm-sign-up', '/confirm-forgot-password', '/change-password'],
      limitFailuresPerClient(deps.authLimits.failures),
    )
    .on(['POST', 'PUT'], ['/totp/setup', '/mfa-preference'], limitFailuresPerClient(deps.authLimits.failures))
    .route('/', signInRoutes(deps, cookies))
    .route('/', signUpRoutes(deps))
    .route('/', passwordResetRoutes(deps))
    .route('/', sessionRoutes(deps, cookies))
    .route('/', passwordChangeRoutes(deps, cookies))
    .route('/', mfaRoutes(deps))
    .route('/admin', adminRoutes(deps));
}
