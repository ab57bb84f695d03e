import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryBrowserStorage } from '../../../src/adapters/in-memory/in-memory-browser-storage';

describe('InMemoryBrowserStorage', () => {
  it('keeps, reads, removes and clears keys like local storage', () => {
    const storage = new InMemoryBrowserStorage({ user: 'jane@example.org' });
    expect(storage.get('user')).toEqual(ok('jane@example.org'));
    expect(storage.get('missing')).toEqual(ok(null));
    expect(storage.set('theme', 'dark')).toEqual(ok(undefined));
    expect(storage.remove('user')).toEqual(ok(undefined));
    expect(storage.get('user')).toEqual(ok(null));
    expect(storage.get('theme')).toEqual(ok('dark'));
    expect(storage.clear()).toEqual(ok(undefined));
    expect(storage.get('theme')).toEqual(ok(null));
  });
});
