import { err, ok, ResultAsync } from 'neverthrow';

/** The request never got an answer (offline, DNS, connection reset, aborted). */
export type NetworkFailure = { readonly type: 'NetworkFailure'; readonly message: string };

/** What the wrapper calls to send one attempt: `fetch`'s own signature. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** A fetch that may retry: an HTTP answer (whatever its status) or the network failure of the last attempt. */
export type RetryingFetch = (
  url: string,
  init?: RequestInit,
  options?: { readonly safeToRetry?: boolean },
) => ResultAsync<Response, NetworkFailure>;

/** How fetchWithRetry sends and waits; every part can be replaced (tests make sleep instant and random fixed). */
export interface RetryPolicy {
  readonly fetch: FetchLike;
  /** Waits `ms` milliseconds; tests pass one that returns at once. */
  readonly sleep: (ms: number) => Promise<void>;
  /** Uniform in [0, 1), for the jitter. */
  readonly random: () => number;
  /** Milliseconds since the epoch, to read a Retry-After date. */
  readonly now: () => number;
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/** Spec section 9: at most 3 attempts, exponential back-off with jitter capped at 5 min. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  fetch: (input, init) => globalThis.fetch(input, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  now: Date.now,
  maxAttempts: 3,
  baseDelayMs: 250,
  maxDelayMs: 5 * 60_000,
};

/** Spec section 8: the statuses worth another try. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * Whether sending the request twice does no more than sending it once: an idempotent method
 * (RFC 9110), an Idempotency-Key the server deduplicates on, or the caller's word.
 */
function mayRepeat(init: RequestInit, safeToRetry: boolean): boolean {
  const method = (init.method ?? 'GET').toUpperCase();
  return safeToRetry || IDEMPOTENT_METHODS.has(method) || new Headers(init.headers).has('Idempotency-Key');
}

/** Retry-After in milliseconds (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Full jitter: uniform in [0, min(cap, base * 2^(attempt - 1))) for the wait after attempt `attempt` (1-based). */
export function backOffMs(policy: RetryPolicy, attempt: number): number {
  return Math.floor(policy.random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1)));
}

type Attempt = { readonly response: Response } | { readonly failure: NetworkFailure };

async function attemptOnce(policy: RetryPolicy, url: string, init: RequestInit): Promise<Attempt> {
  try {
    return { response: await policy.fetch(url, init) };
  } catch (error) {
    return { failure: { type: 'NetworkFailure', message: error instanceof Error ? error.message : String(error) } };
  }
}

/** How long to wait before the next attempt, or null to stop with this one's outcome. */
function nextWait(policy: RetryPolicy, attempt: number, outcome: Attempt): number | null {
  if ('response' in outcome && !RETRYABLE_STATUSES.has(outcome.response.status)) return null;
  if (attempt >= policy.maxAttempts) return null;
  const asked = 'response' in outcome ? retryAfterMs(outcome.response.headers.get('Retry-After'), policy.now()) : null;
  if (asked === null) return backOffMs(policy, attempt);
  // A server asking for a longer wait than the cap gets its answer passed on now, not a frozen page.
  return asked <= policy.maxDelayMs ? asked : null;
}

async function attempts(policy: RetryPolicy, url: string, init: RequestInit, repeatable: boolean): Promise<Attempt> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce(policy, url, init);
    const wait = repeatable && init.signal?.aborted !== true ? nextWait(policy, attempt, outcome) : null;
    if (wait === null) return outcome;
    // Frees the connection of the answer we are not going to read.
    if ('response' in outcome) await outcome.response.body?.cancel().catch(() => undefined);
    await policy.sleep(wait);
  }
}

/**
 * The browser adapters' fetch: retries 429, 500, 502, 503 and 504 answers and network failures,
 * at most `maxAttempts` attempts in all, waiting as Retry-After asks or else with exponential
 * back-off and full jitter (capped at `maxDelayMs`). A request that is not safe to repeat
 * (POST or PATCH without an Idempotency-Key, unless the caller passes `safeToRetry`) is sent
 * once: the server may have acted on it even when the answer was lost. Bodies must be re-sendable
 * (strings, Blobs, FormData), not streams. Uses no Node module: it runs in the browser.
 * @example
 * const send = fetchWithRetry();
 * send('/auth/me', { credentials: 'same-origin' }).map((response) => response.status);
 */
export function fetchWithRetry(overrides: Partial<RetryPolicy> = {}): RetryingFetch {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...overrides };
  return (url, init = {}, options = {}) =>
    ResultAsync.fromPromise(attempts(policy, url, init, mayRepeat(init, options.safeToRetry ?? false)), (error): NetworkFailure => ({
      type: 'NetworkFailure',
      message: error instanceof Error ? error.message : String(error),
    })).andThen((outcome) => ('response' in outcome ? ok(outcome.response) : err(outcome.failure)));
}
