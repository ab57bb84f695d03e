import { ok } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_USER_KEY, type BrowserStorage } from '../../src/application/ports/browser-storage.port';

/** What a browser storage suite needs: the port over EMPTY storage. */
export interface BrowserStorageHarness {
  readonly storage: BrowserStorage;
  readonly dispose?: () => Promise<void>;
}

/**
 * The BrowserStorage contract, as local storage behaves: text under keys, null for an absent key,
 * each key on its own, and `clear` forgetting everything (sign-out). A storage that works answers
 * every call with ok; refusals (StorageUnavailable) are each adapter's own tests.
 */
export function browserStorageContract(name: string, make: () => Promise<BrowserStorageHarness>): void {
  describe(`BrowserStorage contract: ${name}`, () => {
    let harness: BrowserStorageHarness;
    let storage: BrowserStorage;
    beforeEach(async () => {
      harness = await make();
      storage = harness.storage;
    });
    afterEach(async () => harness.dispose?.());
    const put = (key: string, value: string) => expect(storage.set(key, value)).toEqual(ok(undefined));

    it('answers null for a key never set', () => {
      expect(storage.get(SIGNED_IN_USER_KEY)).toEqual(ok(null));
      expect(storage.get('theme')).toEqual(ok(null));
    });

    it("keeps the signed-in member's e-mail under its key and reads it back", () => {
      expect(storage.set(SIGNED_IN_USER_KEY, 'jane@example.org')).toEqual(ok(undefined));
      expect(storage.get(SIGNED_IN_USER_KEY)).toEqual(ok('jane@example.org'));
    });

    it('replaces a value set again', () => {
      put(SIGNED_IN_USER_KEY, 'jane@example.org');
      put(SIGNED_IN_USER_KEY, 'ada@example.org');
      expect(storage.get(SIGNED_IN_USER_KEY)).toEqual(ok('ada@example.org'));
    });

    it('keeps the text exactly: empty, multi-line, JSON and any Unicode', () => {
      const values = ['', ' spaced ', 'two\nlines', '{"cart":[1,2]}', 'Señora Peña 🎓', 'null'];
      values.forEach((value, i) => put(`key-${i}`, value));
      values.forEach((value, i) => expect(storage.get(`key-${i}`)).toEqual(ok(value)));
    });

    it('tells keys apart, by case too', () => {
      put('user', 'jane@example.org');
      put('User', 'someone else');
      expect(storage.get('user')).toEqual(ok('jane@example.org'));
      expect(storage.get('User')).toEqual(ok('someone else'));
      expect(storage.get('users')).toEqual(ok(null));
    });

    it('removes one key and leaves the others', () => {
      put(SIGNED_IN_USER_KEY, 'jane@example.org');
      put('theme', 'dark');
      expect(storage.remove(SIGNED_IN_USER_KEY)).toEqual(ok(undefined));
      expect(storage.get(SIGNED_IN_USER_KEY)).toEqual(ok(null));
      expect(storage.get('theme')).toEqual(ok('dark'));
    });

    it('removes a key that is not there without complaint', () => {
      expect(storage.remove('never-set')).toEqual(ok(undefined));
    });

    it('forgets every key on clear, and takes new ones afterwards', () => {
      put(SIGNED_IN_USER_KEY, 'jane@example.org');
      put('theme', 'dark');
      expect(storage.clear()).toEqual(ok(undefined));
      expect(storage.get(SIGNED_IN_USER_KEY)).toEqual(ok(null));
      expect(storage.get('theme')).toEqual(ok(null));
      expect(storage.clear()).toEqual(ok(undefined));
      put('theme', 'light');
      expect(storage.get('theme')).toEqual(ok('light'));
    });
  });
}
