import { ok, type Result } from 'neverthrow';
import type { BrowserStorage, BrowserStorageError } from '../../application/ports/browser-storage.port';

/** Browser storage in a Map, for tests and for pages rendered without a browser. Never fails. */
export class InMemoryBrowserStorage implements BrowserStorage {
  readonly #items = new Map<string, string>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.#items.set(key, value);
  }

  get(key: string): Result<string | null, BrowserStorageError> {
    return ok(this.#items.get(key) ?? null);
  }

  set(key: string, value: string): Result<void, BrowserStorageError> {
    this.#items.set(key, value);
    return ok(undefined);
  }

  remove(key: string): Result<void, BrowserStorageError> {
    this.#items.delete(key);
    return ok(undefined);
  }

  clear(): Result<void, BrowserStorageError> {
    this.#items.clear();
    return ok(undefined);
  }
}
