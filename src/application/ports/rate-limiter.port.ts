import type { ResultAsync } from 'neverthrow';

/** Whether a client may try again now, and if not, in how many seconds. */
export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

export type RateLimiterError = { readonly type: 'Unavailable'; readonly message: string };

/**
 * Counts failed attempts per client key in a sliding window (card-testing defence, SECURITY.md:
 * 5 failed payments in 10 minutes and the client must wait). Successes are not counted and do
 * not reset the count.
 */
export interface RateLimiter {
  /** Whether `key` may make another attempt now. */
  check(key: string): ResultAsync<RateDecision, RateLimiterError>;
  /** Counts one failed attempt for `key` and answers whether another attempt is still allowed. */
  recordFailure(key: string): ResultAsync<RateDecision, RateLimiterError>;
}

/** SECURITY.md's limit for failed payment attempts. */
export const PAYMENT_FAILURE_LIMIT = { failures: 5, windowSeconds: 600 } as const;
