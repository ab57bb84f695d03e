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

/** Keys held before the limiter forgets those whose failures have all left the window. */
const SWEEP_ABOVE_KEYS = 10_000;

/**
 * Failed attempts per key in memory, in a sliding window measured with the injected clock. Keys
 * are many (clients, accounts, e-mails, cards, orders), so whenever the number of keys doubles past
 * 10,000 the ones with nothing left in the window are forgotten: memory follows the keys that are
 * active now, not every key ever seen.
 */
export class InMemoryRateLimiter implements RateLimiter {
  readonly #failures = new Map<string, number[]>();
  readonly #clock: Clock;
  readonly #limit: RateLimit;
  #sweepAbove = SWEEP_ABOVE_KEYS;

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
    if (this.#failures.size > this.#sweepAbove) this.#sweep();
    return okAsync(this.#decide(recent));
  }

  /** How many keys are held now (for tests of the bound). */
  get size(): number {
    return this.#failures.size;
  }

  /** The key's failures still inside the window, oldest first; older ones are forgotten. */
  #recent(key: string): number[] {
    const since = this.#since();
    const recent = (this.#failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, recent);
    return recent;
  }

  #since(): number {
    return this.#clock.now() - this.#limit.windowSeconds * 1000;
  }

  /** Forgets every key whose newest failure has left the window; sweeps again when the keys double. */
  #sweep(): void {
    const since = this.#since();
    for (const [key, failures] of this.#failures) if ((failures.at(-1) ?? 0) <= since) this.#failures.delete(key);
    this.#sweepAbove = Math.max(SWEEP_ABOVE_KEYS, this.#failures.size * 2);
  }

  #decide(recent: readonly number[]): RateDecision {
    if (recent.length < this.#limit.failures) return { allowed: true };
    // Allowed again once enough of the oldest failures have left the window.
    const freeing = recent[recent.length - this.#limit.failures] ?? this.#clock.now();
    const waitMs = freeing + this.#limit.windowSeconds * 1000 - this.#clock.now();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
}
