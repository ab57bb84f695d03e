import { Result } from 'neverthrow';
import type { BrowserStorage, BrowserStorageError } from '../../application/ports/browser-storage.port';

const refused = (error: unknown): BrowserStorageError => ({
  type: 'StorageUnavailable',
  message: error instanceof Error ? error.message : 'The browser refused to use its local storage.',
});

/**
 * BrowserStorage over the browser's local storage (`window.localStorage` unless one is given).
 * Reading the storage object itself can throw (disabled storage, some private modes), as can any
 * read or write (quota): every call answers StorageUnavailable then, never throws.
 */
export class LocalBrowserStorage implements BrowserStorage {
  readonly #storage: () => Storage;

  constructor(storage?: Storage) {
    this.#storage = storage ? () => storage : () => window.localStorage;
  }

  get(key: string): Result<string | null, BrowserStorageError> {
    return Result.fromThrowable(() => this.#storage().getItem(key), refused)();
  }

  set(key: string, value: string): Result<void, BrowserStorageError> {
    return Result.fromThrowable(() => this.#storage().setItem(key, value), refused)();
  }

  remove(key: string): Result<void, BrowserStorageError> {
    return Result.fromThrowable(() => this.#storage().removeItem(key), refused)();
  }

  clear(): Result<void, BrowserStorageError> {
    return Result.fromThrowable(() => this.#storage().clear(), refused)();
  }
}
