import type { MiddlewareHandler } from 'hono';
import type { ResultAsync } from 'neverthrow';
import type { IdentityError } from '../application/ports/identity-provider.port';
import type { RateDecision, RateLimiter } from '../application/ports/rate-limiter.port';
import type { AppEnv } from './app-env';
import { errorResponse } from './http-errors';

/** Ten minutes: the window every per-client limit on /auth counts in. */
export const AUTH_WINDOW_SECONDS = 600;

/** Requests that may send an e-mail (sign-up, reset, resend, a two-step code) one client may make in ten minutes. */
export const AUTH_MAIL_REQUESTS_PER_CLIENT = 20;

/** Wrong passwords and wrong codes one client may give in ten minutes, over every account it tries. */
export const AUTH_FAILURES_PER_CLIENT = 30;

/**
 * The per-client limits of /auth (docs/reliability.md, "Limits"), counted by the client's key
 * (its address; see client-key.ts and TRUST_PROXY). The per-account limits live in the identity
 * service, so both hold: one client cannot try many accounts, and many clients cannot try one.
 */
export interface AuthLimiters {
  /** Every state-changing request under /auth: AUTH_RATE_LIMIT in ten minutes. */
  readonly requests: RateLimiter;
  /** Requests that may send an e-mail. */
  readonly mail: RateLimiter;
  /** Failed sign-ins and wrong codes. */
  readonly failures: RateLimiter;
}

/** How many attempts each limiter allows in AUTH_WINDOW_SECONDS, given AUTH_RATE_LIMIT. */
export function authLimitsOf(requestsPerWindow: number): Readonly<Record<keyof AuthLimiters, number>> {
  return { requests: requestsPerWindow, mail: AUTH_MAIL_REQUESTS_PER_CLIENT, failures: AUTH_FAILURES_PER_CLIENT };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A limiter that cannot answer lets the request through: the per-account limits still hold. */
const decide = (decision: ResultAsync<RateDecision, unknown>): Promise<RateDecision> => decision.unwrapOr({ allowed: true });

function tooMany(retryAfterSeconds: number): IdentityError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    type: 'TooManyRequests',
    message: `Too many attempts from this connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  };
}

/**
 * Counts every state-changing request of a client against `limiter`, refusing it (429
 * TooManyRequests, Retry-After) once the client is over: refused requests do nothing.
 */
export function limitPerClient(limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const key = c.var.clientKey;
    const decision = await decide(limiter.check(key));
    if (!decision.allowed) return errorResponse(c, tooMany(decision.retryAfterSeconds));
    await decide(limiter.recordFailure(key));
    return next();
  };
}

/**
 * For the routes where a client guesses (sign-in, codes): a client with too many failures in ten
 * minutes is refused before it guesses again; every answer that refused its guess (401, 400, 429
 * from the identity service) counts one failure.
 */
export function limitFailuresPerClient(limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.var.clientKey;
    const decision = await decide(limiter.check(key));
    if (!decision.allowed) return errorResponse(c, tooMany(decision.retryAfterSeconds));
    await next();
    if (c.res.status === 400 || c.res.status === 401) await decide(limiter.recordFailure(key));
  };
}
