import type { ResultAsync } from 'neverthrow';

/**
 * The hasher could not run (e.g. its worker pool is gone), or is Busy: its queue is full, and
 * waiting longer would only stall everyone (come back after `retryAfterSeconds`).
 */
export type PasswordHasherError =
  | { readonly type: 'Unavailable'; readonly message: string }
  | { readonly type: 'Busy'; readonly message: string; readonly retryAfterSeconds: number };

/**
 * Slow, salted password hashing: argon2id on the server (SECURITY.md's parameters, in
 * argon2-password-hasher.ts). The hash string carries its own parameters and salt, so `verify`
 * needs nothing else and old hashes keep working when the parameters are raised.
 */
export interface PasswordHasher {
  hash(password: string): ResultAsync<string, PasswordHasherError>;
  /** Whether `password` matches `hash`, compared in constant time; false (not an error) for a malformed hash. */
  verify(password: string, hash: string): ResultAsync<boolean, PasswordHasherError>;
}
