import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HmacSecretDigest } from '../../../src/adapters/crypto/hmac-secret-digest';
import { secretDigestContract } from '../../contracts/secret-digest.contract';

const KEY = Buffer.from('0123456789abcdef0123456789abcdef', 'utf8');

// One key for every instance, as the server keeps its key file across restarts.
secretDigestContract('HMAC-SHA-256 under a server key', async () => ({ digest: new HmacSecretDigest(KEY) }));

describe('HmacSecretDigest', () => {
  it('digests to 64 lowercase hex characters', () => {
    expect(new HmacSecretDigest(KEY).digest('access:token')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches the published HMAC-SHA-256 value and differs from an unkeyed hash', () => {
    // RFC 4231 test case 6 (a 131-byte key of 0xaa).
    const rfcKey = Buffer.alloc(131, 0xaa);
    const digest = new HmacSecretDigest(rfcKey);
    expect(digest.digest('Test Using Larger Than Block-Size Key - Hash Key First')).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
    expect(digest.digest('123456')).not.toBe(createHash('sha256').update('123456').digest('hex'));
  });

  it('gives different digests under different keys', () => {
    const other = new HmacSecretDigest(Buffer.alloc(32, 7));
    expect(new HmacSecretDigest(KEY).digest('123456')).not.toBe(other.digest('123456'));
  });

  it("copies the key: changing the caller's buffer later changes nothing", () => {
    const key = Buffer.from(KEY);
    const digest = new HmacSecretDigest(key);
    const before = digest.digest('x');
    key.fill(0);
    expect(digest.digest('x')).toBe(before);
  });

  it('refuses a key shorter than 32 bytes (misconfiguration throws)', () => {
    expect(() => new HmacSecretDigest(Buffer.alloc(31))).toThrow(/at least 32 bytes/);
  });
});
