/**
 * The two keyed-hash functions the identity service needs, synchronous and infallible (a failure
 * is misconfiguration, and throws). Application code imports no crypto module; the server passes
 * node:crypto's HMACs in.
 */
export interface SecretDigest {
  /**
   * A deterministic one-way digest of a one-time code, token or challenge handle, as stored and
   * looked up. In production an HMAC-SHA-256 under a server-side key: a six-digit code hashed
   * without a key is recovered from a leaked table in a million tries.
   */
  digest(value: string): string;
  /** HMAC-SHA-1 (RFC 2104) of `message` under `key`, as HOTP/TOTP (RFC 4226, 6238) require. */
  hmacSha1(key: Uint8Array, message: Uint8Array): Uint8Array;
}
