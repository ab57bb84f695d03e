import { createHmac } from 'node:crypto';
import type { SecretDigest } from '../../identity/ports/secret-digest.port';

/** The shortest server key accepted: 256 bits, the HMAC-SHA-256 block's worth of security. */
export const MIN_DIGEST_KEY_BYTES = 32;

/**
 * The production SecretDigest: HMAC-SHA-256 under a server-side key for the codes, tokens and
 * challenge handles the store keeps, and plain HMAC-SHA-1 for TOTP (RFC 6238 fixes SHA-1).
 * Without the key, a leaked table of digests is useless: a six-digit code cannot be recovered by
 * hashing the million candidates. The key must stay the same across restarts (every stored digest
 * depends on it); changing it signs everybody out and voids every pending code.
 */
export class HmacSecretDigest implements SecretDigest {
  readonly #key: Buffer;

  /** Throws (misconfiguration) for a key shorter than 32 bytes. */
  constructor(key: Uint8Array) {
    if (key.byteLength < MIN_DIGEST_KEY_BYTES) {
      throw new Error(`The digest key must be at least ${MIN_DIGEST_KEY_BYTES} bytes, got ${key.byteLength}.`);
    }
    this.#key = Buffer.from(key);
  }

  /** Lowercase hex of HMAC-SHA-256(key, UTF-8 value): 64 characters. */
  digest(value: string): string {
    return createHmac('sha256', this.#key).update(value, 'utf8').digest('hex');
  }

  hmacSha1(key: Uint8Array, message: Uint8Array): Uint8Array {
    return new Uint8Array(createHmac('sha1', key).update(message).digest());
  }
}
