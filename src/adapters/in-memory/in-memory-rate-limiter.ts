import { okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../application/ports/clock.port';
import {
  PAYMENT_FAILURE_LIMIT,
  type RateDecision,
  type RateLimiter,
  type RateLimiterError,
} from '../../application/ports/rate-limiter.port';

export interface RateLimit {
  readonly failures: number;
  readonly windowSeconds: number;
}

/** Failed attempts per key in memory, in a sliding window measured with the injected clock. */
export class InMemoryRateLimiter implements RateLimiter {
  readonly #failures = new Map<string, number[]>();
  readonly #clock: Clock;
  readonly #limit: RateLimit;

  constructor(clock: Clock, limit: RateLimit = PAYMENT_FAILURE_LIMIT) {
    this.#clock = clock;
    this.#limit = limit;
  }

  check(key: string): ResultAsync<RateDecision, RateLimiterError> {
    return okAsync(this.#decide(this.#recent(key)));
  }

  recordFailure(key: string): ResultAsync<RateDecision, RateLimiterError> {
    const recent = [...this.#recent(key), this.#clock.now()];
    this.#failures.set(key, recent);
    return okAsync(this.#decide(recent));
  }

  /** The key's failures still inside the window, oldest first; older ones are forgotten. */
  #recent(key: string): number[] {
    const since = this.#clock.now() - this.#limit.windowSeconds * 1000;
    const recent = (this.#failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, recent);
    return recent;
  }

  #decide(recent: readonly number[]): RateDecision {
    if (recent.length < this.#limit.failures) return { allowed: true };
    // Allowed again once enough of the oldest failures have left the window.
    const freeing = recent[recent.length - this.#limit.failures] ?? this.#clock.now();
    const waitMs = freeing + this.#limit.windowSeconds * 1000 - this.#clock.now();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
}
