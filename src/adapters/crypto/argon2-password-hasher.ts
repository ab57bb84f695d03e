import { hash, parseOptions, verify, type Options } from '@node-rs/argon2';
import { okAsync, ResultAsync } from 'neverthrow';
import type { PasswordHasher, PasswordHasherError } from '../../identity/ports/password-hasher.port';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/**
 * SECURITY.md's parameters (OWASP's first argon2id configuration): 19 MiB of memory, two passes,
 * one lane. Each hash costs about 60 ms on the reference machine, off the event loop.
 */
export const ARGON2_PARAMETERS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const satisfies Options;

/**
 * How many hashes or verifications run at once; the rest wait their turn in arrival order. Each
 * holds 19 MiB while it runs, and libuv's pool (four threads) would otherwise run four at once
 * and keep that memory (issue 9: resident memory under sign-in load). Two keep both cores of
 * the reference machine busy, and a sign-in only waits longer, never gets a different answer.
 */
const ARGON2_CONCURRENCY = 2;

/**
 * How many hashes may wait for a slot. About 60 ms each, two at a time: a full queue is about two
 * seconds of work, more than fifty browsers signing in at the very same moment make. Past it a
 * sign-in is answered at once (503 with Retry-After) instead of joining a queue a flood of
 * sign-ins would make as long as it likes, stalling everyone's.
 */
export const ARGON2_MAX_WAITING = 64;

/** The queue is full: the task was not started (`run` rejects with it). */
export class QueueFull extends Error {
  constructor() {
    super('Too many tasks are waiting.');
    this.name = 'QueueFull';
  }
}

/**
 * At most `limit` tasks run at once; the others start, first come first served, as running ones
 * end. At most `maxWaiting` wait: one more is refused with QueueFull.
 */
export class ConcurrencyLimit {
  readonly #limit: number;
  readonly #maxWaiting: number;
  readonly #waiting: (() => void)[] = [];
  #running = 0;

  constructor(limit: number, maxWaiting = Number.POSITIVE_INFINITY) {
    this.#limit = Math.max(1, Math.floor(limit));
    this.#maxWaiting = Math.max(0, maxWaiting);
  }

  /** Tasks running now and waiting to run. */
  get load(): { readonly running: number; readonly waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  async run<V>(task: () => Promise<V>): Promise<V> {
    if (this.#running >= this.#limit) {
      if (this.#waiting.length >= this.#maxWaiting) throw new QueueFull();
      await new Promise<void>((start) => this.#waiting.push(start));
    } else this.#running += 1;
    try {
      return await task();
    } finally {
      // Hands the slot straight to the next waiter (running stays the same), or frees it.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

/** How long a refused hash is told to wait: about the time a full queue takes to drain. */
const BUSY_RETRY_SECONDS = 2;

const failed = (error: unknown): PasswordHasherError =>
  error instanceof QueueFull
    ? { type: 'Busy', message: 'The password hasher is busy.', retryAfterSeconds: BUSY_RETRY_SECONDS }
    : { type: 'Unavailable', message: 'The password hasher could not run.' };

/** Whether `stored` is a PHC string this library can verify (argon2id, argon2i or argon2d). */
function isArgon2Hash(stored: string): boolean {
  if (!stored.startsWith('$argon2')) return false;
  try {
    parseOptions(stored);
    return true;
  } catch {
    return false;
  }
}

/**
 * The production PasswordHasher: argon2id through @node-rs/argon2 (native, on libuv's thread
 * pool). The hash is a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) carrying its own
 * parameters and a fresh 16-byte salt, so raising the parameters later leaves old hashes valid.
 * `verify` compares in constant time and answers false for anything that is not an argon2 hash
 * (e.g. a row written by the plain test hasher), never an error.
 */
export class Argon2PasswordHasher implements PasswordHasher {
  readonly #options: Options;
  readonly #slots: ConcurrencyLimit;

  /**
   * `options` defaults to SECURITY.md's parameters; only tests should pass cheaper ones.
   * `slots` bounds how many hashes and verifications run at once and wait (shared by both).
   */
  constructor(
    options: Options = ARGON2_PARAMETERS,
    slots: ConcurrencyLimit = new ConcurrencyLimit(ARGON2_CONCURRENCY, ARGON2_MAX_WAITING),
  ) {
    this.#options = options;
    this.#slots = slots;
  }

  hash(password: string): ResultAsync<string, PasswordHasherError> {
    return ResultAsync.fromPromise(
      this.#slots.run(() => hash(password, this.#options)),
      failed,
    );
  }

  verify(password: string, stored: string): ResultAsync<boolean, PasswordHasherError> {
    if (!isArgon2Hash(stored)) return okAsync(false);
    return ResultAsync.fromPromise(
      this.#slots.run(() => verify(stored, password)),
      failed,
    );
  }
}
