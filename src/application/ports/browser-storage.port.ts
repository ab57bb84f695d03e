import type { Result } from 'neverthrow';

/** The key under which the signed-in member's e-mail is kept (spec section 3: app state `user`). */
export const SIGNED_IN_USER_KEY = 'user';

/**
 * The key under which Become a Member keeps the e-mail of a paid account whose code is not yet
 * confirmed, so that a refresh or a closed tab can resume the code step. Never the password.
 */
export const PENDING_MEMBERSHIP_KEY = 'pendingMembership';

/** The browser refused to read or write its storage (private mode, quota, disabled storage). */
export type BrowserStorageError = { readonly type: 'StorageUnavailable'; readonly message: string };

/**
 * The browser's own key-value storage (local storage in production). It holds only what the page
 * may forget: the signed-in e-mail under {@link SIGNED_IN_USER_KEY}, and a paid membership's
 * unconfirmed e-mail under {@link PENDING_MEMBERSHIP_KEY}. The identity provider, not
 * this storage, decides whether someone is signed in.
 */
export interface BrowserStorage {
  /** The stored text, or null when the key is absent. */
  get(key: string): Result<string | null, BrowserStorageError>;
  set(key: string, value: string): Result<void, BrowserStorageError>;
  remove(key: string): Result<void, BrowserStorageError>;
  /** Forgets every key (sign-out clears all of the site's local storage, spec section 4). */
  clear(): Result<void, BrowserStorageError>;
}
