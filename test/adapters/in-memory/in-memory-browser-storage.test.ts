import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryBrowserStorage } from '../../../src/adapters/in-memory/in-memory-browser-storage';
import { browserStorageContract } from '../../contracts/browser-storage.contract';

browserStorageContract('in memory', async () => ({ storage: new InMemoryBrowserStorage() }));

describe('InMemoryBrowserStorage', () => {
  it('starts with the keys it is given', () => {
    const storage = new InMemoryBrowserStorage({ user: 'jane@example.org' });
    expect(storage.get('user')).toEqual(ok('jane@example.org'));
    expect(storage.get('missing')).toEqual(ok(null));
  });
});
