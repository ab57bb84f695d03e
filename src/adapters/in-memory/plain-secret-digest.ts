import { createHash, createHmac } from 'node:crypto';
import type { SecretDigest } from '../../identity/ports/secret-digest.port';

/**
 * NOT FOR PRODUCTION: an unkeyed SHA-256 digest, deterministic across runs, for tests. A real
 * store needs a keyed digest (HMAC under a server secret): six-digit codes are recovered from an
 * unkeyed hash in a million tries. The HMAC-SHA-1 for TOTP is the real one.
 */
export class PlainSecretDigest implements SecretDigest {
  digest(value: string): string {
    return createHash('sha256').update(value, 'utf8').digest('hex');
  }

  hmacSha1(key: Uint8Array, message: Uint8Array): Uint8Array {
    return new Uint8Array(createHmac('sha1', key).update(message).digest());
  }
}
