import { describe, expect, it } from 'vitest';
import { loadOrCreateSigningKey } from '../../../src/adapters/database/sql-signing-keys';
import { describeEachDatabase } from './database-harness';

const now = () => '2026-06-15T12:00:00.000Z';

describeEachDatabase('loadOrCreateSigningKey', (_kind, database) => {
  describe('a key every process sharing the database signs with', () => {
    it('makes a 32-byte key once, and every later (or simultaneous) caller reads that same key', async () => {
      const db = database().db;
      await db.deleteFrom('signing_keys').execute();
      const keys = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateSigningKey(db, 'tokens', now)));
      expect(keys[0]?.byteLength).toBe(32);
      expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
      expect((await loadOrCreateSigningKey(db, 'tokens', now)).equals(keys[0] ?? Buffer.alloc(0))).toBe(true);
      expect((await loadOrCreateSigningKey(db, 'other', now)).equals(keys[0] ?? Buffer.alloc(0))).toBe(false);
    });

    it('refuses a stored key too short to sign with', async () => {
      const db = database().db;
      await db.deleteFrom('signing_keys').execute();
      await db.insertInto('signing_keys').values({ name: 'tokens', secret: 'c2hvcnQ', created_at: now() }).execute();
      await expect(loadOrCreateSigningKey(db, 'tokens', now)).rejects.toThrow(/shorter than 32 bytes/);
    });
  });
});
