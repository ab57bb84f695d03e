import { Window } from 'happy-dom';
import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { LocalBrowserStorage } from '../../../src/adapters/browser/local-browser-storage';
import { browserStorageContract } from '../../contracts/browser-storage.contract';

// A browser's window (happy-dom) for its localStorage: the adapter over a Storage it did not write.
browserStorageContract("over happy-dom's localStorage", async () => {
  const window = new Window();
  return {
    storage: new LocalBrowserStorage(window.localStorage as unknown as Storage),
    dispose: async () => window.happyDOM.close(),
  };
});

/** The Web Storage interface over a Map, as the browser's localStorage behaves. */
class MapStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

/** Storage the browser refuses: disabled, or over its quota. */
class RefusingStorage extends MapStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

describe('LocalBrowserStorage', () => {
  it('writes through to the Storage it is given, where the page itself would read it', () => {
    const backing = new MapStorage();
    const storage = new LocalBrowserStorage(backing);
    expect(storage.set('user', 'jane@example.org')).toEqual(ok(undefined));
    expect(backing.getItem('user')).toBe('jane@example.org');
    backing.setItem('theme', 'dark');
    expect(storage.get('theme')).toEqual(ok('dark'));
    expect(storage.clear()).toEqual(ok(undefined));
    expect(backing.length).toBe(0);
  });

  it('answers StorageUnavailable instead of throwing when the browser refuses', () => {
    const storage = new LocalBrowserStorage(new RefusingStorage());
    expect(storage.get('user')._unsafeUnwrapErr()).toEqual({ type: 'StorageUnavailable', message: 'The operation is insecure.' });
    expect(storage.set('user', 'x')._unsafeUnwrapErr().type).toBe('StorageUnavailable');
  });

  it('answers StorageUnavailable when there is no local storage at all (no window)', () => {
    const storage = new LocalBrowserStorage();
    expect(storage.get('user')._unsafeUnwrapErr().type).toBe('StorageUnavailable');
  });
});
