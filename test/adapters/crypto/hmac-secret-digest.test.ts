import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HmacSecretDigest } from '../../../src/adapters/crypto/hmac-secret-digest';

const KEY = Buffer.from('0123456789abcdef0123456789abcdef', 'utf8');
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('HmacSecretDigest', () => {
  it('digests deterministically to 64 hex characters, one digest per value', () => {
    const digest = new HmacSecretDigest(KEY);
    expect(digest.digest('access:token')).toMatch(/^[0-9a-f]{64}$/);
    expect(digest.digest('access:token')).toBe(digest.digest('access:token'));
    expect(digest.digest('access:token')).not.toBe(digest.digest('refresh:token'));
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

  it('copies the key: changing the caller\'s buffer later changes nothing', () => {
    const key = Buffer.from(KEY);
    const digest = new HmacSecretDigest(key);
    const before = digest.digest('x');
    key.fill(0);
    expect(digest.digest('x')).toBe(before);
  });

  it('refuses a key shorter than 32 bytes (misconfiguration throws)', () => {
    expect(() => new HmacSecretDigest(Buffer.alloc(31))).toThrow(/at least 32 bytes/);
  });

  it('computes HMAC-SHA-1 as TOTP needs (RFC 2202 test case 2, RFC 6238 secret)', () => {
    const digest = new HmacSecretDigest(KEY);
    const message = new TextEncoder().encode('what do ya want for nothing?');
    expect(hex(digest.hmacSha1(new TextEncoder().encode('Jefe'), message))).toBe('effcdf6ae5eb2fa2d27416d5f184df9c259a7c79');
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(1n); // RFC 6238, T = 59 s
    const mac = digest.hmacSha1(Buffer.from('12345678901234567890'), counter);
    const offset = mac[19]! & 0x0f;
    const code = (Buffer.from(mac).readUInt32BE(offset) & 0x7fffffff) % 100_000_000;
    expect(code).toBe(94_287_082);
  });
});
